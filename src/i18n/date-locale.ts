import type { Locale } from './locales.ts'

/** Each language's usual way with dates, when the browser asks for none of its regional ways. */
const USUAL: { readonly [L in Locale]: string } = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' }

const chosen = new Map<string, string>()

/**
 * The language tag to write dates and times with: the browser's own choice of region for
 * the language Gavel is shown in (navigator.languages), so that an en-GB browser reads "3 Dec 2026"
 * and an es-MX one its own way; the language's usual region when the browser names none of them
 * (English shown to a French browser: en-US). The words come from the app's language, the order of
 * day, month and year and the clock from the browser's.
 */
export function dateTag(locale: Locale, languages: readonly string[] = browserLanguages()): string {
  const key = `${locale}|${languages.join(',')}`
  let tag = chosen.get(key)
  if (tag === undefined) {
    const wanted = languages.find((l) => l.toLowerCase().split('-')[0] === locale && Intl.DateTimeFormat.supportedLocalesOf([l]).length > 0)
    tag = wanted ?? USUAL[locale]
    chosen.set(key, tag)
  }
  return tag
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  const all = [...(navigator.languages ?? []), navigator.language]
  return all.filter((l): l is string => typeof l === 'string' && l !== '')
}
