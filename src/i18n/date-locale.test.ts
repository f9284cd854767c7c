import { describe, expect, it } from 'vitest'
import { finishedWhen } from '../history/history-words.ts'
import { dateTag } from './date-locale.ts'
import { relativeTime } from './relative-time.ts'

// Noon on 3 December 2026 (UTC): the same day in every time zone a test machine is likely to use.
const DAY = Date.UTC(2026, 11, 3, 12, 0)
const LATER = DAY + 30 * 24 * 3600_000

describe('dates in the browser’s way', () => {
  it('takes the browser’s region for the language shown', () => {
    expect(dateTag('en', ['en-GB', 'en'])).toBe('en-GB')
    expect(dateTag('en', ['fr-CA', 'en-AU'])).toBe('en-AU')
    expect(dateTag('es', ['es-MX'])).toBe('es-MX')
    expect(dateTag('fr', ['fr-CH', 'fr'])).toBe('fr-CH')
  })

  it('falls back on the language’s usual region when the browser names none', () => {
    expect(dateTag('en', ['fr-FR'])).toBe('en-US')
    expect(dateTag('es', [])).toBe('es-ES')
    expect(dateTag('fr', ['de-DE', 'not a tag'])).toBe('fr-FR')
  })

  it('writes day before month under en-GB, month first under en-US', () => {
    expect(relativeTime('en', DAY, LATER, ['en-GB'])).toBe('3 Dec 2026')
    expect(relativeTime('en', DAY, LATER, ['en-US'])).toBe('Dec 3, 2026')
    expect(finishedWhen('en', DAY, ['en-GB'])).toMatch(/^3 Dec 2026, \d\d:\d\d$/)
    expect(finishedWhen('en', DAY, ['en-US'])).toMatch(/^Dec 3, 2026, \d{1,2}:\d\d\s?[AP]M$/)
  })

  it('keeps the app’s language for the words', () => {
    expect(relativeTime('fr', DAY, LATER, ['en-GB'])).toBe('3 déc. 2026')
    expect(relativeTime('es', DAY, DAY + 5 * 60_000, ['en-GB'])).toBe('hace 5 minutos')
  })
})
