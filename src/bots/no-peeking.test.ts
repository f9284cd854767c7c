import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { RULESET_IDS } from '../engine/rulesets.ts'
import type { GameState } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { coachAdvice } from './advice.ts'
import { CONTENDERS, contenderMove, type Contender } from './contenders.ts'
import { sampleCap } from './sample-cap.ts'
import { randomPosition, redrawHidden } from './test-states.ts'

/** The searching players think on a counted budget here (the worker's clock aside, that is their only difference). */
const RUNS: Record<Contender, number> = { easy: 300, normal: 300, strong: 40, 'strong-old': 30, heuristic: 300, cheapskate: 300, spender: 300, prudent: 300, smart: 300, dsearch: 40, exploiter: 200, reader: 40, 'strong-4x': 40 }

const positions = () =>
  fc.tuple(fc.constantFrom(...RULESET_IDS), fc.integer({ min: 3, max: 6 }), fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 160 }), fc.boolean())

describe('no peeking: a bot decides the same whatever it cannot see', () => {
  for (const contender of CONTENDERS) {
    it(`${contender}: same view, log and seed give the same move when the hidden cards and picks differ`, () => {
      let differed = 0
      fc.assert(
        fc.property(positions(), ([ruleset, players, seed, steps, secretMoney]) => {
          const { state, log } = randomPosition(ruleset, players, seed, steps, secretMoney)
          for (const seat of toAct(state)) {
            const other = redrawHidden(state, new Rng(rngFromSeed(`redraw:${seed}`)), seat)
            if (JSON.stringify(other) !== JSON.stringify(state)) differed++
            // The two games look the same from this seat...
            expect(playerView(other, seat)).toEqual(playerView(state, seat))
            // ...so the bot must play the same.
            const a = contenderMove(contender, playerView(state, seat), legalActions(state), seat, new Rng(rngFromSeed(seed)), log, sampleCap(6))
            const b = contenderMove(contender, playerView(other, seat), legalActions(other), seat, new Rng(rngFromSeed(seed)), log, sampleCap(6))
            expect(b).toEqual(a)
          }
        }),
        { numRuns: RUNS[contender], seed: 60 + CONTENDERS.indexOf(contender) },
      )
      // The test means something only if the hidden parts did change.
      expect(differed).toBeGreaterThan(RUNS[contender] / 2)
    }, 120_000)
  }

  it('the coach: the same view, log and seed give the same advice when the hidden cards and picks differ', () => {
    let differed = 0
    let advised = 0
    fc.assert(
      fc.property(positions(), ([ruleset, players, seed, steps, secretMoney]) => {
        const { state, log } = randomPosition(ruleset, players, seed, steps, secretMoney)
        for (const seat of toAct(state)) {
          const other = redrawHidden(state, new Rng(rngFromSeed(`redraw:${seed}`)), seat)
          if (JSON.stringify(other) !== JSON.stringify(state)) differed++
          const budget = { playouts: 200, moves: 20_000 }
          const a = coachAdvice(playerView(state, seat), legalActions(state), seat, new Rng(rngFromSeed(seed)), log, budget)
          const b = coachAdvice(playerView(other, seat), legalActions(other), seat, new Rng(rngFromSeed(seed)), log, budget)
          if (a !== null) advised++
          expect(b).toEqual(a)
        }
      }),
      { numRuns: 30, seed: 70 },
    )
    expect(differed).toBeGreaterThan(15)
    expect(advised).toBeGreaterThan(10)
  }, 120_000)
})

describe('the no-peeking check catches a bot that peeks', () => {
  it('a bot that looks at the next property to come decides differently once the hidden cards are redrawn', () => {
    /** Bids when the next hidden property is a good one: exactly the bug the test above must catch. */
    const peeker = (state: GameState) => ((state.deal.properties[state.propertiesDealt] ?? 0) > 15 ? 'bid' : 'pass')
    let caught = 0
    for (let i = 0; i < 50; i++) {
      const { state } = randomPosition('for-sale', 4, `peek${i}`, 0, false)
      const other = redrawHidden(state, new Rng(rngFromSeed(`redraw:peek${i}`)), 0)
      expect(playerView(other, 0)).toEqual(playerView(state, 0))
      if (peeker(other) !== peeker(state)) caught++
    }
    expect(caught).toBeGreaterThan(5)
  })
})
