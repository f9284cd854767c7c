import { describe, expect, it } from 'vitest'
import { applyAction, createGame, legalActions } from '../engine/game.ts'
import { randomAction } from '../engine/random-play.ts'
import { bid, play } from '../engine/test-kit.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { PLAYER_COUNTS, RULESET_IDS } from '../engine/rulesets.ts'
import type { GameState } from '../engine/types.ts'
import type { Action } from '../engine/types.ts'
import { easyAuction, easyPayment, easySale } from './easy.ts'
import { factsOfState } from './facts.ts'
import { normalPayment } from './normal.ts'
import { PICK_STYLES, stylePickInState } from './pick-styles.ts'
import { playOut, rationingAuction, styledAuction, type AuctionPlan, type Style } from './rollout.ts'

/** The rest of a game played through the engine, move by move, with the playouts' policies: what `playOut` must agree with. */
function throughEngine(start: GameState, styles: readonly Style[], rng: Rng, counter: { moves: number }, plan: AuctionPlan | null = null): GameState {
  let state = start
  const planned = start.propertiesDealt
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over') return state
    const f = factsOfState(state)
    let action: Action
    if (legal.phase === 'auction') {
      const style = styles[legal.player] as Style
      action =
        plan !== null && legal.player === plan.seat && state.propertiesDealt === planned
          ? legal.bid !== null && legal.bid.min <= plan.upTo
            ? { type: 'bid', player: legal.player, amount: legal.bid.min }
            : { type: 'pass', player: legal.player }
          : style.kind === 'careless'
            ? easyAuction(f, legal, rng)
            : style.kind === 'rationing'
              ? rationingAuction(f, legal, style.keenness, rng)
              : styledAuction(f, legal, style.keenness)
    } else if (legal.phase === 'payment') {
      action = (styles[legal.player] as Style).kind === 'careless' ? easyPayment(legal, rng) : normalPayment(legal)
    } else {
      const picker = legal.pickers[0] as (typeof legal.pickers)[number]
      const style = styles[picker.player] as Style
      action =
        style.kind === 'careless'
          ? easySale(f, picker.player, picker.properties, rng)
          : { type: 'pick' as const, player: picker.player, property: stylePickInState(style.pick, f, state, picker.player, picker.properties, rng) }
    }
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(next.error.code)
    state = next.state
    counter.moves++
  }
}

