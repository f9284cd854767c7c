import { useEffect } from 'react'
import { useDeviceStore } from '../store/device-store.ts'

/**
 * Keeps the screen awake while `active` (a game is on screen). The browser drops the lock whenever
 * the page is hidden, so it is asked for again each time the page comes back into view.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = typeof navigator === 'undefined' ? undefined : navigator.wakeLock
    if (api === undefined) {
      useDeviceStore.setState({ wakeLock: 'unsupported' })
      return
    }
    if (!active) return
    let sentinel: WakeLockSentinel | null = null
    let stopped = false

    const request = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel !== null && !sentinel.released)) return
      try {
        const lock = await api.request('screen')
        if (stopped) {
          void lock.release()
          return
        }
        sentinel = lock
        useDeviceStore.setState({ wakeLock: 'held' })
        lock.addEventListener('release', () => {
          if (sentinel === lock) useDeviceStore.setState({ wakeLock: 'idle' })
        })
      } catch {
        // Refused (battery saver, a page not in view, a policy): the game goes on, the screen may dim.
        useDeviceStore.setState({ wakeLock: 'refused' })
      }
    }
    const onVisibility = () => void request()

    void request()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', onVisibility)
      const held = sentinel
      sentinel = null
      if (held !== null && !held.released) void held.release()
      useDeviceStore.setState({ wakeLock: 'idle' })
    }
  }, [active])
}
