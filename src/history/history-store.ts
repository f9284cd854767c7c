import { keysWithPrefix, readItem, removeItem, type WriteResult } from '../storage/safe-storage.ts'
import { checkRecord, readRecord, recordDocument, writeRecord, type RecordKind } from '../storage/versioned-record.ts'
import { checkEntry, playedEntryOf, type HistoryDamage, type HistoryEntry } from './history-entry.ts'
import type { LoadedGame } from '../store/saved-games.ts'
import { HISTORY_FORMAT, HISTORY_VERSION, gameIdentity, historyEntryOfGame } from './same-game.ts'

/*
 * The history of finished games on this device: one localStorage key per entry
 * (`gavel:history:<id>`), each `{ format: 'gavel-history', version, entry }`. What is read back is
 * checked (a played game is replayed) before it is trusted; a damaged entry is listed as such and
 * leaves the others intact.
 *
 * API: addToHistory(entry), listHistory(), getHistoryEntry(id), removeFromHistory(id), and
 * addFinishedGame(game) for the game store's hook. Entries are described in history-entry.ts.
 */

export { HISTORY_KEY_PREFIX } from '../storage/storage-keys.ts'
import { HISTORY_KEY_PREFIX } from '../storage/storage-keys.ts'
export { HISTORY_FORMAT, HISTORY_VERSION }

export const historyKey = (id: string): string => HISTORY_KEY_PREFIX + id

export type HistoryListing =
  | { readonly ok: true; readonly id: string; readonly entry: HistoryEntry }
  | { readonly ok: false; readonly id: string; readonly damage: HistoryDamage }

/**
 * A history entry as the storage layer reads and writes it (versioned-record.ts):
 * `{ format, version, entry }`. Version 1 is the first; a later version adds its step to
 * `migrations`, from the version before it.
 */
export const HISTORY_RECORD: RecordKind<HistoryEntry, HistoryDamage> = {
  format: HISTORY_FORMAT,
  version: HISTORY_VERSION,
  migrations: {},
  check: (body) => {
    const checked = checkEntry(body.entry)
    return checked.ok ? { ok: true, value: checked.entry } : checked
  },
}

/** The stored document of an entry: what a backup also holds, one per entry. */
export function storedEntry(entry: HistoryEntry): { format: typeof HISTORY_FORMAT; version: typeof HISTORY_VERSION; entry: HistoryEntry } {
  return recordDocument(HISTORY_RECORD, { entry }) as { format: typeof HISTORY_FORMAT; version: typeof HISTORY_VERSION; entry: HistoryEntry }
}

/** Check one stored document (parsed JSON): its format and version, then the entry itself. */
export function checkStoredEntry(doc: unknown): { ok: true; entry: HistoryEntry } | { ok: false; damage: HistoryDamage } {
  const checked = checkRecord(HISTORY_RECORD, doc)
  if (checked.ok) return { ok: true, entry: checked.value }
  return { ok: false, damage: checked.damage.kind === 'missing' ? { kind: 'foreign' } : checked.damage }
}

function readEntry(id: string): HistoryListing | null {
  const read = readRecord(HISTORY_RECORD, readItem(historyKey(id)))
  if (!read.ok) return read.damage.kind === 'missing' ? null : { ok: false, id, damage: read.damage }
  // An entry copied under another key is not the entry that key names.
  if (read.value.id !== id) return { ok: false, id, damage: { kind: 'foreign' } }
  return { ok: true, id, entry: read.value }
}

/** Keep `entry` (replacing any entry of the same id). */
export function addToHistory(entry: HistoryEntry): WriteResult {
  return writeRecord(historyKey(entry.id), HISTORY_RECORD, { entry })
}

/** Every entry, newest finished first, then the damaged ones. */
export function listHistory(): HistoryListing[] {
  const good: (HistoryListing & { ok: true })[] = []
  const damaged: HistoryListing[] = []
  for (const key of keysWithPrefix(HISTORY_KEY_PREFIX)) {
    const listing = readEntry(key.slice(HISTORY_KEY_PREFIX.length))
    if (listing === null) continue
    if (listing.ok) good.push(listing)
    else damaged.push(listing)
  }
  good.sort((a, b) => b.entry.finishedAt - a.entry.finishedAt || a.id.localeCompare(b.id))
  damaged.sort((a, b) => a.id.localeCompare(b.id))
  return [...good, ...damaged]
}

/** One entry, checked; null when there is none of that id. */
export function getHistoryEntry(id: string): HistoryListing | null {
  return readEntry(id)
}

export function removeFromHistory(id: string): WriteResult {
  return removeItem(historyKey(id))
}

/** Whether two entries are one game: a played game by its deal and moves, another kind by all it holds. */
function sameEntry(a: HistoryEntry, b: HistoryEntry): boolean {
  if (a.kind === 'played' && b.kind === 'played') return gameIdentity(a.record) === gameIdentity(b.record)
  return a.kind === b.kind && JSON.stringify({ ...a, id: null }) === JSON.stringify({ ...b, id: null })
}

/**
 * The id of the entry already here that is `entry`'s game: the same id, or (a played game) the same
 * deal and actions under another id (same-game.ts); null when it is new to this device.
 */
export function sameGameInHistory(entry: HistoryEntry): string | null {
  const own = getHistoryEntry(entry.id)
  if (own?.ok === true && sameEntry(own.entry, entry)) return entry.id
  if (entry.kind !== 'played') return null
  const other = historyEntryOfGame(entry.record, entry.id)
  // Only a sound entry counts: a damaged one does not keep the game out.
  return other !== null && getHistoryEntry(other)?.ok === true ? other : null
}

/**
 * Keep a finished game (the game store calls this whenever it holds a game that is over).
 * Idempotent: a game already kept with the same record is left as it was, finishing time included,
 * and so is a game already kept under another id (imported or restored before it was played out here).
 */
export function addFinishedGame(game: LoadedGame, now: number = Date.now()): WriteResult {
  const entry = playedEntryOf(game, now)
  if (entry === null) return { ok: true }
  const known = readEntry(game.id)
  if (known?.ok && known.entry.kind === 'played' && gameIdentity(known.entry.record) === gameIdentity(entry.record)) return { ok: true }
  const other = historyEntryOfGame(entry.record, game.id)
  if (other !== null && getHistoryEntry(other)?.ok === true) return { ok: true }
  return addToHistory(entry)
}
