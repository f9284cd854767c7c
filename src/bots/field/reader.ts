import { checkValue } from '../../engine/cards.ts'
import { applyAction, legalActions } from '../../engine/game.ts'
import { Rng } from '../../engine/random.ts'
import { RULESETS, auctionCount } from '../../engine/rulesets.ts'
import { scoreGame } from '../../engine/score.ts'
import type { Action, Card, GameEvent, GameState, PlayerView, Seat } from '../../engine/types.ts'
import { knowledgeOf } from '../knowledge.ts'
import type { SeatChoice } from '../policy.ts'
import { topCheckValue } from '../worth.ts'
import { LIMIT_NOISE, checkPlaceOf, drawStyles, gapOf, limitOf, normalDraw, readStyles, stylePick, type Reading as StyleReading, type Style } from './reader-styles.ts'
import type { FieldMove } from './table.ts'
import { worldOf } from './world.ts'

/**
 * The reader (one of the field, contenders.ts): information-set Monte Carlo that plays to win and
 * reads the table, written apart from the strong level's search.
 *
 * - **Reads the table**: each other player's way of bidding and of selling is weighed from its public
 *   moves in this game (`reader-styles.ts`), and every sampled world draws, besides the unseen cards,
 *   who each other player is from those weights, and (in a sale round) each other seller's secret pick
 *   from its selling style: the reader answers the spread of what each may play, not one guess.
 * - **Plays to win**: a move is worth its chance of finishing first (a shared first place counts its
 *   share); the margin over the best rival only separates moves that win equally rarely.
 * - **Compares fairly**: every candidate still in the running is played in the same sampled world with
 *   the same playout randomness. After each batch of worlds, a candidate whose paired difference to
 *   the leader is clearly below zero drops out, and at fixed points the weaker half goes; the time
 *   left goes to the close calls.
 *
 * In an auction the candidates are plans: pass, or bid the least and stay in up to a limit, the
 * limit held in the playouts for the rest of this auction.
 */

/** Playouts and simulated moves at most, when no clock says stop first. */
const MAX_PLAYOUTS = 3000
const MAX_MOVES = 250_000
/** Worlds always completed: below this a choice would be a guess. */
const SURE_WORLDS = 2
/** Worlds between two looks at the evidence. */
const BATCH = 4
/** Worlds before any candidate may drop as clearly worse. */
const FIRST_LOOK = 8
/** How many standard errors below the leader is clearly worse. */
const CLEARLY_WORSE = 2.5
/** Weight of the margin over the best rival, next to a whole win (1). */
const MARGIN_WEIGHT = 0.03
/** Limits over the lowest bid the reader weighs. */
const LADDER = [0, 1, 2, 4, 7, 11] as const

export interface Plan {
  readonly action: Action
  /** A bid only: the most it stays in up to in this auction (null: not a bid). */
  readonly upTo: number | null
}

export function readerPlans(choice: SeatChoice): Plan[] {
  const player = choice.player
  switch (choice.phase) {
    case 'payment':
      return choice.options.map((cards) => ({ action: { type: 'pay', player, cards }, upTo: null }))
    case 'sale':
      return choice.properties.map((property) => ({ action: { type: 'pick', player, property }, upTo: null }))
    case 'auction': {
      const plans: Plan[] = [{ action: { type: 'pass', player }, upTo: null }]
      if (choice.bid === null) return plans
      const { min, max } = choice.bid
      const limits = new Set<number>()
      for (const step of LADDER) if (min + step <= max) limits.add(min + step)
      limits.add(max)
      for (const upTo of limits) plans.push({ action: { type: 'bid', player, amount: min }, upTo })
      return plans
    }
  }
}

export interface ReaderReading {
  readonly plans: readonly Plan[]
  /** Per plan, its value in each world it was played in (the same worlds, in the same order, for every plan still in the running). */
  readonly values: readonly (readonly number[])[]
  /** Per plan, the worlds it was played in, by world number: equal prefixes for every plan. */
  readonly worlds: readonly (readonly number[])[]
  readonly best: number
  readonly styles: StyleReading
}

