import { checkValue } from '../engine/cards.ts'
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import type { GameEvent, GameState, Scores } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { contenderMove, type Contender } from './contenders.ts'
import { propertyWorth } from './worth.ts'

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo']

export interface MatchResult {
  readonly scores: Scores
  /** Each decision that had a real choice: the level that took it and how long it took (ms, when a clock is given). */
  readonly decisions: readonly { readonly level: Contender; readonly ms: number }[]
  readonly final: GameState
  /** Per seat, what it paid for the auctions it won, and its sale yield (`saleYield`). */
  readonly seats: readonly SeatFigures[]
}

export interface SeatFigures {
  /** The prices of the auctions it won. */
  readonly paidForWins: number
  /**
   * The checks it got minus those its properties' ranks would get: each property against the check at
   * its place in the whole check deck (`propertyWorth`), in points.
   */
  readonly saleYield: number
}

/** Each seat's figures from a game's events. */
export function seatFigures(ruleset: RulesetId, players: number, log: readonly GameEvent[]): SeatFigures[] {
  const paid = new Array<number>(players).fill(0)
  const sold = new Array<number>(players).fill(0)
  for (const e of log) {
    if (e.type === 'won') paid[e.player] = (paid[e.player] as number) + e.price
    else if (e.type === 'sale-revealed') for (const x of e.sales) sold[x.player] = (sold[x.player] as number) + checkValue(ruleset, x.check) - propertyWorth(ruleset, x.property)
    else if (e.type === 'checks-taken') {
      let got = 0
      for (const c of e.checks) got += checkValue(ruleset, c)
      for (const p of e.properties) got -= propertyWorth(ruleset, p)
      sold[e.player] = (sold[e.player] as number) + got
    }
  }
  return paid.map((p, i) => ({ paidForWins: p, saleYield: sold[i] as number }))
}

/**
 * One seeded game between bots, one level per seat. Each bot sees only its own view and the public
 * log. The bots themselves never read a clock: `options.clock` times their decisions, and
 * `options.limit` tells the strong level when to stop (as the bot worker's clock does in the app).
 */
export interface MatchOptions {
  /** Times the decisions (milliseconds). */
  readonly clock?: () => number
  /**
   * The strong levels' limit for one decision (as the bot worker's clock is in the app): given when
   * the decision started (by `clock`, else 0) and who is deciding, a function that says when to stop sampling.
   */
  readonly limit?: (started: number, contender: Contender) => () => boolean
}

export function playMatch(ruleset: RulesetId, levels: readonly Contender[], seed: string, options: MatchOptions = {}): MatchResult {
  const { clock, limit } = options
  const created = createGame({ ruleset, players: NAMES.slice(0, levels.length), seed, startPlayer: 0 })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  const rngs = levels.map((_, i) => new Rng(rngFromSeed(`${seed}:bot:${i}`)))
  const decisions: { level: Contender; ms: number }[] = []
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over') break
    const seat = toAct(state)[0] as number
    const level = levels[seat] as Contender
    const started = clock?.() ?? 0
    const timeUp = limit?.(started, level)
    const action = contenderMove(level, playerView(state, seat), legal, seat, rngs[seat] as Rng, log, timeUp)
    const ms = (clock?.() ?? 0) - started
    if (hasChoice(legal, seat)) decisions.push({ level, ms })
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`${level} bot chose an illegal move: ${result.error.code} ${result.error.message}`)
    state = result.state
    log.push(...result.events)
  }
  return { scores: scoreGame(state), decisions, final: state, seats: seatFigures(ruleset, levels.length, log) }
}

function hasChoice(legal: ReturnType<typeof legalActions>, seat: number): boolean {
  switch (legal.phase) {
    case 'auction':
      return legal.bid !== null
    case 'payment':
      return true
    case 'sale':
      return (legal.pickers.find((p) => p.player === seat)?.properties.length ?? 0) > 1
    case 'over':
      return false
  }
}
