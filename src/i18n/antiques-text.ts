import type { AntiqueCategory, AntiqueItem, ValueStep } from '../engine/antiques.ts'
import { translator, type Locale } from './i18n.ts'
import { antiquesMessages } from './messages/antiques.ts'

/** BCP 47 tags for dollars, as each language writes them. */
const TAG: { readonly [L in Locale]: string } = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' }
const formats = new Map<string, Intl.NumberFormat>()

/** Antique Dealer's SOLD money, in dollars: en "$1,250", fr "1 250 $", es "1250 $"; cents only for a value being worked out ("$37.50"). */
export function formatDollars(locale: Locale, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  const key = `${locale}:${digits}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(TAG[locale], { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits })
    formats.set(key, format)
  }
  return format.format(amount)
}

export function categoryText(locale: Locale, category: AntiqueCategory): string {
  return translator(antiquesMessages, locale)(`category.${category}`)
}

/** "Glass $1,000, Rare ×3, damaged". */
export function itemText(locale: Locale, item: AntiqueItem): string {
  const t = translator(antiquesMessages, locale)
  const parts = [t('itemText', { category: categoryText(locale, item.category), face: formatDollars(locale, item.face) })]
  if (item.special !== null) parts.push(t(`special.${item.special}`))
  if (item.damaged) parts.push(t('damaged').toLowerCase())
  return parts.join(', ')
}

/** An item listed under its category's name, which it does not repeat: "$50 (damaged)", "$4,000 (Rare ×2)". */
export function itemInCategory(locale: Locale, item: AntiqueItem): string {
  const t = translator(antiquesMessages, locale)
  const marks = [...(item.special === null ? [] : [t(`special.${item.special}`)]), ...(item.damaged ? [t('damaged').toLowerCase()] : [])]
  const face = formatDollars(locale, item.face)
  return marks.length === 0 ? face : `${face} (${marks.join(', ')})`
}

/** The arithmetic in words: "$50 × 3 = $150, damaged → $75, rounded up → $100". */
export function stepsText(locale: Locale, steps: readonly ValueStep[]): string {
  const t = translator(antiquesMessages, locale)
  const money = (n: number) => formatDollars(locale, n)
  return steps
    .map((s) => {
      switch (s.kind) {
        case 'face':
          return money(s.amount)
        case 'rare':
          return t('step.rare', { factor: s.factor, amount: money(s.amount) })
        case 'fake':
          return t('step.fake', { amount: money(s.amount) })
        case 'damaged':
          return t('step.damaged', { amount: money(s.amount) })
        case 'events':
          return t('step.events', { doubles: t('step.doubles', { count: s.doubles }), halves: t('step.halves', { count: s.halves }), amount: money(s.amount) })
        case 'round-up':
          return t('step.round-up', { amount: money(s.amount) })
        case 'minimum':
          return t('step.minimum', { amount: money(s.amount) })
      }
    })
    .join(', ')
    .replace(/, × /g, ' × ')
}
