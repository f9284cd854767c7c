import { describe, expect, it } from 'vitest'
import { passLabel } from '../components/pass-label.ts'
import { LOCALES, translator, type Locale } from '../i18n/i18n.ts'
import { antiquesMessages } from '../i18n/messages/antiques.ts'
import { editionTranslator } from '../i18n/edition-t.ts'
import { cardMessages } from '../i18n/messages/cards.ts'
import { homeMessages } from '../i18n/messages/home.ts'
import { narrationMessages } from '../i18n/messages/narration.ts'
import { padMessages } from '../i18n/messages/pad.ts'
import { revealMessages } from '../i18n/messages/reveal.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { rulesetDifferences } from '../i18n/messages/ruleset-differences.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { rulesContent } from './rules-content.ts'
import type { RuleSection } from './rule-section.ts'

/**
 * ERRATA-3 (../shared/rules/ERRATA-3.md), read with the booklets in hand: one check per point fixed,
 * each failing on the text as it stood at ec14dee.
 */

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const section = (locale: Locale, id: string): RuleSection => {
  const found = rulesContent(locale).find((s) => s.id === id)
  if (found === undefined) throw new Error(`no section ${id}`)
  return found
}
const shown = (s: RuleSection) => spaces([s.title, ...s.paragraphs, s.example ?? '', s.ruling?.open ?? '', s.ruling?.does ?? '', s.ruling?.why ?? ''].join(' '))

describe('ERRATA-3: what would mislead a player at the table', () => {
  it('the Sold! pass button says what is paid, since nothing was put down to come back', () => {
    const comesBack = { en: /comes back/, fr: /revien/, es: /recuperas/ } as const
    const pays = { en: 'you pay 1', fr: 'vous payez 1', es: 'pagas 1' } as const
    for (const locale of LOCALES) {
      const sold = passLabel(locale, 'sold', { property: 3, bid: 3, cost: 1, refund: 2 })
      expect(sold.detail, locale).not.toMatch(comesBack[locale])
      expect(sold.detail, locale).toContain(pays[locale])
      // For Sale's bid lies on the table: there, half of it does come back.
      expect(spaces(passLabel(locale, 'for-sale', { property: 3, bid: 3, cost: 1, refund: 2 }).detail ?? ''), locale).toMatch(comesBack[locale])
    }
  })

  it('the Antique final count says ruling A6: a sum under $1,000 is kept as it stands', () => {
    for (const locale of LOCALES) expect(section(locale, 'antiques.final').paragraphs.join(' '), locale).toContain('A6')
  })

  it('French Setup: passing costs half of one’s own bid (“sa mise”), not of the high bid', () => {
    const t = translator(rulesetDifferences, 'fr')
    for (const id of ['for-sale', 'for-sale-gryphon'] as const) {
      expect(t(id)).toContain('la moitié de sa mise')
      expect(t(id)).not.toContain('de l’enchère')
    }
  })
})

describe('ERRATA-3: the box’s words on the French game screens', () => {
  it('say manche d’achat and Maison, not enchère and propriété, with the right agreement', () => {
    const fr = [
      translator(tableMessages, 'fr')('auctionOf', { number: 1, total: 10 }),
      translator(teacherMessages, 'fr')('auctionOf', { number: 1, total: 10 }),
      translator(homeMessages, 'fr')('phaseAuction', { number: 1, total: 10 }),
      translator(padMessages, 'fr')('stageAuction', { number: 1, total: 10 }),
      translator(padMessages, 'fr')('auctionHint', { properties: 4 }),
      translator(revealMessages, 'fr')('auctionResult', { number: 1 }),
      translator(narrationMessages, 'fr')('auctionStarted', { number: 1, cards: '3, 8 et 17', name: 'Ann' }),
      translator(narrationMessages, 'fr')('freePass', { count: 1 }),
      translator(tableMessages, 'fr')('passFreeBack', { bid: '3 000 $' }),
      editionTranslator(cardMessages, 'fr', 'for-sale')('property', { number: 17 }),
    ]
    for (const text of fr) {
      expect(text).not.toMatch(/Enchère|propriété/i)
    }
    expect(fr[0]).toBe('Manche d’achat 1 sur 10')
    expect(fr[6]).toContain('mises en vente')
    expect(fr[9]).toBe('Maison 17')
    expect(translator(tableMessages, 'fr')('passHalfDown', { bid: '3 000 $', refund: '2 000 $' })).toContain('2 000 $ vous reviennent')
  })

  it('teacher explanations in French use the box’s words', () => {
    const t = translator(teacherMessages, 'fr')
    for (const key of ['exAuctionCount', 'exPassFree', 'exSaleStarted', 'exRevealed'] as const) expect(t(key)).not.toMatch(/propriété|enchère/i)
  })
})

