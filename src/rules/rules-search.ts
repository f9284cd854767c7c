import type { RulesetId } from '../engine/rulesets.ts'
import type { Locale } from '../i18n/i18n.ts'
import type { RuleSection } from './rules-content.ts'
import type { Part, SectionId } from './section-ids.ts'

/**
 * Offline search over the rules reference, forgiving of case, accents and plurals: text is
 * decomposed (NFD), stripped of its diacritics, lower-cased, cut into words and each word cut
 * down by a light stemmer for its language. A query word matches a word of a section when it is
 * the same stem or the start of one (so results come as one types).
 */

/** "Chèques Refusés" → "cheques refuses". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export function words(text: string): string[] {
  return normalize(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0)
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y'])
const DOUBLED = /([bdfgklmnprtz])\1$/

/** Words the stemmer would run together with another: "rounded" is not "rounds". */
const KEEP: { readonly [L in Locale]: { readonly [word: string]: string } } = {
  en: { rounded: 'rounding', rounding: 'rounding' },
  fr: {},
  es: {},
}

/** A light stemmer, one per language: plurals, gender and the commonest verb endings. */
export function stem(locale: Locale, word: string): string {
  let w = word
  const kept = KEEP[locale][w]
  if (kept !== undefined) return kept
  if (w.length <= 3) return w
  switch (locale) {
    case 'en':
      if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
      else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3)
      else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2)
      else if (w.endsWith('es') && w.length > 4 && /(ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2)
      else if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) w = w.slice(0, -1)
      if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
      if (DOUBLED.test(w) && w.length > 3) w = w.slice(0, -1)
      return w
    case 'fr':
      if ((w.endsWith('s') || w.endsWith('x')) && w.length > 3) w = w.slice(0, -1)
      if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
      if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
      if ((w.endsWith('er') || w.endsWith('ir')) && w.length > 5) w = w.slice(0, -2)
      return w
    case 'es':
      if (w.endsWith('es') && w.length > 4 && !VOWELS.has(w.charAt(w.length - 3))) w = w.slice(0, -2)
      else if (w.endsWith('s') && w.length > 3) w = w.slice(0, -1)
      if (/[aoe]$/.test(w) && w.length > 3) w = w.slice(0, -1)
      if ((w.endsWith('ar') || w.endsWith('er') || w.endsWith('ir')) && w.length > 5) w = w.slice(0, -2)
      return w
  }
}

/** Words too common to tell sections apart; dropped from queries (unless nothing else is left). */
const STOPWORDS: { readonly [L in Locale]: ReadonlySet<string> } = {
  en: new Set('a an the of to in on at for and or is are be it its what how do does when where who which with my i you much many'.split(' ')),
  fr: new Set('a au aux le la les l un une des de du d et ou est sont ont que qui quoi quand comment combien en on il je vous ce se sur pour'.split(' ')),
  es: new Set('a al el la los las lo un una unos unas de del y o es que quien cuando como donde adonde cuanto cuanta cuantos cuantas en se su mi yo tu por para con'.split(' ')),
}

/** How much a match counts in each part of a section. */
const WEIGHT = { title: 4, keywords: 2, body: 1 } as const
type Field = keyof typeof WEIGHT

interface IndexedSection {
  readonly id: SectionId
  readonly part: Part
  readonly editions: readonly RulesetId[] | null
  /** Antique Dealer's SOLD is another game: its sections come after For Sale's and Sold!'s. */
  readonly otherGame: boolean
  readonly fields: { readonly [F in Field]: readonly string[] }
}

export interface RulesIndex {
  readonly locale: Locale
  readonly sections: readonly IndexedSection[]
}

export function buildIndex(locale: Locale, sections: readonly RuleSection[]): RulesIndex {
  const stems = (text: string) => words(text).map((w) => stem(locale, w))
  return {
    locale,
    sections: sections.map((s) => ({
      id: s.id,
      part: s.part,
      editions: s.editions ?? null,
      otherGame: s.part === 'antiques',
      fields: {
        title: stems(s.title),
        keywords: stems(s.keywords),
        body: stems([...s.paragraphs, s.example ?? '', s.ruling?.open ?? '', s.ruling?.does ?? '', s.ruling?.why ?? ''].join(' ')),
      },
    })),
  }
}

