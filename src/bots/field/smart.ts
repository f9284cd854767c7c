import { passCost } from '../../engine/payment.ts'
import { RULESETS } from '../../engine/rulesets.ts'
import type { Action, Card } from '../../engine/types.ts'
import { fewestCards, tableOf, worthByChecksToCome, type FieldMove } from './table.ts'

/**
 * The "smart" player (one of the field, contenders.ts): values every property by the checks still to come (its place
 * among the properties left to sell, as the check at the same place among the checks not yet won), so
 * that a card's worth moves as the checks come out. In an auction it stays in while winning the top
 * card at this price beats being outbid and passing later for the next card, within a money plan of
 * two shares of the auctions left. In the sale it guesses that each other seller plays the place in
 * their hand of the round's top check among the checks to come, and plays the property that gains
 * most now over what it would fetch later.
 */
export const smartMove: FieldMove = (view, choice, seat, _rng, log) => {
  const t = tableOf(view, seat, log)
  switch (choice.phase) {
    case 'payment':
      return fewestCards(choice)
    case 'auction': {
      const pass: Action = { type: 'pass', player: seat }
      const a = view.auction
      if (choice.bid === null || a === null) return pass
      const cards = a.properties
      const row = RULESETS[view.ruleset]
      const moneyWorth = row.money === 'cards' ? 0.5 : 1
      const price = choice.bid.min
      const plan = (t.money * 2) / (t.auctionsAfter + 1)
      if (price > plan) return pass
      const top = worthByChecksToCome(t, cards[cards.length - 1] as Card)
      const next = worthByChecksToCome(t, (cards[1] ?? cards[0]) as Card)
      const low = worthByChecksToCome(t, cards[0] as Card)
      const own = a.bids[seat] as number
      const passNow = (a.freePasses > 0 ? 0 : low) - passCost(row, own) * moneyWorth
      const rivals = a.inAuction.filter((inIt, s) => inIt && s !== seat).length
      const winChance = 1 / (1 + rivals)
      const stay = winChance * (top - price * moneyWorth) + (1 - winChance) * (next - passCost(row, price) * moneyWorth)
      return stay > passNow ? { type: 'bid', player: seat, amount: price } : pass
    }
    case 'sale': {
      const hand = choice.properties
      const sale = view.sale
      if (hand.length === 1 || sale === null) return { type: 'pick', player: seat, property: hand[0] as Card }
      const topCheck = t.checksToCome[0] as number
      let below = 0
      for (const v of t.checksToCome) if (v < topCheck) below++
      const q = t.checksToCome.length <= 1 ? 1 : below / (t.checksToCome.length - 1)
      const theirs: Card[] = []
      for (const s of sale.sellers) {
        if (s === seat) continue
        const h = view.seats[s]?.properties ?? []
        if (h.length > 0) theirs.push(h[Math.round(q * (h.length - 1))] as Card)
      }
      const offered = t.checksToCome.slice(0, sale.checks.length)
      let best = hand[0] as Card
      let bestGain = -Infinity
      for (const x of hand) {
        let higher = 0
        for (const y of theirs) if (y > x) higher++
        const gain = (offered[higher] ?? 0) - worthByChecksToCome(t, x)
        if (gain > bestGain) {
          bestGain = gain
          best = x
        }
      }
      return { type: 'pick', player: seat, property: best }
    }
  }
}
