import { useLocale } from './locale-store.ts'
import type { Locale } from './locales.ts'

export { LOCALES, LOCALE_NAMES, isLocale, type Locale } from './locales.ts'
export { useLocale } from './locale-store.ts'

/** Message text with `{name}` placeholders. */
export type MessageText = string

/** One area's messages: English decides the keys, French and Spanish must have exactly those keys. */
export type Messages<K extends string> = { readonly [L in Locale]: { readonly [P in K]: MessageText } }

export type Params = Readonly<Record<string, string | number>>

export type Translate<K extends string> = (key: K, params?: Params) => string

/**
 * Declare an area's messages. French and Spanish are typed from English's keys: a missing key is
 * a type error, and so is an extra one (object literals are checked for excess properties).
 */
export function defineMessages<const E extends Record<string, MessageText>>(m: {
  readonly en: E
  readonly fr: { readonly [P in keyof E]: MessageText }
  readonly es: { readonly [P in keyof E]: MessageText }
}): Messages<keyof E & string> {
  return m as Messages<keyof E & string>
}

/**
 * Text written right to left, or holding direction controls: set in a sentence as it is, it would
 * pull the words and numbers beside it into its own direction ("Ann bids $20,000." read backwards).
 */
const REORDERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u

/** A value isolated from the sentence around it (first-strong isolate … pop), when it could reorder it. */
export function isolate(value: string): string {
  return REORDERS.test(value) ? `\u2068${value}\u2069` : value
}

/**
 * Fill `{name}` placeholders; a placeholder without a value is left as written, so the gap shows.
 * Every value is isolated from the words around it when it could reorder them (a name in Arabic, say).
 */
export function fill(text: MessageText, params?: Params): string {
  if (params === undefined) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : isolate(String(value))
  })
}

/** Translate outside React (pure functions such as narration take the locale as an argument). */
export function translator<K extends string>(messages: Messages<K>, locale: Locale): Translate<K> {
  const table = messages[locale]
  return (key, params) => fill(table[key] ?? messages.en[key] ?? key, params)
}

/** `t(key, params?)` in the current locale; re-renders when the locale changes. */
export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const locale = useLocale((s) => s.locale)
  return translator(messages, locale)
}

