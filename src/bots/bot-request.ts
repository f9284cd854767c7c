import type { Action, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import type { BotLevel } from './levels.ts'

/** What the page sends the bot worker: only what the seat may know, and a seed for its chances. */
export interface BotRequest {
  readonly view: PlayerView
  readonly legal: LegalActions
  readonly seat: Seat
  readonly level: BotLevel
  readonly seed: string
  /** The public log of the game so far. */
  readonly log: readonly GameEvent[]
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: Action }
  | { readonly id: number; readonly ok: false; readonly message: string }
