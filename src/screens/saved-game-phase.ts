import type { GameState } from '../engine/types.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { homeMessages } from '../i18n/messages/home.ts'
import { formatList } from '../i18n/list-format.ts'
import { RULESETS, auctionCount } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'

/**
 * Where a saved game stands, in words: "Auction 3 of 8", "Selling, round 2", "Finished: Ann won".
 * Saved games are listed once the engine has read them (Home's list loads with it: saved-games-list.tsx).
 */
export function phaseText(locale: Locale, state: GameState): string {
  const t = translator(homeMessages, locale)
  switch (state.phase) {
    case 'auction':
    case 'payment':
      return t('phaseAuction', {
        number: (state.auction?.number ?? 0) + 1,
        total: auctionCount(RULESETS[state.ruleset], state.playerCount),
      })
    case 'sale':
      return t('phaseSale', { number: (state.sale?.round ?? 0) + 1 })
    case 'over': {
      const winners = scoreGame(state).winners.map((w) => state.seats[w]?.name ?? '')
      return t(winners.length > 1 ? 'phaseOverShared' : 'phaseOver', { names: formatList(locale, winners) })
    }
  }
}
