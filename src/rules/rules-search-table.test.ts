import { describe, expect, it } from 'vitest'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { LOCALES, type Locale } from '../i18n/i18n.ts'
import { rulesContent } from './rules-content.ts'
import { buildIndex, searchRules } from './rules-search.ts'

/**
 * The questions a table asks the reference mid-game, answered for the game on the table: the first
 * result must be the section that answers it in that game's ruleset. `X.` stands for that ruleset.
 */
type Question = readonly [query: string, first: string]

const EVERY_TABLE: { readonly [L in Locale]: readonly Question[] } = {
  en: [
    ['what does passing cost', 'X.paying'],
    ['who starts', 'R1'],
    ['how many rounds', 'X.setup'],
    ['tie-break', 'X.scoring'],
    ['starting money', 'X.setup'],
    ['cannot raise', 'X.auctions'],
    ['everyone passed before anyone bid', 'R3'],
    ['highest check', 'X.selling'],
    ['how to score', 'X.scoring'],
    ['where does paid money go', 'X.paying'],
    ['minimum raise', 'X.auctions'],
  ],
  fr: [
    ['combien coûte un passe', 'X.paying'],
    ['qui commence', 'R1'],
    ['combien de manches', 'X.setup'],
    ['égalité', 'X.scoring'],
    ['argent de départ', 'X.setup'],
    ['passe obligatoire', 'R2'],
    ['prendre la plus haute pour rien', 'R3'],
    ['chèque le plus haut', 'X.selling'],
    ['comment compter les points', 'X.scoring'],
    ['où va l’argent payé', 'X.paying'],
    ['miser n’importe quelle somme', 'X.auctions'],
  ],
  es: [
    ['qué cuesta pasar', 'X.paying'],
    ['quién empieza', 'R1'],
    ['cuántas rondas', 'X.setup'],
    ['empate', 'X.scoring'],
    ['dinero inicial', 'X.setup'],
    ['pase obligado', 'R2'],
    ['propiedad más alta gratis', 'R3'],
    ['cheque más alto', 'X.selling'],
    ['cómo se cuentan los puntos', 'X.scoring'],
    ['adónde va el dinero pagado', 'X.paying'],
    ['pujar cualquier cantidad', 'X.auctions'],
  ],
}

const THIS_TABLE: { readonly [R in RulesetId]: { readonly [L in Locale]: readonly Question[] } } = {
  sold: {
    en: [['no change', 'sold.paying'], ['third pack', 'sold.setup'], ['own deck', 'sold.setup'], ['pass after a bid of 1', 'sold.paying'], ['who chooses the money cards', 'R4']],
    fr: [['sans rendu de monnaie', 'sold.paying'], ['troisième jeu', 'sold.setup'], ['face visible', 'sold.setup'], ['passer après une mise de 1', 'sold.paying'], ['choisir ses cartes d’argent', 'R4']],
    es: [['sin cambio', 'sold.paying'], ['tercera baraja', 'sold.setup'], ['otro dorso', 'sold.setup'], ['pasar tras una puja de 1', 'sold.paying'], ['elegir las cartas de dinero', 'R4']],
  },
  'for-sale': {
    en: [['refused check', 'R8'], ['rounded up', 'for-sale.paying'], ['bills', 'for-sale.setup'], ['sold properties', 'for-sale.selling']],
    fr: [['Refusé', 'R8'], ['billets', 'for-sale.setup'], ['manche d’achat', 'for-sale.auctions'], ['Maisons vendues', 'for-sale.selling']],
    es: [['cheque rechazado', 'R8'], ['redondeo', 'for-sale.paying'], ['billetes', 'for-sale.setup'], ['propiedades vendidas', 'for-sale.selling']],
  },
  'for-sale-gryphon': {
    en: [['rounded up', 'for-sale-gryphon.paying'], ['currency cards', 'for-sale-gryphon.setup'], ['coins', 'for-sale-gryphon.setup'], ['tips', 'for-sale-gryphon.goal'], ['bank', 'for-sale-gryphon.paying']],
    fr: [['arrondi au supérieur', 'for-sale-gryphon.paying'], ['pièces', 'for-sale-gryphon.setup'], ['conseils', 'for-sale-gryphon.goal'], ['Currency', 'for-sale-gryphon.setup']],
    es: [['redondeada hacia arriba', 'for-sale-gryphon.paying'], ['cartas de moneda', 'for-sale-gryphon.setup'], ['banco', 'for-sale-gryphon.paying'], ['consejos', 'for-sale-gryphon.goal']],
  },
  'for-sale-scarce': {
    en: [['first passer', 'for-sale-scarce.paying'], ['last auction', 'R6'], ['last seller', 'R7'], ['refused', 'R8']],
    fr: [['premier qui passe', 'for-sale-scarce.paying'], ['combien de Maisons par manche d’achat', 'for-sale-scarce.auctions'], ['dernière manche d’achat', 'R6'], ['dernière manche trop courte', 'R6'], ['dernier vendeur', 'R7'], ['Refusé', 'R8']],
    es: [['primero en pasar', 'for-sale-scarce.paying'], ['última subasta', 'R6'], ['último vendedor', 'R7'], ['rechazado', 'R8']],
  },
}

