import { passCost, paymentOptions, paymentProblem } from '../engine/payment.ts'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import { resolveSale } from '../engine/sale.ts'
import { rankStandings, type Standing } from '../engine/score.ts'
import type { Card, Scores, Seat } from '../engine/types.ts'

/**
 * What the rules reference's calculators answer, each by asking the engine itself, so that a
 * calculator cannot disagree with the table. The components only word these results.
 */

/** (a) Sold! payment: every legal set of money cards for the amount owed. */
export interface PaymentAnswer {
  readonly kind: 'nothing-owed' | 'cannot-pay' | 'exact-card' | 'one' | 'choice'
  readonly options: readonly (readonly number[])[]
}

export function paymentAnswer(held: readonly number[], owed: number): PaymentAnswer {
  const options = paymentOptions(held, owed)
  if (owed <= 0) return { kind: 'nothing-owed', options }
  if (options.length === 0) return { kind: 'cannot-pay', options }
  if (held.includes(owed)) return { kind: 'exact-card', options }
  return { kind: options.length === 1 ? 'one' : 'choice', options }
}

/** Why a set of cards is, or is not, a legal payment. */
export interface OfferVerdict {
  readonly problem: ReturnType<typeof paymentProblem>
  readonly sum: number
  /** For 'card-not-needed': the card that could be left out, and what the others still make. */
  readonly drop: number | null
  readonly rest: number | null
}

export function judgeOffer(held: readonly number[], offered: readonly number[], owed: number): OfferVerdict {
  const problem = paymentProblem(held, offered, owed)
  const sum = offered.reduce((a, b) => a + b, 0)
  if (problem !== 'card-not-needed' || offered.length === 0) return { problem, sum, drop: null, rest: null }
  const drop = Math.min(...offered)
  return { problem, sum, drop, rest: sum - drop }
}

/** (b) Passing: what one's own bid costs to pass on, and what comes back. */
export interface PassAnswer {
  readonly cost: number
  readonly refund: number
  /** Half the bid before rounding (may be a half). */
  readonly half: number
  readonly rounding: 'down' | 'up'
  /** The ruleset gives the first passer of each auction a free pass ("not enough for everyone"). */
  readonly freePass: boolean
}

export function passAnswer(ruleset: RulesetId, bid: number): PassAnswer {
  const row = RULESETS[ruleset]
  const cost = passCost(row, bid)
  return { cost, refund: bid - cost, half: bid / 2, rounding: row.passCostRounding, freePass: row.propertiesPerAuctionOffset < 0 }
}

/** The most one can have bid in this ruleset: all of a player's starting money. */
export function maxBid(ruleset: RulesetId): number {
  const row = RULESETS[ruleset]
  return row.money === 'cards' ? row.moneyCards.reduce((a, b) => a + b, 0) : Math.max(...row.startingMoney)
}

/** (c) A sale round: who takes which check. Null when two players show the same property. */
export function saleAnswer(
  properties: readonly Card[],
  checks: readonly Card[],
): { player: Seat; property: Card; check: Card }[] | null {
  if (new Set(properties).size !== properties.length || checks.length !== properties.length) return null
  const highestFirst = checks.slice().sort((a, b) => b - a)
  return resolveSale(
    properties.map((property, player) => ({ player, property })),
    highestFirst,
  )
}

/** (d) Final score: ranking with the tie-break, as the score screen would show it. */
export function scoreAnswer(standings: readonly Standing[]): Scores {
  return rankStandings(standings)
}
