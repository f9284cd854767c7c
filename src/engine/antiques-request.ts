/**
 * The `antiques` command's JSON request and answer (rules/ANTIQUES.md, "The `antiques` command"):
 * a malformed request is a value with a stable code, never an exception.
 */
import {
  ANTIQUE_CATEGORIES,
  MAX_DEALERS,
  MAX_EVENTS,
  MAX_FACE,
  MIN_FACE,
  MONEY_STEP,
  SPECIAL_CARDS,
  currentValue,
  finalCount,
  type AntiqueCategory,
  type AntiqueItem,
  type Dealer,
  type EventsInForce,
  type SpecialCard,
} from './antiques.ts'
import { jsonProblemMessage, readJson } from './json-text.ts'

export const ANTIQUES_ERROR_CODES = [
  'MALFORMED_REQUEST',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_SPECIAL',
  'BAD_FACE_VALUE',
  'RARE_WITH_FAKE',
  'BAD_DAMAGED',
  'BAD_EVENTS',
  'BAD_CASH',
  'BAD_NAME',
  'DUPLICATE_NAME',
  'NO_DEALERS',
  'TOO_MANY_DEALERS',
] as const
export type AntiquesErrorCode = (typeof ANTIQUES_ERROR_CODES)[number]

export interface AntiquesError {
  readonly code: AntiquesErrorCode
  readonly message: string
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AntiquesError }

const fail = (code: AntiquesErrorCode, message: string): { ok: false; error: AntiquesError } => ({ ok: false, error: { code, message } })

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The most cash a dealer may hold: far beyond the box's money, and small enough that every total is exact. */
export const MAX_CASH = 10_000_000

/** A whole number of dollars that is a multiple of $50. */
export const isMoneyAmount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v % MONEY_STEP === 0

export function isFaceValue(v: unknown): v is number {
  return isMoneyAmount(v) && v >= MIN_FACE && v <= MAX_FACE
}

export function isCategory(v: unknown): v is AntiqueCategory {
  return typeof v === 'string' && (ANTIQUE_CATEGORIES as readonly string[]).includes(v)
}

const isSpecialCard = (v: unknown): v is SpecialCard => typeof v === 'string' && (SPECIAL_CARDS as readonly string[]).includes(v)

/**
 * `special`: null, one card name, or the Special Value cards under the item as a list or joined
 * by "+" (so that a Rare paired with a Fake can be written, and refused).
 */
function parseSpecial(v: unknown, where: string): Parsed<SpecialCard | null> {
  if (v === null || v === undefined) return { ok: true, value: null }
  // "rare2+fake" or "rare2, fake" is read as the list of those cards.
  const cards: unknown[] = Array.isArray(v) ? v : typeof v === 'string' && /[+,&\s]/.test(v.trim()) ? v.trim().split(/\s*[+,&\s]\s*/) : [v]
  for (const card of cards) {
    if (!isSpecialCard(card)) return fail('UNKNOWN_SPECIAL', `${where}: unknown special card ${JSON.stringify(card)} (null, "rare2", "rare3" or "fake").`)
  }
  if (cards.length > 1) {
    return fail('RARE_WITH_FAKE', `${where}: an item has at most one of Rare ×2, Rare ×3 or Fake, not ${cards.join(' and ')}.`)
  }
  return { ok: true, value: (cards[0] as SpecialCard | undefined) ?? null }
}

export function parseItem(v: unknown, where: string): Parsed<AntiqueItem> {
  if (!isObject(v)) return fail('MALFORMED_REQUEST', `${where} is not an object.`)
  if (!isCategory(v.category)) {
    return fail('UNKNOWN_CATEGORY', `${where}: unknown category ${JSON.stringify(v.category)} (${ANTIQUE_CATEGORIES.join(', ')}).`)
  }
  if (!isFaceValue(v.face)) {
    return fail('BAD_FACE_VALUE', `${where}: face value ${JSON.stringify(v.face)} is not a multiple of $${MONEY_STEP} from $${MIN_FACE} to $${MAX_FACE}.`)
  }
  const special = parseSpecial(v.special, where)
  if (!special.ok) return special
  if (v.damaged !== undefined && typeof v.damaged !== 'boolean') return fail('BAD_DAMAGED', `${where}: "damaged" must be true or false.`)
  return { ok: true, value: { category: v.category, face: v.face, special: special.value, damaged: v.damaged === true } }
}

