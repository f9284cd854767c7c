import { describe, expect, it } from 'vitest'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { editionTranslator } from './edition-t.ts'
import { agree } from './edition-words.ts'
import type { Locale } from './locales.ts'
import { LOCALES, type MessageText, type Messages, type Params } from './i18n.ts'
import { bidMessages } from './messages/bid.ts'
import { cardMessages } from './messages/cards.ts'
import { coachMessages } from './messages/coach.ts'
import { feltMessages } from './messages/felt.ts'
import { integrityMessages } from './messages/integrity.ts'
import { learnMessages } from './messages/learn.ts'
import { narrationMessages } from './messages/narration.ts'
import { padMessages } from './messages/pad.ts'
import { revealMessages } from './messages/reveal.ts'
import { saleMessages } from './messages/sale.ts'
import { scoreWordsMessages } from './messages/score-words.ts'
import { scoresMessages } from './messages/scores.ts'
import { storyMessages } from './messages/story.ts'
import { tableInfoMessages } from './messages/table-info.ts'
import { tableMessages } from './messages/table.ts'
import { teacherMessages } from './messages/teacher.ts'

/** Every area whose messages a table, its log, its cards' spoken names, the teacher, the tour, the pad or the scores show. */
const AREAS: Readonly<Record<string, Messages>> = {
  bid: bidMessages,
  cards: cardMessages,
  coach: coachMessages,
  felt: feltMessages,
  integrity: integrityMessages,
  learn: learnMessages,
  narration: narrationMessages,
  pad: padMessages,
  reveal: revealMessages,
  sale: saleMessages,
  scores: scoresMessages,
  scoreWords: scoreWordsMessages,
  story: storyMessages,
  tableInfo: tableInfoMessages,
  table: tableMessages,
  teacher: teacherMessages,
}

/**
 * Messages said of one edition only, named by a word in their key ("passFreeBack": the scarce
 * variant's free pass), so a French IELLO message may say "Maison" there whatever the table.
 */
const ONLY: { readonly [R in RulesetId]: RegExp } = {
  sold: /sold|Sold|Cards|Card$|cards|pay(Pass|Win|Reason|Choose|Keeps)/,
  'for-sale': /forSale|ForSale|Refused|refused|Amount|amount|Free|free|Scarce|scarce|Leftovers|Few|ChecksTaken|checksTaken/,
  'for-sale-gryphon': /forSale|ForSale|Refused|refused|Amount|amount|Up$/,
  'for-sale-scarce': /forSale|ForSale|Refused|refused|Amount|amount|Free|free|Scarce|scarce|Leftovers|Few|ChecksTaken|checksTaken/,
}

/**
 * What a table of each edition never says for its cards, rounds and money, in each language. French
 * boxes differ in every word (IELLO's Maison, Chèque, manche d’achat, billets; Sold!'s propriété,
 * chèque, enchère, cartes d’argent); the English and Spanish booklets differ in their money (bills,
 * Gryphon's coins, Sold!'s money cards) and the Gryphon box's checks (currency cards, cartas de moneda).
 */
const NEVER: { readonly [L in Locale]: { readonly [R in RulesetId]: RegExp } } = {
  fr: {
    sold: /\bMaisons?\b|\bbillets?\b|manches? d’achat/,
    'for-sale': /propriétés?|(?<!aux )\benchères?\b|\bpièces\b|cartes d’argent/,
    'for-sale-gryphon': /\bMaisons?\b|\bbillets?\b|manches? d’achat|cartes d’argent/,
    'for-sale-scarce': /propriétés?|(?<!aux )\benchères?\b|\bpièces\b|cartes d’argent/,
  },
  en: {
    sold: /\bbills?\b|\bcoins?\b|currency cards?/,
    'for-sale': /\bcoins?\b|money cards?|currency cards?/,
    'for-sale-gryphon': /\bbills?\b|money cards?|(?<!\{)\bchecks?\b(?!\})/,
    'for-sale-scarce': /\bcoins?\b|money cards?|currency cards?/,
  },
  es: {
    sold: /\bbilletes?\b|\bmonedas?\b|cartas? de moneda/,
    'for-sale': /\bmonedas?\b|cartas? de (dinero|moneda)/,
    'for-sale-gryphon': /\bbilletes?\b|cartas? de dinero|\bcheques?\b/,
    'for-sale-scarce': /\bmonedas?\b|cartas? de (dinero|moneda)/,
  },
}

/** The words of the table, as each language writes them: a message says them only through the word table. */
const TABLE_WORDS: { readonly [L in Locale]: RegExp } = {
  en: /(?<![{_\w])(propert(y|ies)|checks?|auctions?)(?![}\w])/i,
  fr: /(?<![{_\w])(Maisons?|propriétés?|chèques?|manches? d’achat|(?<!aux )enchères?)(?![}\w])/,
  es: /(?<![{_\w])(propiedad(es)?|cheques?|subastas?)(?![}\w])/i,
}

/** Every message filled, whatever its placeholders: a plural with a count of 2. */
const loose = (messages: Messages, locale: Locale, ruleset: RulesetId) => {
  const t = editionTranslator(messages, locale, ruleset) as (key: string, params?: Params) => string
  return (key: string) => t(key, { count: 2 })
}

const OTHER_EDITION = (ruleset: RulesetId, key: string) =>
  RULESET_IDS.some((other) => other !== ruleset && ONLY[other].test(key) && !ONLY[ruleset].test(key))

