import MiniSearch, { type SearchResult } from 'minisearch'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import type { RuleSection } from './rule-section.ts'
import type { SectionId } from './section-ids.ts'

/**
 * Offline search over the rules reference, on MiniSearch (BM25 ranking over every section that
 * matches any query word, prefix and fuzzy matching, field boosts). Text is decomposed (NFD),
 * stripped of its diacritics, lower-cased, cut into words, stop words dropped and each word cut
 * down by a light stemmer for its language, the same for the sections and for the question, so
 * "Chèques refusés" finds "chèque refusé". This module is loaded with the rules screen only.
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
  en: { rounded: 'rounding', rounding: 'rounding', round: 'round', rounds: 'round', nobody: 'nobody', none: 'none', everyone: 'everyone' },
  fr: { personne: 'personne', rien: 'rien', aucun: 'aucun', aucune: 'aucun' },
  es: { nadie: 'nadie', nada: 'nada', ningun: 'ningun', ninguno: 'ningun', ninguna: 'ningun' },
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
      if ((w.endsWith('er') || w.endsWith('ir')) && w.length > 4) w = w.slice(0, -2)
      return w
    case 'es':
      // An infinitive loses its ending ("pujar" is "puja"); "dinero" keeps its "er".
      if (/(ar|er|ir)$/.test(w) && w.length > 4) return w.slice(0, -2)
      if (w.endsWith('es') && w.length > 4 && !VOWELS.has(w.charAt(w.length - 3))) w = w.slice(0, -2)
      else if (w.endsWith('s') && w.length > 3) w = w.slice(0, -1)
      if (/[aoe]$/.test(w) && w.length > 3) w = w.slice(0, -1)
      return w
  }
}

/**
 * Words that say nothing about which rule is meant: articles, pronouns, question words, the verbs
 * every question carries ("can", "do", "peut") and the bare negations ("no", "not", "sin"), which
 * would otherwise pull every "no change" into a question about having no money. Spanish keeps
 * "puedo", "puede": "no puedo pujar" is how the forced pass is asked. "Nobody", "personne", "nadie"
 * stay: "nobody bids" is a question of its own.
 */
const stopwords = (list: string): ReadonlySet<string> => new Set(list.split(' ').map(normalize))

const STOPWORDS: { readonly [L in Locale]: ReadonlySet<string> } = {
  en: stopwords(
      'a an the of to in on at by for from and or but if so is are was were be been am it its this that these those there ' +
      'what how do does did done when where who whom whose which why with my me i you your we our us they them their he she his her ' +
      'can could may might shall should will would get gets got have has had much many any some than then just also ' +
      'about into out up as one s t no not'
  ),
  fr: stopwords(
      'a à au aux le la les l un une des de du d et ou mais si est sont ont ai as avons avez était être avoir que qu qui quoi quel quelle quels quelles ' +
      'quand comment combien pourquoi où en on il ils elle elles je j vous nous tu te me m moi se s ce c cet cette ces ça ceci cela y ' +
      'sur pour par dans avec chez est-ce faut fait faire peut peux peuvent puis dois doit doivent mon ma mes ton ta tes son sa ses leur leurs notre votre ' +
      'ne n pas plus sans t'
  ),
  es: stopwords(
      'a al el la los las lo le les un una unos unas de del y e o u pero si es son era ser estar esta este esto estos estas eso ese esa cual cuál ' +
      'que qué quien quién cuando cuándo como cómo donde dónde adonde adónde cuanto cuánto cuanta cuánta cuantos cuántos cuantas cuántas por porque ' +
      'en se su sus mi mis me yo tu tú te nos para con debo debe deben tengo tiene hace hacer cada demás otros otras no sin'
  ),
}

/**
 * Words that deny the word after them: "no money", "sans miser", "sin pujar". They are stop words, so
 * "no" alone decides nothing, but the word they deny is also indexed marked as denied, so
 * "no money can I bid" finds the ruling that says "no money" over a section that says "money" often.
 */
const NEGATIONS: { readonly [L in Locale]: ReadonlySet<string> } = {
  en: new Set(['no', 'not', 'cannot', 'without', 'never']),
  fr: new Set(['ne', 'n', 'sans', 'jamais']),
  es: new Set(['no', 'sin', 'nunca']),
}

/**
 * The mark of a denied word: three signs, so that no typo-forgiving match of a plain word ("money")
 * reaches a denied one ("¬¬¬money").
 */
const DENIED = '¬¬¬'

