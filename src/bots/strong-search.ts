import { applyAction } from '../engine/game.ts'
import { Rng } from '../engine/random.ts'
import type { Action, Card, GameEvent, GameState, PlayerView, Seat } from '../engine/types.ts'
import { knowledgeOf } from './knowledge.ts'
import { easySale } from './easy.ts'
import { factsOfState, factsOfView } from './facts.ts'
import { drawKeenness, keennessOdds } from './bid-pace.ts'
import { opponentModel, type OpponentModel } from './opponent-model.ts'
import { drawPickStyle, pickStyleOdds, stylePickInState } from './pick-styles.ts'
import type { SeatChoice } from './policy.ts'
import { outcome, playOut, value, type Style } from './rollout.ts'
import { drawPick, saleMixes, type SaleMix } from './sale-game.ts'
import { sampleState } from './sample-state.ts'

/**
 * The strong bot's reading of a choice: information-set Monte Carlo with successive halving.
 * Each sample draws a whole game consistent with the seat's own view and the public log (the
 * unseen cards, the other sellers' secret picks this round, how keen each other player is around
 * what they have shown, and how each picks in the sale, weighed by the picks they have revealed),
 * then plays every candidate still in the running to the end in that same world. After each round
 * of samples the weaker half of the candidates drops out, so the samples go to the moves that are
 * close. The estimate is the chance of winning the game.
 *
 * In an auction the candidates are plans, not single bids: pass, or bid the least and stay in up to
 * a limit (a ladder of real amounts), the seat then playing that limit out in the sampled games.
 * Judging "bid 3" by how a fixed policy would go on bidding afterwards blurs what the bid is for;
 * judging "stay in up to 7" asks the question a player at the table asks.
 */

/** How much thinking one reading may do. */
export interface SearchBudget {
  /** Playouts in all (one candidate in one sampled world is one playout). */
  readonly playouts: number
  /** Simulated moves in all: a playout early in a 6-player game is long. */
  readonly moves: number
  /**
   * Asked between samples: true once the caller's time is up (the worker passes a clock; tests and
   * the tournament leave it out, so a reading is then a pure function of its arguments).
   */
  readonly timeUp?: () => boolean
}

export interface CandidateReading {
  readonly action: Action
  /** A bid only: the most the seat means to go to in this auction, raising by the least (null: it plays on soundly). */
  readonly upTo: number | null
  /** Estimated chance of winning the game after this move (a shared win counts its share), 0–1. */
  readonly win: number
  /** Sampled worlds this estimate rests on. */
  readonly samples: number
  /** Sale picks only: the chance of taking each check on offer this round, in the order of the checks (highest first). */
  readonly checkChances: readonly number[] | null
  /**
   * Sale picks only: how often the seat would sell this property this round if it kept the table
   * guessing, as a balanced table would (its own mix in `saleMixes`), 0–1.
   */
  readonly mix: number | null
}

export interface Reading {
  readonly candidates: readonly CandidateReading[]
  /** Index of the move with the best estimate among those that stayed in the running longest. */
  readonly best: number
  readonly samples: number
  /** Playouts run in all (one candidate in one sampled world is one), those of a sample cut short included. */
  readonly playouts: number
  readonly model: OpponentModel
  /** Per seat, the chance of each way of picking in the sale (`PICK_STYLES` order), from the picks it has revealed. */
  readonly pickOdds: readonly (readonly number[])[]
}

/** Limits over the lowest bid that the search weighs: how far to stay in, in real amounts. */
const LIMIT_STEPS = [0, 1, 2, 4, 7, 11] as const
/** Also weigh staying in up to all the seat's money, when that is within this of the lowest bid. */
const ALL_IN_WITHIN = 20

/** Samples before a candidate may drop out on a paired comparison, and how often it is made. */
const PAIRED_FROM = 12
const PAIRED_EVERY = 4
/** Standard errors of the paired difference that make a candidate clearly worse than the leader. */
const PAIRED_Z = 2.5

/** Samples every candidate gets in the first round when the budget allows. */
const MIN_SAMPLES = 6
/** Samples always completed, whatever the limit says: below this a reading would be a guess. */
const SURE_SAMPLES = 2

