import { RULESETS, byPlayerCount } from '../engine/rulesets.ts'
import type { Card, GameEvent, PlayerView } from '../engine/types.ts'

/**
 * What a seat can work out from its view and the public log, and nothing more: the cards it has
 * not seen, and every seat's money (with secret money, rebuilt from the payments everyone saw).
 */
export interface Knowledge {
  /** Every seat's money: For Sale in thousands, Sold! the sum of the money cards. */
  readonly money: readonly number[]
  /**
   * Properties not held by anyone and not on the table: still to come or set aside, in deck order.
   * Empty once every property in play is out (selling starts only then).
   */
  readonly unseenProperties: readonly Card[]
  /** Checks not yet turned up (to come or set aside), as a multiset in deck order. */
  readonly unseenChecks: readonly Card[]
}

/** Remove each of `seen` once from a (multi)set deck. */
export function withoutCards(deck: readonly Card[], seen: readonly Card[]): Card[] {
  const counts = new Map<Card, number>()
  for (const c of seen) counts.set(c, (counts.get(c) ?? 0) + 1)
  const out: Card[] = []
  for (const c of deck) {
    const n = counts.get(c) ?? 0
    if (n > 0) counts.set(c, n - 1)
    else out.push(c)
  }
  return out
}

/** Money paid by each seat, from the public log's `paid` events. */
function paidBySeat(players: number, log: readonly GameEvent[]): number[] {
  const paid = new Array<number>(players).fill(0)
  for (const e of log) if (e.type === 'paid') paid[e.player] = (paid[e.player] as number) + e.amount
  return paid
}

export function knowledgeOf(view: PlayerView, log: readonly GameEvent[]): Knowledge {
  const row = RULESETS[view.ruleset]
  const start = row.money === 'cards' ? row.moneyCards.reduce((a, b) => a + b, 0) : byPlayerCount(row.startingMoney, view.playerCount)
  const needsLog = view.seats.some((s) => s.money === null)
  const paid = needsLog ? paidBySeat(view.playerCount, log) : null
  const money = view.seats.map((s, i) => s.money ?? Math.max(0, start - (paid?.[i] ?? 0)))
  const held: Card[] = []
  const won: Card[] = []
  for (const s of view.seats) {
    held.push(...s.properties)
    won.push(...s.checks)
  }
  if (view.auction !== null) held.push(...view.auction.properties)
  if (view.sale !== null) won.push(...view.sale.checks)
  return {
    money,
    unseenProperties: view.propertiesLeft === 0 ? [] : withoutCards(row.propertyDeck, held),
    unseenChecks: withoutCards(row.checkDeck, won),
  }
}
