import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyAction, legalActions, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { RULESET_IDS } from '../engine/rulesets.ts'
import { playerView } from '../engine/view.ts'
import { decide } from './decide.ts'
import { BOT_LEVELS, type BotLevel } from './levels.ts'
import { randomPosition } from './test-states.ts'

const RUNS: Record<BotLevel, number> = { easy: 400, normal: 400, strong: 60 }

describe('bots only ever choose legal moves', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: a legal move for every seat that may act, in random positions of every ruleset`, () => {
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
              const action = decide(playerView(state, seat), legal, seat, new Rng(rngFromSeed(seed)), level, log)
              const result = applyAction(state, action)
              if (!result.ok) throw new Error(`${level} chose ${JSON.stringify(action)}: ${result.error.code}`)
              expect(action.player).toBe(seat)
            }
          },
        ),
        { numRuns: RUNS[level], seed: 6 + BOT_LEVELS.indexOf(level) },
      )
    }, 120_000)
  }

  it('a bot asked out of turn is a bug, not a move', () => {
    const { state, log } = randomPosition('for-sale', 4, 'x', 0, false)
    const idle = (legalActions(state).phase === 'auction' ? (toAct(state)[0] as number) + 1 : 0) % 4
    expect(() => decide(playerView(state, idle), legalActions(state), idle, new Rng(rngFromSeed('x')), 'normal', log)).toThrow()
    expect(() => decide(playerView(state, 0), legalActions(state), 1, new Rng(rngFromSeed('x')), 'normal', log)).toThrow()
  })
})
