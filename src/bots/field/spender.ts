import type { Action, Card } from '../../engine/types.ts'
import { checkValue } from '../../engine/cards.ts'
import { propertyWorth, topCheckValue } from '../worth.ts'
import { fewestCards, tableOf, type FieldMove } from './table.ts'

/**
 * The big spender (one of the field, contenders.ts): wants the best card of every auction and pays for it. It stays
 * in up to the top card's whole worth (more while it is richer than the table's average), jumps the
 * price now and then to shake the others off, and only counts its money when little is left. In the
 * sale it plays its best property on the round's big checks and its worst on the small ones, with the
 * middle of its hand in between.
 */
export const spenderMove: FieldMove = (view, choice, seat, rng, log) => {
  const t = tableOf(view, seat, log)
  switch (choice.phase) {
    case 'payment':
      return fewestCards(choice)
    case 'auction': {
      const pass: Action = { type: 'pass', player: seat }
      const a = view.auction
      if (choice.bid === null || a === null) return pass
      const top = a.properties[a.properties.length - 1] as Card
      const others = t.knowledge.money.filter((_, s) => s !== seat)
      const average = others.reduce((x, y) => x + y, 0) / Math.max(1, others.length)
      const rich = Math.min(1.3, Math.max(0.7, t.money / Math.max(1, average)))
      // Never more than half its money on one card while several auctions remain.
      const cap = t.auctionsAfter >= 2 ? t.money * 0.5 : t.money
      const limit = Math.min(cap, propertyWorth(view.ruleset, top) * rich)
      const min = choice.bid.min
      if (min > limit) return pass
      const jump = limit - min >= 4 && rng.nextInt(100) < 35 ? 2 : 0
      return { type: 'bid', player: seat, amount: Math.min(choice.bid.max, min + jump) }
    }
    case 'sale': {
      const hand = choice.properties
      const sale = view.sale
      if (hand.length === 1 || sale === null) return { type: 'pick', player: seat, property: hand[0] as Card }
      const share = checkValue(view.ruleset, sale.checks[0] as Card) / topCheckValue(view.ruleset)
      const index = share >= 0.75 ? hand.length - 1 : share <= 0.35 ? 0 : Math.floor((hand.length - 1) / 2)
      return { type: 'pick', player: seat, property: hand[index] as Card }
    }
  }
}
