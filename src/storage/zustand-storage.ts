import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware'
import { parseSmall, readItem, removeItem, writeItem } from './safe-storage.ts'

/*
 * The storage a zustand `persist` store keeps its state in: the storage layer's, which never throws
 * (storage full or blocked only means the state lasts until the page closes), and reads text that
 * is not JSON, or is far larger than a setting, as nothing kept rather than as an error or a stall
 * in the middle of hydration. Home reads it in full (settings.ts `checkPersistedSetting`) to tell
 * the person when it is damaged.
 */
const safeState: StateStorage = {
  getItem: (key) => {
    const text = readItem(key)
    if (text === null) return null
    return parseSmall(text).ok ? text : null
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
