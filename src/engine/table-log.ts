import type { Card, GameEvent, Seat } from './types.ts'

/*
 * What the table's log says, read for the screens: the last auction's outcome, the reveal to turn up,
 * the game's last sale. Queries over the log a viewer may know (table-view.ts `tableView`), kept here
 * beside the engine that writes the events rather than in the components that show them.
 */

/** The last event of a type, if any. */
export function lastOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }> | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent
    if (e.type === type) return e as Extract<GameEvent, { type: T }>
  }
  return null
}

/** One seat's outcome of an auction: the property taken (null: an R6 free pass) and what it cost. */
export interface AuctionOutcome {
  readonly player: Seat
  readonly property: Card | null
  readonly paid: number
  readonly won: boolean
}

/** An auction's end: its number and each seat's outcome, the properties high to low. */
export interface AuctionResultFacts {
  readonly number: number
  readonly outcomes: readonly AuctionOutcome[]
}

/** The auction that ended last, if no move has been made since in the next auction. */
export function lastAuctionResult(events: readonly GameEvent[]): AuctionResultFacts | null {
  let end = events.length
  // Skip the opening of the next auction or sale (their start events), but not any move after it.
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent
    if (e.type === 'auction-started' || e.type === 'sale-started') {
      end = i
      break
    }
    if (e.type !== 'payment-due' && e.type !== 'paid') return null
  }
  let start = -1
  for (let i = end - 1; i >= 0; i--) {
    if ((events[i] as GameEvent).type === 'auction-started') {
      start = i
      break
    }
  }
  if (start < 0) return null
  const opened = events[start] as Extract<GameEvent, { type: 'auction-started' }>
  const outcomes: AuctionOutcome[] = []
  for (let i = start + 1; i < events.length; i++) {
    const e = events[i] as GameEvent
    if (i >= end && e.type !== 'paid') continue
    if (e.type === 'passed') outcomes.push({ player: e.player, property: e.property, paid: e.cost, won: false })
    if (e.type === 'won') outcomes.push({ player: e.player, property: e.property, paid: e.price, won: true })
  }
  if (!outcomes.some((o) => o.won)) return null
  return { number: opened.auction, outcomes: outcomes.slice().sort((a, b) => (b.property ?? -1) - (a.property ?? -1)) }
}

/** The latest reveal, if it belongs to the round just finished and nobody has picked since. */
export function pendingReveal(events: readonly GameEvent[], round: number, anyPicked: boolean): Extract<GameEvent, { type: 'sale-revealed' }> | null {
  if (anyPicked) return null
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent
    if (e.type === 'sale-revealed') return e.round === round - 1 ? e : null
  }
  return null
}

export type LastSale = Extract<GameEvent, { type: 'sale-revealed' } | { type: 'checks-taken' }>

/** The game's last sale: a reveal, or the last holder taking the remaining checks (R7). */
export function lastSaleOf(events: readonly GameEvent[]): LastSale | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent
    if (e.type === 'sale-revealed' || e.type === 'checks-taken') return e
  }
  return null
}

/** The events before the last cards turned up: what the table has seen while the next cards are held back. */
export function beforeLastTurnUp(events: readonly GameEvent[]): readonly GameEvent[] {
  for (let i = events.length - 1; i >= 0; i--) {
    const type = (events[i] as GameEvent).type
    if (type === 'auction-started' || type === 'sale-started') return events.slice(0, i)
  }
  return events
}

/**
 * The last chosen move and what followed it (the passes the table played, the win, a payment): what
 * the ticker says, until the next move, even once the next auction has opened.
 */
export function latestMoves(events: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = []
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent
    if (e.type === 'won' || (e.type === 'paid' && e.cards.length > 0)) out.unshift(e)
    else if (e.type === 'passed') {
      out.unshift(e)
      if (!e.forced) break
    } else if (e.type === 'bid') {
      out.unshift(e)
      break
    } else if (e.type === 'picked' || e.type === 'sale-revealed') break
  }
  return out
}
