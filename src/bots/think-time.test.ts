import { describe, expect, it } from 'vitest'
import { LEAST_THINK_MS, THINK_MS, thinkingLeft } from './think-time.ts'

describe('thinkingLeft', () => {
  it('gives a request read at once the whole clock', () => {
    expect(thinkingLeft(0)).toBe(THINK_MS)
  })

  it('takes the wait to be read off the thinking, so that the page waits about the same', () => {
    expect(thinkingLeft(30)).toBe(THINK_MS - 30)
    expect(thinkingLeft(30) + 30).toBe(THINK_MS)
  })

  it('still thinks a little after a long wait (a worker starting on a slow device)', () => {
    expect(thinkingLeft(400)).toBe(LEAST_THINK_MS)
  })

  it('reads a clock that went backwards, or no clock, as no wait', () => {
    expect(thinkingLeft(-5)).toBe(THINK_MS)
    expect(thinkingLeft(Number.NaN)).toBe(THINK_MS)
  })
})
