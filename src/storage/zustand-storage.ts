import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware'
import { readItem, removeItem, writeItem } from './safe-storage.ts'
import { noteSetting } from './settings.ts'
import { MAX_SETTING_TEXT, parseStored } from './versioned-record.ts'

/*
 * The storage a zustand `persist` store keeps its state in: the storage layer's, which never throws
 * (storage full or blocked only means the state lasts until the page closes), and reads text that
 * is not JSON, or far larger than a setting, as nothing kept (reported as damaged) rather than as
 * an error or a stall in the middle of hydration.
 */
/** What zustand's `persist` writes: `{ state: {...}, version }`. */
const isPersisted = (doc: unknown): boolean => {
  const state = typeof doc === 'object' && doc !== null ? (doc as { state?: unknown }).state : null
  return typeof state === 'object' && state !== null && !Array.isArray(state)
}

const safeState: StateStorage = {
  getItem: (key) => {
    const text = readItem(key)
    if (text === null) return null
    const read = parseStored(text, MAX_SETTING_TEXT)
    if (!read.ok) noteSetting(key, read.damage)
    else if (!isPersisted(read.value)) noteSetting(key, { kind: 'foreign' })
    else return text
    return null
  },
  setItem: (key, value) => {
    void writeItem(key, value)
  },
  removeItem: (key) => {
    void removeItem(key)
  },
}

export function persistStorage<S>(): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => safeState)
}
