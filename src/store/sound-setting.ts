import { KEY_SOUNDS } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import type { WriteResult } from '../storage/safe-storage.ts'
import { readSetting, writeSetting, type Unversioned } from '../storage/settings.ts'
import type { RecordKind } from '../storage/versioned-record.ts'
import { MAX_SETTING_TEXT } from '../storage/safe-storage.ts'

export const SOUNDS_KEY = KEY_SOUNDS

/** Sounds on or off as the storage layer keeps it: `{ format, version, on }`. */
export const SOUNDS_RECORD: RecordKind<boolean, null> = {
  format: 'gavel-sounds',
  version: 1,
  migrations: {},
  maxLength: MAX_SETTING_TEXT,
  check: (body) => (typeof body.on === 'boolean' ? { ok: true, value: body.on } : { ok: false, damage: null }),
}

/** Kept before it was a record: the plain text `on` or `off`. */
export const unversionedSounds: Unversioned = (_doc, text) => (text === 'on' || text === 'off' ? { on: text === 'on' } : null)

/** Whether sounds are on as kept on this device: on unless someone muted them, or what is kept is damaged. */
export const readSounds = (): boolean => readSetting(SOUNDS_RECORD, SOUNDS_KEY, true, unversionedSounds)

/** Whether this device plays Gavel's sounds: on unless someone muted them (the table's top bar, Setup). */
export const useSoundSetting = create<{ readonly on: boolean }>()(() => ({ on: readSounds() }))

export function setSounds(on: boolean): WriteResult {
  useSoundSetting.setState({ on })
  return writeSetting(SOUNDS_KEY, SOUNDS_RECORD, { on })
}
