import { RULESETS, RULESET_IDS, auctionCount, byPlayerCount, type PlayerCount, type RulesetId } from '../engine/rulesets.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { rulesCompareMessages } from '../i18n/messages/rules-compare.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'

export interface CompareTable {
  readonly title: string
  readonly intro: string
  readonly caption: string
  readonly rowHeader: string
  readonly keywords: string
  /** Column headers: the four rulesets' names, in RULESET_IDS order. */
  readonly columns: readonly string[]
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[] }[]
}

type Column = 'sold' | 'ielo' | 'gryphon' | 'scarce'
const COLUMN: { readonly [R in RulesetId]: Column } = {
  sold: 'sold',
  'for-sale': 'ielo',
  'for-sale-gryphon': 'gryphon',
  'for-sale-scarce': 'scarce',
}

/** The edition comparison table of rules/RULES.md in one language; the numbers come from the ruleset rows. */
export function compareTable(locale: Locale): CompareTable {
  const t = translator(rulesCompareMessages, locale)
  const tr = translator(rulesetMessages, locale)
  const money = (r: RulesetId, v: number) => formatMoney(locale, r, v)
  const cell = (row: string, r: RulesetId): string => {
    const col = COLUMN[r]
    const fs = col === 'sold' ? 'sold' : 'fs'
    const data = RULESETS[r]
    switch (row) {
      case 'players':
        return `${formatNumber(locale, 3)}–${formatNumber(locale, 6)}`
      case 'properties':
        return t(`properties.${fs}`)
      case 'checks': {
        const values = data.checkDeck.filter((c) => c > 0)
        return fs === 'sold' ? t('checks.sold') : t('checks.fs', { low: money(r, Math.min(...values)), high: money(r, Math.max(...values)) })
      }
      case 'aside':
        return t(`aside.${col}`)
      case 'money': {
        if (col === 'sold') return t('money.sold')
        const m = (p: PlayerCount) => money(r, byPlayerCount(data.startingMoney, p))
        if (col === 'gryphon') return t('money.gryphon', { m3: m(3), m5: m(5), two: money(r, 2), one: money(r, 1) })
        return t('money.ielo', { m3: m(3), m4: m(4), m5: m(5), m6: m(6) })
      }
      case 'perAuction':
        return t(data.propertiesPerAuctionOffset === 0 ? 'perAuction.one' : 'perAuction.scarce')
      case 'passing':
        return t(`passing.${col}`)
      case 'paying':
        return t(`paying.${fs}`)
      case 'visible':
        return t(data.secretMoneyDefault === null ? 'visible.sold' : data.secretMoneyDefault ? 'visible.hidden' : 'visible.shown')
      case 'score':
        return t(`score.${fs}`)
      case 'rounds': {
        const [r3, r4, r5, r6] = ([3, 4, 5, 6] as const).map((p) => formatNumber(locale, auctionCount(data, p)))
        return t(data.propertiesPerAuctionOffset === 0 ? 'rounds.all' : 'rounds.scarce', { r3, r4, r5, r6 })
      }
      default:
        // Gryphon's booklet counts Coins: reading them as money, and the shared win, are Gavel's rulings.
        return col === 'gryphon' ? t('tie.gryphon') : t(`tie.${fs}`)
    }
  }
  const rowIds = ['players', 'properties', 'checks', 'aside', 'money', 'perAuction', 'rounds', 'passing', 'paying', 'visible', 'score', 'tie'] as const
  return {
    title: t('title'),
    intro: t('intro'),
    caption: t('caption'),
    rowHeader: t('rowHeader'),
    keywords: t('kw'),
    columns: RULESET_IDS.map((r) => tr(`${r}.name`)),
    rows: rowIds.map((row) => ({ label: t(`${row}.label`), cells: RULESET_IDS.map((r) => cell(row, r)) })),
  }
}
