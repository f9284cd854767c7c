import { applyAction, createGame, legalActions, openingEvents } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { randomAction } from '../engine/random-play.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { GameEvent, GameState } from '../engine/types.ts'

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo']

/** A game played at random for `steps` moves (or to its end), with its public log: the states bot tests start from. */
export function randomPosition(
  ruleset: RulesetId,
  players: number,
  seed: string,
  steps: number,
  secretMoney: boolean,
): { state: GameState; log: GameEvent[] } {
  const created = createGame({ ruleset, players: NAMES.slice(0, players), seed, options: { secretMoney } })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  const rng = new Rng(rngFromSeed(`position:${seed}`))
  for (let i = 0; i < steps; i++) {
    const action = randomAction(legalActions(state), rng)
    if (action === null) break
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
    log.push(...result.events)
  }
  return { state, log }
}
