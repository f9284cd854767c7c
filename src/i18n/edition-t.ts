import { useContext } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import { EditionContext } from './edition-context.ts'
import { editionParams } from './edition-words.ts'
import { translator, useLocale, type Locale, type Messages, type Params, type Translate } from './i18n.ts'

type Table = Messages['en']

/**
 * A translator for messages that name cards, rounds and money in the box's words (`{_property}`,
 * `{_Checks}`, `{_theAuction}`, `{_money}`: edition-words.ts). Without a table (Home, Setup before a
 * choice) the Sold! words are used: "property", "check", plain words every edition understands.
 */
export function editionTranslator<E extends Table>(messages: Messages<E>, locale: Locale, ruleset: RulesetId | null): Translate<E> {
  const t = translator<Table>(messages, locale) as (key: string, params?: Params) => string
  const words = editionParams(locale, ruleset ?? 'sold')
  return ((key: string, params?: Params) => t(key, params === undefined ? words : { ...words, ...params })) as Translate<E>
}

/** `t(key, params?)` in the current locale and the box's words of the game shown (or of `ruleset`). */
export function useEditionT<E extends Table>(messages: Messages<E>, ruleset?: RulesetId | null): Translate<E> {
  const locale = useLocale((s) => s.locale)
  const shown = useContext(EditionContext)
  return editionTranslator(messages, locale, ruleset ?? shown)
}