export interface SearchHit {
  readonly id: SectionId
  readonly score: number
  /** Searching for a game's ruleset: this section is about other rulesets only. */
  readonly otherEdition: boolean
}

/**
 * How much a section counts when searching for the game on the table: its own ruleset's rules most,
 * then what holds for every ruleset (general rulings, the edition table), the calculators a little
 * less, with the edition table (tools and overviews, where the player asked for the rule). Other
 * editions come after all of these.
 */
const FOR_THE_GAME = { own: 2, general: 1, overview: 0.6 } as const

/** Query words as stems, stopwords dropped. */
export function queryStems(locale: Locale, query: string): string[] {
  const all = words(query)
  const kept = all.filter((w) => !STOPWORDS[locale].has(w))
  return [...new Set((kept.length > 0 ? kept : all).map((w) => stem(locale, w)))]
}

/**
 * How well one query stem matches a list of stems: exact beats a prefix, repeats count a little. Only
 * the word being typed (the last) matches as a prefix: "départ" is not "départage".
 */
function matchScore(q: string, stems: readonly string[], prefix: boolean): number {
  let best = 0
  let count = 0
  for (const s of stems) {
    const score = s === q ? 1.5 : prefix && q.length >= 3 && s.startsWith(q) ? 1 : 0
    if (score > 0) count++
    if (score > best) best = score
  }
  return best === 0 ? 0 : best * (1 + 0.2 * Math.min(count - 1, 5))
}

/**
 * Sections matching every query word, best first (ties keep the reference's reading order). When no
 * section has them all, the sections matching the most of them. Given the ruleset of the game on the
 * table, that ruleset's sections and what holds for it come first, and other editions' after them.
 * Another game's sections (Antique Dealer's SOLD) come after those of For Sale and Sold!.
 */
export function searchRules(index: RulesIndex, query: string, ruleset: RulesetId | null = null): SearchHit[] {
  const qs = queryStems(index.locale, query)
  if (qs.length === 0) return []
  const scored = index.sections.map((s, order) => {
    let score = 0
    let matched = 0
    for (const [i, q] of qs.entries()) {
      let termScore = 0
      const prefix = i === qs.length - 1
      for (const field of ['title', 'keywords', 'body'] as const) termScore += WEIGHT[field] * matchScore(q, s.fields[field], prefix)
      if (termScore > 0) matched++
      score += termScore
    }
    const otherEdition = ruleset !== null && s.editions !== null && !s.editions.includes(ruleset)
    const weight =
      ruleset === null || otherEdition
        ? 1
        : s.editions !== null
          ? FOR_THE_GAME.own
          : s.part === 'calculators' || s.part === 'compare'
            ? FOR_THE_GAME.overview
            : FOR_THE_GAME.general
    return { id: s.id, score: score * weight, matched, order, otherEdition, otherGame: s.otherGame }
  })
  // The game's own rules are not pushed out by another edition's section, nor another game's, that
  // happens to match one more word: each group keeps its own best matches.
  const group = (s: { otherEdition: boolean; otherGame: boolean }) => (s.otherGame ? 2 : s.otherEdition ? 1 : 0)
  const most = (g: number) => Math.max(0, ...scored.filter((s) => group(s) === g).map((s) => s.matched))
  const best = [most(0), most(1), most(2)]
  return scored
    .filter((s) => s.matched > 0 && s.matched === best[group(s)])
    .sort(
      (a, b) =>
        Number(a.otherGame) - Number(b.otherGame) ||
        Number(a.otherEdition) - Number(b.otherEdition) ||
        b.score - a.score ||
        a.order - b.order,
    )
    .map(({ id, score, otherEdition }) => ({ id, score, otherEdition }))
}
