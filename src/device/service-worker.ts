import { useDeviceStore } from '../store/device-store.ts'

let registration: ServiceWorkerRegistration | undefined
/** Set in the tab where the person accepted the update. */
let updateAsked = false

/**
 * Registers the service worker (scripts/vite-pwa.ts: Workbox's generateSW with `registerType:
 * 'prompt'`), loaded after the first paint so that it costs the first page nothing. A new version
 * installs in the background and waits; `applyUpdate` in the device store applies it (the worker
 * skips waiting when told `SKIP_WAITING`), and the app only offers that between games.
 * Written against the Service Worker API itself: workbox-window or vite-plugin-pwa's register module
 * would do the same in more code, which every first visit would fetch (scripts/size-budget.mjs).
 */
export async function startServiceWorker(): Promise<void> {
  // In development no worker is built.
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  /** Whether a worker controlled this page: the first one taking it (clientsClaim) is no new version. */
  let controlled = container.controller !== null
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true
      return
    }
    // The new version took over: only the tab that asked for it reloads. Another tab may be in the
    // middle of a game (a pick, a hand-over); it offers the reload between games instead.
    if (updateAsked) window.location.reload()
    else useDeviceStore.setState({ applyUpdate: () => Promise.resolve(window.location.reload()) })
  })

  let r: ServiceWorkerRegistration | undefined
  try {
    r = await container.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
  } catch {
    // Not allowed here (private mode, an insecure origin): the app works, online only.
    return
  }
  // A browser told to block service workers may answer with no registration at all.
  if (r == null) return
  registration = r
  if (r.active !== null) useDeviceStore.setState({ offlineReady: true })

  const offerUpdate = () =>
    useDeviceStore.setState({
      applyUpdate: () => {
        updateAsked = true
        r.waiting?.postMessage({ type: 'SKIP_WAITING' })
        return Promise.resolve()
      },
    })
  // A version installed on an earlier visit, still waiting.
  if (r.waiting !== null && container.controller !== null) offerUpdate()
  r.addEventListener('updatefound', () => {
    const worker = r.installing
    if (worker === null) return
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller !== null) offerUpdate()
      if (worker.state === 'activated') useDeviceStore.setState({ offlineReady: true })
    })
  })
}

/** Looks for a new version now (between games); offline or failing, it quietly finds nothing. */
export function checkForUpdate(): void {
  if (registration === undefined || !navigator.onLine) return
  registration.update().catch(() => {})
}
