import type { Rng } from '../engine/random.ts'
import type { Action, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import { decide } from './decide.ts'
import { heuristicMove } from './heuristic.ts'
import { BOT_LEVELS, type BotLevel } from './levels.ts'
import { choiceOf } from './policy.ts'
import { oldStrongMove } from './strong-old.ts'

/**
 * Everyone who plays in `npm run tournament`: the three levels people choose from, plus two that
 * are there only to measure the levels against: `strong-old`, the strong level as it was before
 * issue 16 (frozen), and `heuristic`, a second design written apart from the strong level's search
 * (hand-made rules, no lookahead), so that the strong level is not judged only against itself.
 */
export const CONTENDERS = [...BOT_LEVELS, 'strong-old', 'heuristic'] as const
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
  return contender === 'strong-old' ? oldStrongMove(view, choice, seat, rng, log) : heuristicMove(view, choice, seat, rng, log)
}
