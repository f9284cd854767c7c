import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { Locale } from './locales.ts'

/*
 * Numbers and money in each language. Apart from i18n.ts: Home shows no amount, and money needs the
 * rulesets' table (which kind of money a ruleset has), which the first page does without.
 */

/** BCP 47 tags for formatting: each language with its usual number conventions. */
const FORMAT_TAG: { readonly [L in Locale]: string } = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' }

/** Per language and kind: its formatter, and the amounts it has already worded (a table says the same few dozen on every move). */
const formatters = new Map<string, { readonly format: Intl.NumberFormat; readonly said: Map<number, string> }>()

function format(locale: Locale, kind: 'number' | 'money', n: number): string {
  const key = `${locale}:${kind}`
  let formatter = formatters.get(key)
  if (formatter === undefined) {
    const format =
      kind === 'money'
        ? new Intl.NumberFormat(FORMAT_TAG[locale], {
            style: 'currency',
            currency: 'USD',
            currencyDisplay: 'narrowSymbol',
            maximumFractionDigits: 0,
            minimumFractionDigits: 0,
          })
        : new Intl.NumberFormat(FORMAT_TAG[locale], { maximumFractionDigits: 0 })
    formatter = { format, said: new Map() }
    formatters.set(key, formatter)
  }
  let text = formatter.said.get(n)
  if (text === undefined) {
    text = formatter.format.format(n)
    // Bounded: a long session's odd amounts never grow it without end.
    if (formatter.said.size > 2000) formatter.said.clear()
    formatter.said.set(n, text)
  }
  return text
}

export function formatNumber(locale: Locale, n: number): string {
  return format(locale, 'number', n)
}

/**
 * Money as the table reads it. For Sale money and checks count thousands of dollars: en "$15,000",
 * fr "15 000 $", es "15.000 $". Sold! money cards and checks are plain numbers.
 */
export function formatMoney(locale: Locale, rulesetId: RulesetId, amount: number): string {
  if (RULESETS[rulesetId].money === 'amount') return format(locale, 'money', amount * 1000)
  return formatNumber(locale, amount)
}