describe('a table reads in its own box’s words', () => {
  for (const locale of LOCALES) {
    for (const ruleset of RULESET_IDS) {
      it(`${locale} ${ruleset}: no message of the table names cards, rounds or money in another box’s words`, () => {
        const found: string[] = []
        for (const [area, messages] of Object.entries(AREAS)) {
          const t = loose(messages, locale, ruleset)
          for (const key of Object.keys(messages[locale])) {
            if (OTHER_EDITION(ruleset, key)) continue
            const text = t(key)
            if (NEVER[locale][ruleset].test(text)) found.push(`${area}.${key}: ${text}`)
          }
        }
        expect(found).toEqual([])
      })
    }
  }

  it('words the cards and rounds of every ruleset from the one word table, in every language', () => {
    const found: string[] = []
    for (const locale of LOCALES) {
      for (const [area, messages] of Object.entries(AREAS)) {
        for (const [key, text] of Object.entries(messages[locale]) as [string, MessageText][]) {
          for (const form of typeof text === 'string' ? [text] : Object.values(text)) {
            if (TABLE_WORDS[locale].test(form)) found.push(`${locale} ${area}.${key}: ${form}`)
          }
        }
      }
    }
    expect(found).toEqual([])
  })

  it('makes articles and adjectives agree with the box’s word: Spanish Gryphon’s checks are “cartas de moneda”', () => {
    expect(editionTranslator(saleMessages, 'es', 'for-sale-gryphon')('revealHint')).toBe('La propiedad más alta se lleva la carta de moneda más alta, y así sucesivamente.')
    expect(editionTranslator(saleMessages, 'es', 'for-sale')('revealHint')).toBe('La propiedad más alta se lleva el cheque más alto, y así sucesivamente.')
    expect(editionTranslator(tableInfoMessages, 'es', 'for-sale-gryphon')('checksWon')).toBe('Cartas de moneda ganadas')
    expect(editionTranslator(tableInfoMessages, 'es', 'sold')('checksWon')).toBe('Cheques ganados')
    expect(editionTranslator(cardMessages, 'es', 'for-sale-gryphon')('refusedCheck')).toBe('Carta de moneda rechazada, vale 0')
    expect(editionTranslator(cardMessages, 'en', 'for-sale-gryphon')('property', { number: 7 })).toBe('Property 7')
    expect(editionTranslator(cardMessages, 'fr', 'for-sale')('property', { number: 7 })).toBe('Maison 7')
    expect(editionTranslator(cardMessages, 'fr', 'for-sale-gryphon')('property', { number: 7 })).toBe('Propriété 7')
  })

  it('agrees French and Spanish words with each box’s money, and names only the box’s words in an agreement', () => {
    expect(agree('fr', 'for-sale', 'les {_money} {_money|restants|restantes}')).toBe('les {_money} restants')
    expect(agree('fr', 'for-sale-gryphon', 'les {_money} {_money|restants|restantes}')).toBe('les {_money} restantes')
    expect(agree('es', 'for-sale-scarce', '{_money|los|las} {_money}')).toBe('los {_money}')
    expect(agree('es', 'sold', '{_Money|Los|Las} {_money}')).toBe('Las {_money}')
    expect(agree('en', 'for-sale-gryphon', '{_check|a|b}')).toBe('a')
    expect(agree('es', 'for-sale-gryphon', '{_bill|el|la}')).toBe('{_bill|el|la}')
    const files = import.meta.glob<Record<string, unknown>>('./messages/*.ts', { eager: true })
    const unknown: string[] = []
    for (const [file, module] of Object.entries(files)) {
      for (const area of Object.values(module) as Messages[]) {
        if (typeof area !== 'object' || area === null || !('en' in area)) continue
        for (const locale of LOCALES) {
          for (const [key, text] of Object.entries(area[locale]) as [string, MessageText][]) {
            for (const form of typeof text === 'string' ? [text] : Object.values(text)) {
              for (const [whole] of form.matchAll(/\{_\w+\|[^}]*\}/g)) if (agree(locale === 'en' ? 'fr' : locale, 'sold', whole) === whole) unknown.push(`${file} ${locale}.${key}: ${whole}`)
            }
          }
        }
      }
    }
    expect(unknown).toEqual([])
  })

  it('says no Spanish masculine word beside a Gryphon “carta de moneda”, nor a feminine one beside another box’s “cheque”', () => {
    const masculine = /\b(el|los|un|uno|del|al|ningún|estos|otro|últimos|todos los)\s+cartas? de moneda|cartas? de moneda (más )?\p{L}*(ad|id|iert|alt)os?\b/u
    const feminine = /\b(la|las|una|de la|a la|ninguna|estas|otra|últimas|todas las)\s+cheques?|cheques? (más )?\p{L}*(ad|id|iert|alt)as?\b/u
    const found: string[] = []
    for (const ruleset of RULESET_IDS) {
      for (const [area, messages] of Object.entries(AREAS)) {
        const t = loose(messages, 'es', ruleset)
        for (const key of Object.keys(messages.es)) {
          const text = t(key)
          if ((ruleset === 'for-sale-gryphon' ? masculine : feminine).test(text)) found.push(`${ruleset} ${area}.${key}: ${text}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('fills every edition word in every language, capitalised at the start of a sentence', () => {
    const fr = editionTranslator(tableInfoMessages, 'fr', 'for-sale')
    expect(fr('unseenProperties', { count: 3 })).toBe('Maisons pas encore vues : 3')
    expect(editionTranslator(tableInfoMessages, 'fr', 'sold')('unseenProperties', { count: 3 })).toBe('Propriétés pas encore vues : 3')
    for (const locale of ['en', 'fr', 'es'] as const) {
      for (const ruleset of RULESET_IDS) {
        for (const [area, messages] of Object.entries(AREAS)) {
          const t = loose(messages, locale, ruleset)
          for (const key of Object.keys(messages[locale])) expect(t(key), `${locale} ${ruleset} ${area}.${key}`).not.toMatch(/\{_[^}]*\}/)
        }
      }
    }
  })
})
