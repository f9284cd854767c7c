import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyAction, legalActions, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { RULESET_IDS } from '../engine/rulesets.ts'
import { playerView } from '../engine/view.ts'
import { CONTENDERS, FIELD, contenderMove, type Contender } from './contenders.ts'
import { decide } from './decide.ts'
import { sampleCap } from './sample-cap.ts'
import { candidatePlans } from './strong-search.ts'
import { choiceOf } from './policy.ts'
import { randomPosition } from './test-states.ts'

/** The searching players think on a counted budget here: what is checked is the move's legality. */
const RUNS: Record<Contender, number> = { easy: 400, normal: 400, strong: 60, 'strong-old': 40, heuristic: 400, cheapskate: 400, spender: 400, prudent: 400, smart: 400, dsearch: 60, exploiter: 300, reader: 40, 'strong-4x': 40 }

describe('bots only ever choose legal moves', () => {
  for (const contender of CONTENDERS) {
    it(`${contender}: a legal move for every seat that may act, in random positions of every ruleset`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...RULESET_IDS),
          fc.integer({ min: 3, max: 6 }),
          fc.string({ maxLength: 8 }),
          fc.integer({ min: 0, max: 160 }),
          fc.boolean(),
          (ruleset, players, seed, steps, secretMoney) => {
            const { state, log } = randomPosition(ruleset, players, seed, steps, secretMoney)
            const legal = legalActions(state)
            for (const seat of toAct(state)) {
              const action = contenderMove(contender, playerView(state, seat), legal, seat, new Rng(rngFromSeed(seed)), log, sampleCap(8))
              const result = applyAction(state, action)
              if (!result.ok) throw new Error(`${contender} chose ${JSON.stringify(action)}: ${result.error.code}`)
              expect(action.player).toBe(seat)
            }
          },
        ),
        { numRuns: RUNS[contender], seed: 6 + CONTENDERS.indexOf(contender) },
      )
    }, 120_000)
  }

  it('strong weighs real bid amounts, not a fixed three: passing, and bidding the least with a ladder of limits to stay in up to', () => {
    const { state } = randomPosition('for-sale', 4, 'ladder', 0, false)
    const choice = choiceOf(legalActions(state), toAct(state)[0] as number)
    if (choice === null || choice.phase !== 'auction' || choice.bid === null) throw new Error('expected an open auction')
    const plans = candidatePlans(choice)
    expect(plans[0]?.action.type).toBe('pass')
    const bids = plans.slice(1)
    // Every bid is the lowest one: an English auction is won by raising by the least, up to a limit.
    expect(bids.every((p) => p.action.type === 'bid' && p.action.amount === choice.bid!.min)).toBe(true)
    const limits = bids.flatMap((p) => (p.upTo === null ? [] : [p.upTo]))
    expect(limits.length).toBeGreaterThanOrEqual(5)
    expect(limits[0]).toBe(choice.bid.min)
    expect(Math.max(...limits)).toBeGreaterThanOrEqual(choice.bid.min + 7)
    expect(limits.every((a) => a >= choice.bid!.min && a <= choice.bid!.max)).toBe(true)
    // And once as the sound policy would play on.
    expect(bids.filter((p) => p.upTo === null)).toHaveLength(1)
  })

  it('a bot asked out of turn is a bug, not a move', () => {
    const { state, log } = randomPosition('for-sale', 4, 'x', 0, false)
    const idle = (legalActions(state).phase === 'auction' ? (toAct(state)[0] as number) + 1 : 0) % 4
    expect(() => decide(playerView(state, idle), legalActions(state), idle, new Rng(rngFromSeed('x')), 'normal', log)).toThrow()
    expect(() => decide(playerView(state, 0), legalActions(state), 1, new Rng(rngFromSeed('x')), 'normal', log)).toThrow()
    for (const contender of ['strong-old', 'heuristic', ...FIELD] as const) {
      expect(() => contenderMove(contender, playerView(state, idle), legalActions(state), idle, new Rng(rngFromSeed('x')), log)).toThrow()
    }
  })
})
