import type { RulesetId } from '../engine/rulesets.ts'
import type { GameTable } from '../engine/table-view.ts'
import type { GameEvent } from '../engine/types.ts'
import { moneyCardText, propertyText } from '../i18n/card-text.ts'
import type { Locale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { explainResult } from '../i18n/score-explanation.ts'
import { eventFacts, type EventFacts } from './event-facts.ts'
import { editionTranslator } from '../i18n/edition-t.ts'

export interface ExplainContext {
  readonly ruleset: RulesetId
  readonly names: readonly string[]
  /** The table before the move that made the event (null for the deal). */
  readonly before: GameTable | null
  /** The table after it. */
  readonly after: GameTable
}

/**
 * Why an event happened and which rule made it so, in one or two sentences; null for an event
 * another line already explains (For Sale money paid with a pass or a win). Pure, like `narrate`.
 */
export function explainEvent(event: GameEvent, ctx: ExplainContext, locale: Locale): string | null {
  return explainFacts(eventFacts(event, ctx.before, ctx.after), ctx, locale)
}

/** The words of an explanation, from its facts alone (`eventFacts`). */
export function explainFacts(facts: EventFacts, ctx: Pick<ExplainContext, 'ruleset' | 'names' | 'after'>, locale: Locale): string | null {
  const { ruleset, after } = ctx
  const t = editionTranslator(teacherMessages, locale, ruleset)
  const name = (seat: number) => ctx.names[seat] ?? `#${seat + 1}`
  const money = (amount: number) => formatMoney(locale, ruleset, amount)
  const property = (card: number) => propertyText(ruleset, card)
  const list = (items: readonly string[]) => formatList(locale, items)
  const join = (...sentences: string[]) => sentences.join(' ')

  switch (facts.type) {
    case 'auction-started': {
      const layout =
        facts.layout === 'leftovers'
          ? t('exAuctionLeftovers', { count: facts.count, free: facts.freePasses })
          : t(facts.layout === 'one-fewer' ? 'exAuctionCountScarce' : 'exAuctionCount')
      const starter = t(facts.starterFrom === 'setup' ? 'exStarterFirst' : 'exStarterNext', { name: name(facts.starter) })
      return join(layout, starter)
    }
    case 'bid': {
      const rule = t('exBidRule', { money: money(facts.money) })
      if (facts.opens || facts.highBidderBefore === null) return join(t('exBidOpen', { name: name(facts.player), amount: money(facts.amount) }), rule)
      const raise = t('exBidRaise', {
        name: name(facts.player),
        holder: name(facts.highBidderBefore),
        previous: money(facts.highBefore),
        amount: money(facts.amount),
      })
      return join(raise, rule)
    }
    case 'passed': {
      const forced = facts.forced ? [t('exForced', { name: name(facts.player), money: money(facts.money), high: money(facts.highBid) })] : []
      if (facts.property === null) {
        return join(...forced, facts.free === 'leftovers' ? t('exPassFreeLeftovers') : t('exPassFree'))
      }
      const params = { name: name(facts.player), property: property(facts.property), bid: money(facts.bid), cost: money(facts.cost) }
      const key = facts.bid === 0 ? 'exPassNoBid' : facts.rounding === 'up' ? 'exPassUp' : facts.rounding === 'down' ? 'exPassDown' : 'exPassHalf'
      return join(...forced, t(key, params))
    }
    case 'won':
      return facts.free
        ? t('exWonFree', { name: name(facts.player), property: property(facts.property) })
        : t('exWon', { name: name(facts.player), property: property(facts.property), price: money(facts.price) })
    case 'paid': {
      if (facts.how === 'amount') return null
      const cards = list(facts.cards.map((v) => moneyCardText(facts.player, v)))
      const params = { name: name(facts.player), amount: money(facts.amount), cards }
      return t(facts.how === 'exact' ? 'exPaidExact' : facts.how === 'chosen' ? 'exPaidChosen' : 'exPaidOnly', params)
    }
    case 'payment-due':
      return t('exPaymentDue', { name: name(facts.player), amount: money(facts.amount), count: facts.sets })
    case 'sale-started': {
      const opening =
        facts.round === 0 ? join(t('exSaleStarted'), t(facts.moneyScore === 'amount' ? 'exSaleKeepMoney' : 'exSaleKeepCards')) : t('exSaleNext')
      if (facts.everyone) return opening
      return join(opening, t('exSaleFew', { count: facts.checks, names: list(facts.sellers.map(name)) }))
    }
    case 'picked':
      return t('exPicked', { name: name(facts.player) })
    case 'sale-revealed':
      return facts.refused ? join(t('exRevealed'), t('exRefused')) : t('exRevealed')
    case 'checks-taken':
      return t('exChecksTaken', { name: name(facts.player) })
    case 'game-over': {
      const rule = t(facts.moneyScore === 'amount' ? 'exScoreAmount' : 'exScoreCards')
      const scores = after.onlookers.scores
      return scores === null ? rule : join(rule, explainResult(locale, ruleset, scores).why)
    }
    default:
      return assertNever(facts)
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected facts: ${JSON.stringify(value)}`)
}
