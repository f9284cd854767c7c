import { describe, expect, it } from 'vitest'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import type { Locale } from '../i18n/i18n.ts'
import { rulesContent } from './rules-content.ts'
import { buildIndex, searchRules } from './rules-search.ts'

/**
 * The families of questions that ERRATA-3 found landing on the wrong section, asked as a table asks
 * them: the first answer must be the section that answers it for the game on the table (`X.` is that
 * game's ruleset).
 */
type Family = readonly [ruleset: RulesetId | 'every', locale: Locale, query: string, first: string]

const FAMILIES: readonly Family[] = [
  // How many cards are set aside: the numbers are in Setup, not in R9 (which has none).
  ['every', 'en', 'how many cards are set aside', 'X.setup'],
  ['every', 'fr', 'combien de cartes sont écartées', 'X.setup'],
  ['every', 'es', 'cuántas cartas se apartan', 'X.setup'],
  // Who gets the best check: Selling, not the sale calculator.
  ['every', 'en', 'who gets the best check', 'X.selling'],
  ['every', 'fr', 'qui prend le meilleur chèque', 'X.selling'],
  ['every', 'es', 'quién se lleva el mejor cheque', 'X.selling'],
  // What comes back on a pass in the scarce variant.
  ['for-sale-scarce', 'en', 'how much comes back when I pass', 'for-sale-scarce.paying'],
  ['for-sale-scarce', 'fr', 'combien récupère-t-on quand on passe', 'for-sale-scarce.paying'],
  ['for-sale-scarce', 'es', 'cuánto se recupera al pasar', 'for-sale-scarce.paying'],
  // One player left with properties (scarce): R7.
  ['for-sale-scarce', 'en', 'only one player still has properties', 'R7'],
  ['for-sale-scarce', 'fr', 'un seul joueur a encore des maisons', 'R7'],
  ['for-sale-scarce', 'es', 'solo un jugador tiene aún propiedades', 'R7'],
  // Bills back at a Gryphon table: paying, not R5.
  ['for-sale-gryphon', 'fr', 'combien de billets récupère-t-on', 'for-sale-gryphon.paying'],
  ['for-sale-gryphon', 'en', 'how many coins do I get back', 'for-sale-gryphon.paying'],
  ['for-sale-gryphon', 'es', 'cuántas monedas se recuperan', 'for-sale-gryphon.paying'],
  // Two players with the same score, in every language.
  ['every', 'en', 'two players with the same score', 'X.scoring'],
  ['every', 'fr', 'deux joueurs avec le même score', 'X.scoring'],
  ['every', 'es', 'dos jugadores con la misma puntuación', 'X.scoring'],
  // Is money secret, at a Sold! table: its setup says money cards lie face up.
  ['sold', 'en', 'is money secret', 'sold.setup'],
  ['sold', 'fr', 'l’argent est-il secret', 'sold.setup'],
  ['sold', 'es', 'el dinero es secreto', 'sold.setup'],
]

describe('rules search: the question families of ERRATA-3, for the game on the table', () => {
  const indexes = new Map<Locale, ReturnType<typeof buildIndex>>()
  const index = (locale: Locale) => {
    let found = indexes.get(locale)
    if (found === undefined) {
      found = buildIndex(locale, rulesContent(locale))
      indexes.set(locale, found)
    }
    return found
  }
  const cases = FAMILIES.flatMap(([table, locale, query, first]) =>
    (table === 'every' ? RULESET_IDS : [table]).map((ruleset) => [ruleset, locale, query, first.replace('X.', `${ruleset}.`)] as const),
  )
  it.each(cases)('%s, %s: “%s” → %s', (ruleset, locale, query, first) => {
    expect(searchRules(index(locale), query, ruleset)[0]?.id).toBe(first)
  })
})
