import { phaseHolds, type AuctionState, type GameError, type GameState, type SaleState, type SeatState } from './types.ts'

/**
 * One action's work on a fresh copy of the state: the handlers check first, then assign new values
 * to the copy's fields (never mutating anything the old state shares), so the old state is untouched.
 * One copy per action, always built in the same field order so that every state shares one V8
 * hidden class: spreading states instead made `npm run bench` several times slower.
 */
export type Draft = { -readonly [K in keyof GameState]: GameState[K] }

export function draftOf(s: GameState): Draft {
  return {
    ruleset: s.ruleset,
    playerCount: s.playerCount,
    options: s.options,
    startPlayer: s.startPlayer,
    deal: s.deal,
    seed: s.seed,
    rng: s.rng,
    seats: s.seats,
    phase: s.phase,
    auction: s.auction,
    payments: s.payments,
    nextStarter: s.nextStarter,
    propertiesDealt: s.propertiesDealt,
    checksDealt: s.checksDealt,
    sale: s.sale,
    history: s.history,
    actionCount: s.actionCount,
  }
}

/**
 * A draft as a game, once checked that its auction and sale round are those of its phase (the handlers
 * keep them so; an inconsistent draft is a bug, and stops here rather than reaching a screen).
 */
export function sealed(d: Draft): GameState {
  if (phaseHolds<AuctionState, SaleState, Draft>(d)) return d
  throw new Error(`A game in phase ${d.phase} with ${d.auction === null ? 'no' : 'an'} auction and ${d.sale === null ? 'no' : 'a'} sale round`)
}

export function rule(code: GameError['code'], message: string): GameError {
  return { code, message }
}

export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice()
  out[index] = value
  return out
}

export function seatWith(
  seat: SeatState,
  money: number,
  moneyCards: readonly number[],
  properties: readonly number[],
  checks: readonly number[],
): SeatState {
  return { name: seat.name, money, moneyCards, properties, checks }
}

export function auctionWith(
  a: AuctionState,
  properties: AuctionState['properties'],
  bids: AuctionState['bids'],
  inAuction: AuctionState['inAuction'],
  highBid: number,
  highBidder: AuctionState['highBidder'],
  turn: number,
  freePasses: number,
): AuctionState {
  return {
    number: a.number,
    properties,
    revealed: a.revealed,
    bids,
    inAuction,
    highBid,
    highBidder,
    turn,
    starter: a.starter,
    freePasses,
  }
}

export function sum(values: readonly number[]): number {
  let total = 0
  for (const v of values) total += v
  return total
}

/** Tiny arrays sorted by insertion (a copy): much cheaper than Array.prototype.sort with a comparator. */
export function sortedBy<T>(items: readonly T[], key: (item: T) => number, descending: boolean): T[] {
  const out = items.slice()
  for (let i = 1; i < out.length; i++) {
    const item = out[i] as T
    const k = key(item)
    let j = i - 1
    // Strictly out of order only, so equal keys keep their order (a stable sort).
    while (j >= 0 && (descending ? key(out[j] as T) < k : key(out[j] as T) > k)) {
      out[j + 1] = out[j] as T
      j--
    }
    out[j + 1] = item
  }
  return out
}
