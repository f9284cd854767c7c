import { useContext } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import { EditionContext } from './edition-context.ts'
import { EDITION_OF, agree, editionParams } from './edition-words.ts'
import { translator, useLocale, type Locale, type MessageText, type Messages, type Params, type Translate } from './i18n.ts'

type Table = Messages['en']

/** Each area's messages in one language, their articles and adjectives agreeing with one box's words. */
const agreed = new WeakMap<Messages, Map<string, Messages>>()
const translators = new WeakMap<Messages, Map<string, Translate<Table>>>()

function agreeing(messages: Messages, locale: Locale, ruleset: RulesetId): Messages {
  const byBox = agreed.get(messages) ?? new Map<string, Messages>()
  agreed.set(messages, byBox)
  const box = `${locale} ${EDITION_OF[ruleset]}`
  const known = byBox.get(box)
  if (known !== undefined) return known
  const say = (text: string) => agree(locale, ruleset, text)
  const table: Record<string, MessageText> = {}
  for (const [key, text] of Object.entries(messages[locale]) as [string, MessageText][]) {
    table[key] = typeof text === 'string' ? say(text) : { ...(text.one === undefined ? {} : { one: say(text.one) }), ...(text.many === undefined ? {} : { many: say(text.many) }), other: say(text.other) }
  }
  const made = { ...messages, [locale]: table }
  byBox.set(box, made)
  return made
}

/**
 * A translator for messages that name cards, rounds and money in the box's words (`{_property}`,
 * `{_Checks}`, `{_theAuction}`, `{_money}`), with the articles and adjectives that agree with them
 * (`{_check|el|la}`): edition-words.ts. Without a table (Home, Setup before a choice) the Sold!
 * words are used: "property", "check", plain words every edition understands.
 */
export function editionTranslator<E extends Table>(messages: Messages<E>, locale: Locale, ruleset: RulesetId | null): Translate<E> {
  // One translator per table of messages, language and box, made once: a screen asks for a dozen on every
  // render, and the render that answers a tap is on the clock.
  const byBox = translators.get(messages) ?? new Map<string, Translate<Table>>()
  translators.set(messages, byBox)
  const box = `${locale} ${ruleset ?? 'sold'}`
  const known = byBox.get(box)
  if (known !== undefined) return known as unknown as Translate<E>
  const t = translator<Table>(agreeing(messages, locale, ruleset ?? 'sold'), locale) as (key: string, params?: Params) => string
  const words = editionParams(locale, ruleset ?? 'sold')
  const made = ((key: string, params?: Params) => t(key, params === undefined ? words : { ...words, ...params })) as Translate<Table>
  byBox.set(box, made)
  return made as unknown as Translate<E>
}

/** `t(key, params?)` in the current locale and the box's words of the game shown (or of `ruleset`). */
export function useEditionT<E extends Table>(messages: Messages<E>, ruleset?: RulesetId | null): Translate<E> {
  const locale = useLocale((s) => s.locale)
  const shown = useContext(EditionContext)
  return editionTranslator(messages, locale, ruleset ?? shown)
}
