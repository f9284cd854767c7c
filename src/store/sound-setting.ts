import { KEY_SOUNDS } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import { readItem, writeItem, type WriteResult } from '../storage/safe-storage.ts'

export const SOUNDS_KEY = KEY_SOUNDS

/** Whether this device plays Gavel's sounds: on unless someone muted them (the table's top bar, Setup). */
export const useSoundSetting = create<{ readonly on: boolean }>()(() => ({ on: readItem(SOUNDS_KEY) !== 'off' }))

export function setSounds(on: boolean): WriteResult {
  useSoundSetting.setState({ on })
  return writeItem(SOUNDS_KEY, on ? 'on' : 'off')
}
