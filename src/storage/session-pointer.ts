import { KEY_SESSION } from './storage-keys.ts'
import type { SessionPointer } from './setting-records.ts'
import { parseSmall, readItem, writeItem } from './safe-storage.ts'

/*
 * The pointer to the game open when the page was last closed (`gavel:session`), written by the game's
 * actions whenever the open game changes (src/game/game-actions.ts `connectGame`), through storage that
 * never throws: losing it only means a reload shows Home. It keeps the shape zustand's persist gave it,
 * `{ state: { currentId }, version }`, so that a pointer written by an earlier Gavel is read back.
 */

export const SESSION_KEY = KEY_SESSION

/** Version of the stored pointer; its steps and check are `SESSION_RECORD` (setting-records.ts, loaded when needed). */
export const SESSION_VERSION = 1

/** The storage layer's steps for a pointer of another version, loaded only when one is found. */
export const migrateSessionPointer = (persisted: unknown, version: number): Promise<SessionPointer> =>
  import('./setting-records.ts').then((m) => m.migrateSession(persisted, version))

/** Writes the pointer to the open game (null: none is open). */
export function writeOpenGameId(id: string | null): void {
  writeItem(SESSION_KEY, JSON.stringify({ state: { currentId: id }, version: SESSION_VERSION }))
}

/** The pointer as stored, not yet checked; null when there is none, or it is not JSON of a pointer's size. */
function storedPointer(): { readonly state: unknown; readonly version: unknown } | null {
  const text = readItem(SESSION_KEY)
  const read = text === null ? null : parseSmall(text)
  const doc = read?.ok === true ? (read.value as { state?: unknown; version?: unknown } | null) : null
  return typeof doc === 'object' && doc !== null ? { state: doc.state, version: doc.version } : null
}

/** A game id as ids are made (saved-games.ts `newGameId`); anything else is no pointer. */
const checkedId = (id: unknown): string | null => (typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : null)
const idIn = (state: unknown): unknown => (typeof state === 'object' && state !== null ? (state as { currentId?: unknown }).currentId : null)

/** The id of the game open when the page was last closed, as stored (its version not yet looked at). */
export function openGameId(): string | null {
  return checkedId(idIn(storedPointer()?.state))
}

/** The id of the game open when the page was last closed, a pointer of another version lifted first. */
export async function restoredOpenGameId(): Promise<string | null> {
  const pointer = storedPointer()
  if (pointer === null) return null
  if (pointer.version === SESSION_VERSION) return checkedId(idIn(pointer.state))
  const lifted = await migrateSessionPointer(pointer.state, typeof pointer.version === 'number' ? pointer.version : 0)
  return checkedId(lifted.currentId)
}
