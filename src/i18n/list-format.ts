import type { Locale } from './i18n.ts'

const formats = new Map<Locale, Intl.ListFormat>()

/** "Ann, Ben and Cy" / "Ann, Ben et Cy" / "Ann, Ben y Cy". */
export function formatList(locale: Locale, items: readonly string[]): string {
  let format = formats.get(locale)
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
    formats.set(locale, format)
  }
  return format.format(items)
}
