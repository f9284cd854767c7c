import { checkValue } from '../engine/cards.ts'
import { RULESETS, byPlayerCount } from '../engine/rulesets.ts'
import type { Card, GameEvent, PlayerView, Seat } from '../engine/types.ts'

/*
 * The story of a finished game, as data drawn from its events: money through the buying phase,
 * what each property cost and what it sold for, and the sale rounds. The pictures and sentences
 * (story-*.tsx, story-words.ts) word and draw it.
 */

/** One property's life: bought (won, or taken on a pass) for `price`, then sold for `check`. */
export interface Deal {
  readonly player: Seat
  readonly property: Card
  /** What the property cost its buyer: the winning bid, or what the pass cost (0 for a free one). */
  readonly price: number
  readonly how: 'won' | 'passed'
  /** The check it was sold for (null if the game ended before it sold: never, in a finished game). */
  readonly check: Card | null
  /** The check's value, in the same unit as `price`. */
  readonly checkValue: number | null
  /** checkValue − price: above 0 a bargain, below 0 an overpay. */
  readonly gain: number | null
}

/** One sale: who sold which property for which check. */
export interface SaleCell {
  readonly player: Seat
  readonly property: Card
  readonly check: Card
}

export interface SaleRound {
  /** 0-based sale round; the last holder's sweep (R7) is its own round. */
  readonly round: number
  /** Highest check first. */
  readonly sales: readonly SaleCell[]
  /** R7: one seat took every remaining check at once. */
  readonly sweep: boolean
}

export interface Story {
  readonly playerCount: number
  /** Money each seat had at the start and after each auction: `money[seat][k]`, k = 0 before the first. */
  readonly money: readonly (readonly number[])[]
  readonly startingMoney: number
  /** Every property bought, in the order bought. */
  readonly deals: readonly Deal[]
  readonly rounds: readonly SaleRound[]
  /** The deal with the largest gain (the first of equals); null when nothing was bought. */
  readonly bestBuy: Deal | null
  /** The deal with the smallest gain, if it lost money. */
  readonly worstBuy: Deal | null
}

/** The story of a game from its events (the game need not be over: what has happened so far). */
export function storyOf(state: Pick<PlayerView, 'ruleset' | 'playerCount'>, events: readonly GameEvent[]): Story {
  const ruleset = state.ruleset
  const row = RULESETS[ruleset]
  const n = state.playerCount
  const startingMoney =
    row.money === 'amount' ? byPlayerCount(row.startingMoney, state.playerCount) : row.moneyCards.reduce((a, b) => a + b, 0)
  const held = Array.from({ length: n }, () => startingMoney)
  const money: number[][] = Array.from({ length: n }, () => [startingMoney])
  const deals: Deal[] = []
  const rounds: SaleRound[] = []
  const dealOf = new Map<string, number>()
  const snapshot = () => {
    for (let s = 0; s < n; s++) money[s]?.push(held[s] as number)
  }
  const sold = (player: Seat, property: Card, check: Card) => {
    const index = dealOf.get(`${player}:${property}`)
    if (index === undefined) return
    const deal = deals[index] as Deal
    const value = checkValue(ruleset, check)
    deals[index] = { ...deal, check, checkValue: value, gain: value - deal.price }
  }
  let auctionsSeen = 0
  let selling = false
  for (const e of events) {
    switch (e.type) {
      case 'auction-started':
        if (auctionsSeen++ > 0) snapshot()
        break
      case 'paid': {
        const spent = e.cards.length > 0 ? e.cards.reduce((a, b) => a + b, 0) : e.amount
        held[e.player] = (held[e.player] as number) - spent
        break
      }
      case 'passed':
        if (e.property !== null) {
          dealOf.set(`${e.player}:${e.property}`, deals.length)
          deals.push({ player: e.player, property: e.property, price: e.cost, how: 'passed', check: null, checkValue: null, gain: null })
        }
        break
      case 'won':
        dealOf.set(`${e.player}:${e.property}`, deals.length)
        deals.push({ player: e.player, property: e.property, price: e.price, how: 'won', check: null, checkValue: null, gain: null })
        break
      case 'sale-started':
        if (!selling) {
          selling = true
          snapshot()
        }
        break
      case 'sale-revealed': {
        const sales = e.sales.map((s) => ({ player: s.player, property: s.property, check: s.check }))
        for (const s of sales) sold(s.player, s.property, s.check)
        rounds.push({ round: e.round, sales: sortByCheck(ruleset, sales), sweep: false })
        break
      }
      case 'checks-taken': {
        // The last holder sells everything left at once: best property with best check, and so on.
        const properties = e.properties.slice().sort((a, b) => b - a)
        const checks = e.checks.slice().sort((a, b) => checkValue(ruleset, b) - checkValue(ruleset, a))
        const sales = properties.map((property, i) => ({ player: e.player, property, check: checks[i] as Card }))
        for (const s of sales) sold(s.player, s.property, s.check)
        rounds.push({ round: rounds.length, sales, sweep: true })
        break
      }
      default:
        break
    }
  }
  let bestBuy: Deal | null = null
  let worstBuy: Deal | null = null
  for (const d of deals) {
    if (d.gain === null) continue
    if (bestBuy === null || d.gain > (bestBuy.gain as number)) bestBuy = d
    if (worstBuy === null || d.gain < (worstBuy.gain as number)) worstBuy = d
  }
  return {
    playerCount: n,
    money,
    startingMoney,
    deals,
    rounds,
    bestBuy,
    worstBuy: worstBuy !== null && (worstBuy.gain as number) < 0 ? worstBuy : null,
  }
}

function sortByCheck(ruleset: PlayerView['ruleset'], sales: SaleCell[]): SaleCell[] {
  return sales.sort((a, b) => checkValue(ruleset, b.check) - checkValue(ruleset, a.check) || b.property - a.property)
}

/** One seat's summary: what the sentences about a player say. */
export interface PlayerStory {
  readonly player: Seat
  /** Money spent on properties (passes included). */
  readonly spent: number
  readonly left: number
  readonly bought: readonly Deal[]
  /** The seat's best property, and the check it sold for. */
  readonly bestProperty: Deal | null
  /** The seat took the game's highest check. */
  readonly topCheck: SaleCell | null
}

export function playerStories(state: Pick<PlayerView, 'ruleset'>, story: Story): PlayerStory[] {
  let top: SaleCell | null = null
  for (const r of story.rounds) {
    for (const s of r.sales) {
      if (top === null || checkValue(state.ruleset, s.check) > checkValue(state.ruleset, top.check)) top = s
    }
  }
  return story.money.map((series, player) => {
    const bought = story.deals.filter((d) => d.player === player)
    let best: Deal | null = null
    for (const d of bought) if (best === null || d.property > best.property) best = d
    const left = series[series.length - 1] as number
    return {
      player,
      spent: bought.reduce((a, d) => a + d.price, 0),
      left,
      bought,
      bestProperty: best,
      topCheck: top !== null && top.player === player ? top : null,
    }
  })
}
