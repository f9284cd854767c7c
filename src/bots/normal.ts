import { checkValue } from '../engine/cards.ts'
import { cachedPaymentOptions, passCost } from '../engine/payment.ts'
import { RULESETS, propertiesPerAuction } from '../engine/rulesets.ts'
import type { Action, Card, LegalActions, Seat } from '../engine/types.ts'
import type { Facts } from './facts.ts'
import { checkAtQuantile, propertyWorth } from './worth.ts'

/**
 * The normal level: sound value-based play, no search. Also the policy every seat follows inside
 * the strong bot's rollouts, so it must stay fast and allocation-light.
 */

type AuctionLegal = Extract<LegalActions, { phase: 'auction' }>
type PaymentLegal = Extract<LegalActions, { phase: 'payment' }>

/** Fewest money cards that can pay `amount` (Sold!): the points paying it costs. */
export function cardsToPay(moneyCards: readonly number[], amount: number): number {
  if (amount <= 0) return 0
  const options = cachedPaymentOptions(moneyCards, amount)
  let best = Infinity
  for (const o of options) if (o.length < best) best = o.length
  return best
}

/**
 * What paying `amount` costs in points. For Sale: the money itself (money left scores 1 for 1).
 * Sold!: the money cards it takes (each scores 1) plus a little for the buying power it uses up.
 */
export function paymentCost(f: Facts, seat: Seat, amount: number, powerWeight: number): number {
  if (amount <= 0) return 0
  if (RULESETS[f.ruleset].money === 'amount') return amount
  return cardsToPay((f.seats[seat] as Facts['seats'][number]).moneyCards, amount) + powerWeight * amount
}

/** Auctions still to come after this one. */
export function auctionsAfter(f: Facts): number {
  return Math.ceil(f.propertiesLeft / propertiesPerAuction(RULESETS[f.ruleset], f.playerCount))
}

/** The most of its money a seat is ready to put into this auction: a share that keeps some for later ones. */
export function auctionBudget(f: Facts, seat: Seat, spread: number): number {
  const money = (f.seats[seat] as Facts['seats'][number]).money
  return Math.max(1, Math.floor(money * Math.min(1, spread / (auctionsAfter(f) + 1))))
}

export function normalAuction(f: Facts, legal: AuctionLegal): Action {
  const seat = legal.player
  const pass: Action = { type: 'pass', player: seat }
  if (legal.bid === null) return pass
  const a = f.auction
  if (a === null) return pass
  const cards = a.properties
  const row = RULESETS[f.ruleset]
  const low = cards[0] as Card
  const high = cards[cards.length - 1] as Card
  const own = a.bids[seat] as number
  const weight = 0.12
  const passNow = legal.pass.property === null ? 0 : propertyWorth(f.ruleset, low) - paymentCost(f, seat, passCost(row, own), weight)
  const amount = legal.bid.min
  if (amount > auctionBudget(f, seat, 2.2)) return pass
  let rivals = 0
  for (let s = 0; s < f.playerCount; s++) if (s !== seat && a.inAuction[s]) rivals++
  // Staying in: either win the top property at this price, or pass later for a better one than now.
  const win = propertyWorth(f.ruleset, high) - paymentCost(f, seat, amount, weight)
  const next = cards.length > 1 ? (cards[1] as Card) : high
  const later = propertyWorth(f.ruleset, next) - paymentCost(f, seat, passCost(row, amount), weight)
  const pWin = 1 / (1 + rivals * 0.6)
  const stay = pWin * win + (1 - pWin) * later
  return stay > passNow + 0.25 ? { type: 'bid', player: seat, amount } : pass
}

/** Sold!: pay with the fewest cards, then the least money over the amount. */
export function normalPayment(legal: PaymentLegal): Action {
  let best = legal.options[0] as readonly number[]
  let bestSum = sumOf(best)
  for (const o of legal.options) {
    const s = sumOf(o)
    if (o.length < best.length || (o.length === best.length && s < bestSum)) {
      best = o
      bestSum = s
    }
  }
  return { type: 'pay', player: legal.player, cards: best }
}

function sumOf(values: readonly number[]): number {
  let t = 0
  for (const v of values) t += v
  return t
}

