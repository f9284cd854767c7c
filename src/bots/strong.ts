import type { Rng } from '../engine/random.ts'
import type { Action, GameEvent, PlayerView, Seat } from '../engine/types.ts'
import type { SeatChoice } from './policy.ts'
import { readChoice, type Reading, type SearchBudget } from './strong-search.ts'
import { weightedIndex } from './weighted.ts'

/**
 * The strong level: plays to win the game, against whoever sits at the table. It reads
 * each choice with `readChoice` (information-set Monte Carlo over plans with real bid limits, the others
 * modelled from what they have shown, the sale's picks treated as simultaneous) and plays the move
 * with the best chance of winning. In the sale it does not always play the same pick in the same
 * spot: among picks that win about equally often it chooses at random, each about as often as a
 * balanced table would play it (`saleMixes`), as a simultaneous game wants.
 *
 * The budget is a count of playouts and simulated moves, so that a reading is a pure function of
 * its arguments; the worker adds a clock (`timeUp`) so that a busy device still answers in time.
 * The cap is set high enough that the clock, not the count, ends a reading on most devices, so a
 * faster device reads deeper (`npm run bench:bots` counts the playouts a decision fits in).
 */
export const STRONG_BUDGET: SearchBudget = { playouts: 4000, moves: 300_000 }

/** Sale picks whose chance of winning is within this of the best are played at random among themselves. */
const SALE_MIX_TOLERANCE = 0.015
/** Added to each near pick's balanced share before drawing. */
const MIX_FLOOR = 0.05

export function strongMove(
  view: PlayerView,
  choice: SeatChoice,
  seat: Seat,
  rng: Rng,
  log: readonly GameEvent[],
  timeUp?: () => boolean,
  /** The count budget: the strong level's own unless a measurement gives it more (the tournament's `strong-4x`). */
  budget: SearchBudget = STRONG_BUDGET,
): Action {
  const reading = readChoice(view, choice, seat, rng, log, timeUp === undefined ? budget : { ...budget, timeUp })
  return chosenMove(reading, choice, rng)
}

export function chosenMove(reading: Reading, choice: SeatChoice, rng: Rng): Action {
  const best = reading.candidates[reading.best]
  if (best === undefined) throw new Error('strong bot: nothing to choose from')
  if (choice.phase !== 'sale' || reading.candidates.length === 1) return best.action
  const near = reading.candidates.filter((c) => c.samples === best.samples && c.win >= best.win - SALE_MIX_TOLERANCE)
  // Among picks that win about as often, each is played about as often as a balanced table would
  // play it; a pick the balance leaves out still comes up now and then (the floor).
  const weights = near.map((c) => Math.round(((c.mix ?? 0) + MIX_FLOOR) * 1000))
  return (near[weightedIndex(weights, rng.nextInt(weights.reduce((a, b) => a + b, 0)))] ?? best).action
}
