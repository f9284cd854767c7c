/** The four rulesets' ids; their rows of data are in rulesets.ts. */
export const RULESET_IDS = ['sold', 'for-sale', 'for-sale-gryphon', 'for-sale-scarce'] as const
export type RulesetId = (typeof RULESET_IDS)[number]

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === 'string' && (RULESET_IDS as readonly string[]).includes(value)
}
