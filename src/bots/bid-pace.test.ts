import { describe, expect, it } from 'vitest'
import { applyAction, createGame, legalActions, openingEvents } from '../engine/game.ts'
import type { Action, GameEvent, GameState } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { KEENNESS_GRID, drawKeenness, keennessOdds } from './bid-pace.ts'

/** A For Sale game where each seat stays in up to its limit in every auction (seat 1 up to `keenUpTo`, seat 2 up to 3, the others not at all), for `auctions` auctions. */
function tableWithOneKeenBidder(keenUpTo: number, auctions: number): { state: GameState; log: GameEvent[] } {
  const limits = [0, keenUpTo, 3, 0]
  const created = createGame({ ruleset: 'for-sale', players: ['A', 'B', 'C', 'D'], seed: 'pace', startPlayer: 0 })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  while (state.phase === 'auction' && (state.auction?.number ?? 0) < auctions) {
    const legal = legalActions(state)
    if (legal.phase !== 'auction') break
    const p = legal.player
    const action: Action = legal.bid !== null && legal.bid.min <= (limits[p] ?? 0) ? { type: 'bid', player: p, amount: legal.bid.min } : { type: 'pass', player: p }
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
    log.push(...next.events)
  }
  return { state, log }
}

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

  it('draws each keenness of the grid as often as its weight says', () => {
    const odds = KEENNESS_GRID.map((_, i) => (i === 2 ? 0.5 : i === 7 ? 0.5 : 0))
    expect(drawKeenness(odds, 0.1)).toBe(KEENNESS_GRID[2])
    expect(drawKeenness(odds, 0.7)).toBe(KEENNESS_GRID[7])
  })
})
