import type { AuctionState, Card, GameState, PendingPayment, PlayerView, Seat } from '../engine/types.ts'
import type { RulesetId, PlayerCount } from '../engine/rulesets.ts'
import type { Knowledge } from './knowledge.ts'

/**
 * The little the level policies read, in one shape for two sources: a seat's view plus what it
 * has worked out (a real decision), or a sampled full state (a rollout inside the strong bot's search).
 */
export interface Facts {
  readonly ruleset: RulesetId
  readonly playerCount: PlayerCount
  readonly seats: readonly {
    /** For Sale: thousands; Sold!: the sum of the money cards. */
    readonly money: number
    readonly moneyCards: readonly number[]
    readonly properties: readonly Card[]
    readonly checks: readonly Card[]
  }[]
  readonly auction: AuctionState | null
  readonly payments: readonly PendingPayment[]
  readonly sale: { readonly checks: readonly Card[]; readonly sellers: readonly Seat[] } | null
  /** Properties still to be turned up in later auctions. */
  readonly propertiesLeft: number
}

export function factsOfView(view: PlayerView, knowledge: Knowledge): Facts {
  return {
    ruleset: view.ruleset,
    playerCount: view.playerCount,
    seats: view.seats.map((s, i) => ({
      money: knowledge.money[i] as number,
      moneyCards: s.moneyCards ?? [],
      properties: s.properties,
      checks: s.checks,
    })),
    auction: view.auction,
    payments: view.payments,
    sale: view.sale,
    propertiesLeft: view.propertiesLeft,
  }
}

export function factsOfState(state: GameState): Facts {
  return {
    ruleset: state.ruleset,
    playerCount: state.playerCount,
    seats: state.seats,
    auction: state.auction,
    payments: state.payments,
    sale: state.sale,
    propertiesLeft: state.deal.properties.length - state.propertiesDealt,
  }
}
