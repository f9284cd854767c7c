import { useSyncExternalStore } from 'react'

/** What waits for the next frame's paint: run together, in one task straight after it (see `afterNextPaint`). */
let waiting: { readonly run: () => void; cancelled: boolean }[] = []
/** The frame asked for on their behalf. */
let frame = 0

/**
 * Runs `run` after the next frame is painted (requestAnimationFrame, then a task); returns a cancel.
 * Everything asked for before a frame runs together, in one task after its paint: what follows a move
 * in several places (the table and the guided game's prompt over it) is then drawn in one render, the
 * same moment of the game everywhere. What is asked for once that frame has begun waits for the next.
 * A hidden page paints no frames: there it runs soon.
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const entry = { run, cancelled: false }
  waiting.push(entry)
  if (waiting.length === 1) frame = requestAnimationFrame(paintsNext)
  return () => {
    entry.cancelled = true
    // Nothing left to wait for: no frame is asked for on its behalf.
    if (waiting.length > 0 && waiting.every((each) => each.cancelled)) {
      cancelAnimationFrame(frame)
      waiting = []
    }
  }
}

/** The frame has begun: what waited for it runs once it is painted; anything asked for from now on waits for the next. */
function paintsNext(): void {
  const due = waiting
  waiting = []
  setTimeout(() => {
    for (const each of due) {
      if (each.cancelled) continue
      try {
        each.run()
      } catch (error) {
        // One failing does not keep the others from running; the error is still reported.
        setTimeout(() => {
          throw error
        }, 0)
      }
    }
  }, 0)
}

/** Runs `run` in an idle moment (at the latest `timeout` ms on); returns a cancel. */
export function whenIdle(run: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 0)
  return () => clearTimeout(id)
}

/**
 * Runs `run` once the page has loaded and then in an idle moment: for work the first screen does
 * not need (the service worker, the "This device" panel), so that it neither delays that screen
 * nor makes the first taps wait behind it. Returns a cancel.
 */
export function whenSettled(run: () => void): () => void {
  let cancel = () => {}
  const onLoad = () => {
    cancel = whenIdle(run, 2000)
  }
  if (document.readyState === 'complete') onLoad()
  else {
    window.addEventListener('load', onLoad, { once: true })
    cancel = () => window.removeEventListener('load', onLoad)
  }
  return () => cancel()
}

/** Set once the page has settled, for good. */
let settled = false
let watching = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!watching) {
    watching = true
    whenSettled(() => {
      settled = true
      for (const heard of listeners) heard()
    })
  }
  return () => void listeners.delete(listener)
}

/**
 * False until the page has loaded and been idle once (see `whenSettled`), then true for good: a
 * component mounted later (Home opened again after a game) has what waited for it at once.
 */
export function useSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  )
}