describe('playOut in the sale', () => {
  it('ends every game as the engine does, drawing the same chances and counting the same moves', () => {
    let compared = 0
    for (const ruleset of RULESET_IDS) {
      for (const players of PLAYER_COUNTS) {
        for (let g = 0; g < 6; g++) {
          const created = createGame({ ruleset, players: Array.from({ length: players }, (_, i) => `P${i}`), seed: `sale-${ruleset}-${players}-${g}`, startPlayer: 0 })
          if (!created.ok) throw new Error(created.error.message)
          let state = created.value
          const rng = new Rng(rngFromSeed(`moves-${g}`))
          // Random moves up to the sale, and some way into it (picks made, rounds gone).
          const into = g % 3
          while (state.phase !== 'over' && !(state.phase === 'sale' && (state.sale?.round ?? 0) >= into && rng.nextInt(3) === 0)) {
            const action = randomAction(legalActions(state), rng)
            const next = action === null ? null : applyAction(state, action)
            if (next === null || !next.ok) throw new Error('random play failed')
            state = next.state
          }
          if (state.phase !== 'sale') continue
          const styles = Array.from({ length: players }, (_, s): Style => ({
            kind: (s + g) % 4 === 0 ? 'careless' : 'sound',
            keenness: 1,
            pick: PICK_STYLES[(s + g) % PICK_STYLES.length] as Style['pick'],
          }))
          const a = { moves: 0 }
          const b = { moves: 0 }
          const fast = playOut(state, styles, new Rng(rngFromSeed(`play-${g}`)), a)
          const slow = throughEngine(state, styles, new Rng(rngFromSeed(`play-${g}`)), b)
          expect(fast.phase).toBe('over')
          expect(fast.seats).toEqual(slow.seats)
          expect(fast.checksDealt).toBe(slow.checksDealt)
          expect(a.moves).toBe(b.moves)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(60)
  })
})

describe('playOut from the auctions', () => {
  it('plays the auctions, their payments and the sale as the engine does, drawing the same chances and counting the same moves', () => {
    let compared = 0
    let payments = 0
    for (const ruleset of RULESET_IDS) {
      for (const players of PLAYER_COUNTS) {
        for (let g = 0; g < 8; g++) {
          const created = createGame({ ruleset, players: Array.from({ length: players }, (_, i) => `P${i}`), seed: `auctions-${ruleset}-${players}-${g}`, startPlayer: g % players })
          if (!created.ok) throw new Error(created.error.message)
          let state = created.value
          const rng = new Rng(rngFromSeed(`into-${g}`))
          // Random moves some way into the buying: from the deal, mid-auction, or at a Sold! payment.
          const steps = g === 0 ? 0 : rng.nextInt(12 * players)
          for (let i = 0; i < steps && (state.phase === 'auction' || state.phase === 'payment'); i++) {
            const action = randomAction(legalActions(state), rng)
            const next = action === null ? null : applyAction(state, action)
            if (next === null || !next.ok) throw new Error('random play failed')
            state = next.state
          }
          if (state.phase !== 'auction' && state.phase !== 'payment') continue
          if (state.phase === 'payment') payments++
          const styles = Array.from({ length: players }, (_, s): Style => ({
            kind: (['sound', 'rationing', 'careless'] as const)[(s + g) % 3] as Style['kind'],
            keenness: 0.6 + ((s * 7 + g) % 5) * 0.2,
            pick: PICK_STYLES[(s + g) % PICK_STYLES.length] as Style['pick'],
          }))
          const turn = state.auction.turn
          const plan: AuctionPlan | null = g % 2 === 0 ? { seat: turn, upTo: state.auction.highBid + (g % 4) * 2 } : null
          const a = { moves: 0 }
          const b = { moves: 0 }
          const before = JSON.stringify(state)
          const fast = playOut(state, styles, new Rng(rngFromSeed(`play-${g}`)), a, plan)
          const slow = throughEngine(state, styles, new Rng(rngFromSeed(`play-${g}`)), b, plan)
          expect(slow.phase).toBe('over')
          expect(fast.phase).toBe('over')
          expect(fast.seats).toEqual(slow.seats)
          expect(fast.checksDealt).toBe(slow.checksDealt)
          expect(a.moves).toBe(b.moves)
          // The sampled world it started from is untouched (every candidate starts from it).
          expect(JSON.stringify(state)).toBe(before)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(100)
    expect(payments).toBeGreaterThan(0)
  })
})

describe('the playouts\' sound bidder', () => {
  /** A fresh 4-player scarce game with the first four bids 1–4 made: seat 0 to raise to 5 or pass for nothing. */
  function atFive(): GameState {
    const created = createGame({ ruleset: 'for-sale-scarce', players: ['A', 'B', 'C', 'D'], seed: 'free-first', startPlayer: 0 })
    if (!created.ok) throw new Error(created.error.message)
    return play(created.value, bid(0, 1), bid(1, 2), bid(2, 3), bid(3, 4)).state
  }

  it('stays in past its share of money while a free passer is still to leave, up to that share of what it expects to pay', () => {
    const state = atFive()
    const legal = legalActions(state)
    if (legal.phase !== 'auction' || legal.bid === null) throw new Error('seat 0 should be able to raise')
    expect(legal.pass.property).toBeNull()
    // 21 money over 10 auctions: a share of 4 for this one. Raising to 5 costs 5 only if it wins, 2 if another gives up first.
    expect(styledAuction(factsOfState(state), legal, 1).type).toBe('bid')
    expect(styledAuction(factsOfState(state), { ...legal, bid: { ...legal.bid, min: 7 } }, 1).type).toBe('pass')
  })
})
