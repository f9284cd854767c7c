import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { playRandomGame } from '../engine/random-play.ts'
import { RULESETS, RULESET_IDS, auctionCount, type PlayerCount } from '../engine/rulesets.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import { LOCALES, translator, type Locale } from '../i18n/i18n.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { useLocale } from '../i18n/locale-store.ts'
import { compareTable } from './compare-table.ts'
import { PassCalculator } from './pass-calculator.tsx'
import { EXAMPLES, rulesContent, shortAuction } from './rules-content.ts'
import type { RuleSection } from './rule-section.ts'
import { buildIndex, searchRules } from './rules-search.ts'
import { SaleCalculator } from './sale-calculator.tsx'
import { ruleFor } from './why.ts'

/**
 * The errata found by reading the rules text against rules/sources/ and RULES.md: one check per
 * erratum, each able to fail on the wrong wording, so that none comes back.
 */

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const section = (locale: Locale, id: string): RuleSection => {
  const found = rulesContent(locale).find((s) => s.id === id)
  if (found === undefined) throw new Error(`no section ${id}`)
  return found
}
/** Everything a section shows, as one string. */
const shown = (s: RuleSection) => spaces([s.title, ...s.paragraphs, s.example ?? '', s.ruling?.open ?? '', s.ruling?.does ?? '', s.ruling?.why ?? ''].join(' '))
const all = (locale: Locale, prefix = '') =>
  rulesContent(locale)
    .filter((s) => s.id.startsWith(prefix))
    .map(shown)
    .join('\n')

afterEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('errata', () => {
  it('1. Sold! needs a third pack at 5–6 players; own-deck advice; a pass after a bid of 1 costs nothing', () => {
    const words = {
      en: { third: 'third', back: 'another back', faceUp: 'face up', faceDown: 'face down', one: 'after a bid of 1, costs nothing' },
      fr: { third: 'troisième', back: 'dos différent', faceUp: 'face visible', faceDown: 'face cachée', one: 'après une mise de 1, ne coûte rien' },
      es: { third: 'tercera', back: 'otro dorso', faceUp: 'boca arriba', faceDown: 'boca abajo', one: 'tras una puja de 1, no cuesta nada' },
    } as const
    for (const locale of LOCALES) {
      const setup = section(locale, 'sold.setup').paragraphs.join(' ')
      const w = words[locale]
      expect(setup, locale).toMatch(new RegExp(`${w.third}.*5.*6|5.*6.*${w.third}`))
      for (const word of [w.back, w.faceUp, w.faceDown]) expect(setup, `${locale}: ${word}`).toContain(word)
      expect(section(locale, 'sold.paying').paragraphs[0], locale).toContain(w.one)
      const description = translator(rulesetMessages, locale)('sold.description')
      expect(description, locale).not.toMatch(/two|deux|dos/i)
    }
  })

  it('2. R6 gives the count (players − properties turned up) and its example, as the engine plays it', () => {
    // The engine: at 5 players the last auction of "Not enough for everyone" has free passes for two.
    const game = playRandomGame('for-sale-scarce', 5, 'errata-r6')
    const short = game.events.flat().find((e) => e.type === 'auction-started' && e.freePasses > 1)
    expect(short).toMatchObject({ properties: expect.any(Array) })
    if (short?.type !== 'auction-started') throw new Error('no short auction')
    expect(shortAuction('for-sale-scarce')).toEqual({ players: 5, left: short.properties.length, free: short.freePasses })
    expect(short.freePasses).toBe(2)
    const phrase = { en: 'the first 2 to pass', fr: 'les 2 premiers à passer', es: 'los 2 primeros en pasar' } as const
    for (const locale of LOCALES) {
      const r6 = section(locale, 'R6').ruling?.does ?? ''
      expect(r6, locale).toContain(phrase[locale])
      expect(r6, locale).toMatch(/5/)
      // "paying.scarce" names the exception to "the first passer pays nothing".
      const paying = section(locale, 'for-sale-scarce.paying').paragraphs[0] ?? ''
      expect(paying, locale).toContain('R6')
      expect(paying, locale).toMatch(/\b2\b/)
      expect(section(locale, 'for-sale-scarce.auctions').paragraphs[1], locale).toContain(phrase[locale])
    }
  })

  it('3. R1, R2, R7 and R8 say what each source says, and what the ruling adds', () => {
    for (const locale of LOCALES) {
      const open = (id: string) => section(locale, id).ruling?.open ?? ''
      expect(all(locale, 'R'), locale).not.toMatch(/youngest|plus jeune|más joven/i)
      expect(open('R1'), locale).toMatch(/IELLO/)
      expect(open('R1'), locale).toMatch(/Gryphon/)
      expect(open('R1'), locale).toMatch(/house|maison|casa/i)
      expect(open('R2'), locale).toMatch(/Sold!/)
      expect(open('R2'), locale).toMatch(/IELLO/)
      expect(open('R7'), locale).toMatch(/IELLO/)
      expect(open('R8'), locale).toMatch(/FAQ|preguntas frecuentes/)
      for (const id of ['R1', 'R2', 'R7', 'R8']) expect(open(id), `${locale} ${id}`).not.toMatch(/^(The rules do not say|Les règles ne disent pas|Las reglas no dicen)/)
    }
  })

  it('4. the scarce passing example has passers with different bids, and plays as the engine does', () => {
    const { first, bid: next, top } = EXAMPLES.scarcePassing
    expect(first).not.toBe(next)
    const { events } = play(gameWith('for-sale-scarce', 3), bid(0, first), bid(1, next), bid(2, top), pass(0), pass(1))
    const passes = events.filter((e) => e.type === 'passed')
    expect(passes).toMatchObject([
      { player: 0, property: null, cost: 0, refund: first },
      { player: 1, cost: 2, refund: 3 },
    ])
    expect(events.find((e) => e.type === 'won')).toMatchObject({ player: 2, price: top })
    expect(section('en', 'for-sale-scarce.paying').example).toBe(
      'Ann bids $4,000, Ben $5,000, Cy $6,000. Ann passes first: all her $4,000 comes back, no property. Ben passes next: he pays $2,000, gets $3,000 back and takes the lower property. Cy takes the higher one for $6,000.',
    )
  })

  it('5. the pass calculator for Sold!: nothing comes back, and a win can cost more than the bid', () => {
    render(<PassCalculator ruleset="sold" />)
    fireEvent.change(screen.getByLabelText(/Your own bid/), { target: { value: '7' } })
    const result = screen.getByTestId('pass-result').parentElement as HTMLElement
    expect(within(result).getByTestId('pass-result')).toHaveTextContent('Passing costs 3, paid with your money cards. Nothing was put down while bidding, so nothing comes back.')
    expect(result).not.toHaveTextContent(/4 comes back/)
    expect(result).toHaveTextContent('no change: without a card or set worth exactly 7, it costs more.')
    fireEvent.change(screen.getByLabelText(/Your own bid/), { target: { value: '1' } })
    expect(result).toHaveTextContent('After a bid of 1, passing costs nothing: half of 1, rounded down, is 0.')
    // For Sale still gets its bills back.
    fireEvent.change(screen.getByLabelText('Ruleset'), { target: { value: 'for-sale' } })
    fireEvent.change(screen.getByLabelText(/Your own bid/), { target: { value: '5' } })
    expect(screen.getByTestId('pass-result')).toHaveTextContent('Passing costs $2,000; $3,000 comes back.')
  })

  it('6. any higher whole amount may be bid, not a fixed step', () => {
    for (const locale of LOCALES) {
      const text = section(locale, 'for-sale.auctions').paragraphs[0] ?? ''
      expect(text, locale).not.toMatch(/steps of|paliers|de 1000 \$ en 1000 \$|de 1\.000 \$ en/)
      expect(text, locale).toMatch(/any whole amount|n’importe quelle somme entière|cualquier cantidad entera/)
    }
  })

  it('7. French: the IELLO box’s words, the variant’s name, and no ambiguity or calques', () => {
    const forSale = all('fr', 'for-sale.')
    expect(forSale).toContain('Maison')
    expect(forSale).toContain('manche d’achat')
    expect(forSale).not.toMatch(/propriété/i)
    expect(translator(rulesetMessages, 'fr')('for-sale-scarce.name')).toContain('il n’y en aura pas pour tout le monde')
    expect(translator(rulesetMessages, 'fr')('for-sale-scarce.description')).toContain('« Il n’y en aura pas pour tout le monde »')
    const fr = all('fr') + compareTable('fr').rows.map((r) => [r.label, ...r.cells].join(' ')).join(' ')
    expect(fr).not.toMatch(/pas assez pour tout le monde/i)
    expect(section('fr', 'sold.selling').paragraphs[0]).toContain('et non plus leur valeur')
    expect(fr).not.toContain('de moins qu’il y a de joueurs')
    expect(section('fr', 'for-sale-scarce.auctions').paragraphs[0]).toContain('de moins qu’il n’y a de joueurs')
    for (const calque of ['L’argent est une somme', 'payez le coût du passe', 'Propriété du haut gratuite', 'Coût du passe']) expect(fr).not.toContain(calque)
    expect(translator(teacherMessages, 'fr')('exPassFree')).not.toMatch(/pas assez/i)
    // Court cards in French: roi, dame, valet.
    const sold = all('fr', 'sold.')
    expect(sold).toContain('R♠')
    expect(sold).toContain('D♦')
    expect(sold).not.toMatch(/[KQJ][♠♣♥♦]/)
    expect(all('en', 'sold.')).toContain('K♠')
    // …and in the sale calculator.
    act(() => useLocale.getState().setLocale('fr'))
    render(<SaleCalculator ruleset="sold" />)
    expect(screen.getByTestId('sale-result')).toHaveTextContent('R♠')
    expect(screen.getByTestId('sale-result')).not.toHaveTextContent(/[KQJ][♠♣♥♦]/)
  })

  it('8. Spanish: the Gryphon text’s “cartas de moneda” and “banco” named beside our words, and searchable; “de cada tipo”', () => {
    const setup = section('es', 'for-sale-gryphon.setup').paragraphs.join(' ')
    expect(setup).toContain('«cartas de moneda»')
    expect(setup).toContain('«banco»')
    expect(setup).toContain('cheques')
    const index = buildIndex('es', rulesContent('es'))
    expect(searchRules(index, 'cartas de moneda', 'for-sale-gryphon')[0]?.id).toBe('for-sale-gryphon.setup')
    expect(searchRules(index, 'banco', 'for-sale-gryphon')[0]?.id).toBe('for-sale-gryphon.paying')
    expect(compareTable('es').rows.find((r) => r.label.startsWith('Apartadas'))?.label).toBe('Apartadas sin ver (propiedades y cheques, de cada tipo)')
  })

  it('9. English: “half your own bid”, and a search placeholder that does not end in “..”', () => {
    const en = all('en') + compareTable('en').rows.map((r) => r.cells.join(' ')).join(' ')
    expect(en).not.toMatch(/half the own bid|half of the own bid/)
    expect(compareTable('en').rows.find((r) => r.label === 'Passing costs')?.cells[0]).toMatch(/^half your own bid/)
    expect(translator(teacherMessages, 'en')('exPassDown', { bid: '$3,000', cost: '$1,000', property: '17' })).not.toContain('the own bid')
    for (const locale of LOCALES) expect(translator(rulesUiMessages, locale)('searchPlaceholder'), locale).not.toMatch(/(\.\.|…)$/)
  })

  it('10. the scarce variant’s ordinary free pass is its printed rule; R6 only the leftover case', () => {
    const freePass = { type: 'passed', player: 1, property: null, bid: 4, cost: 0, refund: 4, forced: false } as const
    expect(ruleFor(freePass, 'for-sale-scarce')).toBe('for-sale-scarce.paying')
    expect(ruleFor({ type: 'auction-started', auction: 6, properties: [28, 29, 30], starter: 0, freePasses: 2 }, 'for-sale-scarce')).toBe('R6')
    expect(ruleFor({ type: 'auction-started', auction: 2, properties: [3, 9, 17, 28], starter: 0, freePasses: 1 }, 'for-sale-scarce')).toBe('for-sale-scarce.auctions')
    for (const locale of LOCALES) {
      const t = translator(teacherMessages, locale)
      expect(t('exPassFree'), locale).not.toContain('R6')
      expect(t('exPassFreeLeftovers'), locale).toContain('R6')
    }
  })

  it('11. rounds per phase at every player count; paid money leaves the game; sold houses leave the game; Gryphon’s tips', () => {
    // IELLO prints 10/7/6/5.
    expect(([3, 4, 5, 6] as PlayerCount[]).map((p) => auctionCount(RULESETS['for-sale'], p))).toEqual([10, 7, 6, 5])
    const rounds = compareTable('en').rows.find((r) => r.label.startsWith('Rounds per phase'))
    expect(rounds?.cells).toEqual([
      '8, 6, 5, 4 (buying, then selling)',
      '10, 7, 6, 5 (buying, then selling)',
      '8, 7, 6, 5 (buying, then selling)',
      '10, 10, 7, 6 auctions; the sale lasts while anyone holds a property',
    ])
    expect(section('en', 'for-sale.setup').paragraphs).toContain('Each phase (buying, then selling) has 10 rounds at 3 players, 7 rounds at 4 players, 6 rounds at 5 players, and 5 rounds at 6 players.')
    expect(section('fr', 'for-sale.setup').paragraphs.join(' ')).toContain('10 manches à 3 joueurs, 7 manches à 4 joueurs, 6 manches à 5 joueurs et 5 manches à 6 joueurs')
    const leaves = { en: 'it never goes to another player', fr: 'il ne passe jamais à un autre joueur', es: 'nunca pasa a otro jugador' } as const
    const sold = { en: 'Sold properties leave the game.', fr: 'Les Maisons vendues quittent la partie.', es: 'Las propiedades vendidas salen de la partida.' } as const
    for (const locale of LOCALES) {
      for (const r of RULESET_IDS) {
        expect(section(locale, `${r}.paying`).paragraphs[0], `${locale} ${r}`).toContain(leaves[locale])
        expect(section(locale, `${r}.setup`).paragraphs.join(' '), `${locale} ${r}`).toMatch(/\b6\b.*\b5\b/)
      }
      expect(section(locale, 'for-sale.selling').paragraphs[0], locale).toContain(sold[locale])
      expect(section(locale, 'for-sale-gryphon.goal').paragraphs, locale).toHaveLength(2)
      expect(section(locale, 'for-sale.goal').paragraphs, locale).toHaveLength(1)
    }
  })
})

describe('the sale calculator', () => {
  it('accepts 2 sellers, as in a late round of “Not enough for everyone”', () => {
    render(<SaleCalculator ruleset="for-sale-scarce" />)
    const players = screen.getByLabelText('Players selling')
    expect(players).toHaveAttribute('min', '2')
    fireEvent.change(players, { target: { value: '2' } })
    expect(within(screen.getByTestId('sale-result')).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByTestId('sale-result')).toHaveTextContent('Ann: 27 takes $15,000Ben: 12 takes $9,000')
  })
})
