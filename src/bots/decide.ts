import type { Rng } from '../engine/random.ts'
import type { Action, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import { factsOfView } from './facts.ts'
import { knowledgeOf } from './knowledge.ts'
import type { BotLevel } from './levels.ts'
import { choiceOf, simpleMove } from './policy.ts'
import { strongMove } from './strong.ts'

/**
 * A computer player's move. It reads only what `seat` may know: its own `playerView`, and the
 * public log of events (all of it public: a `picked` event does not say what was picked).
 * Randomness comes from the caller's seeded generator, so the same view, log and seed always give
 * the same move. Throws if `seat` has nothing to do (asking a bot out of turn is a bug).
 */
export function decide(
  view: PlayerView,
  legal: LegalActions,
  seat: Seat,
  rng: Rng,
  level: BotLevel,
  log: readonly GameEvent[] = [],
  /** The strong level only: asked while it thinks, true once the caller's time is up (the worker's clock). */
  timeUp?: () => boolean,
): Action {
  if (view.viewer !== seat) throw new Error(`decide: the view is seat ${view.viewer}'s, not seat ${seat}'s`)
  const choice = choiceOf(legal, seat)
  if (choice === null) throw new Error(`decide: seat ${seat} has nothing to do now`)
  if (level === 'strong') return strongMove(view, choice, seat, rng, log, timeUp)
  return simpleMove(level, factsOfView(view, knowledgeOf(view, log)), choice, rng)
}
