import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/i18n.ts'
import { antiquesSections } from './antiques-content.ts'
import { rulesContent } from './rules-content.ts'
import { buildIndex, searchRules } from './rules-search.ts'
import { ANTIQUES_RULING_IDS, ANTIQUES_TOPICS, partOf } from './section-ids.ts'

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe("Antique Dealer's SOLD in the rules reference", () => {
  it('has its sections and its rulings A1-A8, in every language, every placeholder filled', () => {
    for (const locale of LOCALES) {
      const sections = rulesContent(locale).filter((s) => s.part === 'antiques')
      expect(sections.map((s) => s.id)).toEqual([...ANTIQUES_TOPICS.map((t) => `antiques.${t}`), ...ANTIQUES_RULING_IDS.map((r) => `antiques.${r}`)])
      for (const s of sections) {
        expect(`${s.title} ${s.paragraphs.join(' ')} ${s.example ?? ''} ${s.ruling?.open ?? ''} ${s.ruling?.does ?? ''} ${s.ruling?.why ?? ''}`).not.toMatch(/\{[a-zA-Z]\w*\}/)
        expect(partOf(s.id)).toBe('antiques')
      }
      for (const r of ANTIQUES_RULING_IDS) {
        const ruling = sections.find((s) => s.id === `antiques.${r}`)?.ruling
        expect(ruling?.does.length ?? 0).toBeGreaterThan(20)
      }
    }
  })

  it("works the source's examples live: $100, $250 and the Games collection's $38,000", () => {
    const en = antiquesSections('en')
    expect(en.find((s) => s.id === 'antiques.value')?.example).toBe(
      'Games $50, Rare ×3, damaged: $50 × 3 = $150, damaged → $75, rounded up → $100. Furniture $1,000, damaged: $1,000, damaged → $500, events (0 doublings, 1 halving) → $250.',
    )
    expect(en.find((s) => s.id === 'antiques.final')?.example).toContain('the other four add up to $19,200, rounded to $19,000, ×2: $38,000.')
    expect(en.find((s) => s.id === 'antiques.prices')?.example).toBe(
      'Four Glass items in a showcase, each worth $500 now: each may be priced up to $1,000 (×2). Half of $150: $75, rounded up to $100.',
    )
    expect(spaces(antiquesSections('fr').find((s) => s.id === 'antiques.final')?.example ?? '')).toContain('38 000 $')
  })

  it('is found by the search', () => {
    const index = buildIndex('en', rulesContent('en'))
    expect(searchRules(index, 'fake damaged')[0]?.id).toBe('antiques.value')
    expect(searchRules(index, 'collection factor')[0]?.id).toMatch(/^antiques\.(prices|A3)$/)
    // Another game's sections come after For Sale's and Sold!'s.
    expect(searchRules(index, 'rounding')[0]?.id).not.toMatch(/^antiques\./)
    expect(searchRules(index, 'rounding').some((h) => h.id === 'antiques.A2')).toBe(true)
  })
})