/**
 * A move the search weighs, with what the seat means to do next in the same auction: `upTo` is the
 * most it will go to, raising by the least while the lowest bid is no higher (null: it plays on by
 * its sound policy, and for every move that is not a bid).
 */
export interface Plan {
  readonly action: Action
  readonly upTo: number | null
}

/**
 * The moves worth comparing: every payment and every pick; in an auction, passing, bidding the
 * least and playing on soundly, and bidding the least with a ladder of real limits to stay in up to.
 */
export function candidatePlans(choice: SeatChoice): Plan[] {
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
      const bid: Action = { type: 'bid', player, amount: min }
      plans.push({ action: bid, upTo: null })
      for (const step of LIMIT_STEPS) if (min + step <= max) plans.push({ action: bid, upTo: min + step })
      if (max > min + LIMIT_STEPS[LIMIT_STEPS.length - 1] && max <= min + ALL_IN_WITHIN) plans.push({ action: bid, upTo: max })
      return plans
    }
  }
}

export function readChoice(
  view: PlayerView,
  choice: SeatChoice,
  seat: Seat,
  rng: Rng,
  log: readonly GameEvent[],
  budget: SearchBudget,
): Reading {
  const plans = candidatePlans(choice)
  const candidates = plans.map((p) => p.action)
  const model = opponentModel(view, log)
  const n = candidates.length
  /** Each candidate's value in each sample it was played in (what it is ranked by), and the sum of its win shares (what is reported). */
  const values: number[][] = candidates.map(() => [])
  const wins = new Array<number>(n).fill(0)
  const checkCounts = choice.phase === 'sale' && view.sale !== null ? candidates.map(() => new Array<number>(view.sale?.checks.length ?? 0).fill(0)) : null
  if (n === 1) return { candidates: [{ action: candidates[0] as Action, upTo: null, win: NaN, samples: 0, checkChances: null, mix: null }], best: 0, samples: 0, playouts: 0, model, pickOdds: [] }

  const knowledge = knowledgeOf(view, log)
  // How each other seat picks in the sale, from the picks it has shown; in a sale round, how a
  // balanced table would mix its picks now (a `mixed` seat's pick this round is drawn from that).
  const odds = pickStyleOdds(view, log)
  // How deep each other seat bids, read against the playouts' own auction policy.
  const pace = keennessOdds(view, log)
  const mixes = choice.phase === 'sale' ? saleMixes(factsOfView(view, knowledge)) : []
  const counter = { moves: 0 }
  let alive = candidates.map((_, i) => i)
  let playouts = 0
  let samples = 0
  const spent = () => playouts >= budget.playouts || counter.moves >= budget.moves || (budget.timeUp?.() ?? false)
  const mean = (c: number) => {
    const v = values[c] as number[]
    let t = 0
    for (const x of v) t += x
    return v.length === 0 ? -Infinity : t / v.length
  }
  // Successive halving: rounds of samples, the weaker half dropping out after each.
  const rounds = Math.max(1, Math.ceil(Math.log2(n)))
  let round = 0
  let roundEnd = Math.max(MIN_SAMPLES, Math.floor(budget.playouts / rounds / n))
  let stopped = false
  while (alive.length > 1 && !stopped) {
    const styles = sampleStyles(model, pace, odds, seat, rng)
    const world = sampleWorld(view, knowledge, seat, styles, mixes, rng)
    const seed = rng.state()
    rng.nextU32()
    // A sample counts only once every candidate still in the running has been played in it, so
    // that all of them rest on the same worlds; one cut short by the time limit is dropped.
    const played: { c: number; value: number; share: number; check: number }[] = []
    for (const c of alive) {
      if (samples >= SURE_SAMPLES && spent()) {
        stopped = true
        break
      }
      const next = applyAction(world, candidates[c] as Action)
      // Every candidate comes from the seat's legal moves, so this only guards against a bug.
      if (!next.ok) throw new Error(`strong bot: candidate refused: ${next.error.code}`)
      const upTo = (plans[c] as Plan).upTo
      const o = outcome(playOut(next.state, styles, new Rng(seed), counter, upTo === null ? null : { seat, upTo }), seat)
      played.push({ c, value: value(o), share: o.share, check: checkCounts === null ? -1 : checkTaken(next.events, seat, world) })
      playouts++
    }
    if (stopped) break
    samples++
    for (const p of played) {
      ;(values[p.c] as number[]).push(p.value)
      wins[p.c] = (wins[p.c] as number) + p.share
      const tally = checkCounts?.[p.c]
      if (tally !== undefined && p.check >= 0) tally[p.check] = (tally[p.check] as number) + 1
    }
    if (spent()) break
    // Between the halvings, a candidate clearly behind the leader world by world stops taking samples.
    if (samples >= PAIRED_FROM && samples % PAIRED_EVERY === 0 && alive.length > 1) alive = pairedSurvivors(alive, values)
    if (samples < roundEnd) continue
    alive = alive.slice().sort((x, y) => mean(y) - mean(x)).slice(0, Math.ceil(alive.length / 2))
    round++
    if (round >= rounds) break
    roundEnd = samples + Math.max(MIN_SAMPLES, Math.floor(budget.playouts / rounds / alive.length))
  }

  const mostSamples = Math.max(...values.map((v) => v.length))
  const readings = candidates.map((action, c) => {
    const k = (values[c] as number[]).length
    const tallies = checkCounts?.[c]
    return {
      action,
      upTo: (plans[c] as Plan).upTo,
      win: k === 0 ? NaN : (wins[c] as number) / k,
      samples: k,
      checkChances: tallies === undefined ? null : tallies.map((t) => (k === 0 ? 0 : t / k)),
      mix: action.type === 'pick' ? mixShare(mixes, seat, action.property) : null,
    }
  })
  let best = -1
  for (let c = 0; c < n; c++) {
    if ((values[c] as number[]).length !== mostSamples) continue
    if (best < 0 || mean(c) > mean(best)) best = c
  }
  if (choice.phase === 'auction' && best === 0 && choice.pass.property === null) best = keptInOverFreePass(values, mostSamples)
  return { candidates: readings, best, samples, playouts, model, pickOdds: odds }
}

