import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from '../../engine/game.ts'
import { Rng, rngFromSeed } from '../../engine/random.ts'
import { playerView } from '../../engine/view.ts'
import { knowledgeOf } from '../knowledge.ts'
import { choiceOf } from '../policy.ts'
import { sampleCap } from '../sample-cap.ts'
import { auctionsWithLimits } from '../test-states.ts'
import { readerReading, withoutClearlyWorse } from './reader.ts'
import { BID_STYLES, SELL_STYLES, readStyles, sellChance } from './reader-styles.ts'

/** Seat 1 stays in up to `keenUpTo` in every auction; everyone else passes at once. */
const tableWithOneKeenBidder = (keenUpTo: number, auctions: number) => auctionsWithLimits('reader', [0, keenUpTo, 0, 0], auctions)

const meanKeen = (row: readonly number[]) => row.reduce((t, w, i) => t + w * (BID_STYLES[i]?.keen ?? 0), 0)

describe('the reader reads each opponent from its public moves', () => {
  it('weighs a player who bids high as keener than one who passes at once', () => {
    const { state, log } = tableWithOneKeenBidder(8, 3)
    const view = playerView(state, 0)
    const reading = readStyles(view, log, knowledgeOf(view, log))
    const keen = meanKeen(reading.bid[1] as number[])
    const shy = meanKeen(reading.bid[2] as number[])
    expect(keen).toBeGreaterThan(shy + 0.2)
    // Before anything is shown, every style weighs the same.
    const fresh = tableWithOneKeenBidder(8, 0)
    const blank = readStyles(playerView(fresh.state, 0), fresh.log, knowledgeOf(playerView(fresh.state, 0), fresh.log))
    expect(meanKeen(blank.bid[1] as number[])).toBeCloseTo(meanKeen(blank.bid[2] as number[]), 9)
  })

  it('a selling style that aims at the check place gives that place the most chance', () => {
    const aimed = SELL_STYLES.find((s) => s.lean === 0 && s.blur < 0.1)
    if (aimed === undefined) throw new Error('no aimed style')
    const chances = [0, 1, 2, 3, 4].map((index) => sellChance(aimed, { index, handSize: 5, checkPlace: 1 }))
    expect(chances[4]).toBeGreaterThan(0.8)
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6)
  })
})

describe('the reader compares its candidates fairly', () => {
  it('plays every candidate still in the running in the same worlds, and leaves out only those that dropped', () => {
    const { state, log } = tableWithOneKeenBidder(8, 2)
    const seat = toAct(state)[0] as number
    const choice = choiceOf(legalActions(state), seat)
    if (choice === null) throw new Error('expected a choice')
    const r = readerReading(playerView(state, seat), choice, seat, new Rng(rngFromSeed('paired')), log, sampleCap(400))
    expect(r.plans.length).toBeGreaterThan(2)
    const longest = Math.max(...r.worlds.map((w) => w.length))
    expect(longest).toBeGreaterThan(8)
    for (const w of r.worlds) {
      // World numbers 0, 1, 2 … for every plan: the same worlds in the same order, up to where it dropped out.
      expect(w).toEqual(Array.from({ length: w.length }, (_, i) => i))
    }
    expect(r.worlds[r.best]?.length).toBe(longest)
  })

  it('drops a candidate clearly worse world by world, and keeps a close one', () => {
    const leader = [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]
    const worse = leader.map((x) => x - 0.5)
    const close = leader.map((x, i) => (i === 3 ? 1 : x))
    expect(withoutClearlyWorse([0, 1, 2], [leader, worse, close])).toEqual([0, 2])
    // Noisy on its own but the same world by world: the paired difference sees it, two unpaired means would not.
    const noisyWorse = leader.map((x) => x - 0.1)
    expect(withoutClearlyWorse([0, 1], [leader, noisyWorse])).toEqual([0])
  })
})
