import type { Action, Card } from '../../engine/types.ts'
import { propertyWorth } from '../worth.ts'
import { fewestCards, quantileOf, tableOf, type FieldMove } from './table.ts'

/**
 * The cheapskate (one of the field, contenders.ts): hates paying. It bids only while the price is a small slice of
 * its money and well under what the top card gains over the bottom one, passes early otherwise, and
 * hoards its money for the end (money left scores). In the sale it plays the property whose place in
 * its hand matches the place of the round's average check among the checks still to come.
 */
export const cheapskateMove: FieldMove = (view, choice, seat, _rng, log) => {
  const t = tableOf(view, seat, log)
  switch (choice.phase) {
    case 'payment':
      return fewestCards(choice)
    case 'auction': {
      const pass: Action = { type: 'pass', player: seat }
      const a = view.auction
      if (choice.bid === null || a === null) return pass
      const cards = a.properties
      const gain = propertyWorth(view.ruleset, cards[cards.length - 1] as Card) - propertyWorth(view.ruleset, cards[0] as Card)
      const limit = Math.min(gain * 0.45, t.money * 0.12 + 1)
      return choice.bid.min <= limit ? { type: 'bid', player: seat, amount: choice.bid.min } : pass
    }
    case 'sale': {
      const hand = choice.properties
      const sale = view.sale
      if (hand.length === 1 || sale === null) return { type: 'pick', player: seat, property: hand[0] as Card }
      const offered = t.checksToCome.slice(0, sale.checks.length)
      const average = offered.reduce((x, y) => x + y, 0) / offered.length
      let below = 0
      for (const v of t.checksToCome) if (v < average) below++
      const q = below / Math.max(1, t.checksToCome.length - 1)
      const index = Math.round(quantileOf([0, hand.length - 1], q))
      return { type: 'pick', player: seat, property: hand[Math.min(hand.length - 1, index)] as Card }
    }
  }
}
