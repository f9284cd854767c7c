import { applyAction, createGame, openingEvents } from '../engine/game.ts'
import type { Action, GameError, GameEvent, GameState } from '../engine/types.ts'
import { logInView, playerView } from '../engine/view.ts'
import type { GameRecord } from '../store/saved-games.ts'

/** One point in a game's history: the table after `actions` moves, and what the last move did. */
export interface Step {
  /** How many actions have been played: 0 is the deal. */
  readonly index: number
  /** The move that led here (null for the deal). */
  readonly action: Action | null
  /** The state before that move (null for the deal): explanations read money and bids from it. */
  readonly before: GameState | null
  readonly state: GameState
  /** What that move made happen (for the deal: the first auction opening). */
  readonly events: readonly GameEvent[]
}

export interface Timeline {
  readonly steps: readonly Step[]
  /** Set when the record stops replaying part-way (cannot happen for a record that opened). */
  readonly error: GameError | null
}

/**
 * Replay a record move by move, keeping the table after every move, so that the presenter steps
 * back and forth without replaying. The original record is only read. `live`: a game still in
 * progress, whose events are told as the table knows them (`logInView`: with secret money, no pass
 * says it was forced).
 */
export function buildTimeline(record: GameRecord, live = false): Timeline {
  const told = (events: readonly GameEvent[], state: GameState) => (live ? logInView(events, playerView(state, null)) : events)
  const created = createGame(record.setup)
  if (!created.ok) return { steps: [], error: created.error }
  const steps: Step[] = [{ index: 0, action: null, before: null, state: created.value, events: told(openingEvents(created.value), created.value) }]
  let state = created.value
  for (const action of record.actions) {
    const result = applyAction(state, action)
    if (!result.ok) return { steps, error: { ...result.error, action: steps.length - 1 } }
    steps.push({ index: steps.length, action, before: state, state: result.state, events: told(result.events, result.state) })
    state = result.state
  }
  return { steps, error: null }
}

/** Clamp a wanted step into the timeline. */
export function clampStep(timeline: Timeline, step: number): number {
  return Math.max(0, Math.min(timeline.steps.length - 1, Math.round(step)))
}
