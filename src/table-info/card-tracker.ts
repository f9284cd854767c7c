import { RULESETS, byPlayerCount } from '../engine/rulesets.ts'
import type { Card, GameEvent, PlayerView, Seat } from '../engine/types.ts'
import { withoutCards } from '../bots/knowledge.ts'

/** One property bought in an auction, as the whole table saw it happen. */
export interface Purchase {
  readonly player: Seat
  /** 0-based auction number. */
  readonly auction: number
  readonly property: Card
  /** What it cost: the winner's whole bid, or the passer's share of their bid (For Sale: thousands). */
  readonly price: number
  /** `won`: last in the auction; `passed`: took the lowest card on passing. */
  readonly how: 'won' | 'passed'
}

/**
 * The memory aid's card tracker: what a player with a perfect memory knows from the table alone.
 * Built from the onlooker's view and the public log only: never the set-aside cards, the order of
 * the cards to come, another player's unrevealed pick, or secret money.
 */
export interface CardTracker {
  /**
   * Properties nobody has seen: still to come or set aside (which of them are set aside nobody
   * knows until none are to come), ascending. Needs the whole log from the game's start.
   */
  readonly unseenProperties: readonly Card[]
  /** How many of `unseenProperties` will still be turned up; the rest are set aside. */
  readonly propertiesToCome: number
  /** Checks not yet turned up (to come or set aside), ascending, each value as often as it is unseen. */
  readonly unseenChecks: readonly Card[]
  readonly checksToCome: number
  /** Properties and checks set aside at this table (the same number of each, R9). */
  readonly setAside: number
  /** Every property bought so far, in the order it was taken. */
  readonly purchases: readonly Purchase[]
  /**
   * Money each seat has handed over in auctions (For Sale: thousands; Sold!: the money cards' values,
   * which can be more than the price, as there is no change); null when money is secret at this table.
   */
  readonly spent: readonly number[] | null
  /** Each seat's checks won, in the order won (the view shows them; kept here so the panel reads one object). */
  readonly checks: readonly (readonly Card[])[]
}

export function cardTracker(view: PlayerView, log: readonly GameEvent[]): CardTracker {
  const row = RULESETS[view.ruleset]
  const seenChecks: Card[] = view.seats.flatMap((s) => s.checks)
  if (view.sale !== null) seenChecks.push(...view.sale.checks)

  const purchases: Purchase[] = []
  let auction = -1
  for (const e of log) {
    if (e.type === 'auction-started') auction = e.auction
    else if (e.type === 'won') purchases.push({ player: e.player, auction, property: e.property, price: e.price, how: 'won' })
    else if (e.type === 'passed' && e.property !== null)
      purchases.push({ player: e.player, auction, property: e.property, price: e.cost, how: 'passed' })
  }
  let spent: number[] | null = null
  if (!view.options.secretMoney) {
    spent = view.seats.map(() => 0)
    // What left each hand: Sold! pays with cards and gets no change, so this can be more than the prices.
    for (const e of log) {
      if (e.type === 'paid') spent[e.player] = (spent[e.player] ?? 0) + (e.cards.length > 0 ? e.cards.reduce((a, b) => a + b, 0) : e.amount)
    }
  }
  // Every property turned up is on the table or was taken by someone (sold ones too): the log says which.
  const seenProperties = [...purchases.map((p) => p.property), ...(view.auction?.properties ?? [])]
  const ascending = (cards: Card[]) => cards.sort((a, b) => a - b)
  return {
    unseenProperties: ascending(withoutCards(row.propertyDeck, seenProperties)),
    propertiesToCome: view.propertiesLeft,
    unseenChecks: ascending(withoutCards(row.checkDeck, seenChecks)),
    checksToCome: view.checksLeft,
    setAside: byPlayerCount(row.setAside, view.playerCount),
    purchases,
    spent,
    checks: view.seats.map((s) => s.checks),
  }
}
