import type { RulesetId } from '../engine/rulesets.ts'
import type { Part, SectionId } from './section-ids.ts'

/**
 * The rules reference as data, in one language: every section with its text, its worked example
 * (the numbers worked out here by the engine, so they cannot drift from the rules it plays) and the
 * extra words the search knows it by.
 */
export interface RuleSection {
  readonly id: SectionId
  readonly part: Part
  readonly title: string
  readonly paragraphs: readonly string[]
  readonly example: string | null
  /** Synonyms and other names, and the boxes' own words in every language: searched, not shown. */
  readonly keywords: string
  /**
   * The rulesets this section is about, for searching from a game (other editions' sections come
   * after its own); null or absent: not tied to one (the edition table, calculators, general rulings).
   */
  readonly editions?: readonly RulesetId[] | null
  /**
   * For a ruling: the rule as a player applies it (null where the ruling is only how Gavel keeps
   * the count), what the printed rules leave open, what Gavel does, and why.
   */
  readonly ruling: { readonly rule: string | null; readonly open: string; readonly does: string; readonly why: string } | null
}
