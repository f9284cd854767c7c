import { checkValue } from '../engine/cards.ts'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { Card, GameEvent, Seat } from '../engine/types.ts'
import { checkText, isPlayingCards, moneyCardText, propertyText } from './card-text.ts'
import type { Locale } from './i18n.ts'
import { formatMoney } from './numbers.ts'
import { formatList } from './list-format.ts'
import { narrationMessages } from './messages/narration.ts'
import { editionTranslator } from './edition-t.ts'

export interface NarrationContext {
  readonly ruleset: RulesetId
  /** Seat names, by seat. */
  readonly names: readonly string[]
}

/**
 * One game event in plain words, e.g. "Ben passes: takes the 7, pays half of 4 = 2".
 * Pure: teacher mode and the rules reference reuse it.
 */
export function narrate(event: GameEvent, ctx: NarrationContext, locale: Locale): string {
  const { ruleset } = ctx
  const t = editionTranslator(narrationMessages, locale, ruleset)
  const name = (seat: Seat) => ctx.names[seat] ?? `#${seat + 1}`
  const money = (amount: number) => formatMoney(locale, ruleset, amount)
  const property = (card: Card) => propertyText(ruleset, card)
  const list = (items: readonly string[]) => formatList(locale, items)
  /** A check inside a list: "$15,000", "$0 (refused)", "K♦ (worth 13)". */
  const checkWord = (card: Card) => {
    if (isPlayingCards(ruleset)) return t('cardWorth', { card: checkText(locale, ruleset, card), value: checkValue(ruleset, card) })
    return card === 0 ? t('refusedCheck', { amount: money(0) }) : money(card)
  }

  switch (event.type) {
    case 'auction-started': {
      const opening = t('auctionStarted', {
        number: event.auction + 1,
        cards: list(event.properties.map(property)),
        name: name(event.starter),
      })
      if (event.freePasses === 0) return opening
      const free = t('freePass', { count: event.freePasses })
      return `${opening} ${free}`
    }
    case 'bid':
      return t('bid', { name: name(event.player), amount: money(event.amount) })
    case 'passed': {
      const who = t(event.forced ? 'mustPass' : 'passes', { name: name(event.player) })
      if (event.property === null) {
        return event.bid > 0 ? t('passFreeBack', { who, bid: money(event.bid) }) : t('passFreeNothing', { who })
      }
      if (event.bid === 0) return t('passNoBid', { who, property: property(event.property) })
      const rounded = event.bid % 2 === 1
      const key = !rounded ? 'passHalf' : RULESETS[ruleset].passCostRounding === 'up' ? 'passHalfUp' : 'passHalfDown'
      return t(key, { who, property: property(event.property), bid: money(event.bid), cost: money(event.cost) })
    }
    case 'won':
      return event.free
        ? t('wonFree', { name: name(event.player), property: property(event.property) })
        : t('won', { name: name(event.player), property: property(event.property), price: money(event.price) })
    case 'paid': {
      if (event.cards.length === 0) return t('paidAmount', { name: name(event.player), amount: money(event.amount) })
      const total = event.cards.reduce((a, b) => a + b, 0)
      return t(event.chosen ? 'paidCardsChosen' : 'paidCards', {
        name: name(event.player),
        amount: money(event.amount),
        cards: list(event.cards.map((v) => moneyCardText(event.player, v))),
        extra: total > event.amount ? t('noChange', { total: money(total) }) : '',
      })
    }
    case 'payment-due':
      return t('paymentDue', { name: name(event.player), amount: money(event.amount), count: event.options.length })
    case 'sale-started': {
      const params = { number: event.round + 1, checks: list(event.checks.map(checkWord)) }
      return event.sellers.length < ctx.names.length
        ? t('saleStartedFew', { ...params, names: list(event.sellers.map(name)) })
        : t('saleStarted', params)
    }
    case 'picked':
      return t('picked', { name: name(event.player) })
    case 'sale-revealed': {
      const sales = event.sales.map((s) => {
        const params = { name: name(s.player), property: property(s.property) }
        if (isPlayingCards(ruleset)) {
          return t('saleOneCard', { ...params, check: checkText(locale, ruleset, s.check), value: checkValue(ruleset, s.check) })
        }
        return s.check === 0 ? t('saleOneRefused', params) : t('saleOne', { ...params, check: money(s.check) })
      })
      return t('saleRevealed', { number: event.round + 1, sales: sales.join('; ') })
    }
    case 'checks-taken':
      return t('checksTaken', {
        name: name(event.player),
        properties: list(event.properties.map(property)),
        checks: list(event.checks.map(checkWord)),
      })
    case 'game-over': {
      const names = list(event.winners.map(name))
      return event.winners.length > 1 ? t('gameOverShared', { names }) : t('gameOverOne', { names })
    }
    default:
      return assertNever(event)
  }
}

/**
 * Events the log leaves out because another line already says them: For Sale money is paid at once,
 * and the pass or win line already names the amount.
 */
export function isEchoEvent(event: GameEvent): boolean {
  return event.type === 'paid' && event.cards.length === 0
}

function assertNever(value: never): never {
  throw new Error(`Unexpected event: ${JSON.stringify(value)}`)
}
