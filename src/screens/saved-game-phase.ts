import type { TableView } from '../engine/table-view.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { homeMessages } from '../i18n/messages/home.ts'
import { formatList } from '../i18n/list-format.ts'
import { RULESETS, auctionCount } from '../engine/rulesets.ts'

/**
 * Where a saved game stands, in words: "Auction 3 of 8", "Selling, round 2", "Finished: Ann won".
 * Saved games are listed once the engine has read them (Home's list loads with it: saved-games-list.tsx).
 */
export function phaseText(locale: Locale, table: TableView): string {
  const t = translator(homeMessages, locale)
  const { view, scores } = table
  if (scores !== null) {
    const winners = scores.winners.map((w) => view.seats[w]?.name ?? '')
    return t(winners.length > 1 ? 'phaseOverShared' : 'phaseOver', { names: formatList(locale, winners) })
  }
  if (view.sale !== null) return t('phaseSale', { number: view.sale.round + 1 })
  return t('phaseAuction', { number: (view.auction?.number ?? 0) + 1, total: auctionCount(RULESETS[view.ruleset], view.playerCount) })
}
