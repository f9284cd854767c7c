import { isStoredTime } from '../storage/bounds.ts'
import { ANTIQUE_CATEGORIES, MAX_DEALERS, type AntiqueCategory, type AntiqueItem, type EventsInForce } from '../engine/antiques.ts'
import { isMoneyAmount, parseEvents, parseItem } from '../engine/antiques-request.ts'
import { isPlayerCount, isRulesetId, type RulesetId } from '../engine/rulesets.ts'
import { checkFaces, padRounds, type PadEntry } from '../engine/score-pad.ts'
import { MAX_NAME_LENGTH, nameCharsProblem } from '../engine/setup.ts'
import { keysWithPrefix, readItem, removeItem, type WriteResult } from '../storage/safe-storage.ts'
import { readRecord, writeRecord, type RecordKind } from '../storage/versioned-record.ts'

/**
 * Counts of games played with real cards (the score pad, and Antique Dealer's SOLD's final count):
 * one localStorage key per count (`gavel:pad:<id>`), versioned, and checked field by field when read,
 * so that one damaged entry is reported and the others still open.
 */

export { PAD_KEY_PREFIX } from '../storage/storage-keys.ts'
import { PAD_KEY_PREFIX } from '../storage/storage-keys.ts'
export const PAD_FORMAT = 'gavel-pad'
/** Version of the stored shape; `PAD_RECORD.migrations` lift older versions to this one. */
export const PAD_VERSION = 1

/** Where a table playing with cards is: an auction, a sale round, or the final count. */
export interface PadStage {
  readonly phase: 'auction' | 'sale' | 'count'
  /** 1-based; 0 for the count. */
  readonly round: number
}

interface PadBase {
  readonly id: string
  /** Milliseconds since 1970. */
  readonly createdAt: number
  readonly updatedAt: number
  /** Set when the table finished the count (it can still be edited). */
  readonly finished: boolean
}

/** For Sale (any ruleset) or Sold!, counted from each player's checks and money left. */
export interface CardsPad extends PadBase {
  readonly kind: 'cards'
  readonly ruleset: RulesetId
  readonly players: readonly string[]
  readonly stage: PadStage
  /** One per player, in seat order. */
  readonly entries: readonly PadEntry[]
}

export interface AntiquesDealer {
  readonly name: string
  /** Dollars; null while not entered. */
  readonly cash: number | null
  readonly items: readonly AntiqueItem[]
}

/** Antique Dealer's SOLD: the events showing (kept for the round) and each dealer's assets. */
export interface AntiquesPad extends PadBase {
  readonly kind: 'antiques'
  readonly dealers: readonly AntiquesDealer[]
  /** Round 1–8 as the table counts them. */
  readonly round: number
  readonly events: { readonly [C in AntiqueCategory]: EventsInForce }
}

export type PadGame = CardsPad | AntiquesPad

export const ANTIQUES_ROUNDS = 8
export const MIN_ANTIQUES_DEALERS = 2
export const NO_EVENTS_SHOWING = Object.fromEntries(ANTIQUE_CATEGORIES.map((c) => [c, { doubles: 0, halves: 0 }])) as AntiquesPad['events']

export type PadDamage =
  | { readonly kind: 'unreadable' }
  /** Far longer than anything Gavel writes: not read at all. */
  | { readonly kind: 'too-large'; readonly length: number; readonly max: number }
  | { readonly kind: 'foreign' }
  | { readonly kind: 'newer'; readonly version: number }
  /** A Gavel count whose content does not hold together: which field. */
  | { readonly kind: 'invalid'; readonly field: string }

export type PadListing = { readonly ok: true; readonly game: PadGame } | { readonly ok: false; readonly id: string; readonly reason: PadDamage }

export const padKey = (id: string): string => PAD_KEY_PREFIX + id

export function newPadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0

/** Names: trimmed, non-empty, not too long, unique ignoring case. */
export function namesAreValid(names: readonly unknown[]): names is string[] {
  const seen = new Set<string>()
  for (const n of names) {
    if (typeof n !== 'string' || n.trim() === '' || n !== n.trim() || n.length > MAX_NAME_LENGTH || nameCharsProblem(n) !== null) return false
    const key = n.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
  }
  return true
}

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string }
const bad = (field: string): { ok: false; field: string } => ({ ok: false, field })

function checkCards(raw: Record<string, unknown>, base: PadBase): Checked<CardsPad> {
  const { ruleset, players, stage, entries } = raw
  if (!isRulesetId(ruleset)) return bad('ruleset')
  if (!Array.isArray(players) || !isPlayerCount(players.length) || !namesAreValid(players)) return bad('players')
  const rounds = padRounds(ruleset, players.length)
  if (!isObject(stage) || !isCount(stage.round)) return bad('stage')
  const stageOk =
    (stage.phase === 'auction' && stage.round >= 1 && stage.round <= rounds.auctions) ||
    (stage.phase === 'sale' && stage.round >= 1 && stage.round <= (rounds.saleRounds ?? rounds.auctions)) ||
    (stage.phase === 'count' && stage.round === 0)
  if (!stageOk) return bad('stage')
  const faces = new Set(checkFaces(ruleset).map((f) => f.value))
  if (!Array.isArray(entries) || entries.length !== players.length) return bad('entries')
  const read: PadEntry[] = []
  for (const e of entries as unknown[]) {
    if (!isObject(e) || !Array.isArray(e.checks) || !e.checks.every((v) => typeof v === 'number' && faces.has(v))) return bad('checks')
    if (!(e.moneyLeft === null || isCount(e.moneyLeft))) return bad('moneyLeft')
    read.push({ checks: e.checks as number[], moneyLeft: e.moneyLeft })
  }
  return { ok: true, value: { ...base, kind: 'cards', ruleset, players, stage: { phase: stage.phase as PadStage['phase'], round: stage.round }, entries: read } }
}

