import { describe, expect, it } from 'vitest'
import type { Locale } from '../i18n/i18n.ts'
import { rulesContent } from './rules-content.ts'
import type { RuleSection } from './rule-section.ts'
import { buildIndex, normalize, searchRules, stem } from './rules-search.ts'
import type { SectionId } from './section-ids.ts'

/** [query, the section it must find, within how many of the first results]. */
type Case = readonly [string, SectionId, number]

const CASES: { readonly [L in Locale]: readonly Case[] } = {
  en: [
    ['rounding', 'for-sale.paying', 3],
    ['Rounding', 'for-sale-gryphon.paying', 3],
    ['rounded up', 'for-sale-gryphon.paying', 2],
    ['pass cost', 'calc.pass', 1],
    ['pass cost', 'for-sale.paying', 3],
    ['refused', 'R8', 1],
    ['refused checks', 'R8', 1],
    ['zero check', 'R8', 1],
    ['change', 'sold.paying', 1],
    ['no change', 'sold.paying', 1],
    ['money cards', 'sold.paying', 1],
    ['who starts', 'R1', 1],
    ['starter', 'R1', 1],
    ['forced pass', 'R2', 1],
    ['must pass', 'R2', 1],
    ['free top property', 'R3', 1],
    ['thousands', 'R5', 1],
    ['coins', 'R5', 2],
    ['set aside', 'R9', 1],
    ['hidden cards', 'R9', 1],
    ['tie-break', 'sold.scoring', 4],
    ['ties', 'for-sale.scoring', 4],
    // The variant's name leads to the variant's own rules; R6 is one of its details.
    ['not enough for everyone', 'for-sale-scarce.setup', 1],
    ['last seller', 'R7', 1],
    ['editions', 'compare', 1],
    ['Gryphon rounding', 'for-sale-gryphon.paying', 1],
    ['highest check', 'for-sale.selling', 4],
    ['payment calculator', 'calc.payment', 1],
  ],
  fr: [
    ['refuse', 'R8', 1],
    ['refuse', 'for-sale.selling', 4],
    ['REFUSÉ', 'R8', 1],
    ['cheques refuses', 'R8', 1],
    ['chèque à zéro', 'R8', 1],
    ['arrondi', 'for-sale.paying', 3],
    ['arrondir', 'for-sale.paying', 3],
    ['monnaie', 'sold.paying', 1],
    ['rendu de monnaie', 'sold.paying', 1],
    ['cartes d’argent', 'sold.paying', 1],
    ['qui commence', 'R1', 1],
    ['passe forcé', 'R2', 1],
    ['passe obligatoire', 'R2', 1],
    ['propriété gratuite', 'R3', 1],
    ['milliers', 'R5', 1],
    ['pieces', 'R5', 2],
    ['cartes écartées', 'R9', 1],
    ['égalité', 'sold.scoring', 4],
    ['départage', 'for-sale.scoring', 4],
    ['pas assez pour tout le monde', 'for-sale-scarce.setup', 1],
    ['dernier vendeur', 'R7', 1],
    ['éditions', 'compare', 1],
    ['enchères', 'for-sale.auctions', 4],
    ['coût du passe', 'calc.pass', 3],
  ],
  es: [
    ['cambio', 'sold.paying', 1],
    ['sin cambio', 'sold.paying', 1],
    ['CAMBIOS', 'sold.paying', 1],
    ['redondeo', 'for-sale.paying', 3],
    ['redondeada hacia arriba', 'for-sale-gryphon.paying', 3],
    ['rechazado', 'R8', 1],
    ['cheques rechazados', 'R8', 1],
    ['cheque de cero', 'R8', 1],
    ['cartas de dinero', 'sold.paying', 1],
    ['quién empieza', 'R1', 1],
    ['pase obligado', 'R2', 1],
    ['gratis', 'R3', 1],
    ['miles', 'R5', 1],
    ['monedas', 'R5', 2],
    ['cartas apartadas', 'R9', 1],
    ['empate', 'sold.scoring', 4],
    ['desempate', 'for-sale.scoring', 4],
    ['no hay para todos', 'for-sale-scarce.setup', 1],
    ['último vendedor', 'R7', 1],
    ['ediciones', 'compare', 1],
    ['subastas', 'for-sale.auctions', 4],
    ['coste de pasar', 'for-sale.paying', 4],
    ['calculadora coste de pasar', 'calc.pass', 1],
    ['Gryphon redondeo', 'for-sale-gryphon.paying', 1],
  ],
}

describe('rules search', () => {
  for (const locale of ['en', 'fr', 'es'] as const) {
    const index = buildIndex(locale, rulesContent(locale))
    it(`finds the right section for ${CASES[locale].length} queries in ${locale}`, () => {
      expect(CASES[locale].length).toBeGreaterThanOrEqual(20)
      for (const [query, id, within] of CASES[locale]) {
        const found = searchRules(index, query).slice(0, within).map((h) => h.id)
        expect.soft(found, `"${query}" → ${id}`).toContain(id)
      }
    })
  }

  it('forgives case, accents and plurals', () => {
    expect(normalize('Chèques Refusés')).toBe('cheques refuses')
    expect(stem('fr', 'refuses')).toBe(stem('fr', 'refuse'))
    expect(stem('fr', 'refusees')).toBe(stem('fr', 'refuse'))
    expect(stem('en', 'rounding')).toBe(stem('en', 'rounded'))
    expect(stem('en', 'checks')).toBe(stem('en', 'check'))
    expect(stem('es', 'cambios')).toBe(stem('es', 'cambio'))
    expect(stem('es', 'jugadores')).toBe(stem('es', 'jugador'))
    expect(stem('es', 'rechazadas')).toBe(stem('es', 'rechazado'))
  })

  it('puts first the section where the question’s words stand together in one sentence', () => {
    const section = (id: SectionId, paragraphs: string[]): RuleSection => ({ id, part: 'sold', title: id, paragraphs, example: null, keywords: '', ruling: null })
    const goal = section('sold.goal', ['Compra los tréboles y las picas.', 'Gana quien tenga más puntos.'])
    const paying = section('sold.paying', ['Pagas con cartas de dinero.'])
    const long = 'Se juega con barajas de cartas normales, una para el dinero y otra para las propiedades y los cheques, que se reparten boca abajo antes de empezar la partida.'
    // Goal is short and says each word; Setup is long, and says all three in one phrase.
    const together = buildIndex('es', [goal, paying, section('sold.setup', [long, 'A igual valor, la pica gana al trébol.'])])
    expect(searchRules(together, 'picas o tréboles cuál gana', 'sold')[0]?.id).toBe('sold.setup')
    // Far apart in one sentence, the same words are no phrase, and the shorter section wins.
    const apart = buildIndex('es', [goal, paying, section('sold.setup', [long, 'A igual valor, la pica gana siempre, sin que importe cuál sea el valor de la carta del otro jugador, al trébol.'])])
    expect(searchRules(apart, 'picas o tréboles cuál gana', 'sold')[0]?.id).toBe('sold.goal')
  })

  it('finds nothing for nonsense and for an empty query', () => {
    const index = buildIndex('en', rulesContent('en'))
    expect(searchRules(index, 'xylophone')).toEqual([])
    expect(searchRules(index, '   ')).toEqual([])
  })
})
