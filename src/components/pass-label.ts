import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { PassOption } from '../engine/types.ts'
import { propertyText } from '../i18n/card-text.ts'
import { formatMoney, translator, type Locale } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'

/**
 * What passing does right now, for the pass button: "Pass: take the 12, pay $2,000", with a second
 * line on the rounding when a bid comes partly back.
 */
export function passLabel(locale: Locale, ruleset: RulesetId, pass: PassOption): { main: string; detail: string | null } {
  const t = translator(tableMessages, locale)
  const money = (n: number) => formatMoney(locale, ruleset, n)
  if (pass.property === null) {
    return {
      main: pass.bid > 0 ? t('passFreeBack', { bid: money(pass.bid) }) : t('passFreeNothing'),
      detail: null,
    }
  }
  const property = propertyText(ruleset, pass.property)
  if (pass.bid === 0) return { main: t('passFor', { property }), detail: null }
  const rounded = pass.bid % 2 === 1
  const key = !rounded ? 'passHalf' : RULESETS[ruleset].passCostRounding === 'up' ? 'passHalfUp' : 'passHalfDown'
  return {
    main: t('passPay', { property, cost: money(pass.cost) }),
    detail: t(key, { bid: money(pass.bid), refund: money(pass.refund) }),
  }
}
