import { KEY_PERSIST_ASKED } from '../storage/storage-keys.ts'
import { readItem, writeItem } from '../storage/safe-storage.ts'
import { useDeviceStore, type DeviceState } from '../store/device-store.ts'

/** Set once the browser has been asked to keep Gavel's storage: it is asked once per device. */
export const PERSIST_ASKED_KEY = KEY_PERSIST_ASKED

const manager = (): StorageManager | undefined =>
  typeof navigator === 'undefined' || typeof navigator.storage?.persist !== 'function' ? undefined : navigator.storage

const answer = (kept: boolean): DeviceState['storage'] => (kept ? 'persisted' : 'best-effort')

/** Reads whether storage is kept, without asking (for the settings panel). */
export async function readPersistence(): Promise<void> {
  const storage = manager()
  if (storage === undefined) {
    useDeviceStore.setState({ storage: 'unsupported' })
    return
  }
  try {
    const kept = await storage.persisted()
    // Before the first ask, "not kept" only means "not asked yet".
    if (kept || readItem(PERSIST_ASKED_KEY) !== null) useDeviceStore.setState({ storage: answer(kept) })
  } catch {
    useDeviceStore.setState({ storage: 'unsupported' })
  }
}

/** Asks the browser to keep Gavel's storage (some browsers ask the user), and records the answer. */
export async function askPersistence(): Promise<void> {
  const storage = manager()
  if (storage === undefined) {
    useDeviceStore.setState({ storage: 'unsupported' })
    return
  }
  writeItem(PERSIST_ASKED_KEY, new Date().toISOString())
  try {
    useDeviceStore.setState({ storage: answer(await storage.persist()) })
  } catch {
    useDeviceStore.setState({ storage: 'best-effort' })
  }
}

/** The first time a game is saved on this device, asks to keep storage; later saves ask nothing. */
export function askPersistenceOnce(): void {
  if (readItem(PERSIST_ASKED_KEY) !== null) return
  void askPersistence()
}
