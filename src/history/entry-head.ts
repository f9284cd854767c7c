import type { BotLevel } from '../bots/levels.ts'
import type { GameError } from '../engine/types.ts'

/* What every history entry has, whatever its kind (history-entry.ts), and what may be wrong with one. */

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
