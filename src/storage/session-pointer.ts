import { KEY_SESSION } from './storage-keys.ts'
import { createJSONStorage } from 'zustand/middleware'
import type { SessionPointer } from './setting-records.ts'
import { readItem, removeItem, writeItem } from './safe-storage.ts'

/*
 * The pointer to the game open when the page was last closed (`gavel:session`), kept by the game
 * store's zustand `persist` through storage that never throws: losing it only means a reload shows Home.
 */

export const SESSION_KEY = KEY_SESSION

/** Version of the stored pointer; its steps and check are `SESSION_RECORD` (setting-records.ts, loaded when needed). */
export const SESSION_VERSION = 1

/** zustand's migrate for the pointer: the storage layer's steps, loaded only when a stored version differs. */
export const migrateSessionPointer = (persisted: unknown, version: number): Promise<SessionPointer> =>
  import('./setting-records.ts').then((m) => m.migrateSession(persisted, version))

/** What was last written under each session key, so that a move (the same pointer) writes nothing. */
const sessionWritten = new Map<string, string>()

/** zustand writes the pointer on every change of the store; it reaches storage only when it changes. */
export const sessionStorage = createJSONStorage<SessionPointer>(() => ({
  getItem: (key) => {
    const value = readItem(key)
    if (value === null) sessionWritten.delete(key)
    else sessionWritten.set(key, value)
    return value
  },
  setItem: (key, value) => {
    if (sessionWritten.get(key) === value) return
    if (writeItem(key, value).ok) sessionWritten.set(key, value)
  },
  removeItem: (key) => {
    sessionWritten.delete(key)
    void removeItem(key)
  },
}))

/** The id of the game open when the page was last closed, as stored (not yet checked). */
export function openGameId(): string | null {
  let id: unknown
  try {
    id = (JSON.parse(readItem(SESSION_KEY) ?? 'null') as { state?: { currentId?: unknown } } | null)?.state?.currentId
  } catch {
    return null
  }
  return typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : null
}
