import type { Action, Card } from '../../engine/types.ts'
import { propertyWorth } from '../worth.ts'
import { fewestCards, tableOf, type FieldMove } from './table.ts'

/**
 * The prudent player (one of the field, contenders.ts): rations its money by the auctions left. Each auction gets
 * an equal share of what it holds (a little more for a strong top card), and it bids by the least up
 * to that share, never past what the top card gains over the bottom one. In the sale it keeps its
 * best properties for the best checks still to come: it plays the property whose place in its hand
 * matches the place of the round's top check among all the checks still to come.
 */
export const prudentMove: FieldMove = (view, choice, seat, _rng, log) => {
  const t = tableOf(view, seat, log)
  switch (choice.phase) {
    case 'payment':
      return fewestCards(choice)
    case 'auction': {
      const pass: Action = { type: 'pass', player: seat }
      const a = view.auction
      if (choice.bid === null || a === null) return pass
      const cards = a.properties
      const topWorth = propertyWorth(view.ruleset, cards[cards.length - 1] as Card)
      const gain = topWorth - propertyWorth(view.ruleset, cards[0] as Card)
      const strength = Math.min(1.4, Math.max(0.7, topWorth / (propertyWorth(view.ruleset, cards[0] as Card) + gain / 2 + 1)))
      const share = (t.money / (t.auctionsAfter + 1)) * strength
      const limit = Math.floor(Math.min(share, gain))
      return choice.bid.min <= limit ? { type: 'bid', player: seat, amount: choice.bid.min } : pass
    }
    case 'sale': {
      const hand = choice.properties
      const sale = view.sale
      if (hand.length === 1 || sale === null) return { type: 'pick', player: seat, property: hand[0] as Card }
      const top = t.checksToCome[0] as number
      let below = 0
      for (const v of t.checksToCome) if (v < top) below++
      const q = t.checksToCome.length <= 1 ? 1 : below / (t.checksToCome.length - 1)
      return { type: 'pick', player: seat, property: hand[Math.round(q * (hand.length - 1))] as Card }
    }
  }
}
