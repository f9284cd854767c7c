import { isStoredTime } from '../storage/bounds.ts'
import { isBotLevel, type BotLevel } from '../bots/levels.ts'
import { exportRecord, type GavelRecord } from '../engine/record.ts'
import { isRulesetId, type RulesetId } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import type { GameError, GameEvent, GameState } from '../engine/types.ts'
import { dealCodeOfGame, openRecord, type GameRecord, type LoadedGame } from '../store/saved-games.ts'
import type { SeatKind } from '../store/seat-kinds.ts'
import { checkCounted, type CountedEntry } from './counted-entry.ts'

/*
 * A finished game as history keeps it. Every entry has the same head (id, kind, when, players with
 * their score, rank and whether they won), so that Home's list, the stats and BG Stats read any kind
 * alike; `kind` says what else it carries:
 *
 * - `played`: a game played in Gavel, with its `gavel/1` record (replayed before it is trusted).
 * - `counted`: a game played with real cards and counted in Gavel (counted-entry.ts), with its count.
 *
 * Another kind (a score pad for a game played with real cards, say) adds a member to `HistoryEntry`
 * and a case to `checkEntryBody`; nothing else needs to change.
 */

/** One player's result, as BG Stats and the stats read it. */
export interface HistoryPlayer {
  readonly name: string
  /** Final score, in the ruleset's points (For Sale: thousands). */
  readonly score: number
  /** 1 for the winners, otherwise 1 + the number of players placed strictly ahead (shared places share a rank). */
  readonly rank: number
  readonly winner: boolean
  /** Whether this player started the first auction (or the game). */
  readonly startPlayer: boolean
  /** A computer player's level; absent for a person. */
  readonly bot?: BotLevel
}

/** What every kind of entry has. */
export interface HistoryEntryHead {
  /** Unique on this device; a game played in Gavel keeps its saved game's id. */
  readonly id: string
  readonly kind: string
  /** The game's ruleset id (a `RulesetId` for played games); stats group by it. */
  readonly ruleset: string
  /** Milliseconds since 1970, UTC. */
  readonly startedAt: number
  /** Milliseconds since 1970, UTC. */
  readonly finishedAt: number
  /** In seat order. */
  readonly players: readonly HistoryPlayer[]
}

/** A game played in Gavel, to its end. */
export interface PlayedEntry extends HistoryEntryHead {
  readonly kind: 'played'
  readonly ruleset: RulesetId
  /** The `gavel/1` record; `seats` (who played each seat) when bots played. */
  readonly record: GavelRecord & { readonly seats?: readonly SeatKind[] }
  readonly dealCode: string | null
}

export type HistoryEntry = PlayedEntry | CountedEntry

export type HistoryDamage =
  /** Not readable JSON. */
  | { readonly kind: 'unreadable' }
  /** Far longer than anything Gavel writes: not read at all. */
  | { readonly kind: 'too-large'; readonly length: number; readonly max: number }
  /** JSON, but not a Gavel history entry, or one missing what every entry has. */
  | { readonly kind: 'foreign' }
  /** Written by a newer Gavel than this one. */
  | { readonly kind: 'newer'; readonly version: number }
  /** A kind of entry this Gavel does not know. */
  | { readonly kind: 'unknown-kind'; readonly entryKind: string }
  /** Its game does not replay by the rules, or replays to another result than the one stored. */
  | { readonly kind: 'invalid'; readonly error: GameError | null }

export type EntryCheck = { readonly ok: true; readonly entry: HistoryEntry } | { readonly ok: false; readonly damage: HistoryDamage }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function checkPlayer(raw: unknown): HistoryPlayer | null {
  if (!isObject(raw)) return null
  const { name, score, rank, winner, startPlayer, bot } = raw
  if (typeof name !== 'string' || name.trim() === '') return null
  if (typeof score !== 'number' || !Number.isFinite(score)) return null
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1) return null
  if (typeof winner !== 'boolean' || typeof startPlayer !== 'boolean') return null
  if (bot !== undefined && !isBotLevel(bot)) return null
  return { name, score, rank, winner, startPlayer, ...(bot === undefined ? {} : { bot }) }
}

/** The head every entry shares, checked; null when any of it is missing or wrong. */
export function checkEntryHead(raw: unknown): HistoryEntryHead | null {
  if (!isObject(raw)) return null
  const { id, kind, ruleset, startedAt, finishedAt, players } = raw
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return null
  if (typeof kind !== 'string' || typeof ruleset !== 'string') return null
  if (!isStoredTime(startedAt) || !isStoredTime(finishedAt) || startedAt > finishedAt) return null
  if (!Array.isArray(players) || players.length === 0) return null
  const checked = players.map(checkPlayer)
  if (checked.some((p) => p === null)) return null
  return { id, kind, ruleset, startedAt, finishedAt, players: checked as HistoryPlayer[] }
}

