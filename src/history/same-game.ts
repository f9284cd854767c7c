import { parseStored } from '../storage/versioned-record.ts'
import { exportRecord, type GavelRecord } from '../engine/record.ts'
import type { GameState } from '../engine/types.ts'
import { keysWithPrefix, readItem } from '../storage/safe-storage.ts'
import { HISTORY_KEY_PREFIX } from '../storage/storage-keys.ts'

/*
 * A finished game is in the history once, whatever way it arrives (played here, imported from a
 * record, restored from a backup): it is known by its deal and its actions, not by the id or the time
 * it arrived with. This module reads the stored entries' records as they are, without replaying them,
 * so that the game store can ask it on import (it loads with the engine, not with the history screens).
 */

/** How a history entry is stored (history-store.ts), named here so that both read it alike. */
export const HISTORY_FORMAT = 'gavel-history'
/** Version of the stored shape; `HISTORY_RECORD.migrations` (history-store.ts) lift older versions to this one. */
export const HISTORY_VERSION = 1

/**
 * What makes a game that game: its ruleset, deal, start player and actions, as the `gavel/1` record
 * Gavel writes them (exportRecord, which history stores), with each sale round's picks as a set:
 * `gavel/1` lets a round's picks come in any order, and the same picks in another order are the same
 * game. Names, seats and times are not part of it.
 */
export function gameIdentity(record: Pick<GavelRecord, 'ruleset' | 'startPlayer' | 'deal' | 'actions'>): string {
  return JSON.stringify([record.ruleset, record.startPlayer, record.deal, withPickRoundsSorted(record.actions)])
}

type StoredAction = GavelRecord['actions'][number]
const playerOf = (a: StoredAction): number => (typeof a?.player === 'number' ? a.player : -1)

/**
 * The actions with each round's picks in seat order. A round's picks come one after another; the
 * next round's first pick is by a player who picked in this one (a seller of the next round held
 * properties in this one too), so a round ends where a player picks a second time.
 */
export function withPickRoundsSorted(actions: readonly StoredAction[]): StoredAction[] {
  const out: StoredAction[] = []
  let round: StoredAction[] = []
  const flush = () => {
    out.push(...round.sort((a, b) => playerOf(a) - playerOf(b)))
    round = []
  }
  for (const action of actions) {
    if (action?.type !== 'pick') {
      flush()
      out.push(action)
    } else {
      if (round.some((a) => playerOf(a) === playerOf(action))) flush()
      round.push(action)
    }
  }
  flush()
  return out
}

/**
 * The stored played entry's record, not replayed (the history screens do that): a history record of
 * the one version there is, within the storage layer's bounds, with a record holding a list of
 * actions; null for anything else.
 */
function storedRecord(text: string | null): GavelRecord | null {
  if (text === null) return null
  const read = parseStored(text)
  if (!read.ok) return null
  const doc = read.value as { format?: unknown; version?: unknown; entry?: { kind?: unknown; record?: unknown } } | null
  if (doc?.format !== HISTORY_FORMAT || doc.version !== HISTORY_VERSION) return null
  const record = doc.entry?.kind === 'played' ? doc.entry.record : null
  return typeof record === 'object' && record !== null && Array.isArray((record as { actions?: unknown }).actions) ? (record as GavelRecord) : null
}

/**
 * The id of the history entry that is this game (same deal and actions), if any; `except` leaves one
 * entry out (the game's own id, when it is kept again).
 */
export function historyEntryOfGame(record: GavelRecord, except?: string): string | null {
  const wanted = gameIdentity(record)
  for (const key of keysWithPrefix(HISTORY_KEY_PREFIX)) {
    const id = key.slice(HISTORY_KEY_PREFIX.length)
    if (id === except) continue
    const stored = storedRecord(readItem(key))
    if (stored !== null && gameIdentity(stored) === wanted) return id
  }
  return null
}

/** The id of the history entry of this finished game, if it is there already; null for a game in progress. */
export function historyEntryOfFinished(state: GameState): string | null {
  return state.phase === 'over' ? historyEntryOfGame(exportRecord(state)) : null
}
