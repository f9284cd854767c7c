import { KEY_PERSIST_ASKED } from '../storage/storage-keys.ts'
import { isStoredTime } from '../storage/bounds.ts'
import { readSetting, writeSetting, type Unversioned } from '../storage/settings.ts'
import { MAX_SETTING_TEXT, type RecordKind } from '../storage/versioned-record.ts'
import { useDeviceStore, type DeviceState } from '../store/device-store.ts'

/** Set once the browser has been asked to keep Gavel's storage: it is asked once per device. */
export const PERSIST_ASKED_KEY = KEY_PERSIST_ASKED

/** When the browser was asked, as the storage layer keeps it: `{ format, version, askedAt }` (ms since 1970). */
export const PERSIST_ASKED_RECORD: RecordKind<number, null> = {
  format: 'gavel-storage-persist-asked',
  version: 1,
  migrations: {},
  maxLength: MAX_SETTING_TEXT,
  check: (body) => (isStoredTime(body.askedAt) ? { ok: true, value: body.askedAt } : { ok: false, damage: null }),
}

/** Kept before it was a record: the time asked as plain ISO text. */
export const unversionedPersistAsked: Unversioned = (_doc, text) => {
  const askedAt = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(askedAt) ? null : { askedAt }
}

/** Whether the browser has been asked on this device (a damaged answer reads as not yet: it is asked again). */
export const persistenceAsked = (): boolean => readSetting(PERSIST_ASKED_RECORD, PERSIST_ASKED_KEY, null, unversionedPersistAsked) !== null

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
  writeSetting(PERSIST_ASKED_KEY, PERSIST_ASKED_RECORD, { askedAt: Date.now() })
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
