import { isBotLevel, type BotLevel } from '../bots/levels.ts'
import { MAX_PLAYERS, MIN_PLAYERS, RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import type { TableView } from '../engine/table-view.ts'
import type { Action, Seat } from '../engine/types.ts'

/*
 * What a table with phones says over the wire, in both directions, and the checks every message
 * from a device passes before the server looks at it. Shared by the server (server/) and the
 * table and phone pages, so that both sides agree on one shape.
 */

/** The Colyseus room type every table is. */
export const TABLE_ROOM = 'table'

/** A name typed on a phone: what the engine allows (names.ts) is checked again when the game starts. */
export const NAME_MAX = 24
/** Any message from a device larger than this (its JSON) is refused unread. */
export const MESSAGE_MAX_BYTES = 512
/** A device may send this many messages per `RATE_WINDOW_MS`; more are refused. */
export const RATE_MAX = 20
export const RATE_WINDOW_MS = 5000
/** A short room code: typed on a phone, so letters that cannot be mistaken for one another. */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const SHORT_CODE_LENGTH = 6
/** A table's long id (the QR link): 128 random bits in base64url. */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/
/** A seat's token, kept on its phone: 192 random bits in base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

/**
 * Who plays a seat of a table with phones: a person on their phone, a person with no phone who plays
 * on the table screen (today's hand-over, for that seat alone), or a computer player.
 */
export type PhoneSeatKind = 'person' | 'screen' | BotLevel

/** A seat's computer level, or null for a person (on a phone or on the table screen). */
export const botOf = (kind: PhoneSeatKind): BotLevel | null => (kind === 'person' || kind === 'screen' ? null : kind)

/** A table with phones as Setup describes it. */
export interface PhoneTableOptions {
  readonly ruleset: RulesetId
  /** Each seat: the name Setup gave it (a phone may change a person's) and who plays it. */
  readonly seats: readonly { readonly name: string; readonly kind: PhoneSeatKind }[]
  readonly startPlayer: Seat | null
  readonly secretMoney?: boolean
}

/** A seat as every device sees it before and during the game. */
export interface LobbySeat {
  readonly name: string
  readonly kind: PhoneSeatKind
  /** A person's seat that a phone holds (a seat on the table screen is never taken). */
  readonly taken: boolean
  /** That phone is connected now. */
  readonly connected: boolean
}

/** Server → every device ('lobby'): the table's seats, and where phones join. */
export interface LobbyNews {
  readonly code: string
  readonly roomId: string
  /** The address phones load the app from (the LAN address, or the deployed one). */
  readonly joinBase: string
  readonly seats: readonly LobbySeat[]
  readonly started: boolean
  /** This device's seat, or null (the table screen, or a phone not seated yet). */
  readonly you: Seat | null
  /** This device is the table screen that opened the table: it may free a seat, and plays the seats on it. */
  readonly screen: boolean
}

/** Server → the table screen that opened the table (HTTP): its table, and the token that proves it is its screen. */
export interface OpenedTable {
  readonly roomId: string
  readonly code: string
  readonly screenToken: string
}

/** The close code of a join refused because its address joined too often (its message says so). */
export const TOO_MANY_JOINS_CODE = 4429
/** One address may join tables this many times per `JOIN_WINDOW_MS`: a whole table of phones behind one router reconnecting, and more. */
export const JOIN_MAX = 40
export const JOIN_WINDOW_MS = 60_000

/** Server → a device ('view'): the game as that device may see it, and the turn it is shown on. */
export interface ViewNews {
  /** The game's action count this view shows: a move made from it carries it back. */
  readonly turn: number
  readonly table: TableView
  /**
   * The table screen that opened the table only: the own view of each seat played on it, which it
   * shows during that seat's hand-over alone (never to a phone, nor to another table screen).
   */
  readonly screenSeats?: readonly { readonly seat: Seat; readonly table: TableView }[]
}

/** Server → one phone ('seat'): the seat it now holds, and the token that proves it. */
export interface SeatGrant {
  readonly seat: Seat
  readonly token: string
}

export const REFUSAL_CODES = [
  'UNKNOWN_TYPE',
  'TOO_LARGE',
  'TOO_FAST',
  'MALFORMED',
  'NO_SEAT',
  'SEAT_TAKEN',
  'ALREADY_SEATED',
  'NOT_YOUR_SEAT',
  'NOT_STARTED',
  'STALE_TURN',
  'NAME_TAKEN',
  'NOT_THE_TABLE',
  'ILLEGAL',
] as const
export type RefusalCode = (typeof REFUSAL_CODES)[number]

/** Server → the device that sent it ('refused'): why a message changed nothing. */
export interface Refusal {
  readonly code: RefusalCode
  /** The engine's own code when the game refused the move (BID_TOO_LOW …). */
  readonly engineCode?: string
  readonly message: string
}

/** Device → server: the only messages there are. */
export type ClientMessage =
  | { readonly type: 'claim'; readonly seat: Seat; readonly name: string }
  | { readonly type: 'move'; readonly turn: number; readonly action: Action }
  /** The table screen only: the seat's phone is let go, and the seat waits for another. */
  | { readonly type: 'free'; readonly seat: Seat }
  /** The table screen only: a person's seat is played on it (`on`), or waits for a phone again. */
  | { readonly type: 'screen'; readonly seat: Seat; readonly on: boolean }

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const isSmallInt = (x: unknown, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max
const hasOnly = (x: Record<string, unknown>, keys: readonly string[]) => Object.keys(x).every((k) => keys.includes(k))

/** A name as a phone may type it: trimmed, 1 to NAME_MAX characters, no control characters. */
export function cleanName(x: unknown): string | null {
  if (typeof x !== 'string') return null
  const name = x.trim()
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || [...name].length > NAME_MAX || /[\u0000-\u001f\u007f]/.test(name)) return null
  return name
}

function parseAction(x: unknown): Action | null {
  if (!isRecord(x) || !isSmallInt(x.player, MAX_PLAYERS - 1)) return null
  const player = x.player
  switch (x.type) {
    case 'bid':
      return hasOnly(x, ['type', 'player', 'amount']) && isSmallInt(x.amount, 10_000) ? { type: 'bid', player, amount: x.amount } : null
    case 'pass':
      return hasOnly(x, ['type', 'player']) ? { type: 'pass', player } : null
    case 'pay':
      return hasOnly(x, ['type', 'player', 'cards']) && Array.isArray(x.cards) && x.cards.length <= 30 && x.cards.every((c) => isSmallInt(c, 100))
        ? { type: 'pay', player, cards: x.cards as number[] }
        : null
    case 'pick':
      return hasOnly(x, ['type', 'player', 'property']) && isSmallInt(x.property, 100) ? { type: 'pick', player, property: x.property } : null
    default:
      return null
  }
}

/** A device's message checked for type and shape: the message, or why it is refused. */
export function parseClientMessage(type: unknown, payload: unknown): ClientMessage | Refusal {
  const malformed = (message: string): Refusal => ({ code: 'MALFORMED', message })
  let size: number
  try {
    size = JSON.stringify(payload ?? null).length
  } catch {
    return malformed('The message is not plain data.')
  }
  if (size > MESSAGE_MAX_BYTES) return { code: 'TOO_LARGE', message: `A message is at most ${MESSAGE_MAX_BYTES} bytes.` }
  if (type === 'claim') {
    if (!isRecord(payload) || !hasOnly(payload, ['seat', 'name']) || !isSmallInt(payload.seat, MAX_PLAYERS - 1)) return malformed('A claim names a seat and a name.')
    const name = cleanName(payload.name)
    if (name === null) return malformed(`A name is 1 to ${NAME_MAX} characters.`)
    return { type: 'claim', seat: payload.seat, name }
  }
  if (type === 'move') {
    if (!isRecord(payload) || !hasOnly(payload, ['turn', 'action']) || !isSmallInt(payload.turn, 100_000)) return malformed('A move carries the turn it was shown on.')
    const action = parseAction(payload.action)
    if (action === null) return malformed('The action is not one of bid, pass, pay or pick.')
    return { type: 'move', turn: payload.turn, action }
  }
  if (type === 'free') {
    if (!isRecord(payload) || !hasOnly(payload, ['seat']) || !isSmallInt(payload.seat, MAX_PLAYERS - 1)) return malformed('Freeing names a seat.')
    return { type: 'free', seat: payload.seat }
  }
  if (type === 'screen') {
    if (!isRecord(payload) || !hasOnly(payload, ['seat', 'on']) || !isSmallInt(payload.seat, MAX_PLAYERS - 1) || typeof payload.on !== 'boolean') {
      return malformed('A seat on the table screen names a seat and on or off.')
    }
    return { type: 'screen', seat: payload.seat, on: payload.on }
  }
  return { code: 'UNKNOWN_TYPE', message: 'The only messages are claim, move, free and screen.' }
}

export function isRefusal(x: ClientMessage | Refusal): x is Refusal {
  return 'code' in x
}

/** Setup's table, as the server receives it over HTTP, checked: the options, or null. */
export function parseTableOptions(x: unknown): PhoneTableOptions | null {
  if (!isRecord(x) || !hasOnly(x, ['ruleset', 'seats', 'startPlayer', 'secretMoney'])) return null
  const ruleset = RULESET_IDS.find((r) => r === x.ruleset)
  if (ruleset === undefined || !Array.isArray(x.seats) || x.seats.length < MIN_PLAYERS || x.seats.length > MAX_PLAYERS) return null
  const seats: { name: string; kind: PhoneSeatKind }[] = []
  for (const s of x.seats as unknown[]) {
    if (!isRecord(s) || !hasOnly(s, ['name', 'kind'])) return null
    const name = cleanName(s.name)
    const kind = s.kind === 'person' || s.kind === 'screen' ? s.kind : isBotLevel(s.kind) ? s.kind : null
    if (name === null || kind === null) return null
    seats.push({ name, kind })
  }
  if (!seats.some((s) => s.kind === 'person' || s.kind === 'screen')) return null
  const startPlayer = x.startPlayer === null || x.startPlayer === undefined ? null : isSmallInt(x.startPlayer, seats.length - 1) ? x.startPlayer : undefined
  if (startPlayer === undefined) return null
  if (x.secretMoney !== undefined && typeof x.secretMoney !== 'boolean') return null
  return { ruleset, seats, startPlayer, ...(x.secretMoney === undefined ? {} : { secretMoney: x.secretMoney }) }
}