describe('ERRATA-3: wording', () => {
  const ruling = (locale: Locale, id: string) => shown(section(locale, id))

  it('1. R9 says the sources remove the cards unseen; only showing them at the end is open', () => {
    const open = { en: /unseen.*shown once the game is over/, fr: /sans les regarder.*montrer une fois la partie finie/, es: /sin mirarlas.*mostrarse al acabar/ } as const
    for (const locale of LOCALES) expect(section(locale, 'R9').ruling?.open, locale).toMatch(open[locale])
  })

  it('2–3. R5: IELLO has only $1,000 bills; R8 cites the FAQ of the French rules summary', () => {
    for (const locale of LOCALES) {
      expect(ruling(locale, 'R5'), locale).not.toMatch(/several sizes|plusieurs valeurs|varios valores/)
      expect(ruling(locale, 'R5'), locale).toMatch(/1[,. ]?000/)
      expect(section(locale, 'R8').ruling?.open, locale).not.toMatch(/IELLO FAQ|FAQ d’IELLO|frecuentes de IELLO/)
    }
  })

  it('6. A5’s why: to the nearest $1,000, not “the same direction as every other rounding”', () => {
    for (const locale of LOCALES) expect(ruling(locale, 'antiques.A5'), locale).not.toMatch(/same direction as every|même sens que tous|mismo sentido que los demás/)
  })

  it('10. A4’s half prices: rounded up to a multiple of $50', () => {
    expect(translator(antiquesMessages, 'en')('halfPrices')).toContain('a multiple of $50')
    expect(translator(antiquesMessages, 'es')('halfPrices')).toContain('un múltiplo de 50 $')
  })

  it('11. the pass calculator without calques', () => {
    expect(translator(rulesUiMessages, 'fr')('pass.freeOne', { one: '1 000 $', zero: '0 $' })).not.toContain('passe pour rien')
    expect(translator(rulesUiMessages, 'es')('pass.freeOne', { one: '1000 $', zero: '0 $' })).not.toContain('pasa gratis')
    expect(translator(rulesUiMessages, 'fr')('pass.free', { bid: '3 000 $' })).not.toContain('En premier à passer')
  })

  it('14. teacher mode does not say the first starter was drawn (the table may have chosen)', () => {
    for (const locale of LOCALES) expect(translator(teacherMessages, locale)('exStarterFirst', { name: 'Cy' }), locale).not.toMatch(/drawn|tiré au sort|sorteó/)
  })

  it('5. the Antique text marks the rulings it states in its body: A2, A3, A4 and A8', () => {
    const mark = { en: 'ruling', fr: 'décision', es: 'decisión' } as const
    for (const locale of LOCALES) {
      const body = (id: string) => section(locale, id).paragraphs.join(' ')
      expect(body('antiques.goal'), locale).toContain(`${mark[locale]} A8`)
      expect(body('antiques.value'), locale).toContain(`${mark[locale]} A2`)
      expect(body('antiques.prices'), locale).toContain(`${mark[locale]} A3`)
      expect(body('antiques.prices'), locale).toContain(`${mark[locale]} A4`)
    }
  })

  it('10. the Antique half-price example shows the exact half before rounding it up', () => {
    const example = { en: 'Half of $150: $75, rounded up to $100', fr: 'La moitié de 150 $ : 75 $, arrondi à 100 $', es: 'La mitad de 150 $: 75 $, redondeado hacia arriba a 100 $' } as const
    for (const locale of LOCALES) expect(spaces(section(locale, 'antiques.prices').example ?? ''), locale).toContain(example[locale])
  })

  it('12. the Antique half-price list names the estate sale', () => {
    const estate = { en: 'estate sale', fr: 'vente de succession', es: 'venta de herencia' } as const
    for (const locale of LOCALES) expect(section(locale, 'antiques.prices').paragraphs.join(' '), locale).toContain(estate[locale])
  })

  it('13. the Antique final example does not repeat the category inside its own list', () => {
    const games = { en: 'Games', fr: 'Jeux', es: 'Juegos' } as const
    for (const locale of LOCALES) {
      const example = section(locale, 'antiques.final').example ?? ''
      expect(example.split(games[locale]).length - 1, locale).toBe(1)
    }
  })

  it('17. R2 in French in our own words', () => {
    expect(section('fr', 'R2').ruling?.open).not.toContain('est obligé de passer')
  })
})

