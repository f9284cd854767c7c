import { KEY_COACH } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import { useGameStore } from './game-store.ts'
import { readSetting, writeSetting } from '../storage/settings.ts'
import type { RecordKind } from '../storage/versioned-record.ts'

/**
 * The coach: which games are learners' tables, where the strong computer player's reading
 * of each choice is offered to the player whose turn it is. Off by default; chosen at setup for that
 * table and remembered per game (by its id). It never carries over to the next group unasked: Setup
 * starts with it off, and only the same table again ("Same table again", "Play again") keeps it.
 * Kept apart from the game store: it is an aid to the players, not part of the game or its record.
 */
export const COACH_STORAGE_KEY = KEY_COACH
/** Learners' tables remembered at most (the oldest are forgotten first). */
const KEEP = 200

interface CoachState {
  /** Ids of the games that are learners' tables. */
  readonly tables: readonly string[]
  setCoach(gameId: string, on: boolean): void
}

const isGameId = (t: unknown): t is string => typeof t === 'string' && /^[\w-]{1,64}$/.test(t)

/** The learners' tables as the storage layer keeps them. */
export const COACH_RECORD: RecordKind<Pick<CoachState, 'tables'>, null> = {
  format: 'gavel-coach',
  version: 1,
  migrations: {},
  check: (body) =>
    Array.isArray(body.tables) && body.tables.length <= 10 * KEEP ? { ok: true, value: { tables: body.tables.filter(isGameId).slice(-KEEP) } } : { ok: false, damage: null },
}

/** The learners' tables as kept, checked (a damaged value reads as none, and is reported). */
export function readCoachTables(): Pick<CoachState, 'tables'> {
  // Damaged: start again with the coach off everywhere (nothing else depends on it). Written before
  // it was a versioned record: `{ tables }` (with a `lastChoice` no longer read).
  return readSetting(COACH_RECORD, COACH_STORAGE_KEY, { tables: [] }, (doc) => {
    const tables = (doc as { tables?: unknown } | null)?.tables
    return Array.isArray(tables) ? { tables } : null
  })
}

export const useCoachStore = create<CoachState>()((set, get) => ({
  ...readCoachTables(),
  setCoach: (gameId, on) => {
    const tables = get().tables.filter((t) => t !== gameId)
    if (on) tables.push(gameId)
    const next = { tables: tables.slice(-KEEP) }
    set(next)
    // Failing to save only means the choice lasts until the page closes.
    writeSetting(COACH_STORAGE_KEY, COACH_RECORD, next)
  },
}))

/** Whether the game with this id is a learners' table. */
export function isLearnersTable(gameId: string | undefined): boolean {
  return gameId !== undefined && useCoachStore.getState().tables.includes(gameId)
}

/** Whether the open game is a learners' table (re-renders when either changes). */
export function useLearnersTable(): boolean {
  const id = useGameStore((s) => s.current?.id)
  return useCoachStore((s) => id !== undefined && s.tables.includes(id))
}