/** Check an entry read from storage or a backup: its head, then what its kind carries. */
export function checkEntry(raw: unknown): EntryCheck {
  const head = checkEntryHead(raw)
  if (head === null) return { ok: false, damage: { kind: 'foreign' } }
  return checkEntryBody(head, raw as Record<string, unknown>)
}

function checkEntryBody(head: HistoryEntryHead, raw: Record<string, unknown>): EntryCheck {
  switch (head.kind) {
    case 'played':
      return checkPlayed(head, raw)
    case 'counted':
      return checkCounted(head, raw)
    default:
      return { ok: false, damage: { kind: 'unknown-kind', entryKind: head.kind } }
  }
}

/** A played game is trusted only once its record replays to the end, to the players and scores stored. */
function checkPlayed(head: HistoryEntryHead, raw: Record<string, unknown>): EntryCheck {
  const { dealCode } = raw
  if (!(dealCode === null || (typeof dealCode === 'string' && /^[A-Z0-9]{1,24}$/.test(dealCode)))) {
    return { ok: false, damage: { kind: 'foreign' } }
  }
  if (!isRulesetId(head.ruleset)) return { ok: false, damage: { kind: 'foreign' } }
  const opened = openRecord(raw.record)
  if (!opened.ok) return { ok: false, damage: { kind: 'invalid', error: opened.error } }
  const { state, seats } = opened.value
  if (state.phase !== 'over' || state.ruleset !== head.ruleset) return { ok: false, damage: { kind: 'invalid', error: null } }
  const expected = playersOf(state, seats)
  if (JSON.stringify(expected) !== JSON.stringify(head.players)) return { ok: false, damage: { kind: 'invalid', error: null } }
  return {
    ok: true,
    // A deal code that does not deal this game's cards is dropped rather than offered as "the same cards again".
    entry: { ...head, kind: 'played', ruleset: state.ruleset, dealCode: dealCodeOfGame(state, dealCode), players: expected, record: storedRecord(state, seats) },
  }
}

function storedRecord(state: GameState, seats: readonly SeatKind[] | undefined): PlayedEntry['record'] {
  const record = exportRecord(state)
  return seats === undefined ? record : { ...record, seats }
}

/** Each seat's result in a finished game, in seat order. */
export function playersOf(state: GameState, seats: readonly SeatKind[] | undefined): HistoryPlayer[] {
  const scores = scoreGame(state)
  return scores.lines.map((line) => {
    const kind = seats?.[line.player]
    return {
      name: line.name,
      score: line.score,
      rank: line.rank,
      winner: scores.winners.includes(line.player),
      startPlayer: line.player === state.startPlayer,
      ...(kind?.kind === 'bot' ? { bot: kind.level } : {}),
    }
  })
}

/** The history entry of a finished game; null while it is still being played. */
export function playedEntryOf(game: LoadedGame, finishedAt: number): PlayedEntry | null {
  if (game.state.phase !== 'over') return null
  return {
    id: game.id,
    kind: 'played',
    ruleset: game.state.ruleset,
    startedAt: Math.min(game.createdAt, finishedAt),
    finishedAt,
    players: playersOf(game.state, game.seats),
    record: storedRecord(game.state, game.seats),
    dealCode: game.dealCode,
  }
}

/** A played entry's game, replayed: what the score screen and the pictures draw. */
export interface PlayedGame {
  readonly record: GameRecord
  readonly state: GameState
  readonly events: readonly GameEvent[]
  readonly seats?: readonly SeatKind[]
}

/** Replays a played entry (already checked, so it replays). */
export function openPlayed(entry: PlayedEntry): PlayedGame {
  const opened = openRecord(entry.record)
  if (!opened.ok) throw new Error(`History entry ${entry.id} no longer replays: ${opened.error.message}`)
  return opened.value
}

/** A played entry as a saved game (to export its record, present it, or deal it again). */
export function loadedGameOf(entry: PlayedEntry): LoadedGame {
  const game = openPlayed(entry)
  return {
    id: entry.id,
    ...game,
    dealCode: entry.dealCode,
    createdAt: entry.startedAt,
    updatedAt: entry.finishedAt,
  }
}