export const readerMove: FieldMove = (view, choice, seat, rng, log, timeUp) => {
  const reading = readerReading(view, choice, seat, rng, log, timeUp)
  return (reading.plans[reading.best] as Plan).action
}

export function readerReading(view: PlayerView, choice: SeatChoice, seat: Seat, rng: Rng, log: readonly GameEvent[], timeUp?: () => boolean): ReaderReading {
  const plans = readerPlans(choice)
  const n = plans.length
  const knowledge = knowledgeOf(view, log)
  const styles = readStyles(view, log, knowledge)
  const values: number[][] = plans.map(() => [])
  const worlds: number[][] = plans.map(() => [])
  if (n === 1) return { plans, values, worlds, best: 0, styles }
  let alive = plans.map((_, i) => i)
  const counter = { moves: 0 }
  let playouts = 0
  let world = 0
  // Successive halving on the count budget: the weaker half goes at each of these points.
  const halvings = Math.max(1, Math.ceil(Math.log2(n)))
  const perRound = Math.max(FIRST_LOOK, Math.floor(MAX_PLAYOUTS / halvings / n))
  let nextHalving = perRound
  const spent = () => playouts >= MAX_PLAYOUTS || counter.moves >= MAX_MOVES || (timeUp?.() ?? false)
  const auctionNumber = view.auction?.number ?? -1
  outer: while (alive.length > 1) {
    const drawn = drawStyles(styles, seat, rng)
    const state = sampledWorld(view, log, seat, drawn, rng)
    const seed = rng.state()
    rng.nextU32()
    const got: number[] = []
    for (const c of alive) {
      if (world >= SURE_WORLDS && spent()) break outer
      const plan = plans[c] as Plan
      const next = applyAction(state, plan.action)
      // Every plan comes from the seat's legal moves: this only guards against a bug.
      if (!next.ok) throw new Error(`reader: candidate refused: ${next.error.code}`)
      const end = playOut(next.state, drawn, new Rng(seed), counter, plan.upTo === null ? null : { seat, upTo: plan.upTo, auction: auctionNumber })
      got.push(worth(end, seat))
      playouts++
    }
    // A world counts only once every candidate in the running was played in it.
    alive.forEach((c, i) => {
      ;(values[c] as number[]).push(got[i] as number)
      ;(worlds[c] as number[]).push(world)
    })
    world++
    if (spent()) break
    if (world >= FIRST_LOOK && world % BATCH === 0) alive = withoutClearlyWorse(alive, values)
    if (world >= nextHalving && alive.length > 2) {
      alive = alive
        .slice()
        .sort((x, y) => mean(values[y] as number[]) - mean(values[x] as number[]))
        .slice(0, Math.ceil(alive.length / 2))
      nextHalving = world + perRound
    }
  }
  let best = -1
  const most = Math.max(...values.map((v) => v.length))
  for (let c = 0; c < n; c++) {
    if ((values[c] as number[]).length !== most) continue
    if (best < 0 || mean(values[c] as number[]) > mean(values[best] as number[])) best = c
  }
  return { plans, values, worlds, best, styles }
}

function mean(v: readonly number[]): number {
  if (v.length === 0) return -Infinity
  let t = 0
  for (const x of v) t += x
  return t / v.length
}

/**
 * The candidates left once those clearly worse than the leader are out: a paired comparison, world
 * by world, over the worlds both were played in (the last ones of the longer list: every candidate
 * still in the running was played in every world since the first).
 */
export function withoutClearlyWorse(alive: readonly number[], values: readonly (readonly number[])[]): number[] {
  let leader = alive[0] as number
  for (const c of alive) if (mean(values[c] as number[]) > mean(values[leader] as number[])) leader = c
  const lead = values[leader] as number[]
  return alive.filter((c) => {
    if (c === leader) return true
    const v = values[c] as number[]
    const k = Math.min(v.length, lead.length)
    if (k < 2) return true
    let sum = 0
    let sq = 0
    for (let i = 0; i < k; i++) {
      const d = (v[v.length - k + i] as number) - (lead[lead.length - k + i] as number)
      sum += d
      sq += d * d
    }
    const m = sum / k
    const sd = Math.sqrt(Math.max(0, sq / k - m * m) * (k / (k - 1)))
    // A difference that never varies (0 everywhere, or always worse) is decided by its sign alone.
    return sd === 0 ? m >= 0 : m + (CLEARLY_WORSE * sd) / Math.sqrt(k) >= 0
  })
}

