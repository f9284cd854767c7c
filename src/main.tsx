import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { ErrorBoundary } from './components/error-boundary.tsx'
import { startGameStore } from './store/game-store.ts'
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
// The first render starts in a task of its own, after this module's evaluation, and as a
// transition, so that it yields to the browser every few milliseconds: no long task holds the page.
// The game store first reads back an open game, loading the engine only when something is saved.
void startGameStore()
  .catch(() => {})
  .then(() =>
  setTimeout(() => {
    startTransition(() => {
      if (shell !== null && !shell.hasAttribute('data-stale')) hydrateRoot(shell, app)
      else createRoot(root).render(app)
    })
  }, 0),
)
