import { checkValue } from '../../engine/cards.ts'
import type { Rng } from '../../engine/random.ts'
import { RULESETS, auctionCount, byPlayerCount, type RulesetId } from '../../engine/rulesets.ts'
import type { Card, GameEvent, PlayerView, Seat } from '../../engine/types.ts'
import type { Knowledge } from '../knowledge.ts'
import { propertyWorth } from '../worth.ts'

/**
 * The reader's idea of who each other player is, from this game's public moves only (the seat's view
 * and the public log): a small grid of bidding styles and of selling styles, each weighed by Bayes'
 * rule on what the player has done so far. Written apart from the strong level's opponent model.
 *
 * Bidding: in an auction a player stays in up to a limit, the larger of what the gap on the table is
 * worth to it (`keen` × the worth of the best property left over the worst one, in money) and the
 * share of its money it means to spend now that so many auctions are left (`spend` × money ÷ auctions
 * left, this one included), never more than its money, varied from auction to auction by a lognormal
 * noise. Each bid it made says its limit was at least that; each pass it chose says its limit was
 * under the lowest bid it declined.
 *
 * Selling: a player sells the property whose place in its hand matches the place of the round's best
 * check among the checks still to come, shifted by its `lean` (positive: it sells higher than the
 * checks call for) and blurred by its `blur`; or now and then picks anything.
 */

export interface BidStyle {
  /** Money per point of gap it will pay. */
  readonly keen: number
  /** Share of money ÷ auctions left it will spend whatever the gap. */
  readonly spend: number
}

export interface SellStyle {
  /** Added to the check's place when it chooses its property's place (0–1 scale). */
  readonly lean: number
  /** Standard deviation of its aim, on the same scale; Infinity: it picks anything. */
  readonly blur: number
}

export interface Style {
  readonly bid: BidStyle
  readonly sell: SellStyle
}

/** Spread of a player's limit from one auction to the next (log scale). */
export const LIMIT_NOISE = 0.3

/** Keenness per point of gap, before the ruleset's money-per-point scale. */
const KEEN_GRID = [0.25, 0.45, 0.65, 0.9, 1.25] as const
const SPEND_GRID = [0, 0.6, 1.2] as const
const LEAN_GRID = [-0.25, 0, 0.25] as const
const BLUR_GRID = [0.08, 0.25] as const
/** Prior weight of "picks anything" against each of the six aimed selling styles. */
const ANY_PRIOR = 0.5

export const BID_STYLES: readonly BidStyle[] = KEEN_GRID.flatMap((keen) => SPEND_GRID.map((spend) => ({ keen, spend })))
export const SELL_STYLES: readonly SellStyle[] = [...LEAN_GRID.flatMap((lean) => BLUR_GRID.map((blur) => ({ lean, blur }))), { lean: 0, blur: Infinity }]

/** The style the reader plays its own future moves by in a playout. */
export const OWN_STYLE: Style = { bid: { keen: 0.6, spend: 0.6 }, sell: { lean: 0, blur: 0.08 } }

/** Money that buys one point: For Sale's money counts as points, each Sold! money card is one point whatever its value. */
export function moneyPerPoint(ruleset: RulesetId): number {
  const row = RULESETS[ruleset]
  if (row.moneyScore === 'amount') return 1
  return row.moneyCards.reduce((a, b) => a + b, 0) / row.moneyCards.length
}

/** A seat's limit in an auction before its noise: never below half a unit, so that logs stay finite. */
export function limitOf(style: BidStyle, ruleset: RulesetId, gap: number, money: number, auctionsLeft: number): number {
  const byGap = style.keen * moneyPerPoint(ruleset) * Math.max(0, gap)
  const byMoney = (style.spend * money) / Math.max(1, auctionsLeft)
  return Math.max(0.5, Math.min(money, Math.max(byGap, byMoney)))
}

/** The worth (points) between the best and the worst property on the table. */
export function gapOf(ruleset: RulesetId, properties: readonly Card[]): number {
  if (properties.length < 2) return 0
  let lo = Infinity
  let hi = -Infinity
  for (const p of properties) {
    if (p < lo) lo = p
    if (p > hi) hi = p
  }
  return propertyWorth(ruleset, hi) - propertyWorth(ruleset, lo)
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(x: number): number {
  if (x === Infinity) return 1
  if (x === -Infinity) return 0
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * z)
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z)
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y)
}

/** One seat in one auction: its limit was at least `atLeast` and under `under` (money), at each bound's gap. */
interface BidEvidence {
  readonly seat: Seat
  readonly money: number
  readonly auctionsLeft: number
  /** Bids made: amount and the gap when it was made. */
  readonly lows: { amount: number; gap: number }[]
  /** The lowest bid it declined by passing of its own will, and the gap then; null if it never did. */
  high: { amount: number; gap: number } | null
}

