import { RULESETS } from '../engine/rulesets.ts'
import type { GameTable } from '../engine/table-view.ts'
import type { Card, GameEvent, Seat } from '../engine/types.ts'

/**
 * What an explanation may say about one event, as data read from the tables on either side of it and the event:
 * who opened, the high bid before and after, what a pass cost, which rule applied. Explanations are
 * worded from these facts only, so that a sentence cannot state something the table did not do;
 * `event-facts.properties.test.ts` checks the facts against the states over random games.
 */
export type EventFacts =
  | {
      readonly type: 'auction-started'
      readonly auction: number
      /** Properties turned up. */
      readonly count: number
      /**
       * `one-each`: one per player; `one-fewer`: one fewer than the players ("not enough for everyone");
       * `leftovers`: fewer still, because the deck runs short (R6).
       */
      readonly layout: 'one-each' | 'one-fewer' | 'leftovers'
      /** Passers who will take their bid back without a property. */
      readonly freePasses: number
      readonly starter: Seat
      /** `setup`: the first auction's starter, set when the table was set up; `last-winner`: the previous auction's winner. */
      readonly starterFrom: 'setup' | 'last-winner'
    }
  | {
      readonly type: 'bid'
      readonly player: Seat
      readonly amount: number
      /** Nobody had bid in this auction before: this bid opens it. */
      readonly opens: boolean
      /** The high bid before this one (0 when it opens) and whose it was. */
      readonly highBefore: number
      readonly highBidderBefore: Seat | null
      /** The money the bidder held. */
      readonly money: number
    }
  | {
      readonly type: 'passed'
      readonly player: Seat
      /** The passer had no more money than the high bid (R2). */
      readonly forced: boolean
      /** The money the passer held before passing, and the high bid they faced. */
      readonly money: number
      readonly highBid: number
      /** The passer's own bid in this auction. */
      readonly bid: number
      readonly cost: number
      readonly refund: number
      /** `variant`: the scarce variant's free pass; `leftovers`: the short last auction's (R6); null: an ordinary pass. */
      readonly free: 'variant' | 'leftovers' | null
      /** How half the bid was rounded; `exact` when the bid was even. */
      readonly rounding: 'down' | 'up' | 'exact'
      /** The property taken (the lowest on the table), or null for a free pass. */
      readonly property: Card | null
    }
  | {
      readonly type: 'won'
      readonly player: Seat
      readonly property: Card
      readonly price: number
      /** Everyone else passed before anyone bid (R3). */
      readonly free: boolean
    }
  | {
      readonly type: 'paid'
      readonly player: Seat
      readonly amount: number
      /** Sold!: the money cards handed over; For Sale: empty (the pass or win line already says it). */
      readonly cards: readonly number[]
      /** `exact`: one card worth the amount; `only`: the one set that pays it; `chosen`: the payer chose among sets. */
      readonly how: 'exact' | 'only' | 'chosen' | 'amount'
    }
  | { readonly type: 'payment-due'; readonly player: Seat; readonly amount: number; readonly sets: number }
  | {
      readonly type: 'sale-started'
      readonly round: number
      /** The checks turned up this round (as many as sellers). */
      readonly checks: number
      readonly sellers: readonly Seat[]
      /** Every player still holds a property and sells. */
      readonly everyone: boolean
      /** What money left counts for from now on. */
      readonly moneyScore: 'amount' | 'card-count'
    }
  | { readonly type: 'picked'; readonly player: Seat }
  | {
      readonly type: 'sale-revealed'
      readonly round: number
      /** For Sale: a refused check ($0) was among those taken (R8). */
      readonly refused: boolean
    }
  | { readonly type: 'checks-taken'; readonly player: Seat; readonly properties: readonly Card[]; readonly checks: readonly Card[] }
  | { readonly type: 'game-over'; readonly winners: readonly Seat[]; readonly moneyScore: 'amount' | 'card-count' }

/**
 * The facts of `event`, made by the move that led from `before` (null for the deal) to `after`.
 * Facts about the auction under way are read from `before` (the move cannot have changed them
 * yet when the event happened); facts about what the move started are read from the event or `after`.
 * What everyone saw is read from the onlookers' view; the money a bidder or passer held, from that
 * player's own (with secret money, nobody else's view has it).
 */
export function eventFacts(event: GameEvent, before: GameTable | null, after: GameTable): EventFacts {
  const table = after.onlookers.view
  const row = RULESETS[table.ruleset]
  const auction = before?.onlookers.view.auction ?? null
  const moneyOf = (seat: Seat) => before?.seat(seat).view.seats[seat]?.money ?? 0
  switch (event.type) {
    case 'auction-started': {
      const count = event.properties.length
      const normal = table.playerCount + row.propertiesPerAuctionOffset
      const layout = count < normal ? 'leftovers' : row.propertiesPerAuctionOffset === 0 ? 'one-each' : 'one-fewer'
      return {
        type: 'auction-started',
        auction: event.auction,
        count,
        layout,
        freePasses: event.freePasses,
        starter: event.starter,
        starterFrom: event.auction === 0 ? 'setup' : 'last-winner',
      }
    }
    case 'bid': {
      const highBefore = auction?.highBid ?? 0
      return {
        type: 'bid',
        player: event.player,
        amount: event.amount,
        opens: highBefore === 0,
        highBefore,
        highBidderBefore: auction?.highBidder ?? null,
        money: moneyOf(event.player),
      }
    }
    case 'passed': {
      const normalFree = table.playerCount - (table.playerCount + row.propertiesPerAuctionOffset)
      const revealed = auction?.revealed.length ?? 0
      const free = event.property !== null ? null : revealed + normalFree < table.playerCount ? 'leftovers' : 'variant'
      return {
        type: 'passed',
        player: event.player,
        forced: event.forced,
        money: moneyOf(event.player),
        highBid: auction?.highBid ?? 0,
        bid: event.bid,
        cost: event.cost,
        refund: event.refund,
        free,
        rounding: event.bid % 2 === 0 ? 'exact' : row.passCostRounding,
        property: event.property,
      }
    }
    case 'won':
      return { type: 'won', player: event.player, property: event.property, price: event.price, free: event.free }
    case 'paid': {
      const how =
        event.cards.length === 0 ? 'amount' : event.chosen ? 'chosen' : event.cards.length === 1 && event.cards[0] === event.amount ? 'exact' : 'only'
      return { type: 'paid', player: event.player, amount: event.amount, cards: event.cards, how }
    }
    case 'payment-due':
      return { type: 'payment-due', player: event.player, amount: event.amount, sets: event.options.length }
    case 'sale-started':
      return {
        type: 'sale-started',
        round: event.round,
        checks: event.checks.length,
        sellers: event.sellers,
        everyone: event.sellers.length === table.playerCount,
        moneyScore: row.moneyScore,
      }
    case 'picked':
      return { type: 'picked', player: event.player }
    case 'sale-revealed':
      return { type: 'sale-revealed', round: event.round, refused: row.money === 'amount' && event.sales.some((s) => s.check === 0) }
    case 'checks-taken':
      return { type: 'checks-taken', player: event.player, properties: event.properties, checks: event.checks }
    case 'game-over':
      return { type: 'game-over', winners: event.winners, moneyScore: row.moneyScore }
    default:
      return assertNever(event)
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected event: ${JSON.stringify(value)}`)
}
