import { describe, expect, it } from 'vitest'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { editionTranslator } from './edition-t.ts'
import type { Locale } from './locales.ts'
import type { Messages, Params } from './i18n.ts'
import { bidMessages } from './messages/bid.ts'
import { coachMessages } from './messages/coach.ts'
import { feltMessages } from './messages/felt.ts'
import { learnMessages } from './messages/learn.ts'
import { narrationMessages } from './messages/narration.ts'
import { padMessages } from './messages/pad.ts'
import { revealMessages } from './messages/reveal.ts'
import { saleMessages } from './messages/sale.ts'
import { scoresMessages } from './messages/scores.ts'
import { storyMessages } from './messages/story.ts'
import { tableInfoMessages } from './messages/table-info.ts'
import { tableMessages } from './messages/table.ts'
import { teacherMessages } from './messages/teacher.ts'

/** Every area whose messages a table, its log, the teacher, the tour, the pad or the scores show. */
const AREAS: Readonly<Record<string, Messages>> = {
  bid: bidMessages,
  coach: coachMessages,
  felt: feltMessages,
  learn: learnMessages,
  narration: narrationMessages,
  pad: padMessages,
  reveal: revealMessages,
  sale: saleMessages,
  scores: scoresMessages,
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
  sold: /sold|Sold|Cards|Card$|cards|pay(Pass|Win|Reason|Choose)/,
  'for-sale': /forSale|ForSale|Refused|refused|Amount|amount|Free|free|Scarce|scarce|Leftovers|Few|ChecksTaken|checksTaken/,
  'for-sale-gryphon': /forSale|ForSale|Refused|refused|Amount|amount|Up$/,
  'for-sale-scarce': /forSale|ForSale|Refused|refused|Amount|amount|Free|free|Scarce|scarce|Leftovers|Few|ChecksTaken|checksTaken/,
}

/** What a French table of each edition never says for its cards, rounds and money. */
const NEVER: { readonly [R in RulesetId]: RegExp } = {
  sold: /\bMaisons?\b|\bbillets?\b/,
  'for-sale': /propriétés?|(?<!aux )\benchères?\b|\bpièces\b|cartes d’argent/,
  'for-sale-gryphon': /\bMaisons?\b|\bbillets?\b|cartes d’argent/,
  'for-sale-scarce': /propriétés?|(?<!aux )\benchères?\b|\bpièces\b|cartes d’argent/,
}

/** Every message filled, whatever its placeholders: a plural with a count of 2. */
const loose = (messages: Messages, locale: Locale, ruleset: RulesetId) => {
  const t = editionTranslator(messages, locale, ruleset) as (key: string, params?: Params) => string
  return (key: string) => t(key, { count: 2 })
}

const OTHER_EDITION = (ruleset: RulesetId, key: string) =>
  RULESET_IDS.some((other) => other !== ruleset && ONLY[other].test(key) && !ONLY[ruleset].test(key))

describe('a French table reads in its own box’s words', () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: no message of the table names cards, rounds or money in another box’s words`, () => {
      const found: string[] = []
      for (const [area, messages] of Object.entries(AREAS)) {
        const t = loose(messages, 'fr', ruleset)
        for (const key of Object.keys(messages.fr)) {
          if (OTHER_EDITION(ruleset, key)) continue
          const text = t(key)
          if (NEVER[ruleset].test(text)) found.push(`${area}.${key}: ${text}`)
        }
      }
      expect(found).toEqual([])
    })
  }

  it('fills every edition word in every language, capitalised at the start of a sentence', () => {
    const fr = editionTranslator(tableInfoMessages, 'fr', 'for-sale')
    expect(fr('unseenProperties', { count: 3 })).toBe('Maisons pas encore vues : 3')
    expect(editionTranslator(tableInfoMessages, 'fr', 'sold')('unseenProperties', { count: 3 })).toBe('Propriétés pas encore vues : 3')
    for (const locale of ['en', 'fr', 'es'] as const) {
      for (const ruleset of RULESET_IDS) {
        for (const [area, messages] of Object.entries(AREAS)) {
          const t = loose(messages, locale, ruleset)
          for (const key of Object.keys(messages[locale])) expect(t(key), `${locale} ${ruleset} ${area}.${key}`).not.toMatch(/\{_\w+\}/)
        }
      }
    }
  })
})
