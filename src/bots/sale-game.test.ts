import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Card } from '../engine/types.ts'
import type { Facts } from './facts.ts'
import { drawPick, saleMixes } from './sale-game.ts'

/** A For Sale sale round: each seat's properties, the checks on the table (highest first), every seat selling. */
function round(hands: readonly (readonly Card[])[], checks: readonly Card[]): Facts {
  return {
    ruleset: 'for-sale',
    playerCount: 4,
    seats: hands.map((properties) => ({ money: 0, moneyCards: [], properties, checks: [] })),
    auction: null,
    payments: [],
    sale: { checks, sellers: hands.map((_, i) => i) },
    propertiesLeft: 0,
  }
}

describe('saleMixes: a sale round played as a simultaneous game', () => {
  it('gives every seller a mix over its own properties that sums to 1', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(Array.from({ length: 30 }, (_, i) => i + 1), { minLength: 12, maxLength: 12 }), (cards) => {
        const hands = [0, 1, 2, 3].map((s) => cards.slice(s * 3, s * 3 + 3).sort((a, b) => a - b))
        const mixes = saleMixes(round(hands, [15, 9, 4, 0]), 80)
        expect(mixes.map((m) => m.seat)).toEqual([0, 1, 2, 3])
        mixes.forEach((m, s) => {
          expect(m.properties).toEqual(hands[s])
          expect(m.weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
          for (const w of m.weights) expect(w).toBeGreaterThanOrEqual(0)
        })
      }),
      { numRuns: 40, seed: 16 },
    )
  })

  it('mixes where a fixed pick would be read, and plays a sure thing for sure', () => {
    // Seat 0 takes the top check with either of its properties, whatever the others play: it sells
    // the 29 and keeps the 30 for later, every time.
    const sure = saleMixes(round([[29, 30], [10, 11], [12, 13], [14, 15]], [15, 9, 4, 0]))
    expect(sure[0]?.weights[0]).toBeGreaterThan(0.95)
    // Close hands against each other: nobody plays one property every time.
    const close = saleMixes(round([[3, 12, 20, 28], [1, 9, 17, 30], [5, 14, 22, 25], [7, 10, 19, 27]], [15, 10, 4, 0]))
    for (const m of close) expect(Math.max(...m.weights)).toBeLessThan(0.9)
  })

  it('draws a pick by its weight', () => {
    const mix = { seat: 0, properties: [4, 9, 16], weights: [0.2, 0.5, 0.3] }
    expect(drawPick(mix, 0)).toBe(4)
    expect(drawPick(mix, 0.19)).toBe(4)
    expect(drawPick(mix, 0.2)).toBe(9)
    expect(drawPick(mix, 0.69)).toBe(9)
    expect(drawPick(mix, 0.99)).toBe(16)
  })
})
