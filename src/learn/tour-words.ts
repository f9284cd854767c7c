import type { RulesetId } from '../engine/rulesets.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import { editionTranslator } from '../i18n/edition-t.ts'
import type { Locale, Params } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { learnMessages } from '../i18n/messages/learn.ts'
import type { TourSay, TourValue } from './tour-steps.ts'

/** "2nd", "2e", "2.º": a place in the final standings. */
export function ordinal(locale: Locale, n: number): string {
  if (locale === 'fr') return n === 1 ? '1er' : `${n}e`
  if (locale === 'es') return `${n}.º`
  const rule = new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n)
  const suffix = rule === 'one' ? 'st' : rule === 'two' ? 'nd' : rule === 'few' ? 'rd' : 'th'
  return `${n}${suffix}`
}

function valueText(locale: Locale, ruleset: RulesetId, value: TourValue): string {
  const t = editionTranslator(learnMessages, locale, ruleset)
  if ('money' in value) return formatMoney(locale, ruleset, value.money)
  if ('property' in value) return propertyText(ruleset, value.property)
  if ('properties' in value) return formatList(locale, value.properties.map((p) => propertyText(ruleset, p)))
  if ('check' in value) return checkText(locale, ruleset, value.check)
  if ('name' in value) return value.name
  if ('place' in value) return ordinal(locale, value.place)
  if ('noProperty' in value) return t('noProperty')
  return formatNumber(locale, value.count)
}

/** A prompt in the learner's language, with its second sentence if it has one. */
export function tourText(locale: Locale, ruleset: RulesetId, say: TourSay): string {
  // A step's values were checked against its message's placeholders when the step was made
  // (tour-steps.ts, `say`); here the key is any of the tour's, so the call takes them as they are.
  const t = editionTranslator(learnMessages, locale, ruleset) as (key: string, params: Params) => string
  const params = Object.fromEntries(Object.entries(say.values).map(([k, v]) => [k, valueText(locale, ruleset, v)]))
  // Sold! puts nothing down while bidding, so nothing comes back on a pass, and its score is in points.
  const soldKey = `${say.key}.sold`
  const key = ruleset === 'sold' && soldKey in learnMessages.en ? (soldKey as keyof typeof learnMessages.en) : say.key
  const first = t(key, params)
  return say.then === undefined ? first : `${first} ${tourText(locale, ruleset, say.then)}`
}
