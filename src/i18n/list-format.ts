import { isolate, type Locale } from './i18n.ts'

const formats = new Map<Locale, Intl.ListFormat>()

/**
 * "Ann, Ben and Cy" / "Ann, Ben et Cy" / "Ann, Ben y Cy", each item isolated from the others and the
 * commas when it could reorder them (a name in Arabic, say), as a message's values are.
 */
export function formatList(locale: Locale, items: readonly string[]): string {
  let format = formats.get(locale)
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
    formats.set(locale, format)
  }
  return format.format(items.map(isolate))
}
