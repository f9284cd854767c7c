import { useDeviceStore } from '../store/device-store.ts'

let registration: ServiceWorkerRegistration | undefined
/** Set in the tab where the person accepted the update. */
let updateAsked = false

/**
 * Registers the service worker (scripts/vite-pwa.ts), loaded after the first paint so that it costs
 * the first page nothing. With `registerType: 'prompt'` a new version installs in the background and
 * waits; `applyUpdate` in the device store applies it, and the app only offers that between games.
 */
export async function startServiceWorker(): Promise<void> {
  // In development the virtual module is a no-op (no worker is built).
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const { registerSW } = await import('virtual:pwa-register')
  const update = registerSW({
    immediate: true,
    // The new version took over: only the tab that asked for it reloads. Another tab may be in the
    // middle of a game (a pick, a hand-over); it offers the reload between games instead.
    onNeedReload: () => {
      if (updateAsked) window.location.reload()
      else useDeviceStore.setState({ applyUpdate: () => Promise.resolve(window.location.reload()) })
    },
    onNeedRefresh: () =>
      useDeviceStore.setState({
        applyUpdate: () => {
          updateAsked = true
          return update(true)
        },
      }),
    onOfflineReady: () => useDeviceStore.setState({ offlineReady: true }),
    onRegisteredSW: (_url, r) => {
      registration = r
      if (r?.active != null) useDeviceStore.setState({ offlineReady: true })
    },
  })
}

/** Looks for a new version now (between games); offline or failing, it quietly finds nothing. */
export function checkForUpdate(): void {
  if (registration === undefined || !navigator.onLine) return
  registration.update().catch(() => {})
}
