import { create } from 'zustand'
import { readItem, writeItem, type WriteResult } from './safe-storage.ts'

export const SOUNDS_KEY = 'gavel:sounds'

/** Whether this device plays Gavel's sounds: off unless someone turned them on (Home, "This device"). */
export const useSoundSetting = create<{ readonly on: boolean }>()(() => ({ on: readItem(SOUNDS_KEY) === 'on' }))

export function setSounds(on: boolean): WriteResult {
  useSoundSetting.setState({ on })
  return writeItem(SOUNDS_KEY, on ? 'on' : 'off')
}
