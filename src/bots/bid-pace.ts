import { RULESETS, auctionCount, byPlayerCount, propertiesPerAuction } from '../engine/rulesets.ts'
import type { AuctionState, Card, GameEvent, PlayerView, Seat } from '../engine/types.ts'
import type { Facts } from './facts.ts'
import { styledAuction } from './rollout.ts'

/**
 * How keen each other player is to buy, read as the strong level's own playouts will use it: every
 * bid and every pass a player chose in this game is replayed against the playouts' auction policy
 * (`styledAuction`) at each keenness of a grid, and each keenness is weighed by how many of those
 * moves it would have made (Bayes' rule, with room for the odd move no keenness explains). The
 * playouts then bid as deep, auction by auction, as the table has shown: a player who stays in
 * long pushes the strong level's price up in the sampled games too, and one who drops early lets
 * it buy cheap there, instead of both being guessed from the one highest bid each made.
 */

/** The keennesses weighed. */
export const KEENNESS_GRID = [0.45, 0.6, 0.75, 0.9, 1, 1.15, 1.35, 1.6, 1.9, 2.3] as const
/** The chance that a player's move is one its keenness would not have made. */
const SLIP = 0.12
/** Before any move is seen: a sound player most likely, the others less so the further they are. */
const PRIOR = normalized(KEENNESS_GRID.map((k) => Math.exp(-2 * Math.log(k) ** 2)))

function normalized(row: number[]): number[] {
  const total = row.reduce((a, b) => a + b, 0)
  return row.map((w) => w / total)
}

/**
 * Per seat, a weight per entry of `KEENNESS_GRID` (summing to 1); the viewer's own row is the prior.
 * Only public moves are read: bids, and the passes a player chose (a forced pass says nothing).
 */
export function keennessOdds(view: PlayerView, log: readonly GameEvent[]): number[][] {
  const n = view.playerCount
  const row = RULESETS[view.ruleset]
  const auctions = auctionCount(row, n)
  const perAuction = propertiesPerAuction(row, n)
  const startCards = row.money === 'cards' ? row.moneyCards.slice() : []
  const startMoney = row.money === 'cards' ? startCards.reduce((a, b) => a + b, 0) : byPlayerCount(row.startingMoney, n)
  const money = new Array<number>(n).fill(startMoney)
  const moneyCards = Array.from({ length: n }, () => startCards.slice())
  const properties: Card[][] = Array.from({ length: n }, () => [])
  const odds = Array.from({ length: n }, () => PRIOR.slice())
  // `free`: passers still to take their bid back without a property (R6), as the seat to move saw it.
  let auction: { number: number; properties: Card[]; bids: number[]; inAuction: boolean[]; high: number; free: number } | null = null
  const weigh = (seat: Seat, amount: number, bid: boolean) => {
    if (auction === null || seat === view.viewer) return
    const a = auction
    const state: AuctionState = {
      number: a.number,
      properties: a.properties,
      revealed: a.properties,
      bids: a.bids,
      inAuction: a.inAuction,
      highBid: a.high,
      highBidder: null,
      turn: seat,
      starter: seat,
      freePasses: a.free,
    }
    const f: Facts = {
      ruleset: view.ruleset,
      playerCount: n,
      seats: money.map((m, s) => ({ money: m, moneyCards: moneyCards[s] as number[], properties: properties[s] as Card[], checks: [] })),
      auction: state,
      payments: [],
      sale: null,
      propertiesLeft: Math.max(0, (auctions - a.number - 1) * perAuction),
    }
    const legal = { phase: 'auction', player: seat, bid: { min: amount, max: money[seat] as number }, pass: { property: a.free > 0 ? null : (a.properties[0] ?? null) } } as const
    const w = odds[seat] as number[]
    let total = 0
    KEENNESS_GRID.forEach((k, i) => {
      const says = styledAuction(f, legal as Parameters<typeof styledAuction>[1], k).type === 'bid'
      w[i] = (w[i] as number) * (says === bid ? 1 - SLIP : SLIP)
      total += w[i] as number
    })
    for (let i = 0; i < w.length; i++) w[i] = (w[i] as number) / total
  }
  for (const e of log) {
    switch (e.type) {
      case 'auction-started':
        auction = { number: e.auction, properties: e.properties.slice().sort((x, y) => x - y), bids: new Array<number>(n).fill(0), inAuction: new Array<boolean>(n).fill(true), high: 0, free: e.freePasses }
        break
      case 'bid':
        if (auction !== null) {
          // A bid says the player would stay in at that price (a jump: at least there).
          if (e.amount <= (money[e.player] as number)) weigh(e.player, e.amount, true)
          auction.bids[e.player] = e.amount
          auction.high = e.amount
        }
        break
      case 'passed':
        if (auction !== null) {
          // A pass it chose says it would not stay in at the next price, a free one (R6) as much as one that takes a property.
          if (!e.forced && auction.high + 1 <= (money[e.player] as number)) weigh(e.player, auction.high + 1, false)
          auction.inAuction[e.player] = false
          if (e.property === null) auction.free--
          else {
            auction.properties = auction.properties.filter((p) => p !== e.property)
            ;(properties[e.player] as Card[]).push(e.property)
          }
        }
        break
      case 'won':
        ;(properties[e.player] as Card[]).push(e.property)
        auction = null
        break
      case 'paid': {
        money[e.player] = (money[e.player] as number) - e.amount
        const held = moneyCards[e.player] as number[]
        for (const c of e.cards) {
          const i = held.indexOf(c)
          if (i >= 0) held.splice(i, 1)
        }
        break
      }
      case 'sale-started':
        auction = null
        break
      default:
        break
    }
  }
  return odds
}

/** The keenness of one sampled world, drawn from a seat's odds (`u` uniform in [0, 1)). */
export function drawKeenness(odds: readonly number[], u: number): number {
  let t = u
  for (let i = 0; i < odds.length; i++) {
    t -= odds[i] as number
    if (t < 0) return KEENNESS_GRID[i] as number
  }
  return KEENNESS_GRID[KEENNESS_GRID.length - 1] as number
}
