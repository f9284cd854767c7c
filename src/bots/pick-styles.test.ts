import { describe, expect, it } from 'vitest'
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { GameEvent, GameState } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { contenderMove, type Contender } from './contenders.ts'
import { PICK_STYLES, pickStyleOdds, type PickStyle } from './pick-styles.ts'

/** A whole game between the given players, with its public log. */
function played(ruleset: RulesetId, players: readonly Contender[], seed: string): { state: GameState; log: GameEvent[] } {
  const created = createGame({ ruleset, players: players.map((_, i) => `P${i}`), seed, startPlayer: 0 })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  const rng = new Rng(rngFromSeed(`${seed}:moves`))
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over') return { state, log }
    const seat = toAct(state)[0] as number
    const result = applyAction(state, contenderMove(players[seat] as Contender, playerView(state, seat), legal, seat, rng, log))
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
    log.push(...result.events)
  }
}

const likeliest = (odds: readonly number[]): PickStyle => PICK_STYLES[odds.indexOf(Math.max(...odds))] as PickStyle

describe('pickStyleOdds: how a player picks, read from the picks they revealed', () => {
  it('knows nothing before the first reveal, and is the same prior for everyone', () => {
    const { state, log } = played('for-sale', ['normal', 'easy', 'heuristic', 'normal'], 'styles:start')
    const first = log.findIndex((e) => e.type === 'sale-revealed')
    const odds = pickStyleOdds(playerView(state, 0), log.slice(0, first))
    for (const o of odds) expect(o).toEqual(odds[0])
    expect((odds[0] as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })

  it("after a sale, names a beginner's habit and the rank rule of thumb for the players who follow them", () => {
    const totals = { easy: new Array<number>(PICK_STYLES.length).fill(0), heuristic: new Array<number>(PICK_STYLES.length).fill(0) }
    for (const [i, ruleset] of (['for-sale', 'sold', 'for-sale-gryphon', 'for-sale'] as const).entries()) {
      const { state, log } = played(ruleset, ['normal', 'easy', 'heuristic', 'easy'], `styles:${i}`)
      const odds = pickStyleOdds(playerView(state, 0), log)
      for (const o of odds) expect(o.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
      odds[1]?.forEach((p, k) => (totals.easy[k] = (totals.easy[k] as number) + p))
      odds[3]?.forEach((p, k) => (totals.easy[k] = (totals.easy[k] as number) + p))
      odds[2]?.forEach((p, k) => (totals.heuristic[k] = (totals.heuristic[k] as number) + p))
    }
    expect(likeliest(totals.easy)).toBe('extreme')
    expect(likeliest(totals.heuristic)).toBe('rank')
  })
})
