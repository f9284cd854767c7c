import type { Rng } from '../engine/random.ts'
import type { Action, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import { decide } from './decide.ts'
import { heuristicMove } from './heuristic.ts'
import { BOT_LEVELS, type BotLevel } from './levels.ts'
import { choiceOf } from './policy.ts'
import { oldStrongMove } from './strong-old.ts'
import { STRONG_BUDGET, strongMove } from './strong.ts'
import { cheapskateMove } from './field/cheapskate.ts'
import { dsearchMove } from './field/dsearch.ts'
import { exploiterMove } from './field/exploiter.ts'
import { prudentMove } from './field/prudent.ts'
import { readerMove } from './field/reader.ts'
import { smartMove } from './field/smart.ts'
import { spenderMove } from './field/spender.ts'
import type { FieldMove } from './field/table.ts'

/**
 * Everyone who plays in `npm run tournament`: the three levels people choose from, plus two that
 * are there only to measure the levels against: `strong-old`, an earlier design of the strong level
 * (frozen), and `heuristic`, a second design written apart from the strong level's search
 * (hand-made rules, no lookahead), so that the strong level is not judged only against itself.
 *
 * And the field (`field/`): players of other designs, none built from the strong level's
 * code, so that it is measured against players it has never met: a cheapskate who passes early, a
 * big spender, a prudent player who rations money by the auctions left, a "smart" one who values
 * properties by the checks still to come, a pure determinized search with its own playout policy,
 * an exploiter that plays against the strong level's published policy, and
 * a reader: information-set Monte Carlo of its own that plays to win, weighs each opponent's style
 * from its public moves and compares its candidates in the same worlds (`field/reader.ts`).
 */
/**
 * The strong level given four times the thinking (its count budget here, its clock in the tournament),
 * to read what time buys: not a level people meet.
 */
export const STRONG_4X = 'strong-4x'
/** How much more `strong-4x` thinks than the strong level. */
export const TIME_FACTOR = 4

export const FIELD = ['cheapskate', 'spender', 'prudent', 'smart', 'dsearch', 'exploiter', 'reader'] as const
export type FieldMember = (typeof FIELD)[number]
export const CONTENDERS = [...BOT_LEVELS, 'strong-old', 'heuristic', ...FIELD, STRONG_4X] as const
export type Contender = (typeof CONTENDERS)[number]

export function isContender(value: unknown): value is Contender {
  return typeof value === 'string' && (CONTENDERS as readonly string[]).includes(value)
}

export function isLevel(c: Contender): c is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(c)
}

/** A contender's move, from the seat's view and the public log only (as `decide`). */
export function contenderMove(
  contender: Contender,
  view: PlayerView,
  legal: LegalActions,
  seat: Seat,
  rng: Rng,
  log: readonly GameEvent[],
  timeUp?: () => boolean,
): Action {
  if (isLevel(contender)) return decide(view, legal, seat, rng, contender, log, timeUp)
  if (view.viewer !== seat) throw new Error(`contender: the view is seat ${view.viewer}'s, not seat ${seat}'s`)
  const choice = choiceOf(legal, seat)
  if (choice === null) throw new Error(`contender: seat ${seat} has nothing to do now`)
  if (contender === STRONG_4X) {
    const budget = { playouts: STRONG_BUDGET.playouts * TIME_FACTOR, moves: STRONG_BUDGET.moves * TIME_FACTOR }
    return strongMove(view, choice, seat, rng, log, timeUp, budget)
  }
  if (contender === 'strong-old') return oldStrongMove(view, choice, seat, rng, log)
  if (contender === 'heuristic') return heuristicMove(view, choice, seat, rng, log)
  return FIELD_MOVES[contender](view, choice, seat, rng, log, timeUp)
}

const FIELD_MOVES: Record<FieldMember, FieldMove> = {
  cheapskate: cheapskateMove,
  spender: spenderMove,
  prudent: prudentMove,
  smart: smartMove,
  dsearch: dsearchMove,
  exploiter: exploiterMove,
  reader: readerMove,
}