/** Each word, and after a negation its next word marked as denied ("¬¬¬money"). */
function withNegations(locale: Locale, ws: readonly string[]): string[] {
  const marked: string[] = []
  let denying = false
  for (const w of ws) {
    const n = normalize(w)
    if (NEGATIONS[locale].has(n)) denying = true
    else if (!STOPWORDS[locale].has(n)) {
      if (denying) marked.push(`${DENIED}${n}`)
      denying = false
    }
  }
  return [...ws, ...marked]
}

/**
 * "How many", "combien", "cuántas": the answer is a number, and the numbers are in each edition's
 * rules (Setup, Paying), not in the rulings that refine them.
 */
const COUNT_WORDS: { readonly [L in Locale]: RegExp } = {
  en: /\bhow (many|much)\b/,
  fr: /\bcombien\b/,
  es: /\bcuant[oa]s?\b/,
}

/** How much a match counts in each part of a section: the answer a player reads is the rule, not its title alone. */
const BOOST = { title: 2, keywords: 2, rule: 1, body: 1, denied: 2 } as const

/**
 * How much a section counts when searching for the game on the table: its own ruleset's rules most,
 * then what holds for every ruleset (general rulings, the calculators), the edition table least
 * (an overview, where the player asked for the rule). Other editions and another game come after,
 * in groups of their own. With no game on the table, the editions' rules still come a little before
 * the rulings that refine them.
 */
const FOR_THE_GAME = { own: 2, anyRules: 1.3, general: 1, calculator: 0.8, compare: 0.5 } as const

interface IndexedSection {
  readonly id: SectionId
  readonly editions: readonly RulesetId[] | null
  /** Antique Dealer's SOLD is another game: its sections come after For Sale's and Sold!'s. */
  readonly otherGame: boolean
  readonly kind: 'ruleset' | 'ruling' | 'calculator' | 'compare' | 'other'
  readonly titleStems: ReadonlySet<string>
  /** Each sentence's stems in order: a question whose words stand together in one sentence asks what it says. */
  readonly sentenceStems: readonly (readonly string[])[]
}

export interface RulesIndex {
  readonly locale: Locale
  readonly sections: ReadonlyMap<SectionId, IndexedSection>
  readonly search: MiniSearch<SearchDoc>
  /** The words that name one ruleset and no other ("gryphon", "enough everyone"): a question naming it asks about it. */
  readonly names: ReadonlyMap<RulesetId, ReadonlySet<string>>
  /** Each name's words as written, punctuation kept ("sold!", "(gryphon)"), but for the "For Sale" they share. */
  readonly writtenNames: ReadonlyMap<RulesetId, readonly string[]>
}

interface SearchDoc {
  readonly id: SectionId
  readonly title: string
  readonly keywords: string
  readonly rule: string
  readonly body: string
  readonly denied: string
}

/** A section's text, each sentence kept apart: where an answer is looked for. */
export function sectionSentences(s: RuleSection): string[] {
  const texts = s.ruling !== null ? [s.ruling.rule ?? '', s.ruling.does, s.ruling.open, s.ruling.why] : [...s.paragraphs, s.example ?? '']
  return texts.flatMap(splitSentences)
}

/** Sentences end at ". ", "! ", "? " (not at "1.000" nor "$1,000."'s inner dot); a colon does not end one. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}¿¡«“"(])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

/** A text's words; a denied word keeps its mark (withNegations). */
const split = (text: string) => text.split(/[^\p{L}\p{N}¬]+/u).filter((w) => w.length > 0)