/** One revealed pick: where it fell in the seller's hand, and where the round's best check stood. */
interface SellEvidence {
  readonly seat: Seat
  readonly index: number
  readonly handSize: number
  readonly checkPlace: number
}

export interface Reading {
  /** Per seat, a weight per entry of BID_STYLES (summing to 1); the viewer's own row is uniform and unused. */
  readonly bid: readonly (readonly number[])[]
  /** Per seat, a weight per entry of SELL_STYLES. */
  readonly sell: readonly (readonly number[])[]
}

function startingMoney(ruleset: RulesetId, players: PlayerView['playerCount']): number {
  const row = RULESETS[ruleset]
  return row.money === 'cards' ? row.moneyCards.reduce((a, b) => a + b, 0) : byPlayerCount(row.startingMoney, players)
}

/** Everything the public log says of how each seat bids and sells. */
export function evidenceOf(view: PlayerView, log: readonly GameEvent[], knowledge: Knowledge): { bids: BidEvidence[]; sells: SellEvidence[] } {
  const n = view.playerCount
  const ruleset = view.ruleset
  const auctions = auctionCount(RULESETS[ruleset], n)
  const money = new Array<number>(n).fill(startingMoney(ruleset, n))
  const bids: BidEvidence[] = []
  let open: BidEvidence[] = []
  let table: Card[] = []
  let high = 0
  const gap = () => gapOf(ruleset, table)
  for (const e of log) {
    switch (e.type) {
      case 'auction-started':
        bids.push(...open.filter((b) => b.lows.length > 0 || b.high !== null))
        table = e.properties.slice()
        high = 0
        open = Array.from({ length: n }, (_, seat) => ({ seat, money: money[seat] as number, auctionsLeft: auctions - e.auction, lows: [], high: null }))
        break
      case 'bid':
        open[e.player]?.lows.push({ amount: e.amount, gap: gap() })
        high = e.amount
        break
      case 'passed': {
        const ev = open[e.player]
        // A forced pass says nothing of the limit: the player had no money above the high bid.
        if (ev !== undefined && !e.forced) ev.high = { amount: high + 1, gap: gap() }
        if (e.property !== null) table = table.filter((p) => p !== e.property)
        break
      }
      case 'paid':
        money[e.player] = (money[e.player] as number) - e.amount
        break
      case 'sale-started':
        bids.push(...open.filter((b) => b.lows.length > 0 || b.high !== null))
        open = []
        break
      default:
        break
    }
  }
  bids.push(...open.filter((b) => b.lows.length > 0 || b.high !== null))
  return { bids, sells: sellEvidence(view, log, knowledge) }
}

function sellEvidence(view: PlayerView, log: readonly GameEvent[], knowledge: Knowledge): SellEvidence[] {
  const ruleset = view.ruleset
  const rounds = new Map<number, readonly Card[]>()
  const reveals: Extract<GameEvent, { type: 'sale-revealed' }>[] = []
  for (const e of log) {
    if (e.type === 'sale-started') rounds.set(e.round, e.checks)
    else if (e.type === 'sale-revealed') reveals.push(e)
  }
  if (reveals.length === 0) return []
  const unseen = knowledge.unseenChecks.map((c) => checkValue(ruleset, c))
  const out: SellEvidence[] = []
  for (const reveal of reveals) {
    // The checks still to come at that round: its own and every later round's, and those never seen.
    const toCome = unseen.slice()
    for (const [round, checks] of rounds) if (round >= reveal.round) for (const c of checks) toCome.push(checkValue(ruleset, c))
    const offered = rounds.get(reveal.round) ?? []
    const top = offered.length === 0 ? 0 : Math.max(...offered.map((c) => checkValue(ruleset, c)))
    let below = 0
    for (const v of toCome) if (v < top) below++
    const checkPlace = toCome.length <= 1 ? 0.5 : below / (toCome.length - 1)
    for (const sale of reveal.sales) {
      if (sale.player === view.viewer) continue
      // Its hand then: what it holds now, and what it sold from that round on.
      const hand = (view.seats[sale.player]?.properties ?? []).slice()
      for (const r of reveals) if (r.round >= reveal.round) for (const s of r.sales) if (s.player === sale.player) hand.push(s.property)
      hand.sort((a, b) => a - b)
      if (hand.length < 2) continue
      out.push({ seat: sale.player, index: hand.indexOf(sale.property), handSize: hand.length, checkPlace })
    }
  }
  return out
}

