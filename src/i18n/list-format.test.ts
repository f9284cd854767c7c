import { describe, expect, it } from 'vitest'
import { formatList } from './list-format.ts'

describe('a list of names', () => {
  it('isolates each name that could reorder its neighbours and the commas, and leaves the others as typed', () => {
    const hebrew = '\u05d3\u05e0\u05d4'
    const controlled = '\u202eAnn'
    expect(formatList('en', ['Ann', hebrew, 'Ben'])).toBe(`Ann, \u2068${hebrew}\u2069, and Ben`)
    expect(formatList('fr', [controlled, 'Ben'])).toBe(`\u2068${controlled}\u2069 et Ben`)
    expect(formatList('es', ['Ann', 'Ben'])).toBe('Ann y Ben')
  })
})