export function buildIndex(locale: Locale, sections: readonly RuleSection[]): RulesIndex {
  const process = (term: string): string | null => {
    if (term.startsWith(DENIED)) return `${DENIED}${stem(locale, term.slice(DENIED.length))}`
    const w = normalize(term)
    if (w.length === 0 || STOPWORDS[locale].has(w)) return null
    return stem(locale, w)
  }
  const search = new MiniSearch<SearchDoc>({
    fields: ['title', 'keywords', 'rule', 'body', 'denied'],
    tokenize: split,
    processTerm: process,
    // Rule sections are long and rulings short: length should not decide which one answers.
    searchOptions: { bm25: { k: 1.2, b: 0.3, d: 0.5 } },
  })
  // The words denied, in a field of their own: the other fields keep their lengths.
  const denied = (texts: readonly string[]) => texts.flatMap((text) => withNegations(locale, split(text)).filter((w) => w.startsWith(DENIED))).join(' ')
  search.addAll(
    sections.map((s) => ({
      id: s.id,
      title: s.title,
      keywords: s.keywords,
      rule: s.ruling?.rule ?? '',
      body: [...s.paragraphs, s.example ?? '', s.ruling?.does ?? '', s.ruling?.open ?? ''].join(' '),
      denied: denied([s.title, s.keywords, s.ruling?.rule ?? '', ...s.paragraphs, s.example ?? '', s.ruling?.does ?? '', s.ruling?.open ?? '']),
    })),
  )
  const stems = (text: string) => words(text).flatMap((w) => process(w) ?? [])
  const kindOf = (s: RuleSection): IndexedSection['kind'] =>
    s.part === 'compare' ? 'compare' : s.part === 'calculators' ? 'calculator' : s.part === 'rulings' ? 'ruling' : s.part === 'antiques' ? 'other' : 'ruleset'
  const tr = translator(rulesetMessages, locale)
  const nameStems = new Map(RULESET_IDS.map((r) => [r, new Set(stems(tr(`${r}.name`)))]))
  const names = new Map(
    RULESET_IDS.map((r) => {
      const others = RULESET_IDS.filter((o) => o !== r).flatMap((o) => [...(nameStems.get(o) ?? [])])
      return [r, new Set([...(nameStems.get(r) ?? [])].filter((w) => !others.includes(w)))]
    }),
  )
  const shared = new Set(normalize(tr('for-sale.name')).split(/\s+/))
  const writtenNames = new Map(
    RULESET_IDS.map((r) => [r, normalize(tr(`${r}.name`)).replace(/[()]/g, '').split(/\s+/).filter((w) => w !== '' && !shared.has(w))]),
  )
  return {
    locale,
    search,
    names,
    writtenNames,
    sections: new Map(
      sections.map((s) => [
        s.id,
        { id: s.id, editions: s.editions ?? null, otherGame: s.part === 'antiques', kind: kindOf(s), titleStems: new Set(stems(s.title).filter((w) => !/^[ra]\d$/.test(w))),
          sentenceStems: sectionSentences(s).map(stems),
        },
      ]),
    ),
  }
}

export interface SearchHit {
  readonly id: SectionId
  readonly score: number
  /** Searching for a game's ruleset: this section is about other rulesets only. */
  readonly otherEdition: boolean
  /** The query's stems this section matched (prefix and fuzzy matches as the section's own words). */
  readonly terms: readonly string[]
}

/** Query words as stems, stop words dropped (unless nothing else is left). */
export function queryStems(locale: Locale, query: string): string[] {
  const all = words(query)
  const kept = all.filter((w) => !STOPWORDS[locale].has(w))
  const denied = withNegations(locale, all).slice(all.length).map((w) => `${DENIED}${stem(locale, w.slice(DENIED.length))}`)
  return [...new Set([...(kept.length > 0 ? kept : all).map((w) => stem(locale, w)), ...denied])]
}

/**
 * Every section matching any query word, best first, ranked by BM25 with the fields' boosts. The word
 * being typed (the last) also matches as a prefix; longer words forgive a typo. Given the ruleset of
 * the game on the table, that ruleset's sections and what holds for it come first, other editions'
 * after them; another game's sections (Antique Dealer's SOLD) come last.
 */
