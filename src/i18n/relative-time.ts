import { dateTag } from './date-locale.ts'
import type { Locale } from './i18n.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * When something happened, in words: "5 minutes ago", "yesterday", then a date. Under a minute
 * it is null: the caller says "just now" in its own words. Dates as the browser writes them (date-locale.ts).
 */
export function relativeTime(locale: Locale, then: number, now: number, languages?: readonly string[]): string | null {
  const ago = now - then
  if (ago < MINUTE) return null
  const tag = dateTag(locale, languages)
  const rtf = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return rtf.format(-Math.floor(ago / HOUR), 'hour')
  if (ago < 7 * DAY) return rtf.format(-Math.floor(ago / DAY), 'day')
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(then))
}