/** The chance that a bid style gives this seat's moves in one auction. */
function bidLikelihood(style: BidStyle, ruleset: RulesetId, ev: BidEvidence): number {
  let lo = -Infinity
  for (const b of ev.lows) lo = Math.max(lo, Math.log(b.amount / limitOf(style, ruleset, b.gap, ev.money, ev.auctionsLeft)) / LIMIT_NOISE)
  const hi = ev.high === null ? Infinity : Math.log(ev.high.amount / limitOf(style, ruleset, ev.high.gap, ev.money, ev.auctionsLeft)) / LIMIT_NOISE
  // A floor, so that one odd move does not rule a style out for good.
  return Math.max(0.02, normalCdf(hi) - normalCdf(lo))
}

/** The chance that a selling style picks the `index`-th property of a hand of `handSize`. */
export function sellChance(style: SellStyle, ev: { index: number; handSize: number; checkPlace: number }): number {
  const n = ev.handSize
  if (style.blur === Infinity) return 1 / n
  const aim = ev.checkPlace + style.lean
  const lo = ev.index === 0 ? -Infinity : (ev.index - 0.5) / (n - 1)
  const hi = ev.index === n - 1 ? Infinity : (ev.index + 0.5) / (n - 1)
  const p = normalCdf((hi - aim) / style.blur) - normalCdf((lo - aim) / style.blur)
  return 0.9 * p + 0.1 / n
}

export function readStyles(view: PlayerView, log: readonly GameEvent[], knowledge: Knowledge): Reading {
  const n = view.playerCount
  const { bids, sells } = evidenceOf(view, log, knowledge)
  const bid = Array.from({ length: n }, () => BID_STYLES.map(() => 1))
  const sell = Array.from({ length: n }, () => SELL_STYLES.map((s) => (s.blur === Infinity ? ANY_PRIOR : 1)))
  for (const ev of bids) {
    if (ev.seat === view.viewer) continue
    const row = bid[ev.seat] as number[]
    BID_STYLES.forEach((style, i) => (row[i] = (row[i] as number) * bidLikelihood(style, view.ruleset, ev)))
    normalize(row)
  }
  for (const ev of sells) {
    const row = sell[ev.seat] as number[]
    SELL_STYLES.forEach((style, i) => (row[i] = (row[i] as number) * sellChance(style, ev)))
    normalize(row)
  }
  for (const row of bid) normalize(row)
  for (const row of sell) normalize(row)
  return { bid, sell }
}

function normalize(row: number[]): void {
  let total = 0
  for (const w of row) total += w
  if (total <= 0 || !Number.isFinite(total)) row.fill(1 / row.length)
  else for (let i = 0; i < row.length; i++) row[i] = (row[i] as number) / total
}

/** One draw from weights that sum to 1. */
export function drawIndex(weights: readonly number[], rng: Rng): number {
  let u = rng.nextInt(1 << 20) / (1 << 20)
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i] as number
    if (u < 0) return i
  }
  return weights.length - 1
}

/** Who the others are in one sampled world: each seat's style drawn from its reading; the viewer plays OWN_STYLE. */
export function drawStyles(reading: Reading, viewer: Seat, rng: Rng): Style[] {
  return reading.bid.map((bidRow, s) => {
    if (s === viewer) return OWN_STYLE
    return { bid: BID_STYLES[drawIndex(bidRow, rng)] as BidStyle, sell: SELL_STYLES[drawIndex(reading.sell[s] as number[], rng)] as SellStyle }
  })
}

/** A standard normal draw, near enough for a playout (the sum of four uniforms, scaled). */
export function normalDraw(rng: Rng): number {
  let t = 0
  for (let i = 0; i < 4; i++) t += rng.nextInt(1 << 16) / (1 << 16)
  return (t - 2) * Math.sqrt(3)
}

/** Where the round's best check stands among the checks still to come (0: lowest, 1: highest). */
export function checkPlaceOf(top: number, toCome: readonly number[]): number {
  if (toCome.length <= 1) return 0.5
  let below = 0
  for (const v of toCome) if (v < top) below++
  return below / (toCome.length - 1)
}

/** A selling style's pick from a hand (ascending), given the check's place. */
export function stylePick(style: SellStyle, hand: readonly Card[], checkPlace: number, rng: Rng): Card {
  const n = hand.length
  if (n === 1) return hand[0] as Card
  if (style.blur === Infinity) return hand[rng.nextInt(n)] as Card
  const aim = checkPlace + style.lean + style.blur * normalDraw(rng)
  const i = Math.min(n - 1, Math.max(0, Math.round(aim * (n - 1))))
  return hand[i] as Card
}
