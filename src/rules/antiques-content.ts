import { collectionFactor, countDealer, currentValue, halfPrice, showcaseCap, type AntiqueItem } from '../engine/antiques.ts'
import { formatDollars, itemInCategory, itemText, stepsText } from '../i18n/antiques-text.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { formatList } from '../i18n/list-format.ts'
import { rulesAntiquesMessages } from '../i18n/messages/rules-antiques.ts'
import type { RuleSection } from './rule-section.ts'
import { ANTIQUES_RULING_IDS, ANTIQUES_TOPICS } from './section-ids.ts'

const games = (face: number, more: Partial<AntiqueItem> = {}): AntiqueItem => ({ category: 'games', face, special: null, damaged: false, ...more })

/** The source's worked examples (rules/ANTIQUES.md), worked out here by the companion's own arithmetic. */
export const ANTIQUES_EXAMPLES = {
  rareDamaged: games(50, { special: 'rare3', damaged: true }),
  furnitureHalved: { item: { ...games(1000, { damaged: true }), category: 'furniture' } as AntiqueItem, events: { doubles: 0, halves: 1 } },
  glassShowcase: { item: { ...games(500), category: 'glass' } as AntiqueItem, showcased: 4 },
  oddHalf: 150,
  finalGames: [games(50, { damaged: true }), games(200), games(500, { special: 'fake' }), games(1000), games(4000, { special: 'rare2' }), games(10_000)],
} as const

/** Antique Dealer's SOLD in the reference: its sections, then its rulings A1–A8 (marked as Gavel's). */
export function antiquesSections(locale: Locale): RuleSection[] {
  const t = translator(rulesAntiquesMessages, locale)
  const money = (n: number) => formatDollars(locale, n)
  const ex = ANTIQUES_EXAMPLES
  const example = (topic: (typeof ANTIQUES_TOPICS)[number]): string | null => {
    switch (topic) {
      case 'goal':
        return null
      case 'value': {
        const first = stepsText(locale, currentValue(ex.rareDamaged).steps)
        const second = stepsText(locale, currentValue(ex.furnitureHalved.item, ex.furnitureHalved.events).steps)
        return t('value.example', {
          first: t('value.exampleItem', { item: itemText(locale, ex.rareDamaged), steps: first }),
          second: t('value.exampleItem', { item: itemText(locale, ex.furnitureHalved.item), steps: second }),
        })
      }
      case 'prices': {
        const cap = showcaseCap(ex.glassShowcase.item, { doubles: 0, halves: 0 }, ex.glassShowcase.showcased)
        return t('prices.example', { value: money(cap.currentValue), cap: money(cap.value), factor: cap.factor, odd: money(ex.oddHalf), exact: money(ex.oddHalf / 2), half: money(halfPrice(ex.oddHalf)) })
      }
      case 'final': {
        const counted = countDealer({ name: '', cash: 0, items: ex.finalGames })
        const col = counted.collections.games
        return t('final.example', {
          items: formatList(locale, ex.finalGames.map((i) => itemInCategory(locale, i))),
          damaged: money(counted.damaged),
          sum: money(col?.sum ?? 0),
          rounded: money(col?.rounded ?? 0),
          factor: col?.factor ?? collectionFactor(0),
          value: money(col?.value ?? 0),
        })
      }
    }
  }
  const topics: RuleSection[] = ANTIQUES_TOPICS.map((topic) => ({
    id: `antiques.${topic}` as const,
    part: 'antiques' as const,
    title: t(`${topic}.title`),
    paragraphs: [t(`${topic}.text`)],
    example: example(topic),
    keywords: `${t(`${topic}.kw`)} ${t('part')}`,
    ruling: null,
  }))
  const rulings: RuleSection[] = ANTIQUES_RULING_IDS.map((id) => ({
    id: `antiques.${id}` as const,
    part: 'antiques' as const,
    title: t(`${id}.title`),
    paragraphs: [],
    example: null,
    keywords: `${t(`${id}.kw`)} ${t('part')}`,
    ruling: { rule: null, open: t(`${id}.open`), does: t(`${id}.does`), why: t(`${id}.why`) },
  }))
  return [...topics, ...rulings]
}
