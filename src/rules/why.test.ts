import { describe, expect, it } from 'vitest'
import { RULESET_IDS } from '../engine/rulesets.ts'
import { playRandomGame } from '../engine/random-play.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import type { GameEvent } from '../engine/types.ts'
import { rulesContent } from './rules-content.ts'
import { ruleFor } from './why.ts'

describe('"Why?" links from the log', () => {
  it('map each event to the rule that produced it', () => {
    const passed = { type: 'passed', player: 1, property: 7, bid: 4, cost: 2, refund: 2, forced: false } as const
    expect(ruleFor(passed, 'for-sale')).toBe('for-sale.paying')
    // The variant's free first pass is its printed rule; R6 is the short last auction (its opening line).
    expect(ruleFor({ ...passed, property: null, cost: 0, refund: 4 }, 'for-sale-scarce')).toBe('for-sale-scarce.paying')
    // Sold!: the passing rule, not only the money cards.
    expect(ruleFor(passed, 'sold')).toBe('sold.paying')
    expect(ruleFor({ ...passed, forced: true }, 'sold')).toBe('R2')
    expect(ruleFor({ type: 'won', player: 0, property: 30, price: 0, free: true }, 'for-sale')).toBe('R3')
    expect(ruleFor({ type: 'won', player: 0, property: 30, price: 5, free: false }, 'for-sale')).toBe('for-sale.auctions')
    expect(ruleFor({ type: 'paid', player: 0, amount: 9, cards: [2, 8], chosen: true }, 'sold')).toBe('R4')
    expect(ruleFor({ type: 'paid', player: 0, amount: 5, cards: [5], chosen: false }, 'sold')).toBe('sold.paying')
    const reveal = (check: number): GameEvent => ({ type: 'sale-revealed', round: 0, sales: [{ player: 0, property: 3, check }] })
    expect(ruleFor(reveal(0), 'for-sale')).toBe('R8')
    expect(ruleFor(reveal(9), 'for-sale')).toBe('for-sale.selling')
    // Sold! has no refused checks: its card 1 is A♥, not 0.
    expect(ruleFor(reveal(1), 'sold')).toBe('sold.selling')
    expect(ruleFor({ type: 'checks-taken', player: 2, properties: [4], checks: [9] }, 'for-sale-scarce')).toBe('R7')
    expect(ruleFor({ type: 'auction-started', auction: 0, properties: [1, 2, 3], starter: 0, freePasses: 0 }, 'for-sale')).toBe('R1')
    expect(ruleFor({ type: 'auction-started', auction: 6, properties: [29, 30], starter: 0, freePasses: 3 }, 'for-sale-scarce')).toBe('R6')
    // ERRATA-3 16: the first scarce auction's news is one property fewer and the free pass, not who starts.
    expect(ruleFor({ type: 'auction-started', auction: 0, properties: [1, 2], starter: 0, freePasses: 1 }, 'for-sale-scarce')).toBe('for-sale-scarce.auctions')
    expect(ruleFor({ type: 'game-over', winners: [0] }, 'sold')).toBe('sold.scoring')
  })

  it('a must-pass in a real game links to R2', () => {
    // Ann bids all her $28,000; Ben cannot raise and must pass.
    const { events } = play(gameWith('for-sale', 3), bid(0, 28), pass(1))
    const forced = events.find((e) => e.type === 'passed')
    expect(forced).toMatchObject({ forced: true })
    expect(ruleFor(forced as GameEvent, 'for-sale')).toBe('R2')
  })

  it('every event of whole random games links to a section that exists', () => {
    for (const ruleset of RULESET_IDS) {
      const ids = new Set(rulesContent('en').map((s) => s.id))
      for (const players of [3, 5]) {
        const game = playRandomGame(ruleset, players, `why-${ruleset}-${players}`)
        for (const e of game.events.flat()) expect(ids.has(ruleFor(e, ruleset)), `${ruleset} ${e.type}`).toBe(true)
      }
    }
  })
})
