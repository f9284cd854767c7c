import { useSyncExternalStore } from 'react'

/**
 * Runs `run` after the next frame is painted (requestAnimationFrame, then a task); returns a cancel.
 * A hidden page paints no frames: there it runs soon.
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
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
