import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import type { GameEvent, GameState } from '../engine/types.ts'
import { moneyCardText, propertyText } from '../i18n/card-text.ts'
import { formatMoney, translator, type Locale } from '../i18n/i18n.ts'
import { formatList } from '../i18n/list-format.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { explainResult } from '../i18n/score-explanation.ts'

export interface ExplainContext {
  readonly ruleset: RulesetId
  readonly names: readonly string[]
  /** The table before the move that made the event (null for the deal). */
  readonly before: GameState | null
  /** The table after it. */
  readonly after: GameState
}

/**
 * Why an event happened and which rule made it so, in one or two sentences; null for an event
 * another line already explains (For Sale money paid with a pass or a win). Pure, like `narrate`.
 */
export function explainEvent(event: GameEvent, ctx: ExplainContext, locale: Locale): string | null {
  const t = translator(teacherMessages, locale)
  const { ruleset, before, after } = ctx
  const row = RULESETS[ruleset]
  const name = (seat: number) => ctx.names[seat] ?? `#${seat + 1}`
  const money = (amount: number) => formatMoney(locale, ruleset, amount)
  const property = (card: number) => propertyText(ruleset, card)
  const list = (items: readonly string[]) => formatList(locale, items)
  const held = (seat: number) => money(before?.seats[seat]?.money ?? 0)
  const join = (...sentences: string[]) => sentences.join(' ')

  switch (event.type) {
    case 'auction-started': {
      const count = event.properties.length
      const normalFree = row.propertiesPerAuctionOffset === 0 ? 0 : 1
      const layout =
        event.freePasses > normalFree
          ? t('exAuctionLeftovers', { count, free: event.freePasses })
          : t(event.freePasses > 0 ? 'exAuctionCountScarce' : 'exAuctionCount')
      const starter = t(event.auction === 0 ? 'exStarterFirst' : 'exStarterNext', { name: name(event.starter) })
      return join(layout, starter)
    }
    case 'bid':
      return event.previous === 0
        ? t('exBidOpen', { name: name(event.player), amount: money(event.amount), money: held(event.player) })
        : t('exBidRaise', {
            name: name(event.player),
            previous: money(event.previous),
            amount: money(event.amount),
            money: held(event.player),
          })
    case 'passed': {
      const forced = event.forced
        ? [t('exForced', { name: name(event.player), money: held(event.player), high: money(before?.auction?.highBid ?? 0) })]
        : []
      if (event.property === null) {
        const auction = before?.auction
        const short = auction !== null && auction !== undefined && auction.revealed.length < after.playerCount + row.propertiesPerAuctionOffset
        return join(...forced, t(short ? 'exPassFreeLeftovers' : 'exPassFree'))
      }
      const params = { name: name(event.player), property: property(event.property), bid: money(event.bid), cost: money(event.cost) }
      const cost = event.bid === 0 ? t('exPassNoBid', params) : t(row.passCostRounding === 'up' ? 'exPassUp' : 'exPassDown', params)
      return join(...forced, cost)
    }
    case 'won':
      return event.free
        ? t('exWonFree', { name: name(event.player), property: property(event.property) })
        : t('exWon', { name: name(event.player), property: property(event.property), price: money(event.price) })
    case 'paid': {
      if (event.cards.length === 0) return null
      const cards = list(event.cards.map((v) => moneyCardText(event.player, v)))
      const params = { name: name(event.player), amount: money(event.amount), cards }
      if (event.cards.length === 1 && event.cards[0] === event.amount) return t('exPaidExact', params)
      return t(event.chosen ? 'exPaidChosen' : 'exPaidOnly', params)
    }
    case 'payment-due':
      return t('exPaymentDue', { name: name(event.player), amount: money(event.amount), count: event.options.length })
    case 'sale-started': {
      const opening =
        event.round === 0 ? join(t('exSaleStarted'), t(row.moneyScore === 'amount' ? 'exSaleKeepMoney' : 'exSaleKeepCards')) : t('exSaleNext')
      if (event.sellers.length === after.playerCount) return opening
      return join(opening, t('exSaleFew', { count: event.checks.length, names: list(event.sellers.map(name)) }))
    }
    case 'picked':
      return t('exPicked', { name: name(event.player) })
    case 'sale-revealed': {
      const refused = row.money === 'amount' && event.sales.some((s) => s.check === 0)
      return refused ? join(t('exRevealed'), t('exRefused')) : t('exRevealed')
    }
    case 'checks-taken':
      return t('exChecksTaken', { name: name(event.player) })
    case 'game-over': {
      const why = explainResult(locale, ruleset, scoreGame(after)).why
      return join(t(row.moneyScore === 'amount' ? 'exScoreAmount' : 'exScoreCards'), why)
    }
    default:
      return assertNever(event)
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected event: ${JSON.stringify(value)}`)
}
