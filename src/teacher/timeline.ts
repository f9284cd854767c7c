import { applyAction, createGame, openingEvents } from '../engine/game.ts'
import { gameTable, type GameTable } from '../engine/table-view.ts'
import type { Action, GameError, GameEvent, GameState } from '../engine/types.ts'
import { logInView, playerView } from '../engine/view.ts'
import type { GameRecord } from '../store/saved-games.ts'

/**
 * One point in a game's history: the table after `move` moves, and what the last move did. A move
 * that ends a sale round is three steps, so that a class sees each in turn: the last pick laid face
 * down, the picks turned up (stage 'reveal'), then the next round's checks (or the end of the game).
 */
export interface Step {
  /** Where this step stands in the timeline (0: the deal). */
  readonly index: number
  /** How many actions have been played: 0 is the deal. */
  readonly move: number
  /** The move that led here (null for the deal). */
  readonly action: Action | null
  /** The table before that move (null for the deal): explanations read money and bids from it. */
  readonly before: GameTable | null
  /** The table at this step, its log running up to this step's events. */
  readonly table: GameTable
  /** What that move made happen (for the deal: the first auction opening). */
  readonly events: readonly GameEvent[]
  /** 'reveal': this step turns a sale round's picks up; the felt shows them, not the next round. */
  readonly stage: 'move' | 'reveal'
}

export interface Timeline {
  readonly steps: readonly Step[]
  /** Set when the record stops replaying part-way (cannot happen for a record that opened). */
  readonly error: GameError | null
}

type Revealed = Extract<GameEvent, { type: 'sale-revealed' }>

/**
 * The parts of a move's events a class sees one at a time: what comes before a reveal, each reveal
 * (with the checks the last seller takes at once), and what follows it.
 */
function parts(events: readonly GameEvent[]): { events: GameEvent[]; reveal: boolean }[] {
  const out: { events: GameEvent[]; reveal: boolean }[] = []
  for (const e of events) {
    const now = out[out.length - 1]
    const reveal = e.type === 'sale-revealed' || (e.type === 'checks-taken' && now?.reveal === true)
    if (now === undefined || now.reveal !== reveal || e.type === 'sale-revealed') out.push({ events: [e], reveal })
    else now.events.push(e)
  }
  return out
}

/** The table once a sale round's picks are all down, before they are turned up: `before` with those picks laid. */
function picksLaid(before: GameState, reveal: Revealed): GameState {
  const sale = before.sale
  if (sale === null) return before
  return { ...before, sale: { ...sale, picks: sale.picks.map((p, seat) => reveal.sales.find((s) => s.player === seat)?.property ?? p) } }
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
  const opening = told(openingEvents(created.value), created.value)
  let log: readonly GameEvent[] = opening
  const steps: Step[] = [{ index: 0, move: 0, action: null, before: null, table: gameTable(created.value, log), events: opening, stage: 'move' }]
  let state = created.value
  for (const [i, action] of record.actions.entries()) {
    const result = applyAction(state, action)
    if (!result.ok) return { steps, error: { ...result.error, action: i } }
    const events = told(result.events, result.state)
    const split = parts(events)
    const first = split.find((p) => p.reveal)?.events[0]
    const before = steps[steps.length - 1]?.table ?? null
    const add = (events: readonly GameEvent[], shown: GameState, stage: Step['stage']) => {
      log = [...log, ...events]
      steps.push({ index: steps.length, move: i + 1, action, before, table: gameTable(shown, log), events, stage })
    }
    if (first === undefined || first.type !== 'sale-revealed') add(events, result.state, 'move')
    else split.forEach((p, k) => add(p.events, k === 0 && !p.reveal ? picksLaid(state, first) : result.state, p.reveal ? 'reveal' : 'move'))
    state = result.state
  }
  return { steps, error: null }
}

/** Clamp a wanted step into the timeline. */
export function clampStep(timeline: Timeline, step: number): number {
  return Math.max(0, Math.min(timeline.steps.length - 1, Math.round(step)))
}
