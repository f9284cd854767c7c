import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { hasSavedGames, loadGame, setGameTimings } from './game/load-game.ts'
import { openGameId } from './store/session-pointer.ts'
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
      <App />
    </Live>
  </StrictMode>
)
/**
 * The end-to-end specs that play whole games by keyboard shorten the app's own pauses, set on the page
 * before it loads (tests/e2e/browser.ts); a person's page sets none, and gets the app's timings.
 */
function timingsAsked(): Parameters<typeof setGameTimings>[0] {
  const page = globalThis as { __gavelCardsHeldMs?: unknown; __gavelBotPaceMs?: unknown }
  const ms = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : undefined)
  const cardsHeldMs = ms(page.__gavelCardsHeldMs)
  const botPaceMs = ms(page.__gavelBotPaceMs)
  return { ...(cardsHeldMs === undefined ? {} : { cardsHeldMs }), ...(botPaceMs === undefined ? {} : { botPaceMs }) }
}

/**
 * Start-up: the game open when the page was last closed is reopened, and Home lists the saved games;
 * the game's actions (and the engine) load first only when something is saved. If they cannot be
 * loaded (offline, not cached), the app starts on Home and the open game stays saved.
 */
async function startGame(): Promise<void> {
  setGameTimings(timingsAsked())
  if (openGameId() === null && !hasSavedGames()) return
  const game = await loadGame()
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
