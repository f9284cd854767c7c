import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { PassOption, Seat } from '../engine/types.ts'
import { moneyCardText, propertyText } from '../i18n/card-text.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { paymentMessages } from '../i18n/messages/payment.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { cheapestPayment } from './payment-plan.ts'
import { editionTranslator } from '../i18n/edition-t.ts'

/** A Sold! player's money cards, to say what a payment will cost in cards. */
export interface HeldCards {
  readonly seat: Seat
  readonly cards: readonly number[]
}

/** The money cards that pay `amount` at best, as text, and whether the player will choose among ways as good. */
function cheapestCards(locale: Locale, held: HeldCards | null, amount: number): { readonly text: string; readonly choice: boolean } | null {
  if (held === null || amount <= 0) return null
  const { cards, choices } = cheapestPayment(held.cards, amount)
  if (choices === 0) return null
  return { text: formatList(locale, cards.map((v) => moneyCardText(held.seat, v))), choice: choices > 1 }
}

/**
 * What passing with `amount` to pay costs in money cards (Sold!): "you hand over the 5♥", or the best
 * set when the player will choose; null when nothing is paid or the cards are not known (For Sale).
 */
export function cardCost(locale: Locale, held: HeldCards | null, amount: number): string | null {
  const paid = cheapestCards(locale, held, amount)
  if (paid === null) return null
  return translator(paymentMessages, locale)(paid.choice ? 'passCardsChoice' : 'passCards', { cards: paid.text })
}

/**
 * What a bid of `amount` costs in money cards if it wins, in full ("if it wins: 1▲ and 8▲ at best")
 * and the cards alone ("1▲ and 8▲ at best", for a button too narrow for the full line); null as `cardCost`.
 */
export function winCost(locale: Locale, held: HeldCards | null, amount: number): { readonly full: string; readonly short: string } | null {
  const paid = cheapestCards(locale, held, amount)
  if (paid === null) return null
  const tp = translator(paymentMessages, locale)
  return {
    full: tp(paid.choice ? 'winCardsChoice' : 'winCards', { cards: paid.text }),
    short: tp(paid.choice ? 'winCardsChoiceShort' : 'winCardsShort', { cards: paid.text }),
  }
}

/**
 * What passing does right now, for the pass button: "Pass: take the 12, pay $2,000", with a second
 * line on the rounding when a bid comes partly back. In Sold! the cost is also said in cards
 * ("Pass: take the 7♣, pay 1 — you hand over the 5♥").
 */
export function passLabel(locale: Locale, ruleset: RulesetId, pass: PassOption, held: HeldCards | null = null): { main: string; detail: string | null } {
  const t = editionTranslator(tableMessages, locale, ruleset)
  const money = (n: number) => formatMoney(locale, ruleset, n)
  if (pass.property === null) {
    return {
      main: pass.bid > 0 ? t('passFreeBack', { bid: money(pass.bid) }) : t('passFreeNothing'),
      detail: null,
    }
  }
  const property = propertyText(ruleset, pass.property)
  if (pass.bid === 0) return { main: t('passFor', { property }), detail: null }
  const rounded = pass.bid % 2 === 1
  const row = RULESETS[ruleset]
  const inCards = cardCost(locale, held, pass.cost)
  // Money cards are never put down to bid (Sold!): nothing comes back, so the line says what is paid.
  const detail =
    row.money === 'cards'
      ? t(!rounded ? 'passPaid' : row.passCostRounding === 'up' ? 'passPaidUp' : 'passPaidDown', { bid: money(pass.bid), cost: money(pass.cost) })
      : t(!rounded ? 'passHalf' : row.passCostRounding === 'up' ? 'passHalfUp' : 'passHalfDown', { bid: money(pass.bid), refund: money(pass.refund) })
  return {
    main: t('passPay', { property, cost: money(pass.cost) }) + (inCards === null ? '' : ` — ${inCards}`),
    detail,
  }
}
