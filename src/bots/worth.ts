import { checkValue } from '../engine/cards.ts'
import { RULESETS, RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'

/**
 * Rough worths the policies share. A property is worth, on average, the check at the same place in
 * the check deck (the 1 house matches a refused check, the 30 a $15,000 one; Sold!'s K♠ a K).
 */

/** Check values of each ruleset's whole deck, ascending. */
const CHECK_VALUES: { readonly [K in RulesetId]: readonly number[] } = Object.fromEntries(
  RULESET_IDS.map((id) => [id, RULESETS[id].checkDeck.map((c) => checkValue(id, c)).sort((a, b) => a - b)]),
) as { [K in RulesetId]: number[] }

/** The check value at quantile q (0 = lowest check of the deck, 1 = highest). */
export function checkAtQuantile(ruleset: RulesetId, q: number): number {
  const values = CHECK_VALUES[ruleset]
  const x = Math.min(1, Math.max(0, q)) * (values.length - 1)
  const lo = Math.floor(x)
  const hi = Math.min(values.length - 1, lo + 1)
  const f = x - lo
  return (values[lo] as number) * (1 - f) + (values[hi] as number) * f
}

/** A property's average worth in points, from its place in the whole property deck. */
export function propertyWorth(ruleset: RulesetId, property: Card): number {
  const deck = RULESETS[ruleset].propertyDeck
  return checkAtQuantile(ruleset, (property - (deck[0] as number)) / ((deck[deck.length - 1] as number) - (deck[0] as number)))
}

/** Highest check value of the ruleset. */
export function topCheckValue(ruleset: RulesetId): number {
  const values = CHECK_VALUES[ruleset]
  return values[values.length - 1] as number
}
