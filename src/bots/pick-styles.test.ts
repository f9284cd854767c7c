import { describe, expect, it } from 'vitest'
import { playerView } from '../engine/view.ts'
import { PICK_STYLES, pickStyleOdds, type PickStyle } from './pick-styles.ts'
import { contendersGame } from './test-states.ts'

const likeliest = (odds: readonly number[]): PickStyle => PICK_STYLES[odds.indexOf(Math.max(...odds))] as PickStyle

describe('pickStyleOdds: how a player picks, read from the picks they revealed', () => {
  it('knows nothing before the first reveal, and is the same prior for everyone', () => {
    const { state, log } = contendersGame('for-sale', ['normal', 'easy', 'heuristic', 'normal'], 'styles:start')
    const first = log.findIndex((e) => e.type === 'sale-revealed')
    const odds = pickStyleOdds(playerView(state, 0), log.slice(0, first))
    for (const o of odds) expect(o).toEqual(odds[0])
    expect((odds[0] as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })

  it("after a sale, names a beginner's habit and the rank rule of thumb for the players who follow them", () => {
    const totals = { easy: new Array<number>(PICK_STYLES.length).fill(0), heuristic: new Array<number>(PICK_STYLES.length).fill(0) }
    for (const [i, ruleset] of (['for-sale', 'sold', 'for-sale-gryphon', 'for-sale'] as const).entries()) {
      const { state, log } = contendersGame(ruleset, ['normal', 'easy', 'heuristic', 'easy'], `styles:${i}`)
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