describe('ERRATA-3: the For Sale texts', () => {
  it('4. the shared win after the money tie-break is printed by IELLO only: for Gryphon it is marked as Gavel’s', () => {
    const gavel = { en: 'Gavel has them share the win', fr: 'Gavel fait partager la victoire', es: 'Gavel hace compartir la victoria' } as const
    for (const locale of LOCALES) {
      expect(section(locale, 'for-sale-gryphon.scoring').paragraphs.join(' '), locale).toContain(gavel[locale])
      expect(section(locale, 'for-sale.scoring').paragraphs.join(' '), locale).not.toContain('Gavel')
    }
  })

  it('7. Gryphon setup says which coins each player is handed, not only the total', () => {
    const coins = { en: ['two $2,000 coins and 14 coins of $1,000', 'two $2,000 coins and 10 coins of $1,000'], fr: ['deux pièces de 2 000 $ et 14 pièces de 1 000 $', 'deux pièces de 2 000 $ et 10 pièces de 1 000 $'], es: ['dos monedas de 2000 $ y 14 monedas de 1000 $', 'dos monedas de 2000 $ y 10 monedas de 1000 $'] } as const
    for (const locale of LOCALES) for (const said of coins[locale]) expect(spaces(section(locale, 'for-sale-gryphon.setup').paragraphs.join(' ')), locale).toContain(said)
  })

  it('8. the scarce auctions section opens with its own count, never the base rule it then corrects', () => {
    const base = { en: 'as many properties as there are players', fr: 'autant de Maisons qu’il y a de joueurs', es: 'tantas propiedades como jugadores' } as const
    const fewer = { en: 'one property fewer than there are players', fr: 'une Maison de moins qu’il n’y a de joueurs', es: 'una propiedad menos que jugadores' } as const
    for (const locale of LOCALES) {
      const [first] = section(locale, 'for-sale-scarce.auctions').paragraphs
      expect(first, locale).not.toContain(base[locale])
      expect(first, locale).toContain(fewer[locale])
      expect(section(locale, 'for-sale.auctions').paragraphs.join(' '), locale).toContain(base[locale])
    }
  })

  it('9. the scarce passing section says passing without having bid costs nothing', () => {
    const free = { en: 'one who has not bid passes for nothing', fr: 'qui n’a rien misé passe sans rien payer', es: 'quien no ha pujado pasa sin pagar nada' } as const
    for (const locale of LOCALES) expect(section(locale, 'for-sale-scarce.paying').paragraphs.join(' '), locale).toContain(free[locale])
  })
})
