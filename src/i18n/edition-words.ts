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
 *
 * A word's article and adjectives agree with it through `{_word|masculine|feminine}`: "{_check|el|la}
 * {_check} más {_check|alto|alta}" reads "el cheque más alto" at an IELLO table and "la carta de
 * moneda más alta" at a Gryphon one (the Spanish booklet's "cartas de moneda"). The word placeholder
 * says singular or plural (`_check`, `_checks`), so the message writes the number, the table the gender.
 */
export const EDITION_WORD_KEYS = ['property', 'properties', 'check', 'checks', 'auction', 'auctions', 'theAuction', 'money', 'moneyLeft'] as const
export type EditionWordKey = (typeof EDITION_WORD_KEYS)[number]
type Words = { readonly [K in EditionWordKey]: string }

export type Gender = 'm' | 'f'
/** The words whose gender can differ between boxes; a plural and `theAuction` agree as their singular. */
type GenderedWord = 'property' | 'check' | 'auction' | 'money'
type Genders = { readonly [K in GenderedWord]: Gender }

const SINGULAR: { readonly [K in EditionWordKey]: GenderedWord | null } = {
  property: 'property',
  properties: 'property',
  check: 'check',
  checks: 'check',
  auction: 'auction',
  auctions: 'auction',
  theAuction: 'auction',
  money: 'money',
  moneyLeft: null,
}

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
    // The Spanish Gryphon booklet calls its checks "cartas de moneda" (or "tarjetas de moneda").
    gryphon: { ...ES_FOR_SALE, check: 'carta de moneda', checks: 'cartas de moneda', money: 'monedas', moneyLeft: 'las monedas que quedan' },
  },
}

const FR_GENDERS = { property: 'f', check: 'm', auction: 'f' } as const
const ES_GENDERS = { property: 'f', check: 'm', auction: 'f' } as const

/** Each word's grammatical gender (English has none: its forms are never chosen by one). */
export const EDITION_GENDERS: { readonly [L in Exclude<Locale, 'en'>]: { readonly [E in Edition]: Genders } } = {
  fr: {
    sold: { ...FR_GENDERS, money: 'f' },
    iello: { ...FR_GENDERS, money: 'm' },
    gryphon: { ...FR_GENDERS, money: 'f' },
  },
  es: {
    sold: { ...ES_GENDERS, money: 'f' },
    iello: { ...ES_GENDERS, money: 'm' },
    gryphon: { ...ES_GENDERS, check: 'f', money: 'f' },
  },
}

const isWordKey = (key: string): key is EditionWordKey => (EDITION_WORD_KEYS as readonly string[]).includes(key)

/**
 * `{_check|el|la}` and its like, written as the word's gender asks: `_Checks` as `_checks`. A form
 * naming no gendered word is left as written, so the gap shows (edition-words.test.ts looks for it).
 */
export function agree(locale: Locale, ruleset: RulesetId, text: string): string {
  return text.replace(/\{_(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (whole, name: string, masculine: string, feminine: string) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1)
    const word = isWordKey(key) ? SINGULAR[key] : null
    if (word === null) return whole
    return locale !== 'en' && EDITION_GENDERS[locale][EDITION_OF[ruleset]][word] === 'f' ? feminine : masculine
  })
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
