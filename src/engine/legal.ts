import { cachedPaymentOptions, passCost } from './payment.ts'
import { RULESETS, byPlayerCount } from './rulesets.ts'
import type { PlayerCount, RulesetId } from './rulesets.ts'
import type { AuctionState, Card, LegalActions, Phased, PendingPayment, Seat } from './types.ts'

/**
 * What legal moves are read from: the game itself or a viewer's view of it, which share these fields.
 * A seat's money is null where the viewer may not see it (secret money).
 */
export type LegalSource = {
  readonly ruleset: RulesetId
  readonly playerCount: PlayerCount
  readonly seats: readonly {
    readonly money: number | null
    readonly moneyCards: readonly number[] | null
    readonly properties: readonly Card[]
  }[]
  readonly payments: readonly PendingPayment[]
} & Phased<AuctionState, { readonly checks: readonly Card[]; readonly sellers: readonly Seat[] }>

/**
 * What may be done now, the one reading of the rules both the game (`legalActions`) and a view
 * (`legalActionsInView`) use; `picked` says whether a seller has made this round's pick. Where the
 * bidder's money is hidden, the bid range runs from the next legal bid to the money every player
 * starts with (public, and money never rises), marked `publicCap`: a bid above the bidder's real
 * money is then refused by `applyAction` (`BID_OVER_MONEY`). Where a payer's money cards are hidden,
 * no set of them is offered.
 */
export function legalMoves(table: LegalSource, picked: (seller: Seat) => boolean): LegalActions {
  switch (table.phase) {
    case 'auction': {
      const a = table.auction
      const player = a.turn
      const money = table.seats[player]?.money ?? null
      const ownBid = a.bids[player] as number
      const free = a.freePasses > 0
      const row = RULESETS[table.ruleset]
      const cost = free ? 0 : passCost(row, ownBid)
      const cap = money ?? (row.money === 'cards' ? row.moneyCards.reduce((s, v) => s + v, 0) : byPlayerCount(row.startingMoney, table.playerCount))
      const bid = cap > a.highBid ? { min: a.highBid + 1, max: cap, ...(money === null ? { publicCap: true as const } : {}) } : null
      return {
        phase: 'auction',
        player,
        bid,
        pass: { property: free ? null : (a.properties[0] as Card), bid: ownBid, cost, refund: ownBid - cost },
      }
    }
    case 'payment': {
      const head = table.payments[0] as PendingPayment
      const cards = table.seats[head.player]?.moneyCards ?? null
      return {
        phase: 'payment',
        player: head.player,
        amount: head.amount,
        reason: head.reason,
        options: cards === null ? [] : cachedPaymentOptions(cards, head.amount),
      }
    }
    case 'sale': {
      const { sale } = table
      const pickers: { player: Seat; properties: readonly Card[] }[] = []
      for (const s of sale.sellers) {
        if (!picked(s)) pickers.push({ player: s, properties: table.seats[s]?.properties ?? [] })
      }
      return { phase: 'sale', checks: sale.checks, pickers }
    }
    case 'over':
      return { phase: 'over' }
    default: {
      const unknown: never = table
      return unknown
    }
  }
}
