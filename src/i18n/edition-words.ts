import type { RulesetId } from '../engine/rulesets.ts'
import type { Locale } from './locales.ts'

/**
 * The words each box uses for its cards, rounds and money, in each language of the app. A message
 * names them by placeholder (`{_property}`, `{_Properties}` with a capital), filled from the table's
 * edition, so that a French IELLO table reads "Maison", "Chèque", "manche d’achat", "billets" and a
 * French Sold! table "propriété", "chèque", "enchère", "cartes d’argent" (rules/sources/). The
 * "Not enough for everyone" variant is played with IELLO's box, so it has IELLO's words.
 */
export type Edition = 'sold' | 'iello' | 'gryphon'

export const EDITION_OF: { readonly [R in RulesetId]: Edition } = {
  sold: 'sold',
  'for-sale': 'iello',
  'for-sale-gryphon': 'gryphon',
  'for-sale-scarce': 'iello',
}

/**
 * - `property(ies)`, `check(s)`: the cards. `auction(s)`: a buying round; `theAuction`: with its
 *   article ("la manche d’achat", "l’enchère": French elides one and not the other).
 * - `money`: what money is made of, plural ("billets", "pièces", "cartes d’argent"); `moneyLeft`:
 *   the money a player has not spent, as a noun phrase that agrees with itself.
 */
export const EDITION_WORD_KEYS = ['property', 'properties', 'check', 'checks', 'auction', 'auctions', 'theAuction', 'money', 'moneyLeft'] as const
export type EditionWordKey = (typeof EDITION_WORD_KEYS)[number]
type Words = { readonly [K in EditionWordKey]: string }

const EN_FOR_SALE = {
  property: 'property',
  properties: 'properties',
  check: 'check',
  checks: 'checks',
  auction: 'auction',
  auctions: 'auctions',
  theAuction: 'the auction',
} as const

/** French Sold! and the Gryphon box both say propriété, chèque and enchère (IELLO's box has its own words). */
const FR_SOLD = {
  property: 'propriété',
  properties: 'propriétés',
  check: 'chèque',
  checks: 'chèques',
  auction: 'enchère',
  auctions: 'enchères',
  theAuction: 'l’enchère',
} as const

const ES_FOR_SALE = {
  property: 'propiedad',
  properties: 'propiedades',
  check: 'cheque',
  checks: 'cheques',
  auction: 'subasta',
  auctions: 'subastas',
  theAuction: 'la subasta',
} as const

export const EDITION_WORDS: { readonly [L in Locale]: { readonly [E in Edition]: Words } } = {
  en: {
    sold: { ...EN_FOR_SALE, money: 'money cards', moneyLeft: 'the money cards left' },
    iello: { ...EN_FOR_SALE, money: 'bills', moneyLeft: 'the bills left' },
    // The Gryphon box calls its checks Currency Cards.
    gryphon: { ...EN_FOR_SALE, check: 'currency card', checks: 'currency cards', money: 'coins', moneyLeft: 'the coins left' },
  },
  fr: {
    sold: {
      ...FR_SOLD,
      money: 'cartes d’argent',
      moneyLeft: 'les cartes d’argent qui restent',
    },
    iello: {
      property: 'Maison',
      properties: 'Maisons',
      check: 'Chèque',
      checks: 'Chèques',
      auction: 'manche d’achat',
      auctions: 'manches d’achat',
      theAuction: 'la manche d’achat',
      money: 'billets',
      moneyLeft: 'les billets qui restent',
    },
    gryphon: {
      ...FR_SOLD,
      money: 'pièces',
      moneyLeft: 'les pièces qui restent',
    },
  },
  es: {
    sold: { ...ES_FOR_SALE, money: 'cartas de dinero', moneyLeft: 'las cartas de dinero que quedan' },
    iello: { ...ES_FOR_SALE, money: 'billetes', moneyLeft: 'los billetes que quedan' },
    gryphon: { ...ES_FOR_SALE, money: 'monedas', moneyLeft: 'las monedas que quedan' },
  },
}

/** The placeholders an edition fills: `_property`, and `_Property` for the start of a sentence. */
export function editionParams(locale: Locale, ruleset: RulesetId): Readonly<Record<string, string>> {
  const words = EDITION_WORDS[locale][EDITION_OF[ruleset]]
  const params: Record<string, string> = {}
  for (const key of EDITION_WORD_KEYS) {
    const word = words[key]
    params[`_${key}`] = word
    params[`_${key.charAt(0).toUpperCase()}${key.slice(1)}`] = word.charAt(0).toUpperCase() + word.slice(1)
  }
  return params
}
