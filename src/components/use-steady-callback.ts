import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * `callback`, as one function for the component's whole life that always calls the latest
 * `callback` given: for a handler passed to a memoized part of a screen, which a new closure on
 * every render would draw again for nothing. Only for event handlers (never called during render).
 */
export function useSteadyCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback)
  useLayoutEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
