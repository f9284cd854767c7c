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

/**
 * What makes a game that game: its ruleset, deal, start player and actions, as the `gavel/1` record
 * Gavel writes them (exportRecord, which history stores). Names, seats and times are not part of it.
 */
export function gameIdentity(record: Pick<GavelRecord, 'ruleset' | 'startPlayer' | 'deal' | 'actions'>): string {
  return JSON.stringify([record.ruleset, record.startPlayer, record.deal, record.actions])
}

/** The stored played entry's record, read as is; null for anything else. */
function storedRecord(text: string | null): GavelRecord | null {
  if (text === null) return null
  try {
    const doc = JSON.parse(text) as { entry?: { kind?: unknown; record?: unknown } } | null
    const record = doc?.entry?.kind === 'played' ? doc.entry.record : null
    return typeof record === 'object' && record !== null ? (record as GavelRecord) : null
  } catch {
    return null
  }
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
