import type { Action, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import type { Advice } from './advice.ts'
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

/** What the page sends the worker for the coach: the acting seat's view and the public log, nothing else. */
export interface CoachRequest {
  readonly view: PlayerView
  readonly legal: LegalActions
  readonly seat: Seat
  readonly seed: string
  readonly log: readonly GameEvent[]
}

export type CoachReply =
  | { readonly id: number; readonly ok: true; readonly advice: Advice | null }
  | { readonly id: number; readonly ok: false; readonly message: string }

/** A message to the worker: a move to make, or a choice for the coach to read. */
export type WorkerMessage =
  | {
      readonly id: number
      readonly request: BotRequest
      /** When the page sent it (performance.timeOrigin + performance.now(), ms): the worker counts the wait to be read against the thinking. */
      readonly sentAt?: number
    }
  | { readonly id: number; readonly coach: CoachRequest }