/**
 * When passing now would take no property (the first to pass gets its bid back and nothing, where
 * there are fewer properties than bidders), the best plan that stays in, unless passing is clearly
 * better. The playouts' players hardly ever give up first, so in the sampled games staying in
 * only delays the same empty pass, and a close call would go to passing; at a real table others
 * do give up first, and the seat that stays in takes a property for half its bid or less.
 */
export function keptInOverFreePass(values: readonly (readonly number[])[], mostSamples: number): number {
  const pass = values[0] as readonly number[]
  let best = 0
  let bestMean = -Infinity
  for (let c = 1; c < values.length; c++) {
    const v = values[c] as readonly number[]
    if (v.length !== mostSamples) continue
    const m = v.reduce((a, b) => a + b, 0) / v.length
    if (m > bestMean) {
      bestMean = m
      best = c
    }
  }
  if (best === 0) return 0
  const stay = values[best] as readonly number[]
  const k = stay.length
  if (k < 2) return best
  let sum = 0
  let sq = 0
  for (let i = 0; i < k; i++) {
    const d = (pass[i] as number) - (stay[i] as number)
    sum += d
    sq += d * d
  }
  const m = sum / k
  const se = Math.sqrt(Math.max(0, (sq - k * m * m) / (k - 1)) / k)
  return m > FREE_PASS_Z * se && m > 0 ? 0 : best
}

/** Standard errors by which passing for nothing must beat staying in to be played. */
const FREE_PASS_Z = 2

/**
 * A whole game consistent with the seat's view, every other seller's pick this round guessed as its
 * style in this sample would make it (picked or not yet: a secret pick tells nothing).
 */
