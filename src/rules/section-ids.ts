import type { RulesetId } from '../engine/rulesets.ts'

/** The sections every ruleset's rules have, in reading order. */
export const TOPICS = ['goal', 'setup', 'auctions', 'paying', 'selling', 'scoring'] as const
export type Topic = (typeof TOPICS)[number]

export const RULING_IDS = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9'] as const
export type RulingId = (typeof RULING_IDS)[number]

/** The rulesets a ruling decides something for; null: every ruleset. */
export const RULING_EDITIONS: { readonly [R in RulingId]: readonly RulesetId[] | null } = {
  R1: null,
  R2: null,
  R3: null,
  R4: ['sold'],
  R5: ['for-sale', 'for-sale-gryphon', 'for-sale-scarce'],
  R6: ['for-sale-scarce'],
  R7: ['for-sale-scarce'],
  R8: ['for-sale', 'for-sale-gryphon', 'for-sale-scarce'],
  R9: null,
}

export const CALCULATOR_IDS = ['calc.payment', 'calc.pass', 'calc.sale', 'calc.score'] as const
export type CalculatorId = (typeof CALCULATOR_IDS)[number]

/** Antique Dealer's SOLD (rules/ANTIQUES.md): a different game, with its own sections and rulings A1–A8. */
export const ANTIQUES_TOPICS = ['goal', 'value', 'prices', 'final'] as const
export type AntiquesTopic = (typeof ANTIQUES_TOPICS)[number]
export const ANTIQUES_RULING_IDS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'] as const
export type AntiquesRulingId = (typeof ANTIQUES_RULING_IDS)[number]
export type AntiquesSectionId = `antiques.${AntiquesTopic | AntiquesRulingId}`

/** Where a link into the rules lands: a ruleset's section, the edition table, a ruling or a calculator. */
export type SectionId = `${RulesetId}.${Topic}` | 'compare' | RulingId | CalculatorId | AntiquesSectionId

/** The parts the reference is read in, one at a time. */
export type Part = RulesetId | 'compare' | 'rulings' | 'calculators' | 'antiques'

export function partOf(id: SectionId): Part {
  if (id.startsWith('antiques.')) return 'antiques'
  if (id === 'compare') return 'compare'
  if ((RULING_IDS as readonly string[]).includes(id)) return 'rulings'
  if ((CALCULATOR_IDS as readonly string[]).includes(id)) return 'calculators'
  return id.slice(0, id.lastIndexOf('.')) as RulesetId
}

/** The element id a section is rendered under (for scrolling to it and linking its heading). */
export const anchorOf = (id: SectionId) => `rules-${id.replace(/\./g, '-')}`