/**
 * Sale: for each property it could sell, the expected check if every other seller plays one of
 * theirs at random, less what that property would bring in a later round (its rank among all
 * properties still unsold, as a check of the same rank).
 */
export function normalSale(f: Facts, seat: Seat, properties: readonly Card[]): Action {
  const sale = f.sale
  if (properties.length === 1 || sale === null) return { type: 'pick', player: seat, property: properties[0] as Card }
  // The rollouts call this for every pick they play: no allocation, and each count a binary search
  // in a hand (hands are held ascending) rather than a walk over every property in play.
  let unsold = 0
  for (const s of f.seats) unsold += s.properties.length
  const values = saleValues
  for (let k = 0; k < values.length; k++) values[k] = k < sale.checks.length ? checkValue(f.ruleset, sale.checks[k] as Card) : 0
  // The other sellers, as bits: asked for every property and seat below.
  let rivals = 0
  for (const s of sale.sellers) if (s !== seat) rivals |= 1 << s
  let best = properties[0] as Card
  let bestScore = -Infinity
  for (const x of properties) {
    let counted = firstPlace()
    let below = 0
    for (let o = 0; o < f.seats.length; o++) {
      const held = (f.seats[o] as Facts['seats'][number]).properties
      const under = countBelow(held, x)
      below += under
      if ((rivals & (1 << o)) === 0) continue
      // Properties are distinct: those not below x and not x itself are above it.
      const above = held.length - under - (held[under] === x ? 1 : 0)
      counted = addRival(counted, held.length === 0 ? 0 : above / held.length)
    }
    const score = placedCheck(counted, values) - checkAtQuantile(f.ruleset, unsold <= 1 ? 0.5 : below / (unsold - 1))
    if (score > bestScore) {
      bestScore = score
      best = x
    }
  }
  return { type: 'pick', player: seat, property: best }
}

/** Scratch for the values of the checks on offer, highest first (at most 6 sellers, so 6 checks), the rest 0. */
const saleValues = new Float64Array(8)

/** How many of `sorted` (ascending) are below `x`. */
export function countBelow(sorted: readonly Card[], x: Card): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] as Card) < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Scratch for the place a property takes in a sale round (reused: the rollouts call this a lot):
 * `places[k]` is the chance that exactly k rivals play above it. At most 5 rivals, so 6 places.
 */
const places = new Float64Array(8)

/** Start counting places, no rival yet; returns how many places are counted (1). */
export function firstPlace(): number {
  places[0] = 1
  return 1
}

/** Add a rival who plays above the property with chance `p`; returns how many places are counted now. */
export function addRival(counted: number, p: number): number {
  places[counted] = 0
  for (let k = counted; k > 0; k--) places[k] = (places[k] as number) * (1 - p) + (places[k - 1] as number) * p
  places[0] = (places[0] as number) * (1 - p)
  return counted + 1
}

/** The check expected at the places counted: `values`, the checks on offer, highest first. */
export function placedCheck(counted: number, values: ArrayLike<number>): number {
  let e = 0
  for (let k = 0; k < counted; k++) e += (places[k] as number) * (values[k] ?? 0)
  return e
}

/**
 * The check `x` is expected to take this round against random picks by the other sellers.
 * `values`: the values of the checks on offer, highest first.
 */
export function expectedCheck(f: Facts, seat: Seat, x: Card, values: readonly number[]): number {
  const sale = f.sale
  if (sale === null) return 0
  let counted = firstPlace()
  for (const o of sale.sellers) {
    if (o === seat) continue
    const held = (f.seats[o] as Facts['seats'][number]).properties
    let above = 0
    for (const c of held) if (c > x) above++
    counted = addRival(counted, held.length === 0 ? 0 : above / held.length)
  }
  return placedCheck(counted, values)
}

/**
 * What property `x` would bring in a later round: its rank among the `unsold` properties every seat
 * still holds, as a check of the same rank.
 */
export function laterWorth(f: Facts, x: Card, unsold: number): number {
  let below = 0
  for (const s of f.seats) for (const c of s.properties) if (c < x) below++
  return checkAtQuantile(f.ruleset, unsold <= 1 ? 0.5 : below / (unsold - 1))
}
