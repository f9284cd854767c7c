import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { ScoreLine, Scores } from '../engine/types.ts'
import type { Locale } from './i18n.ts'
import { formatMoney, formatNumber } from './numbers.ts'
import { formatList } from './list-format.ts'
import { scoresMessages } from './messages/scores.ts'
import { editionTranslator } from './edition-t.ts'

/**
 * Who won and why, in words: "Ann and Ben both scored $48,000; Ann wins with more money left:
 * $5,000 to $2,000". A shared win is said as such.
 */
export function explainResult(locale: Locale, ruleset: RulesetId, scores: Scores): { headline: string; why: string } {
  const t = editionTranslator(scoresMessages, locale, ruleset)
  const byCards = RULESETS[ruleset].moneyScore === 'card-count'
  const score = (n: number) => formatMoney(locale, ruleset, n)
  const tie = (n: number) => (byCards ? formatNumber(locale, n) : formatMoney(locale, ruleset, n))
  const list = (items: readonly string[]) => formatList(locale, items)
  const ranked = scores.lines.slice().sort((a, b) => a.rank - b.rank || a.player - b.player)
  const winners = ranked.filter((l) => scores.winners.includes(l.player))
  const first = winners[0] as ScoreLine
  const winnerNames = list(winners.map((l) => l.name))
  const headline = winners.length > 1 ? t('winnerShared', { names: winnerNames }) : t('winnerOne', { name: first.name })

  const level = ranked.filter((l) => l.score === first.score)
  if (level.length === 1) return { headline, why: t('winsWith', { name: first.name, score: score(first.score) }) }
  const levelText = t(level.length === 2 ? 'levelTwo' : 'levelMany', {
    names: list(level.map((l) => l.name)),
    score: score(first.score),
  })
  const others = level.filter((l) => !scores.winners.includes(l.player)).map((l) => tie(l.tieBreak))
  if (others.length === 0) {
    return { headline, why: t(byCards ? 'sharedCards' : 'sharedMoney', { level: levelText, amount: tie(first.tieBreak) }) }
  }
  if (winners.length === 1) {
    const amounts = t('amountsTo', { first: tie(first.tieBreak), rest: list(others) })
    return { headline, why: t(byCards ? 'tieWonCards' : 'tieWonMoney', { level: levelText, name: first.name, amounts }) }
  }
  return {
    headline,
    why: t(byCards ? 'tieSharedCards' : 'tieSharedMoney', {
      level: levelText,
      names: winnerNames,
      amount: tie(first.tieBreak),
      others: list(others),
    }),
  }
}
