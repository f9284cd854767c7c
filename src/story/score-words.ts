import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { ScoreLine, Scores } from '../engine/types.ts'
import { levelGroups } from './places.ts'
import { editionTranslator } from '../i18n/edition-t.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { scoreWordsMessages } from '../i18n/messages/score-words.ts'

/** "1st", "2nd" … in the locale's way of writing places. */
export function placeText(locale: Locale, rank: number): string {
  const t = translator(scoreWordsMessages, locale)
  if (rank === 1) return t('place1')
  if (rank === 2) return t('place2')
  if (rank === 3) return t('place3')
  return t('placeN', { n: formatNumber(locale, rank) })
}

/** What a player's money left counts, in words: "$4,000 left" or "2 money cards". */
function tieText(locale: Locale, ruleset: RulesetId, tieBreak: number): string {
  const t = translator(scoreWordsMessages, locale)
  if (RULESETS[ruleset].moneyScore === 'card-count') {
    return t('cards', { count: tieBreak })
  }
  return t('tieMoney', { amount: formatMoney(locale, ruleset, tieBreak) })
}

/** A player's score as a sum, the checks in the box's word: "checks $41,000 + money $4,000 = $45,000", "checks 41 + 4 money cards = 45". */
export function scoreSum(locale: Locale, ruleset: RulesetId, line: ScoreLine): string {
  const t = editionTranslator(scoreWordsMessages, locale, ruleset)
  const money = (n: number) => formatMoney(locale, ruleset, n)
  if (RULESETS[ruleset].moneyScore === 'card-count') {
    const cards = t('cards', { count: line.moneyPoints })
    return t('sumCards', { checks: money(line.checkTotal), cards, total: money(line.score) })
  }
  return t('sumMoney', { checks: money(line.checkTotal), money: money(line.moneyPoints), total: money(line.score) })
}

/**
 * One sentence per group of players level on score: a shared place ("Ben and Cleo share 2nd: 44
 * each, 2 money cards each.") or the tie-break deciding ("Ann and Ben both scored 44, so money
 * cards left decide: Ann 1st (3 money cards), Ben 2nd (2 money cards)."). None when no one is level.
 */
export function placeSentences(locale: Locale, ruleset: RulesetId, scores: Scores): string[] {
  const t = translator(scoreWordsMessages, locale)
  const byCards = RULESETS[ruleset].moneyScore === 'card-count'
  const names = (lines: readonly ScoreLine[]) => formatList(locale, lines.map((l) => l.name))
  return levelGroups(scores).map((group) => {
    const score = formatMoney(locale, ruleset, group.score)
    const first = group.places[0] as readonly ScoreLine[]
    const firstLine = first[0] as ScoreLine
    if (!group.decidedByTieBreak) {
      const tie = tieText(locale, ruleset, firstLine.tieBreak)
      return firstLine.rank === 1
        ? t('shareWin', { names: names(first), score, tie })
        : t('share', { names: names(first), place: placeText(locale, firstLine.rank), score, tie })
    }
    const all = group.places.flat()
    const level = t(all.length === 2 ? 'levelTwo' : 'levelMany', { names: names(all), score })
    const order = group.places.map((place) => {
      const line = place[0] as ScoreLine
      const tie = tieText(locale, ruleset, line.tieBreak)
      const where = placeText(locale, line.rank)
      return place.length === 1
        ? t('orderOne', { name: line.name, place: where, tie })
        : t('orderShared', { names: names(place), place: where, tie })
    })
    return t(byCards ? 'decidedCards' : 'decidedMoney', { level, order: formatList(locale, order) })
  })
}
