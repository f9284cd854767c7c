import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { playerView } from '../engine/view.ts'
import { choiceOf } from './policy.ts'
import { keptInOverFreePass, pairedSurvivors, readChoice } from './strong-search.ts'
import { randomPosition } from './test-states.ts'

describe('the strong level compares its candidates world by world', () => {
  it('drops a candidate clearly behind the leader in the same worlds, and keeps one that is close', () => {
    const leader = [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]
    // Just as noisy as the leader, but a little worse in every world: only a paired comparison sees it.
    const behind = leader.map((x) => x - 0.1)
    const close = leader.map((x, i) => (i === 5 ? x - 1 : x))
    expect(pairedSurvivors([0, 1, 2], [leader, behind, close])).toEqual([0, 2])
  })

  it('reads every candidate still in the running in the same number of worlds, the best among those read longest', () => {
    const { state, log } = randomPosition('for-sale', 4, 'paired', 0, false)
    const seat = toAct(state)[0] as number
    const choice = choiceOf(legalActions(state), seat)
    if (choice === null) throw new Error('expected a choice')
    const r = readChoice(playerView(state, seat), choice, seat, new Rng(rngFromSeed('paired')), log, { playouts: 600, moves: 200_000 })
    const most = Math.max(...r.candidates.map((c) => c.samples))
    expect(r.candidates[r.best]?.samples).toBe(most)
    expect(r.candidates.filter((c) => c.samples < most).length).toBeGreaterThan(0)
  })
})

describe('the strong level does not give up a property for nothing on a close call', () => {
  it('stays in when passing for nothing is only a little better, and passes when it is clearly better', () => {
    const stay = [0.3, 0.5, 0.2, 0.6, 0.4, 0.5, 0.3, 0.4]
    const near = stay.map((v, i) => v + (i % 2 === 0 ? 0.05 : -0.03))
    const far = stay.map((v) => v + 0.2)
    // Index 0 is the pass, 2 the best plan that stays in, 1 a worse one; 3 was dropped early (fewer worlds).
    const short = [0.9, 0.9]
    expect(keptInOverFreePass([near, stay.map((v) => v - 0.1), stay, short], stay.length)).toBe(2)
    expect(keptInOverFreePass([far, stay.map((v) => v - 0.1), stay, short], stay.length)).toBe(0)
  })
})