describe('search for the game on the table', () => {
  for (const locale of LOCALES) {
    const index = buildIndex(locale, rulesContent(locale))
    for (const ruleset of RULESET_IDS) {
      const questions = [...EVERY_TABLE[locale], ...THIS_TABLE[ruleset][locale]]
      it(`answers ${questions.length} questions of a ${ruleset} table in ${locale} with that table's rule first`, () => {
        expect(questions.length).toBeGreaterThanOrEqual(10)
        for (const [query, first] of questions) {
          const want = first.replace(/^X\./, `${ruleset}.`)
          const hits = searchRules(index, query, ruleset)
          expect.soft(hits[0]?.id, `"${query}" at a ${ruleset} table`).toBe(want)
          expect.soft(hits[0]?.otherEdition).toBe(false)
        }
      })
    }
  }

  it('answers "what does passing cost" in a Sold! game with Sold!’s rule, and "qué cuesta pasar" in a Gryphon game with "rounded up"', () => {
    const en = buildIndex('en', rulesContent('en'))
    const sold = searchRules(en, 'what does passing cost', 'sold')
    expect(sold[0]?.id).toBe('sold.paying')
    const es = rulesContent('es')
    const gryphon = searchRules(buildIndex('es', es), 'qué cuesta pasar', 'for-sale-gryphon')
    expect(gryphon[0]?.id).toBe('for-sale-gryphon.paying')
    expect(es.find((s) => s.id === gryphon[0]?.id)?.paragraphs[0]).toContain('redondeada al millar hacia arriba')
  })

  it('puts other editions after the game’s own rules, marked as such, and marks nothing without a game', () => {
    const index = buildIndex('en', rulesContent('en'))
    const hits = searchRules(index, 'passing cost', 'for-sale-gryphon')
    const firstOther = hits.findIndex((h) => h.otherEdition)
    expect(firstOther).toBeGreaterThan(0)
    expect(hits.slice(firstOther).every((h) => h.otherEdition)).toBe(true)
    expect(hits.filter((h) => h.otherEdition).map((h) => h.id)).toEqual(expect.arrayContaining(['sold.paying', 'for-sale.paying', 'for-sale-scarce.paying']))
    // A Sold! table asking about refused checks: Sold! has none, so R8 is marked as another edition's.
    expect(searchRules(index, 'refused checks', 'sold').find((h) => h.id === 'R8')?.otherEdition).toBe(true)
    expect(searchRules(index, 'passing cost').some((h) => h.otherEdition)).toBe(false)
  })

  it('does not let another edition push the game’s own rule out for matching one more word', () => {
    const index = buildIndex('en', rulesContent('en'))
    const hits = searchRules(index, 'where does paid money go', 'sold')
    expect(hits[0]).toMatchObject({ id: 'sold.paying', otherEdition: false })
  })
})

describe('box words, in every language of the app', () => {
  /** [the box's word, the sections it may answer with first (no game on the table); `r.*`: any section of r]. */
  const BOX: readonly (readonly [string, readonly string[]])[] = [
    ['currency', ['for-sale-gryphon.setup']],
    ['Currency Cards', ['for-sale-gryphon.setup']],
    ['cartas de moneda', ['for-sale-gryphon.setup']],
    ['tarjetas de moneda', ['for-sale-gryphon.setup']],
    ['Refusé', ['R8', 'for-sale.setup', 'for-sale.selling']],
    ['rechazado', ['R8', 'for-sale.setup', 'for-sale.selling']],
    ['billets', ['for-sale.setup', 'R5']],
    ['Maison', ['for-sale.setup', 'for-sale-scarce.setup']],
    ['manche d’achat', ['for-sale.auctions', 'for-sale-scarce.auctions']],
    ['banco', ['for-sale-gryphon.paying']],
    ['Il n’y en aura pas pour tout le monde', ['R6', 'R7', 'for-sale-scarce.*']],
  ]
  for (const locale of LOCALES) {
    it(`finds the rule a box's word names, typed in a ${locale} app`, () => {
      const index = buildIndex(locale, rulesContent(locale))
      for (const [word, first] of BOX) {
        const id = searchRules(index, word)[0]?.id ?? ''
        const ok = first.some((f) => f === id || (f.endsWith('.*') && id.startsWith(f.slice(0, -1))))
        expect.soft(ok, `"${word}" in ${locale} found ${id}`).toBe(true)
      }
    })
  }

  it('finds the box word at the table of that edition too', () => {
    expect(searchRules(buildIndex('en', rulesContent('en')), 'Refusé', 'for-sale')[0]?.id).toBe('R8')
    expect(searchRules(buildIndex('fr', rulesContent('fr')), 'currency', 'for-sale-gryphon')[0]?.id).toBe('for-sale-gryphon.setup')
    expect(searchRules(buildIndex('en', rulesContent('en')), 'cartas de moneda', 'for-sale-gryphon')[0]?.id).toBe('for-sale-gryphon.setup')
  })
})
