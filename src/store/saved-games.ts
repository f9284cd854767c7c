import { isStoredTime } from '../storage/bounds.ts'
import { KEY_GAME_INDEX } from '../storage/storage-keys.ts'
import { exportRecord, parseRecord, replayRecord, type GavelRecord } from '../engine/record.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import { seedDeals } from '../engine/setup.ts'
import type { Action, GameError, GameEvent, GameState, TableSetup } from '../engine/types.ts'
import { keysWithPrefix, readItem, removeItem, writeItem, type WriteResult } from '../storage/safe-storage.ts'
import { parseStored, readRecord, recordDocument, type RecordBody, type RecordKind } from '../storage/versioned-record.ts'
import { readSetting, writeSetting } from '../storage/settings.ts'
import { parseSeatKinds, type SeatKind } from './seat-kinds.ts'
import { GAME_KEY_PREFIX } from '../storage/storage-keys.ts'
import type { TableInfo } from '../table-info/table-info.ts'

/**
 * Saved games: one localStorage key per game (`gavel:game:<id>`) holding a `gavel/1` record and a
 * little metadata, plus an index (`gavel:games`) that keeps their order. A save is trusted only
 * after its record has been replayed through the engine.
 */

export { GAME_KEY_PREFIX }
export const INDEX_KEY = KEY_GAME_INDEX
export const SAVE_FORMAT = 'gavel-save'
/** Version of the stored shape; `SAVE_RECORD.migrations` lift older versions to this one. */
export const SAVE_VERSION = 1

/** A table's setup and its actions: everything needed to replay the game. */
export interface GameRecord {
  readonly setup: TableSetup
  readonly actions: readonly Action[]
}

export interface LoadedGame {
  readonly id: string
  readonly record: GameRecord
  readonly state: GameState
  readonly events: readonly GameEvent[]
  /** The seed the deal was drawn from, to deal the same cards again; null for a game imported without one. */
  readonly dealCode: string | null
  /** Milliseconds since 1970. */
  readonly createdAt: number
  readonly updatedAt: number
  /** Who plays each seat; absent: people at every seat. */
  readonly seats?: readonly SeatKind[]
  /** How much the table shows (table-info.ts); absent: the default, `aid`. */
  readonly tableInfo?: TableInfo | undefined
  /**
   * How many times this game has been written to storage, as this tab last wrote or read it
   * (absent: never saved). A save finding another revision stored is refused (`saveGame`).
   */
  readonly revision?: number
}

/** What is written under a game's key. */
export interface StoredGame {
  readonly format: typeof SAVE_FORMAT
  readonly version: typeof SAVE_VERSION
  /** Counts the saves; kept third so that `storedRevision` reads it without parsing the game. */
  readonly revision: number
  readonly id: string
  readonly dealCode: string | null
  readonly createdAt: number
  readonly updatedAt: number
  /**
   * How much the table shows: a presentation choice, kept beside the record because `gavel/1` has
   * no field for it (an export or a replay never carries it). Absent in saves made before it existed.
   */
  readonly tableInfo?: TableInfo | undefined
  /** The game's record; `seats` (an extra field, ignored by the replay command) when bots play. */
  readonly record: GavelRecord & { readonly seats?: readonly SeatKind[] }
}

export type DamageReason =
  /** Listed in the index but its data is gone. */
  | { readonly kind: 'missing' }
  /** Not readable JSON. */
  | { readonly kind: 'unreadable' }
  /** Far longer than anything Gavel writes: not read at all. */
  | { readonly kind: 'too-large'; readonly length: number; readonly max: number }
  /** JSON, but not a Gavel save (another program's data, or a hand-edited file). */
  | { readonly kind: 'foreign' }
  /** Saved by a newer Gavel than this one. */
  | { readonly kind: 'newer'; readonly version: number }
  /** A Gavel save whose game does not replay: the engine's reason, with the action if one is at fault. */
  | { readonly kind: 'invalid'; readonly error: GameError }

export type LoadResult = { readonly ok: true; readonly game: LoadedGame } | { readonly ok: false; readonly reason: DamageReason }

export interface SavedGameSummary {
  readonly id: string
  readonly ruleset: RulesetId
  readonly players: readonly string[]
  readonly state: GameState
  readonly createdAt: number
  readonly updatedAt: number
}

export type SavedGameListing =
  | ({ readonly ok: true } & SavedGameSummary)
  | { readonly ok: false; readonly id: string; readonly reason: DamageReason }

export const gameKey = (id: string): string => GAME_KEY_PREFIX + id

export function newGameId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}


/** A save's body as checked before its game is replayed. */
type SaveBody = Pick<StoredGame, 'dealCode' | 'createdAt' | 'updatedAt' | 'tableInfo' | 'revision'> & { readonly record: unknown }

/**
 * A saved game as the storage layer reads and writes it (versioned-record.ts). Version 1 is the
 * first; a later version adds its step to `migrations`, from the version before it.
 */
