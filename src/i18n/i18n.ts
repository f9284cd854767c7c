import { useLocale } from './locale-store.ts'
import type { Locale } from './locales.ts'

export { LOCALES, LOCALE_NAMES, isLocale, type Locale } from './locales.ts'
export { useLocale } from './locale-store.ts'

/**
 * Message text with `{name}` placeholders, or the forms of a message about a number of things, one
 * per plural category of `Intl.PluralRules` ("one", "other", and "many" where a language has it;
 * French says "0 carte" where English says "0 cards"). A plural message is chosen by its `{count}`.
 */
export type MessageText = string | Plural

export interface Plural {
  readonly one?: string
  readonly many?: string
  readonly other: string
}

type Table = { readonly [key: string]: MessageText }

/** One area's messages: English decides the keys (and their placeholders), French and Spanish must have exactly those keys. */
export type Messages<E extends Table = Table> = { readonly en: E; readonly fr: Like<E>; readonly es: Like<E> }

/** Another language's messages for English's: the same keys, a plural where English has one. */
type Like<E extends Table> = { readonly [P in keyof E]: E[P] extends string ? string : E[P] extends Plural ? Plural : MessageText }

export type Params = Readonly<Record<string, string | number>>

/** The `{names}` of a text; a box's own word (`{_property}`) is no parameter, the edition fills it. */
type Names<S extends string> = S extends `${string}{${infer N}}${infer R}` ? (N extends `_${string}` ? never : N) | Names<R> : never
type TextNames<T> = T extends string ? Names<T> : T extends Plural ? Names<T[keyof T] & string> | 'count' : never
type Value<T, N> = N extends 'count' ? (T extends Plural ? number : string | number) : string | number

/** What a message takes: exactly its placeholders (a plural's `count` a number), or nothing. */
export type ParamsOf<T> = [TextNames<T>] extends [never] ? [] : [params: { readonly [N in TextNames<T>]: Value<T, N> }]

/**
 * `t(key, params)`: the English message decides the params, so a call that leaves one out or
 * misspells one fails the type check.
 */
export type Translate<E extends Table> = <K extends keyof E & string>(key: K, ...params: ParamsOf<E[K]>) => string

/**
 * Declare an area's messages. French and Spanish are typed from English's keys: a missing key is
 * a type error, and so is an extra one (object literals are checked for excess properties). That
 * their placeholders are English's is checked by messages-complete.test.ts.
 */
export function defineMessages<const E extends Table>(m: { readonly en: E; readonly fr: Like<E>; readonly es: Like<E> }): Messages<E> {
  return m
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
export function fill(text: string, params?: Params): string {
  if (params === undefined) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : isolate(String(value))
  })
}

/** The form of a plural message for `count` in `locale`, its count written as that language writes numbers. */
function pluralForm(text: Plural, locale: Locale, params: Params | undefined): [string, Params | undefined] {
  const count = params?.count
  if (typeof count !== 'number') return [text.other, params]
  const [plural, number] = (countFormats[locale] ??= [new Intl.PluralRules(locale), new Intl.NumberFormat(locale)])
  const form = text[plural.select(count) as keyof Plural] ?? text.other
  return [form, { ...params, count: number.format(count) }]
}

/** Each language's plural rules and number format, made once: a table's render words a dozen counts. */
const countFormats: Partial<Record<Locale, [Intl.PluralRules, Intl.NumberFormat]>> = {}

/** Translate outside React (pure functions such as narration take the locale as an argument). */
export function translator<E extends Table>(messages: Messages<E>, locale: Locale): Translate<E> {
  const table: Table = messages[locale]
  return (key, ...[params]: [Params?]) => {
    const text = table[key] ?? messages.en[key] ?? key
    return typeof text === 'string' ? fill(text, params) : fill(...pluralForm(text, locale, params))
  }
}

/** `t(key, params?)` in the current locale; re-renders when the locale changes. */
export function useT<E extends Table>(messages: Messages<E>): Translate<E> {
  const locale = useLocale((s) => s.locale)
  return translator(messages, locale)
}