export function searchRules(index: RulesIndex, query: string, table: RulesetId | null = null): SearchHit[] {
  const qs = queryStems(index.locale, query)
  if (qs.length === 0) return []
  // A question that names an edition ("the Gryphon rounding", "variant not enough for everyone") is
  // about that edition, whatever the table plays.
  // A one-word name is also an ordinary word ("sold properties"): it names the game only as written, "Sold!".
  const raw = normalize(query)
  const named = RULESET_IDS.find((r) => {
    const name = index.names.get(r)
    if (name === undefined || name.size === 0 || ![...name].every((w) => qs.includes(w))) return false
    return name.size > 1 || index.writtenNames.get(r)?.every((w) => raw.includes(w)) === true
  })
  const ruleset = named ?? table
  // Once the edition is known, its name says nothing more about which of its rules is asked for,
  // unless the name is most of the question ("the Not enough for everyone variant"): then its Setup.
  const nameWords = named === undefined ? undefined : index.names.get(named)
  const asked = qs.filter((q) => nameWords?.has(q) !== true)
  const terms = asked.length > 0 && asked.length >= qs.length / 2 ? asked : qs
  const last = terms.length - 1
  const results: SearchResult[] = index.search.search(terms.join(' '), {
    boost: BOOST,
    combineWith: 'OR',
    // Stems are already processed: only the typed-so-far last word is a prefix.
    tokenize: (t) => t.split(' '),
    processTerm: (t) => t,
    prefix: (_term, i) => i === last,
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    weights: { prefix: 0.4, fuzzy: 0.3 },
    boostDocument: (id: SectionId) => {
      const s = index.sections.get(id)
      if (s === undefined) return 1
      if (ruleset === null) return s.kind === 'ruleset' ? FOR_THE_GAME.anyRules : s.kind === 'ruling' ? FOR_THE_GAME.general : s.kind === 'other' ? 1 : FOR_THE_GAME.general
      if (s.kind === 'ruleset') return s.editions?.includes(ruleset) === true ? FOR_THE_GAME.own : 1
      if (s.kind === 'ruling') return FOR_THE_GAME.general
      return s.kind === 'compare' ? FOR_THE_GAME.compare : s.kind === 'calculator' ? FOR_THE_GAME.calculator : FOR_THE_GAME.general
    },
  })
  // Sections that match more of the question's words are worth more than the sum of single words:
  // "tie in sale round" is about selling, not about every section that says "round".
  // A question that says a section's whole title ("must pass", "who chooses the money cards") asks for it.
  const counting = COUNT_WORDS[index.locale].test(normalize(query))
  const hits = results.map((r, order) => {
    const s = index.sections.get(r.id as SectionId)
    const outside = (r: RulesetId | null) => r !== null && s !== undefined && s.editions !== null && !s.editions.includes(r)
    const otherEdition = outside(table)
    const coverage = new Set(r.queryTerms).size / terms.length
    const titled = s !== undefined && s.titleStems.size > 0 && [...s.titleStems].every((t) => terms.includes(t))
    // A question asking for a number ("how many cards are set aside") wants the rules that give it,
    // not a ruling that names the same words without one.
    const phrase = s !== undefined && (!counting || s.kind === 'ruleset') && together(s.sentenceStems, terms, r.terms)
    const factor = (0.5 + coverage) * (phrase ? 1 + TOGETHER : 1) * (titled ? 1.5 : 1) * (counting && s?.kind === 'ruleset' ? 2 : 1)
    return { id: r.id as SectionId, score: r.score * factor, otherEdition, later: outside(ruleset), otherGame: s?.otherGame ?? false, terms: r.terms, order }
  })
  const group = (h: { later: boolean; otherGame: boolean }) => (h.otherGame ? 2 : h.later ? 1 : 0)
  return hits
    .sort((a, b) => group(a) - group(b) || b.score - a.score || a.order - b.order)
    .map(({ id, score, otherEdition, terms }) => ({ id, score, otherEdition, terms }))
}

/** How much more a section counts when the question's words stand together in one of its sentences. */
const TOGETHER = 1

/**
 * Whether one sentence of a section holds every word of a question of three words or more close
 * together, as a phrase with a few words between (two words meet in a sentence too often to tell): "picas o tréboles cuál gana" is answered by "la pica gana al trébol",
 * not by a section saying "picas" in one sentence and "gana" in another. A word matched by prefix or
 * typo counts as the question's word it stands for (`matched`: the section's words found).
 */
function together(sentences: readonly (readonly string[])[], terms: readonly string[], matched: readonly string[]): boolean {
  if (terms.length < 3) return false
  const span = terms.length + 2
  const stands = (q: string, w: string) => w === q || (w !== '' && matched.includes(w) && (w.startsWith(q) || q.startsWith(w)))
  for (const sentence of sentences) {
    for (let start = 0; start < sentence.length; start++) {
      const window = sentence.slice(start, start + span)
      if (terms.every((q) => window.some((w) => stands(q, w)))) return true
    }
  }
  return false
}

/** A piece of the answer sentence; `hit`: a word the question asked for, shown highlighted. */
export interface AnswerPiece {
  readonly text: string
  readonly hit: boolean
}

/**
 * The sentence of a section that answers the question: the one holding most of the matched words
 * (a ruling's rule first when tied), cut into pieces with the matched words marked.
 */
export function answerSentence(locale: Locale, section: RuleSection, terms: readonly string[]): AnswerPiece[] {
  const wanted = new Set(terms)
  const isHit = (w: string) => {
    const n = normalize(w)
    return !STOPWORDS[locale].has(n) && wanted.has(stem(locale, n))
  }
  const sentences = sectionSentences(section)
  let best = sentences[0] ?? section.title
  let most = 0
  for (const sentence of sentences) {
    const found = new Set(sentence.split(/[^\p{L}\p{N}]+/u).filter(isHit).map((w) => stem(locale, normalize(w)))).size
    if (found > most) [best, most] = [sentence, found]
  }
  const pieces: AnswerPiece[] = []
  for (const part of best.split(/([\p{L}\p{N}]+)/u)) {
    if (part === '') continue
    const hit = /[\p{L}\p{N}]/u.test(part) && isHit(part)
    const prev = pieces[pieces.length - 1]
    if (prev !== undefined && prev.hit === hit) pieces[pieces.length - 1] = { text: prev.text + part, hit }
    else pieces.push({ text: part, hit })
  }
  return pieces
}