export const SAVE_RECORD: RecordKind<SaveBody, DamageReason> = {
  format: SAVE_FORMAT,
  version: SAVE_VERSION,
  migrations: {},
  check: (save: RecordBody) => {
    if (!isStoredTime(save.createdAt) || !isStoredTime(save.updatedAt) || !(save.dealCode === null || typeof save.dealCode === 'string')) {
      return { ok: false, damage: { kind: 'foreign' } }
    }
    const revision = typeof save.revision === 'number' && Number.isInteger(save.revision) && save.revision >= 0 ? save.revision : 0
    return {
      ok: true,
      value: {
        dealCode: save.dealCode,
        createdAt: save.createdAt,
        updatedAt: save.updatedAt,
        revision,
        // Only the one mode that is not the default is kept; anything else (an older save, a damaged value) is the default.
        tableInfo: save.tableInfo === 'box' ? 'box' : undefined,
        record: save.record,
      },
    }
  },
}

/** Check and replay what was read under a game's key. */
export function loadStoredText(id: string, text: string | null): LoadResult {
  const read = readRecord(SAVE_RECORD, text)
  if (!read.ok) return { ok: false, reason: read.damage }
  const { record, ...save } = read.value
  const opened = openRecord(record)
  if (!opened.ok) return { ok: false, reason: { kind: 'invalid', error: opened.error } }
  // A deal code that does not deal this game's cards would offer "the same cards again" falsely: it is dropped.
  const dealCode = dealCodeOfGame(opened.value.state, save.dealCode)
  return { ok: true, game: { id, ...opened.value, ...save, dealCode } }
}

/** `code` if it deals `state`'s cards (a deal code is the seed the game was dealt from), else null. */
export function dealCodeOfGame(state: GameState, code: string | null): string | null {
  return code !== null && seedDeals(state.ruleset, state.playerCount, state.deal, code) ? code : null
}

/** A record (text or parsed JSON) replayed to its last action, or the engine's first objection. */
export function openRecord(
  input: unknown,
): { ok: true; value: Pick<LoadedGame, 'record' | 'state' | 'events' | 'seats'> } | { ok: false; error: GameError } {
  const parsed = parseRecord(input)
  if (!parsed.ok) return parsed
  const replayed = replayRecord(input)
  if (!replayed.ok) return replayed
  // A seed beside an explicit deal must deal those very cards: otherwise it names another game.
  const { state } = replayed
  if (state.seed !== null && parsed.value.setup.deal !== undefined && !seedDeals(state.ruleset, state.playerCount, state.deal, state.seed)) {
    return {
      ok: false,
      error: { code: 'BAD_SEED', message: 'The record\'s seed deals other cards than its deal.', detail: { kind: 'seed-mismatch' } },
    }
  }
  // Every action replayed, so none of them is malformed.
  const actions = parsed.value.actions as readonly Action[]
  const seats = parseSeatKinds(seatsField(input), replayed.state.playerCount)
  return {
    ok: true,
    value: {
      record: { setup: parsed.value.setup, actions },
      state: replayed.state,
      events: replayed.events,
      ...(seats === null ? {} : { seats }),
    },
  }
}

/** The record's `seats` field, if any (the record has already parsed, so the text is JSON). */
function seatsField(input: unknown): unknown {
  let doc = input
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input)
    } catch {
      return undefined
    }
  }
  return (doc as { seats?: unknown } | null)?.seats
}

export function loadGame(id: string): LoadResult {
  return loadStoredText(id, readItem(gameKey(id)))
}

const isGameId = (id: unknown): id is string => typeof id === 'string' && /^[\w-]{1,64}$/.test(id)

/** The index of saved games, in the order they were first saved, as the storage layer keeps it. */
export const INDEX_RECORD: RecordKind<string[], null> = {
  format: 'gavel-games',
  version: 1,
  migrations: {},
  check: (body) => (Array.isArray(body.ids) ? { ok: true, value: body.ids.filter(isGameId) } : { ok: false, damage: null }),
}

function readIndex(): string[] {
  // A damaged index is rebuilt from the game keys themselves. Written before it had a format: `{ version: 1, ids }`.
  return readSetting(INDEX_RECORD, INDEX_KEY, [], (doc) => {
    const old = doc as { version?: unknown; ids?: unknown } | null
    return old?.version === 1 && Array.isArray(old.ids) ? { ids: old.ids } : null
  })
}

function writeIndex(ids: readonly string[]): WriteResult {
  return writeSetting(INDEX_KEY, INDEX_RECORD, { ids })
}

/** Every saved game's id: the index's, then any game key the index missed (a failed index write). */
function allIds(): string[] {
  const ids = readIndex()
  const known = new Set(ids)
  for (const key of keysWithPrefix(GAME_KEY_PREFIX)) {
    const id = key.slice(GAME_KEY_PREFIX.length)
    if (!known.has(id)) {
      known.add(id)
      ids.push(id)
    }
  }
  return ids
}

