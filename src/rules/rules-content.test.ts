import { describe, expect, it } from 'vitest'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import { LOCALES } from '../i18n/i18n.ts'
import { compareTable } from './compare-table.ts'
import { EXAMPLES, rulesContent } from './rules-content.ts'
import { RULING_IDS, TOPICS } from './section-ids.ts'
import { RULESET_IDS } from '../engine/rulesets.ts'

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const section = (locale: 'en' | 'fr' | 'es', id: string) => {
  const found = rulesContent(locale).find((s) => s.id === id)
  if (found === undefined) throw new Error(`no section ${id}`)
  return found
}

describe('rules content', () => {
  it('has goal, setup, auctions, paying, selling and scoring for every ruleset, each with an example, and R1–R9 as rulings', () => {
    for (const locale of LOCALES) {
      const sections = rulesContent(locale)
      for (const r of RULESET_IDS) {
        for (const topic of TOPICS) {
          const s = sections.find((x) => x.id === `${r}.${topic}`)
          expect(s?.paragraphs.join('').length, `${locale} ${r}.${topic}`).toBeGreaterThan(60)
          expect(s?.example?.length ?? 0, `${locale} ${r}.${topic} example`).toBeGreaterThan(20)
          // Every placeholder was filled.
          expect(`${s?.paragraphs.join(' ')} ${s?.example}`).not.toMatch(/\{[a-zA-Z]\w*\}/)
        }
      }
      for (const id of RULING_IDS) {
        const s = sections.find((x) => x.id === id)
        expect(s?.ruling?.open.length ?? 0).toBeGreaterThan(20)
        expect(s?.ruling?.does.length ?? 0).toBeGreaterThan(20)
        expect(s?.ruling?.why.length ?? 0).toBeGreaterThan(20)
        expect(`${s?.title} ${s?.ruling?.open} ${s?.ruling?.does} ${s?.ruling?.why}`).not.toMatch(/\{[a-zA-Z]\w*\}/)
      }
    }
  })

  it('works the Sold! payment example as the engine does: owing 9 with 2, 3, 5, 8', () => {
    expect(section('en', 'sold.paying').example).toBe(
      'You hold {2, 3, 5, 8} and owe 9. You may pay {2, 3, 5}, {2, 8}, {3, 8}, and {5, 8}. {3, 5, 8} is not allowed: without the 3, the 13 left still covers 9.',
    )
    expect(section('fr', 'sold.paying').example).toContain('{2, 3, 5}, {2, 8}, {3, 8} et {5, 8}')
  })

  it('works the pass-cost examples: IELLO bid 5 gets 3 back, Gryphon bid 3 costs 2, scarce first passer free', () => {
    expect(section('en', 'for-sale.paying').example).toBe('You bid $5,000 and then pass: you pay $2,000 and get $3,000 back.')
    expect(section('en', 'for-sale-gryphon.paying').example).toBe('You bid $3,000 and then pass: you pay $2,000 and get $1,000 back.')
    expect(spaces(section('fr', 'for-sale.paying').example ?? '')).toBe('Vous misez 5 000 $ puis passez : vous payez 2 000 $ et récupérez 3 000 $.')
    expect(spaces(section('es', 'for-sale-gryphon.paying').example ?? '')).toBe('Pujas 3000 $ y luego pasas: pagas 2000 $ y recuperas 1000 $.')
    expect(section('en', 'for-sale-scarce.paying').example).toBe(
      'Ann bids $4,000, Ben $5,000, Cy $6,000. Ann passes first: all her $4,000 comes back, no property. Ben passes next: he pays $2,000, gets $3,000 back and takes the lower property. Cy takes the higher one for $6,000.',
    )
  })

  it('tells the auction examples as a real game plays them', () => {
    // IELLO and Gryphon: 4, 17, 25; Ann 3, Ben 5, Cy passes, Ann passes.
    for (const ruleset of ['for-sale', 'for-sale-gryphon'] as const) {
      const { properties, annBid, benBid } = EXAMPLES.forSaleAuction
      const { events } = play(gameWith(ruleset, 3, { properties }), bid(0, annBid), bid(1, benBid), pass(2), pass(0))
      const passed = events.filter((e) => e.type === 'passed')
      expect(passed[0]).toMatchObject({ player: 2, property: 4, cost: 0 })
      expect(passed[1]).toMatchObject({ player: 0, property: 17 })
      expect(events.find((e) => e.type === 'won')).toMatchObject({ player: 1, property: 25, price: benBid })
      const cost = (passed[1] as { cost: number }).cost
      expect(section('en', `${ruleset}.auctions`).example).toContain(`she takes 17 and pays $${cost},000 of her $3,000`)
    }
    // Scarce at 3 players: 9, 22; Cy's first pass is free.
    const { properties, annBid, benBid } = EXAMPLES.scarceAuction
    const { events } = play(gameWith('for-sale-scarce', 3, { properties }), bid(0, annBid), bid(1, benBid), pass(2), pass(0))
    expect(events.filter((e) => e.type === 'passed')).toMatchObject([
      { player: 2, property: null, cost: 0 },
      { player: 0, property: 9, cost: 1 },
    ])
    expect(section('en', 'for-sale-scarce.auctions').example).toContain('she takes 9 and pays $1,000 of her $3,000')
    // Sold!: 3♣, 7♠, 10♣; Ann 2, Ben 4, Cy passes, Ann 6, Ben passes.
    const sold = play(gameWith('sold', 3, { properties: EXAMPLES.soldAuction.properties }), bid(0, 2), bid(1, 4), pass(2), bid(0, 6), pass(1))
    expect(sold.events.filter((e) => e.type === 'passed')).toMatchObject([
      { player: 2, property: 5, cost: 0 },
      { player: 1, property: 14, cost: 2 },
    ])
    expect(section('en', 'sold.auctions').example).toContain('Ben takes 7♠ and pays half of 4, that is 2')
  })

  it('works the sale and score examples with the engine', () => {
    expect(section('en', 'for-sale.selling').example).toBe(
      'The checks $15,000, $9,000, and $0 (refused) are up. Ann shows 27, Ben 12 and Cy 4: Ann (27) takes $15,000, Ben (12) takes $9,000, and Cy (4) takes $0 (refused).',
    )
    expect(section('en', 'sold.selling').example).toContain('Ann (K♠) takes Q♦, Cy (9♠) takes 7♥, and Ben (4♣) takes 2♥')
    expect(section('en', 'for-sale.scoring').example).toContain('Level on $47,000: Ben wins with more money left.')
    expect(section('en', 'sold.scoring').example).toContain('Level on 32: Ben wins with more money cards left.')
    expect(section('en', 'sold.goal').example).toBe('Ann ends with 3 money cards and these checks: K♦ (13), 9♥ (9), and 5♦ (5). That is 27 + 3 = 30 points.')
  })

  it('writes money as each language does, never "$15,000" in French or Spanish', () => {
    for (const locale of ['fr', 'es'] as const) {
      const text = rulesContent(locale)
        .map((s) => [s.title, ...s.paragraphs, s.example ?? '', s.ruling?.does ?? ''].join(' '))
        .join(' ')
      expect(text).not.toMatch(/\$\s?\d/)
      expect(spaces(text)).toContain(locale === 'fr' ? '15 000 $' : '15.000 $')
    }
    expect(rulesContent('en').map((s) => s.example ?? '').join(' ')).toContain('$15,000')
  })

  it('builds the edition table: 12 rows, 4 rulesets, numbers from the rulesets', () => {
    for (const locale of LOCALES) {
      const table = compareTable(locale)
      expect(table.columns).toHaveLength(4)
      expect(table.rows).toHaveLength(12)
      for (const row of table.rows) expect(row.cells.every((c) => c.length > 0)).toBe(true)
    }
    const en = compareTable('en')
    expect(en.rows.find((r) => r.label === 'Money per player')?.cells[1]).toBe('$28,000 at 3, $21,000 at 4, $16,000 at 5, $14,000 at 6')
    expect(spaces(compareTable('fr').rows[4]?.cells[2] ?? '')).toBe('18 000 $ à 3 et 4, 14 000 $ à 5 et 6 (pièces de 2 000 $ et de 1 000 $)')
  })
})
