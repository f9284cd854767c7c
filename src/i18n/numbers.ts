import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { Locale } from './locales.ts'

/*
 * Numbers and money in each language. Apart from i18n.ts: Home shows no amount, and money needs the
 * rulesets' table (which kind of money a ruleset has), which the first page does without.
 */

/** BCP 47 tags for formatting: each language with its usual number conventions. */
const FORMAT_TAG: { readonly [L in Locale]: string } = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' }

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: Locale, kind: 'number' | 'money'): Intl.NumberFormat {
  const key = `${locale}:${kind}`
  let format = numberFormats.get(key)
  if (format === undefined) {
    format =
      kind === 'money'
        ? new Intl.NumberFormat(FORMAT_TAG[locale], {
            style: 'currency',
            currency: 'USD',
            currencyDisplay: 'narrowSymbol',
            maximumFractionDigits: 0,
            minimumFractionDigits: 0,
          })
        : new Intl.NumberFormat(FORMAT_TAG[locale], { maximumFractionDigits: 0 })
    numberFormats.set(key, format)
  }
  return format
}

/** Amounts already worded, per language and kind: a table says the same few dozen on every move. */
const formatted = new Map<string, Map<number, string>>()

function format(locale: Locale, kind: 'number' | 'money', n: number): string {
  const key = `${locale}:${kind}`
  let done = formatted.get(key)
  if (done === undefined) {
    done = new Map()
    formatted.set(key, done)
  }
  let text = done.get(n)
  if (text === undefined) {
    text = numberFormat(locale, kind).format(n)
    // Bounded: a long session's odd amounts never grow it without end.
    if (done.size > 2000) done.clear()
    done.set(n, text)
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
