import { describe, expect, it } from 'vitest'
import { playerView } from '../engine/view.ts'
import { KEENNESS_GRID, drawKeenness, keennessOdds } from './bid-pace.ts'
import { auctionsWithLimits } from './test-states.ts'

/** Seat 1 stays in up to `keenUpTo` in every auction, seat 2 up to 3, the others not at all. */
const tableWithOneKeenBidder = (keenUpTo: number, auctions: number) => auctionsWithLimits('pace', [0, keenUpTo, 3, 0], auctions)

const mean = (row: readonly number[]) => row.reduce((t, w, i) => t + w * (KEENNESS_GRID[i] ?? 0), 0)

describe('the strong level reads how keen each player bids', () => {
  it('weighs a player who stays in long as keener than one who passes at once', () => {
    const { state, log } = tableWithOneKeenBidder(12, 4)
    const odds = keennessOdds(playerView(state, 0), log)
    expect(mean(odds[1] as number[])).toBeGreaterThan(mean(odds[2] as number[]) + 0.3)
    for (const row of odds) expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })

  it('before any move it holds every seat at the same prior, and reads no one from their own moves', () => {
    const fresh = tableWithOneKeenBidder(12, 0)
    const blank = keennessOdds(playerView(fresh.state, 0), fresh.log)
    expect(blank[1]).toEqual(blank[2])
    const { state, log } = tableWithOneKeenBidder(12, 4)
    // Seat 1's own view leaves its own row at the prior.
    expect(keennessOdds(playerView(state, 1), log)[1]).toEqual(blank[1])
  })

  it('reads a free first pass ("not enough for everyone") as a player choosing not to go higher', () => {
    // Seat 2 stays in up to 5 and then gives up first, for nothing: each of its passes is free.
    const { state, log } = auctionsWithLimits('pace-free', [9, 9, 5, 9], 3, 'for-sale-scarce')
    const freePasses = log.filter((e) => e.type === 'passed' && e.player === 2 && e.property === null && !e.forced)
    expect(freePasses.length).toBeGreaterThan(1)
    const withThem = keennessOdds(playerView(state, 0), log)
    const bidsOnly = keennessOdds(playerView(state, 0), log.filter((e) => !freePasses.includes(e)))
    expect(mean(withThem[2] as number[])).toBeLessThan(mean(bidsOnly[2] as number[]) - 0.1)
  })

  it('draws each keenness of the grid as often as its weight says', () => {
    const odds = KEENNESS_GRID.map((_, i) => (i === 2 ? 0.5 : i === 7 ? 0.5 : 0))
    expect(drawKeenness(odds, 0.1)).toBe(KEENNESS_GRID[2])
    expect(drawKeenness(odds, 0.7)).toBe(KEENNESS_GRID[7])
  })
})
