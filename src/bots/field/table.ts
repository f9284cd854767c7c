import { checkValue } from '../../engine/cards.ts'
import type { Rng } from '../../engine/random.ts'
import { RULESETS, propertiesPerAuction } from '../../engine/rulesets.ts'
import type { Action, Card, GameEvent, PlayerView, Seat } from '../../engine/types.ts'
import { knowledgeOf, type Knowledge } from '../knowledge.ts'
import type { SeatChoice } from '../policy.ts'

/**
 * What the field's rule-based players read of the table: their seat's view and the public
 * log only, through `knowledgeOf`. Nothing here comes from the strong level's search: each field
 * member has its own ideas, and these are just the plain facts they share.
 */
export interface Table {
  readonly view: PlayerView
  readonly seat: Seat
  readonly knowledge: Knowledge
  readonly money: number
  /** Auctions still to come after the one under way. */
  readonly auctionsAfter: number
  /** Values of the checks not yet won, this round's included (to come or set aside: a player cannot tell). */
  readonly checksToCome: readonly number[]
}

/** A field member's move, as the tournament asks it (`contenderMove`). */
export type FieldMove = (view: PlayerView, choice: SeatChoice, seat: Seat, rng: Rng, log: readonly GameEvent[], timeUp?: () => boolean) => Action

export function tableOf(view: PlayerView, seat: Seat, log: readonly GameEvent[]): Table {
  const knowledge = knowledgeOf(view, log)
  const perAuction = propertiesPerAuction(RULESETS[view.ruleset], view.playerCount)
  const checksToCome = [...(view.sale?.checks ?? []), ...knowledge.unseenChecks].map((c) => checkValue(view.ruleset, c))
  return {
    view,
    seat,
    knowledge,
    money: knowledge.money[seat] as number,
    auctionsAfter: Math.ceil(view.propertiesLeft / perAuction),
    checksToCome,
  }
}

/** Sold!: pay with the fewest cards (each one left scores), then the least money. */
export function fewestCards(choice: Extract<SeatChoice, { phase: 'payment' }>): Action {
  let best = choice.options[0] as readonly number[]
  const sum = (o: readonly number[]) => o.reduce((a, b) => a + b, 0)
  for (const o of choice.options) if (o.length < best.length || (o.length === best.length && sum(o) < sum(best))) best = o
  return { type: 'pay', player: choice.player, cards: best }
}

/** The value at quantile q (0–1) of `values` (any order). */
export function quantileOf(values: readonly number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = values.slice().sort((a, b) => a - b)
  const x = Math.min(1, Math.max(0, q)) * (sorted.length - 1)
  const lo = Math.floor(x)
  const hi = Math.min(sorted.length - 1, lo + 1)
  return (sorted[lo] as number) * (1 - (x - lo)) + (sorted[hi] as number) * (x - lo)
}

/**
 * What a property is worth by the checks still to come: its place among every property still to be
 * sold (held by anyone, on the table or to come), as the check at the same place among the checks
 * not yet won.
 */
export function worthByChecksToCome(t: Table, property: Card): number {
  const all: Card[] = []
  for (const s of t.view.seats) all.push(...s.properties)
  if (t.view.auction !== null) all.push(...t.view.auction.properties)
  // Those to come and those set aside alike: a player cannot tell them apart.
  all.push(...t.knowledge.unseenProperties)
  let below = 0
  for (const c of all) if (c < property) below++
  return quantileOf(t.checksToCome, all.length <= 1 ? 0.5 : below / (all.length - 1))
}
