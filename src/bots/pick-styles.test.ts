import { describe, expect, it } from 'vitest'
import { playerView } from '../engine/view.ts'
import { PICK_STYLES, pickStyleOdds, revealedRounds, type PickStyle } from './pick-styles.ts'
import { contendersGame } from './test-states.ts'

const likeliest = (odds: readonly number[]): PickStyle => PICK_STYLES[odds.indexOf(Math.max(...odds))] as PickStyle

describe('revealedRounds: the sale rounds of the public log, with the hands before each', () => {
  it('rebuilds every hand as it was, at 3 to 6 players in every ruleset, to the end of the game (the last seller taking the rest at once)', () => {
    const rulesets = ['sold', 'for-sale', 'for-sale-gryphon', 'for-sale-scarce'] as const
    let checked = 0
    for (const [i, ruleset] of rulesets.entries()) {
      for (const players of [3, 4, 5, 6]) {
        const seats = Array.from({ length: players }, (_, k) => (k % 2 === 0 ? 'easy' : 'normal') as 'easy' | 'normal')
        const seed = `rounds:${i}:${players}`
        const { state, log } = contendersGame(ruleset, seats, seed)
        expect(state.phase).toBe('over')
        const rounds = revealedRounds(playerView(state, 0), log)
        expect(rounds.length).toBeGreaterThan(0)
        rounds.forEach((round, r) => {
          // The same game again, stopped as round r opened: the hands the engine held then.
          const then = contendersGame(ruleset, seats, seed, (s) => s.sale !== null && s.sale.round === r && s.sale.picks.every((p) => p === null))
          expect(round.hands).toEqual(then.state.seats.map((s) => s.properties.slice().sort((a, b) => a - b)))
          expect(round.sellers).toEqual(then.state.sale?.sellers)
          checked++
        })
      }
    }
    expect(checked).toBeGreaterThan(50)
  })
})

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