function checkAntiques(raw: Record<string, unknown>, base: PadBase): Checked<AntiquesPad> {
  const { dealers, round, events } = raw
  if (!Array.isArray(dealers) || dealers.length < MIN_ANTIQUES_DEALERS || dealers.length > MAX_DEALERS) return bad('dealers')
  if (!namesAreValid(dealers.map((d: unknown) => (isObject(d) ? d.name : null)))) return bad('dealers')
  const read: AntiquesDealer[] = []
  for (const d of dealers as Record<string, unknown>[]) {
    if (!(d.cash === null || (isMoneyAmount(d.cash) && d.cash >= 0))) return bad('cash')
    if (!Array.isArray(d.items)) return bad('items')
    const items: AntiqueItem[] = []
    for (const i of d.items as unknown[]) {
      const item = parseItem(i, 'item')
      if (!item.ok) return bad('items')
      items.push(item.value)
    }
    read.push({ name: d.name as string, cash: d.cash, items })
  }
  if (!isCount(round) || round < 1 || round > ANTIQUES_ROUNDS) return bad('round')
  if (!isObject(events)) return bad('events')
  const shown: Partial<Record<AntiqueCategory, EventsInForce>> = {}
  for (const c of ANTIQUE_CATEGORIES) {
    const e = parseEvents(events[c], c)
    if (!e.ok || events[c] === undefined) return bad('events')
    shown[c] = e.value
  }
  return { ok: true, value: { ...base, kind: 'antiques', dealers: read, round, events: shown as AntiquesPad['events'] } }
}

/**
 * A count as the storage layer reads and writes it (versioned-record.ts): `{ format, version, game }`.
 * Version 1 is the first; a later version adds its step to `migrations`, from the version before it.
 */
export const PAD_RECORD: RecordKind<PadGame, PadDamage> = {
  format: PAD_FORMAT,
  version: PAD_VERSION,
  migrations: {},
  check: (body) => {
    if (!isObject(body.game)) return { ok: false, damage: { kind: 'foreign' } }
    const checked = checkPadGame(body.game)
    return checked.ok ? checked : { ok: false, damage: { kind: 'invalid', field: checked.field } }
  },
}

/** Check what was read under a count's key. */
export function readPadText(id: string, text: string | null): PadListing {
  const read = readRecord(PAD_RECORD, text)
  if (!read.ok) return { ok: false, id, reason: read.damage.kind === 'missing' ? { kind: 'unreadable' } : read.damage }
  // A count copied under another key is not the count that key names.
  if (read.value.id !== id) return { ok: false, id, reason: { kind: 'invalid', field: 'id' } }
  return { ok: true, game: read.value }
}

/** A count as stored (under its key, or kept in history), checked field by field. */
export function checkPadGame(g: unknown): Checked<PadGame> {
  if (!isObject(g) || typeof g.id !== 'string' || !/^[\w-]{1,64}$/.test(g.id)) return bad('id')
  if (!isStoredTime(g.createdAt) || !isStoredTime(g.updatedAt)) return bad('time')
  if (typeof g.finished !== 'boolean') return bad('finished')
  const base: PadBase = { id: g.id, createdAt: g.createdAt, updatedAt: g.updatedAt, finished: g.finished }
  return g.kind === 'cards' ? checkCards(g, base) : g.kind === 'antiques' ? checkAntiques(g, base) : bad('kind')
}

export function loadPadGame(id: string): PadListing {
  return readPadText(id, readItem(padKey(id)))
}

export function savePadGame(game: PadGame): WriteResult {
  return writeRecord(padKey(game.id), PAD_RECORD, { game })
}

export function deletePadGame(id: string): WriteResult {
  return removeItem(padKey(id))
}

/** Every count on this device, most recently changed first; damaged ones last, each with its reason. */
export function listPadGames(): PadListing[] {
  const good: { ok: true; game: PadGame }[] = []
  const damaged: PadListing[] = []
  for (const key of keysWithPrefix(PAD_KEY_PREFIX)) {
    const listed = loadPadGame(key.slice(PAD_KEY_PREFIX.length))
    if (listed.ok) good.push(listed)
    else damaged.push(listed)
  }
  good.sort((a, b) => b.game.updatedAt - a.game.updatedAt)
  return [...good, ...damaged]
}

/** A new count for a game played with cards, at its first auction. */
export function newCardsPad(ruleset: RulesetId, players: readonly string[], now: number): CardsPad {
  return {
    kind: 'cards',
    id: newPadId(),
    createdAt: now,
    updatedAt: now,
    finished: false,
    ruleset,
    players,
    stage: { phase: 'auction', round: 1 },
    entries: players.map(() => ({ checks: [], moneyLeft: null })),
  }
}

export function newAntiquesPad(names: readonly string[], now: number): AntiquesPad {
  return {
    kind: 'antiques',
    id: newPadId(),
    createdAt: now,
    updatedAt: now,
    finished: false,
    dealers: names.map((name) => ({ name, cash: null, items: [] })),
    round: 1,
    events: NO_EVENTS_SHOWING,
  }
}
