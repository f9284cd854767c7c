import { create } from 'zustand'

/**
 * What this device lets Gavel do, as last seen: UI-only state, never saved. The browser APIs that
 * fill it live in src/device/.
 */
export interface DeviceState {
  /** Set while a new version of the app is installed and waiting: applies it and reloads. */
  readonly applyUpdate: (() => Promise<void>) | null
  /** The service worker has the whole app cached: it starts and plays with no network. */
  readonly offlineReady: boolean
  /**
   * Whether the browser keeps Gavel's storage when space runs low. `unknown`: not asked yet (it is
   * asked once a game has been saved); `best-effort`: it may be cleared.
   */
  readonly storage: 'unknown' | 'unsupported' | 'persisted' | 'best-effort'
  /** Screen Wake Lock: `unsupported` by this browser, `held` now, `refused` the last time it was asked. */
  readonly wakeLock: 'unsupported' | 'idle' | 'held' | 'refused'
}

export const useDeviceStore = create<DeviceState>()(() => ({
  applyUpdate: null,
  offlineReady: false,
  storage: 'unknown',
  wakeLock: 'idle',
}))