export function parseEvents(v: unknown, where: string): Parsed<EventsInForce> {
  if (v === undefined || v === null) return { ok: true, value: { doubles: 0, halves: 0 } }
  const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_EVENTS
  if (!isObject(v)) return fail('BAD_EVENTS', `${where}: "events" must be {"doubles": n, "halves": n}.`)
  const doubles = v.doubles ?? 0
  const halves = v.halves ?? 0
  if (!isCount(doubles) || !isCount(halves)) {
    return fail('BAD_EVENTS', `${where}: events in force are whole numbers from 0 to ${MAX_EVENTS} (one face-up event per dealer).`)
  }
  return { ok: true, value: { doubles, halves } }
}

export function parseDealers(v: unknown): Parsed<Dealer[]> {
  if (!Array.isArray(v)) return fail('MALFORMED_REQUEST', '"count" must be a list of dealers.')
  if (v.length === 0) return fail('NO_DEALERS', 'The count has no dealers.')
  if (v.length > MAX_DEALERS) return fail('TOO_MANY_DEALERS', `At most ${MAX_DEALERS} dealers play (there are six shops); this count has ${v.length}.`)
  const dealers: Dealer[] = []
  const names = new Set<string>()
  for (let i = 0; i < v.length; i++) {
    const d: unknown = v[i]
    const where = `dealer ${i + 1}`
    if (!isObject(d)) return fail('MALFORMED_REQUEST', `${where} is not an object.`)
    if (typeof d.name !== 'string' || d.name.trim() === '') return fail('BAD_NAME', `${where} has no name.`)
    const key = d.name.trim().toLowerCase()
    if (names.has(key)) return fail('DUPLICATE_NAME', `Two dealers are called ${JSON.stringify(d.name)}.`)
    names.add(key)
    if (!isMoneyAmount(d.cash) || d.cash < 0) {
      return fail('BAD_CASH', `${d.name}: cash ${JSON.stringify(d.cash)} is not an amount of dollars of at least $0 in $${MONEY_STEP} steps.`)
    }
    if (d.cash > MAX_CASH) {
      return fail('BAD_CASH', `${d.name}: cash ${JSON.stringify(d.cash)} is more than $${MAX_CASH}, far beyond any game's money; totals past it would not print exactly.`)
    }
    const rawItems = d.items ?? []
    if (!Array.isArray(rawItems)) return fail('MALFORMED_REQUEST', `${d.name}: "items" must be a list.`)
    const items: AntiqueItem[] = []
    for (let j = 0; j < rawItems.length; j++) {
      const item = parseItem(rawItems[j], `${d.name}, item ${j + 1}`)
      if (!item.ok) return item
      items.push(item.value)
    }
    dealers.push({ name: d.name, cash: d.cash, items })
  }
  return { ok: true, value: dealers }
}

/** What the command prints: the value asked for and/or the final count, in ANTIQUES.md's shape. */
export type AntiquesAnswer = Record<string, unknown>

/** Answer one request (parsed JSON or its text). */
export function answerAntiques(input: unknown): Parsed<AntiquesAnswer> {
  let doc = input
  if (typeof input === 'string') {
    const read = readJson(input)
    if (!read.ok) return fail('MALFORMED_REQUEST', jsonProblemMessage(read.problem))
    doc = read.value
  }
  if (!isObject(doc) || (doc.value === undefined && doc.count === undefined)) {
    return fail('MALFORMED_REQUEST', 'A request is an object with "value" (one item) or "count" (the dealers).')
  }
  const answer: AntiquesAnswer = {}
  if (doc.value !== undefined) {
    const item = parseItem(doc.value, 'value')
    if (!item.ok) return item
    const events = parseEvents((doc.value as Record<string, unknown>).events, 'value')
    if (!events.ok) return events
    answer.value = currentValue(item.value, events.value).value
  }
  if (doc.count !== undefined) {
    const dealers = parseDealers(doc.count)
    if (!dealers.ok) return dealers
    const counted = finalCount(dealers.value)
    answer.dealers = counted.dealers.map((d) => ({ name: d.name, cash: d.cash, damaged: d.damaged, collections: d.collections, total: d.total }))
    answer.winners = counted.winners
  }
  return { ok: true, value: answer }
}
