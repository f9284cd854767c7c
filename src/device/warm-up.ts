/**
 * Chunks the first page does not need, fetched and evaluated ahead of use so that the screens they
 * hold open at once. Nothing is warmed on a timer: a page that is only being looked at stays idle
 * (timed prefetches were the long tasks after the first paint that Lighthouse counted as blocking
 * time). Warming starts with the person's first touch or key press anywhere, when they are about
 * to go somewhere, and each chunk is evaluated in an idle moment of its own so that no single task
 * grows long. The service worker has every chunk cached after the first visit (scripts/vite-pwa.ts),
 * so what is warmed comes off the device, offline too.
 */
import { whenIdle } from './settled.ts'

type Loader = () => Promise<unknown>

const loaders: Loader[] = []
let started = false
/** A chunk is being warmed; the next follows when it is done. */
let running = false

function warmNext(): void {
  const next = loaders.shift()
  running = next !== undefined
  if (next === undefined) return
  whenIdle(() => {
    // A chunk that fails to load now is loaded again (and its failure shown) when it is opened.
    next().then(warmNext, warmNext)
  })
}

function start(): void {
  if (started) return
  started = true
  removeEventListener('pointerdown', start, true)
  removeEventListener('keydown', start, true)
  warmNext()
}

/** Adds loaders to warm (in order) once the person first touches the page or presses a key. */
export function warmUpOnFirstInteraction(...more: Loader[]): void {
  loaders.push(...more)
  if (typeof window === 'undefined') return
  if (started) {
    if (!running) warmNext()
    return
  }
  addEventListener('pointerdown', start, { capture: true, passive: true })
  addEventListener('keydown', start, { capture: true, passive: true })
}
