import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { playerView } from '../engine/view.ts'
import { choiceOf } from './policy.ts'
import { pairedSurvivors, readChoice } from './strong-search.ts'
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