/** What a finished game is worth to the seat: its share of first place, then a little for its margin over the best rival. */
function worth(end: GameState, seat: Seat): number {
  const s = scoreGame(end)
  let mine = 0
  let rival = -Infinity
  for (const l of s.lines) {
    if (l.player === seat) mine = l.score
    else if (l.score > rival) rival = l.score
  }
  const share = s.winners.includes(seat) ? 1 / s.winners.length : 0
  return share + MARGIN_WEIGHT * Math.tanh((mine - rival) / topCheckValue(end.ruleset))
}

/** A world consistent with the seat's view: the unseen cards shuffled, and every other seller's pick this round drawn from its selling style. */
function sampledWorld(view: PlayerView, log: readonly GameEvent[], seat: Seat, styles: readonly Style[], rng: Rng): GameState {
  const state = worldOf(view, log, rng)
  const sale = state.sale
  if (sale === null) return state
  const place = checkPlaceOf(topOffered(state), checksToCome(state))
  const picks = sale.picks.map((p, s) => {
    if (s === seat || !sale.sellers.includes(s)) return p
    return stylePick((styles[s] as Style).sell, (state.seats[s] as GameState['seats'][number]).properties, place, rng)
  })
  return { ...state, sale: { ...sale, picks } }
}

function topOffered(state: GameState): number {
  let top = 0
  for (const c of state.sale?.checks ?? []) top = Math.max(top, checkValue(state.ruleset, c))
  return top
}

/** This round's checks and those still to turn up, as values. */
function checksToCome(state: GameState): number[] {
  const out: number[] = []
  for (const c of state.sale?.checks ?? []) out.push(checkValue(state.ruleset, c))
  for (let i = state.checksDealt; i < state.deal.checks.length; i++) out.push(checkValue(state.ruleset, state.deal.checks[i] as Card))
  return out
}

/** Play to the end, every seat by its style; the seat with a plan keeps to its limit for the rest of the auction it was made in. */
function playOut(start: GameState, styles: readonly Style[], rng: Rng, counter: { moves: number }, plan: { seat: Seat; upTo: number; auction: number } | null): GameState {
  let state = start
  const auctions = auctionCount(RULESETS[state.ruleset], state.playerCount)
  let noiseFor = -1
  const noise = new Array<number>(state.playerCount).fill(1)
  for (;;) {
    const legal = legalActions(state)
    let action: Action
    switch (legal.phase) {
      case 'over':
        return state
      case 'auction': {
        const a = state.auction
        if (legal.bid === null || a === null) {
          action = { type: 'pass', player: legal.player }
          break
        }
        if (a.number !== noiseFor) {
          noiseFor = a.number
          for (let s = 0; s < noise.length; s++) noise[s] = Math.exp(LIMIT_NOISE * normalDraw(rng))
        }
        const seat = legal.player
        const limit =
          plan !== null && seat === plan.seat && a.number === plan.auction
            ? plan.upTo
            : limitOf((styles[seat] as Style).bid, state.ruleset, gapOf(state.ruleset, a.properties), (state.seats[seat] as GameState['seats'][number]).money, auctions - a.number) *
              (noise[seat] as number)
        action = legal.bid.min <= limit ? { type: 'bid', player: seat, amount: legal.bid.min } : { type: 'pass', player: seat }
        break
      }
      case 'payment': {
        let best = legal.options[0] as readonly number[]
        for (const o of legal.options) if (o.length < best.length) best = o
        action = { type: 'pay', player: legal.player, cards: best }
        break
      }
      case 'sale': {
        const picker = legal.pickers[0] as (typeof legal.pickers)[number]
        const place = checkPlaceOf(topOffered(state), checksToCome(state))
        action = { type: 'pick', player: picker.player, property: stylePick((styles[picker.player] as Style).sell, picker.properties, place, rng) }
        break
      }
    }
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(`reader: playout refused: ${next.error.code}`)
    state = next.state
    counter.moves++
  }
}
