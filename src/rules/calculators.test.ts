import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { passCost, paymentOptions, paymentProblem } from '../engine/payment.ts'
import { RULESETS, RULESET_IDS, byPlayerCount, type RulesetId } from '../engine/rulesets.ts'
import { resolveSale } from '../engine/sale.ts'
import { rankStandings } from '../engine/score.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import type { GameEvent } from '../engine/types.ts'
import { judgeOffer, maxBid, passAnswer, paymentAnswer, saleAnswer, scoreAnswer } from './calculators.ts'

const MONEY_CARDS = RULESETS.sold.moneyCards
const heldCards = fc.subarray([...MONEY_CARDS], { minLength: 0 })
const subsetsOf = (cards: readonly number[]) =>
  Array.from({ length: 1 << cards.length }, (_, mask) => cards.filter((_, i) => mask & (1 << i)))

describe('(a) Sold! payment calculator', () => {
  it('lists exactly the engine’s payments, and every other set of held cards is refused with a reason', () => {
    fc.assert(
      fc.property(heldCards, fc.integer({ min: 0, max: 40 }), (held, owed) => {
        const answer = paymentAnswer(held, owed)
        expect(answer.options).toEqual(paymentOptions(held, owed))
        const legal = new Set(answer.options.map((o) => o.join(',')))
        for (const offered of subsetsOf(held)) {
          const verdict = judgeOffer(held, offered, owed)
          expect(verdict.problem).toBe(paymentProblem(held, offered, owed))
          expect(verdict.problem === null).toBe(legal.has(offered.join(',')))
          if (verdict.problem === 'card-not-needed' && owed > 0) {
            // The reason given is true: the others still cover the amount.
            expect(verdict.rest).toBeGreaterThanOrEqual(owed)
            expect(offered).toContain(verdict.drop)
          }
          if (verdict.problem === 'too-little') expect(verdict.sum).toBeLessThan(owed)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('says which case it is: nothing owed, cannot pay, exact card, one set or a choice', () => {
    expect(paymentAnswer([2, 3, 5, 8], 9)).toEqual({ kind: 'choice', options: [[2, 3, 5], [2, 8], [3, 8], [5, 8]] })
    expect(judgeOffer([2, 3, 5, 8], [3, 5, 8], 9)).toEqual({ problem: 'card-not-needed', sum: 16, drop: 3, rest: 13 })
    expect(paymentAnswer([2, 3, 5, 8], 5).kind).toBe('exact-card')
    expect(paymentAnswer([2, 3], 9).kind).toBe('cannot-pay')
    expect(paymentAnswer([2, 3], 0).kind).toBe('nothing-owed')
    expect(paymentAnswer([4, 6], 9)).toEqual({ kind: 'one', options: [[4, 6]] })
    expect(judgeOffer([2, 3], [7], 5).problem).toBe('not-held')
  })
})


describe('(b) pass-cost calculator', () => {
  it('agrees with what a pass costs in a real game, for every ruleset and bid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_IDS), fc.nat(), (ruleset, seed) => {
        const money = RULESETS[ruleset].money === 'cards' ? 36 : byPlayerCount(RULESETS[ruleset].startingMoney, 3)
        const own = seed % money // leaves room for seat 1 to outbid
        const answer = passAnswer(ruleset, own)
        expect(answer.cost).toBe(passCost(RULESETS[ruleset], own))
        expect(answer.cost + answer.refund).toBe(own)

        // Seat 0 bids (or not), seat 1 outbids, seat 2 passes (free, in the scarce variant), seat 0 passes.
        const start = gameWith(ruleset, 3)
        const opening = own > 0 ? [bid(0, own), bid(1, own + 1), pass(2), pass(0)] : [pass(0)]
        const { events } = play(start, ...opening)
        const passed = events.filter((e): e is Extract<GameEvent, { type: 'passed' }> => e.type === 'passed' && e.player === 0)
        const seat0 = passed[0]
        expect(seat0).toBeDefined()
        if (seat0 === undefined) return
        const wasFree = seat0.property === null
        expect(wasFree).toBe(answer.freePass && own === 0)
        if (!wasFree) {
          expect(seat0.cost).toBe(answer.cost)
          expect(seat0.refund).toBe(answer.refund)
        } else {
          expect(seat0.refund).toBe(own)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('gives the scarce variant’s first passer the whole bid back, as the game does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 27 }), (own) => {
        const answer = passAnswer('for-sale-scarce', own)
        expect(answer.freePass).toBe(true)
        const { events } = play(gameWith('for-sale-scarce', 3), bid(0, own), bid(1, own + 1), pass(2), pass(0))
        const first = events.find((e) => e.type === 'passed')
        expect(first).toMatchObject({ player: 2, property: null, cost: 0 })
        const seat0 = events.find((e) => e.type === 'passed' && e.player === 0)
        expect(seat0).toMatchObject({ cost: answer.cost, refund: answer.refund })
      }),
    )
  })

  it('works the brief’s examples: IELLO bid 5 passed gets 3 back; Gryphon bid 3 passed costs 2', () => {
    expect(passAnswer('for-sale', 5)).toMatchObject({ cost: 2, refund: 3, rounding: 'down' })
    expect(passAnswer('for-sale-gryphon', 3)).toMatchObject({ cost: 2, refund: 1, rounding: 'up' })
    expect(maxBid('sold')).toBe(36)
    expect(maxBid('for-sale')).toBe(28)
  })
})

describe('(c) sale calculator', () => {
  const sale = (ruleset: RulesetId) =>
    fc.integer({ min: 3, max: 6 }).chain((n) =>
      fc.tuple(
        fc.shuffledSubarray([...RULESETS[ruleset].propertyDeck], { minLength: n, maxLength: n }),
        fc.shuffledSubarray([...RULESETS[ruleset].checkDeck], { minLength: n, maxLength: n }),
      ),
    )

  for (const ruleset of ['sold', 'for-sale'] as const) {
    it(`gives the highest property the highest check, as the engine does (${ruleset})`, () => {
      fc.assert(
        fc.property(sale(ruleset), ([properties, checks]) => {
          const answer = saleAnswer(properties, checks)
          expect(answer).not.toBeNull()
          const sorted = checks.slice().sort((a, b) => b - a)
          expect(answer).toEqual(resolveSale(properties.map((property, player) => ({ player, property })), sorted))
          // Independent of the engine: rank of property = rank of check.
          for (const s of answer ?? []) {
            const rank = properties.filter((p) => p > s.property).length
            expect(s.check).toBe(sorted[rank])
            expect(properties[s.player]).toBe(s.property)
          }
        }),
      )
    })
  }

  it('refuses two players showing the same property', () => {
    expect(saleAnswer([5, 5, 9], [15, 9, 0])).toBeNull()
  })
})

describe('(d) final-score calculator', () => {
  const standing = fc.record({ name: fc.constantFrom('Ann', 'Ben', 'Cy'), checkTotal: fc.integer({ min: 0, max: 60 }), moneyLeft: fc.integer({ min: 0, max: 8 }) })
  it('ranks as the engine does: score, then money left, then a shared place', () => {
    fc.assert(
      fc.property(fc.array(standing, { minLength: 3, maxLength: 6 }), (standings) => {
        const scores = scoreAnswer(standings)
        expect(scores).toEqual(rankStandings(standings))
        // Independent check of the winners.
        const key = (s: (typeof standings)[number]) => [s.checkTotal + s.moneyLeft, s.moneyLeft] as const
        const best = standings.map(key).reduce((a, b) => (b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]) ? b : a))
        const winners = standings.flatMap((s, i) => (key(s)[0] === best[0] && key(s)[1] === best[1] ? [i] : []))
        expect(scores.winners).toEqual(winners)
        expect(scores.shared).toBe(winners.length > 1)
      }),
    )
  })
})
