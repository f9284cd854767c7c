import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, setBeforeMoves } from './app.tsx'
import { hasSavedGames, loadGame } from './game/load-game.ts'
import { openGameId } from './storage/session-pointer.ts'
import { preloadSavedGames } from './screens/home-screen.tsx'
import { ErrorBoundary } from './components/error-boundary.tsx'
import './index.css'

/** Runs `onLive` as soon as its children are on the page and answer to input. */
function Live(props: { readonly onLive: () => void; readonly children: ReactNode }) {
  const { onLive } = props
  useLayoutEffect(onLive, [onLive])
  return props.children
}

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')
/**
 * Home as drawn at build time (scripts/vite-prerender.ts), inert until the app takes it over; the
 * boot script marks it stale when it changed it for this device (src/boot/boot-script.js).
 */
const shell = document.getElementById('prerendered')
const app = (
  <StrictMode>
    <Live
      onLive={() => {
        shell?.removeAttribute('inert')
        shell?.removeAttribute('aria-hidden')
      }}
    >
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </Live>
  </StrictMode>
)
// The tap guard (a tap acts once, for the player it was shown to) comes with the screens that take
// a game's moves: the first page does not carry it.
setBeforeMoves(() => import('./device/tap-guard.ts').then((m) => m.installTapGuard()))

/**
 * Start-up: the game open when the page was last closed is reopened, and Home lists the saved games;
 * the game's actions (and the engine) load first only when something is saved. If they cannot be
 * loaded (offline, not cached), the app starts on Home and the open game stays saved.
 */
async function startGame(): Promise<void> {
  if (openGameId() === null && !hasSavedGames()) return
  // Home lists what is saved, and says if the open game could not be reopened: its words come too.
  const [game] = await Promise.all([loadGame(), preloadSavedGames()])
  await game.restoreOpenGame()
}

// The first render starts in a task of its own, after this module's evaluation, and as a
// transition, so that it yields to the browser every few milliseconds: no long task holds the page.
void startGame()
  .catch(() => {})
  .then(() =>
  setTimeout(() => {
    startTransition(() => {
      if (shell !== null && !shell.hasAttribute('data-stale')) hydrateRoot(shell, app)
      else createRoot(root).render(app)
    })
  }, 0),
)