function sampleWorld(
  view: PlayerView,
  knowledge: ReturnType<typeof knowledgeOf>,
  seat: Seat,
  styles: readonly Style[],
  mixes: readonly SaleMix[],
  rng: Rng,
): GameState {
  const world = sampleState(view, knowledge, rng, (properties, r) => properties[r.nextInt(properties.length)] as Card)
  const sale = world.sale
  if (sale === null) return world
  const f = factsOfState(world)
  const picks = sale.picks.map((p, s) => {
    if (s === seat || !sale.sellers.includes(s)) return p
    const hand = (world.seats[s] as GameState['seats'][number]).properties
    const style = styles[s] as Style
    if (style.kind === 'careless') {
      const move = easySale(f, s, hand, rng)
      return move.type === 'pick' ? move.property : (hand[0] as Card)
    }
    const mix = style.pick === 'mixed' ? mixes.find((m) => m.seat === s) : undefined
    return mix === undefined ? stylePickInState(style.pick, f, world, s, hand, rng) : drawPick(mix, rng.nextInt(1_000_000) / 1_000_000)
  })
  return { ...world, sale: { ...sale, picks } }
}

/**
 * Who the others are in this sample: a sound player or one who rations money, or now and then a
 * careless one, each as keen to buy as a keenness drawn from how its own bids and passes in this
 * game read against the playouts' auction policy (`bid-pace.ts`), and a way of picking in the sale
 * drawn from how well each way foretold the picks they have shown (`pickStyleOdds`). The strong
 * bot does not know which kind it faces, so it plans against all of them, each as likely as the
 * table has made it.
 */
function sampleStyles(model: OpponentModel, pace: readonly (readonly number[])[], odds: readonly (readonly number[])[], seat: Seat, rng: Rng): Style[] {
  return pace.map((keen, s): Style => {
    if (s === seat) return { kind: 'sound', keenness: 1, pick: 'sound' }
    const pick = drawPickStyle(odds[s] as number[], rng)
    // A little spread around the grid's keenness, so that the sampled limits are not all alike.
    const keenness = drawKeenness(keen, rng.nextInt(1_000_000) / 1_000_000) * (0.9 + rng.nextInt(20) / 100)
    const u = rng.nextInt(100)
    const rationing = Math.round((model.rationing[s] ?? 0) * 100)
    return { kind: u < CARELESS_PERCENT ? 'careless' : u < CARELESS_PERCENT + rationing ? 'rationing' : 'sound', keenness, pick }
  })
}


/** Which of the round's checks (its index) the seat took, when its pick closed the round (every other pick is in the sampled world); -1 if none. */
function checkTaken(events: readonly GameEvent[], seat: Seat, world: GameState): number {
  const checks = world.sale?.checks ?? []
  for (const e of events) {
    if (e.type !== 'sale-revealed') continue
    const mine = e.sales.find((s) => s.player === seat)
    // Two checks of equal value are the same to the player: count the first of that value.
    return mine === undefined ? -1 : checks.indexOf(mine.check)
  }
  return -1
}

/** The seat's own balanced share for selling `property` this round. */
function mixShare(mixes: readonly SaleMix[], seat: Seat, property: Card): number | null {
  const own = mixes.find((m) => m.seat === seat)
  if (own === undefined) return null
  return own.weights[own.properties.indexOf(property)] ?? 0
}

/** In each sample, the chance (percent) that another seat plays carelessly. */
const CARELESS_PERCENT = 12

/**
 * The candidates still in the running once those clearly worse than the leader are out: each one's
 * difference to the leader sample by sample (every candidate in the running was played in every
 * sampled world since the first, so the last values of each line up), judged by its standard error.
 */
export function pairedSurvivors(alive: readonly number[], values: readonly (readonly number[])[]): number[] {
  const avg = (v: readonly number[]) => {
    let t = 0
    for (const x of v) t += x
    return v.length === 0 ? -Infinity : t / v.length
  }
  let leader = alive[0] as number
  for (const c of alive) if (avg(values[c] as number[]) > avg(values[leader] as number[])) leader = c
  const lead = values[leader] as number[]
  return alive.filter((c) => {
    if (c === leader) return true
    const v = values[c] as number[]
    const k = Math.min(v.length, lead.length)
    if (k < 2) return true
    let sum = 0
    let sq = 0
    for (let i = 1; i <= k; i++) {
      const d = (v[v.length - i] as number) - (lead[lead.length - i] as number)
      sum += d
      sq += d * d
    }
    const m = sum / k
    const se = Math.sqrt(Math.max(0, (sq - k * m * m) / (k - 1)) / k)
    return m + PAIRED_Z * se >= 0 && !(se === 0 && m < 0)
  })
}
