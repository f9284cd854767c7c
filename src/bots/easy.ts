import { checkValue } from '../engine/cards.ts'
import type { Rng } from '../engine/random.ts'
import type { Action, Card, LegalActions, Seat } from '../engine/types.ts'
import type { Facts } from './facts.ts'
import { propertyWorth, topCheckValue } from './worth.ts'

/**
 * The easy level: plays plausibly, with a beginner's habits. It chases the best property of each
 * auction without counting what passing would save or keeping money for later, pays with whatever
 * cards cover the amount first, and in the sale plays its best property for a big check and its
 * worst otherwise, now and then on a whim.
 */

type AuctionLegal = Extract<LegalActions, { phase: 'auction' }>
type PaymentLegal = Extract<LegalActions, { phase: 'payment' }>

export function easyAuction(f: Facts, legal: AuctionLegal, rng: Rng): Action {
  const seat = legal.player
  const pass: Action = { type: 'pass', player: seat }
  if (legal.bid === null || f.auction === null) return pass
  const cards = f.auction.properties
  const high = cards[cards.length - 1] as Card
  const low = cards[0] as Card
  // "That one looks good": up to the gap it sees between the best and worst card, give or take.
  const limit = propertyWorth(f.ruleset, high) - propertyWorth(f.ruleset, low) + rng.nextInt(4) - 1
  const money = (f.seats[seat] as Facts['seats'][number]).money
  if (legal.bid.min > limit || legal.bid.min > money * 0.75 || rng.nextInt(100) < 12) return pass
  // Sometimes an eager jump.
  const jump = rng.nextInt(100) < 15 ? 1 + rng.nextInt(2) : 0
  return { type: 'bid', player: seat, amount: Math.min(legal.bid.max, legal.bid.min + jump) }
}

export function easyPayment(legal: PaymentLegal, rng: Rng): Action {
  // The cheapest-looking set comes first; a beginner takes it, or one at random.
  const options = legal.options
  const choice = rng.nextInt(100) < 70 ? options[0] : options[rng.nextInt(options.length)]
  return { type: 'pay', player: legal.player, cards: choice as readonly number[] }
}

export function easySale(f: Facts, seat: Seat, properties: readonly Card[], rng: Rng): Action {
  let property: Card
  if (properties.length === 1 || f.sale === null) property = properties[0] as Card
  else if (rng.nextInt(100) < 20) property = properties[rng.nextInt(properties.length)] as Card
  else property = beginnerPick(f, properties)
  return { type: 'pick', player: seat, property }
}

/** A beginner's sale pick: the best property on a big check, the worst otherwise (`properties` ascending, as a seat holds them). */
export function beginnerPick(f: Facts, properties: readonly Card[]): Card {
  const big = f.sale !== null && checkValue(f.ruleset, f.sale.checks[0] as Card) >= topCheckValue(f.ruleset) * 0.6
  return (big ? properties[properties.length - 1] : properties[0]) as Card
}