export function storedGameOf(game: LoadedGame, revision = game.revision ?? 0): StoredGame {
  // The revision comes first in the body, so that `storedRevision` reads it without parsing the game.
  return recordDocument(SAVE_RECORD, {
    revision,
    id: game.id,
    dealCode: game.dealCode,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    tableInfo: game.tableInfo,
    record: game.seats === undefined ? exportRecord(game.state) : { ...exportRecord(game.state), seats: game.seats },
  }) as unknown as StoredGame
}

/**
 * The revision stored for a game: null when nothing is stored under its key, 0 for a save written
 * before revisions were counted or one that cannot be read (the full check is `loadStoredText`'s).
 */
export function storedRevision(id: string): number | null {
  const text = readItem(gameKey(id))
  if (text === null) return null
  // Still the very text this tab wrote: its revision is known without parsing the whole game again.
  if (lastWritten !== null && lastWritten.id === id && lastWritten.text === text) return lastWritten.revision
  const read = parseStored(text)
  const doc = read.ok ? (read.value as { format?: unknown; revision?: unknown } | null) : null
  const revision = doc?.format === SAVE_FORMAT ? doc.revision : undefined
  return typeof revision === 'number' && Number.isSafeInteger(revision) && revision >= 0 ? revision : 0
}

/**
 * Why a save was refused: another tab wrote the game since this one read it, or deleted it. The
 * game this tab holds is stale; writing it would lose the other tab's moves.
 */
export type SaveConflict = 'changed' | 'deleted'

export type SaveResult =
  | { readonly ok: true; /** The revision now stored. */ readonly revision: number }
  | { readonly ok: false; readonly problem: WriteProblem }

export type WriteProblem = Extract<WriteResult, { ok: false }>['problem'] | SaveConflict

/*
 * A move is saved in the task of its tap, so each save reads back as little as it can: the text this
 * tab last wrote under a game's key (a later text there is another tab's), and the index's text when
 * it was last seen to list that game. Whatever else is found there is parsed, as before.
 */
let lastWritten: { readonly id: string; readonly text: string; readonly revision: number } | null = null
let indexListing: { readonly id: string; readonly text: string } | null = null

/** Whether the stored game is still the one this tab last read or wrote. */
export function saveConflict(game: LoadedGame): SaveConflict | null {
  const stored = storedRevision(game.id)
  const mine = game.revision
  if (mine === undefined) return stored === null ? null : 'changed'
  if (stored === null) return 'deleted'
  return stored === mine ? null : 'changed'
}

/**
 * Write a game under its key, one revision on, and make sure the index lists it; refused without
 * writing anything if another tab has written or deleted it since (`saveConflict`).
 */
export function saveGame(game: LoadedGame): SaveResult {
  const conflict = saveConflict(game)
  if (conflict !== null) return { ok: false, problem: conflict }
  const revision = (game.revision ?? 0) + 1
  const text = JSON.stringify(storedGameOf(game, revision))
  const written = writeItem(gameKey(game.id), text)
  if (!written.ok) {
    lastWritten = null
    return written
  }
  lastWritten = { id: game.id, text, revision }
  // An index unchanged since it was last seen listing this game still lists it: not parsed again on every move.
  const indexText = readItem(INDEX_KEY)
  if (indexText === null || indexListing === null || indexListing.id !== game.id || indexListing.text !== indexText) {
    const ids = readIndex()
    // If only the index fails, the game is still found by its key: not a save failure.
    const listed = ids.includes(game.id) || writeIndex([game.id, ...ids]).ok
    const now = listed ? readItem(INDEX_KEY) : null
    indexListing = now === null ? null : { id: game.id, text: now }
  }
  return { ok: true, revision }
}

export function deleteGame(id: string): WriteResult {
  const removed = removeItem(gameKey(id))
  if (!removed.ok) return removed
  const ids = readIndex()
  return ids.includes(id) ? writeIndex(ids.filter((other) => other !== id)) : removed
}

/** Every saved game, most recently played first; damaged ones last, each with its reason. */
export function listSavedGames(): SavedGameListing[] {
  const good: SavedGameListing[] = []
  const damaged: SavedGameListing[] = []
  for (const id of allIds()) {
    const loaded = loadGame(id)
    if (loaded.ok) {
      const g = loaded.game
      good.push({
        ok: true,
        id,
        ruleset: g.state.ruleset,
        players: g.state.seats.map((s) => s.name),
        state: g.state,
        createdAt: g.createdAt,
        updatedAt: g.updatedAt,
      })
    } else {
      damaged.push({ ok: false, id, reason: loaded.reason })
    }
  }
  good.sort((a, b) => (b as SavedGameSummary).updatedAt - (a as SavedGameSummary).updatedAt)
  return [...good, ...damaged]
}
