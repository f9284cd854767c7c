import { describe, expect, it } from 'vitest'
import { FUTURE_SLACK_MS, MAX_DATE_MS, isStoredTime } from './bounds.ts'

describe('stored times', () => {
  const now = Date.UTC(2026, 11, 5)

  it('accepts a time a Date can show, up to a little past now', () => {
    expect(isStoredTime(0, now)).toBe(true)
    expect(isStoredTime(now, now)).toBe(true)
    expect(isStoredTime(now + FUTURE_SLACK_MS, now)).toBe(true)
  })

  it('refuses a finite number past the Date range, one far in the future, and anything not a whole time', () => {
    expect(isStoredTime(9_000_000_000_000_000, now)).toBe(false)
    expect(isStoredTime(MAX_DATE_MS + 1, now)).toBe(false)
    expect(isStoredTime(now + FUTURE_SLACK_MS + 1, now)).toBe(false)
    for (const v of [-1, 1.5, Number.NaN, Infinity, '1000', null]) expect(isStoredTime(v, now), String(v)).toBe(false)
  })
})
