import { describe, expect, it } from 'vitest'
import { DEAL_CODE_ALPHABET, DEAL_CODE_LENGTH, newDealCode, normalizeDealCode } from './deal-code.ts'

describe('deal codes', () => {
  it('are short and use only letters and digits that cannot be confused', () => {
    const codes = Array.from({ length: 200 }, newDealCode)
    for (const code of codes) {
      expect(code).toHaveLength(DEAL_CODE_LENGTH)
      for (const ch of code) expect(DEAL_CODE_ALPHABET).toContain(ch)
    }
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('read back whatever the case and spacing', () => {
    expect(normalizeDealCode(' abc-234 ')).toBe('ABC234')
    expect(normalizeDealCode('ab c2 34')).toBe('ABC234')
    expect(normalizeDealCode('')).toBeNull()
    expect(normalizeDealCode('ça va')).toBeNull()
    expect(normalizeDealCode('A'.repeat(25))).toBeNull()
  })
})
