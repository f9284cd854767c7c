import { isBotLevel, type BotLevel } from '../bots/levels.ts'
import type { Seat } from '../engine/types.ts'

/** Who plays a seat: a person at the table, or a computer player of some level. */
export type SeatKind = { readonly kind: 'person' } | { readonly kind: 'bot'; readonly level: BotLevel }

export const PERSON: SeatKind = { kind: 'person' }

const levelsOf = new WeakMap<readonly SeatKind[], Map<number, readonly (BotLevel | null)[]>>()
/** Stands for "no seats given" (everyone a person) in `levelsOf`. */
const NO_SEATS: readonly SeatKind[] = []

/**
 * Each seat's computer level, or null for a person (every seat a person when `seats` is absent).
 * The same list object for the same seats, move after move: the screens' memoised parts (the
 * players' panels) take it as a prop.
 */
export function botLevels(seats: readonly SeatKind[] | undefined, players: number): readonly (BotLevel | null)[] {
  const key = seats ?? NO_SEATS
  let byCount = levelsOf.get(key)
  if (byCount === undefined) {
    byCount = new Map()
    levelsOf.set(key, byCount)
  }
  let levels = byCount.get(players)
  if (levels === undefined) {
    levels = Array.from({ length: players }, (_, i) => {
      const s = key[i]
      return s !== undefined && s.kind === 'bot' ? s.level : null
    })
    byCount.set(players, levels)
  }
  return levels
}

export function hasBot(seats: readonly SeatKind[] | undefined): boolean {
  return seats !== undefined && seats.some((s) => s.kind === 'bot')
}

export function isPersonSeat(seats: readonly SeatKind[] | undefined, seat: Seat): boolean {
  return seats?.[seat]?.kind !== 'bot'
}

/**
 * The `seats` field of a saved game or record (rules/RECORD.md lets records carry extra fields):
 * one entry per player, at least one of them a person. Anything else reads as people at every seat.
 */
export function parseSeatKinds(raw: unknown, players: number): SeatKind[] | null {
  if (!Array.isArray(raw) || raw.length !== players) return null
  const out: SeatKind[] = []
  for (const item of raw) {
    const kind = (item as { kind?: unknown } | null)?.kind
    if (kind === 'person') out.push(PERSON)
    else if (kind === 'bot') {
      const level = (item as { level?: unknown }).level
      if (!isBotLevel(level)) return null
      out.push({ kind: 'bot', level })
    } else return null
  }
  return out.some((s) => s.kind === 'person') && out.some((s) => s.kind === 'bot') ? out : null
}
