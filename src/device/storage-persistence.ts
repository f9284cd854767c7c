import { KEY_PERSIST_ASKED } from '../storage/storage-keys.ts'
import { readSmallRecord, writeItem } from '../storage/safe-storage.ts'
import { useDeviceStore, type DeviceState } from '../store/device-store.ts'

/** Set once the browser has been asked to keep Gavel's storage: it is asked once per device. */
export const PERSIST_ASKED_KEY = KEY_PERSIST_ASKED

/** When the browser was asked, as kept: `{ format, version: 1, askedAt }` (setting-records.ts `PERSIST_ASKED_RECORD`). */
export const PERSIST_ASKED_FORMAT = 'gavel-storage-persist-asked'

/** Kept before it was a record: the time asked as plain ISO text. */
export const plainAskedAt = (text: string) => ({ askedAt: /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(text) ? Date.parse(text) : null })

/**
 * Whether the browser has been asked on this device: an answer that is not a time reads as not yet,
 * and it is asked again. Read without the record reader, which this panel's first-visit chunk does not carry;
 * Home, telling of damaged settings, reads it in full.
 */
export const persistenceAsked = (): boolean => Number.isFinite(readSmallRecord(PERSIST_ASKED_KEY, PERSIST_ASKED_FORMAT, 1, plainAskedAt)?.askedAt)

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
    if (kept || persistenceAsked()) useDeviceStore.setState({ storage: answer(kept) })
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
  writeItem(PERSIST_ASKED_KEY, JSON.stringify({ format: PERSIST_ASKED_FORMAT, version: 1, askedAt: Date.now() }))
  try {
    useDeviceStore.setState({ storage: answer(await storage.persist()) })
  } catch {
    useDeviceStore.setState({ storage: 'best-effort' })
  }
}

/** The first time a game is saved on this device, asks to keep storage; later saves ask nothing. */
export function askPersistenceOnce(): void {
  if (persistenceAsked()) return
  void askPersistence()
}
