import { applyAction, legalActions } from '../engine/game.ts'
import { Rng } from '../engine/random.ts'
import { scoreGame } from '../engine/score.ts'
import type { Action, Card, GameEvent, GameState, PlayerView, Seat } from '../engine/types.ts'
import { easyAuction, easyPayment, easySale } from './easy.ts'
import { factsOfState } from './facts.ts'
import { knowledgeOf } from './knowledge.ts'
import { normalAuction, normalPayment, normalSale } from './normal.ts'
import type { SeatChoice } from './policy.ts'
import { sampleState } from './sample-state.ts'

/**
 * FROZEN: an earlier design of the strong level, kept unchanged so that `npm run tournament` can
 * pit the strong level against it (strong vs strong-old): a change that does not beat it is no
 * gain. It leans on `normal.ts`, `easy.ts` and `sample-state.ts`, which the strong level does not
 * change. Do not tune this file.
 *
 * Its design: information-set Monte Carlo. For each sample it draws a full game consistent
 * with its own view (the unseen properties and checks, and the picks other sellers have made this
 * round) and who the others are (sound or careless players), then plays every candidate move out
 * to the end with the normal and easy policies, and keeps the move with the best average result. All candidates meet the same samples, so their
 * differences are not drowned in the luck of the draw.
 *
 * The budget is a count of playouts and of simulated moves, not a clock (the bots are pure, like the
 * engine), small enough that each decision stays inside the 300 ms a decision may take on a 2-core
 * device (`npm run tournament` times them).
 */
const STRONG_PLAYOUTS = 80
/**
 * And at most about this many simulated moves in all (once every candidate has its minimum of
 * samples): early in a 6-player game a playout is long, and this keeps such decisions in budget.
 */
const STRONG_MOVE_BUDGET = 6000
/** In each sample, the chance (percent) that another seat plays like the easy level rather than the normal one. */
const CARELESS_PERCENT = 40
/** At least this many samples per candidate, whatever the number of candidates. */
const MIN_SAMPLES = 8

export function oldStrongMove(view: PlayerView, choice: SeatChoice, seat: Seat, rng: Rng, log: readonly GameEvent[]): Action {
  const candidates = candidateMoves(choice)
  if (candidates.length === 1) return candidates[0] as Action
  const knowledge = knowledgeOf(view, log)
  const samples = Math.max(MIN_SAMPLES, Math.floor(STRONG_PLAYOUTS / candidates.length))
  const totals = new Array<number>(candidates.length).fill(0)
  const guess = (properties: readonly Card[], r: Rng): Card => properties[r.nextInt(properties.length)] as Card
  const counter = { moves: 0 }
  for (let i = 0; i < samples && (i < MIN_SAMPLES || counter.moves < STRONG_MOVE_BUDGET); i++) {
    const world = sampleState(view, knowledge, rng, guess)
    // Who the others are in this sample: sound players or careless ones (it does not know which it faces).
    const careless = view.seats.map((_, s) => s !== seat && rng.nextInt(100) < CARELESS_PERCENT)
    const seed = rng.state()
    rng.nextU32()
    for (let c = 0; c < candidates.length; c++) {
      const next = applyAction(world, candidates[c] as Action)
      // Every candidate comes from the seat's legal moves, so this only guards against a bug.
      if (!next.ok) throw new Error(`strong bot: candidate refused: ${next.error.code}`)
      totals[c] = (totals[c] as number) + outcome(playOut(next.state, careless, new Rng(seed), counter), seat)
    }
  }
  let best = 0
  for (let c = 1; c < candidates.length; c++) if ((totals[c] as number) > (totals[best] as number)) best = c
  return candidates[best] as Action
}

/** The moves worth comparing: every payment and every pick; in an auction, passing and a few bids. */
function candidateMoves(choice: SeatChoice): Action[] {
  const player = choice.player
  switch (choice.phase) {
    case 'payment':
      return choice.options.map((cards) => ({ type: 'pay', player, cards }))
    case 'sale':
      return choice.properties.map((property) => ({ type: 'pick', player, property }))
    case 'auction': {
      const moves: Action[] = [{ type: 'pass', player }]
      if (choice.bid === null) return moves
      const { min, max } = choice.bid
      for (const amount of [min, min + 1, min + 3]) if (amount <= max) moves.push({ type: 'bid', player, amount })
      return moves
    }
  }
}

/**
 * Play to the end, every seat on the normal policy except the `careless` ones, on the easy one.
 * All candidates of a sample get the same generator state, so they meet the same chances.
 */
function playOut(start: GameState, careless: readonly boolean[], rng: Rng, counter: { moves: number }): GameState {
  let state = start
  for (;; counter.moves++) {
    const legal = legalActions(state)
    let action: Action
    switch (legal.phase) {
      case 'over':
        return state
      case 'auction':
        action = careless[legal.player] ? easyAuction(factsOfState(state), legal, rng) : normalAuction(factsOfState(state), legal)
        break
      case 'payment':
        action = careless[legal.player] ? easyPayment(legal, rng) : normalPayment(legal)
        break
      case 'sale': {
        const picker = legal.pickers[0] as (typeof legal.pickers)[number]
        action = careless[picker.player]
          ? easySale(factsOfState(state), picker.player, picker.properties, rng)
          : normalSale(factsOfState(state), picker.player, picker.properties)
        break
      }
    }
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(`playout: policy refused: ${next.error.code}`)
    state = next.state
  }
}

/** A finished game's worth to `seat`: its share of the win, plus a little for its margin over the best rival. */
function outcome(state: GameState, seat: Seat): number {
  const scores = scoreGame(state)
  const mine = scores.lines[seat]
  if (mine === undefined) return 0
  let bestOther = -Infinity
  for (const line of scores.lines) if (line.player !== seat && line.score > bestOther) bestOther = line.score
  const share = scores.winners.includes(seat) ? 1 / scores.winners.length : 0
  return share + 0.02 * (mine.score - bestOther)
}


