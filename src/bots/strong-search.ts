import { applyAction } from '../engine/game.ts'
import { Rng } from '../engine/random.ts'
import type { Action, Card, GameEvent, GameState, PlayerView, Seat } from '../engine/types.ts'
import { knowledgeOf } from './knowledge.ts'
import { guessSalePick, opponentModel, type OpponentModel } from './opponent-model.ts'
import type { SeatChoice } from './policy.ts'
import { outcome, playOut, value, type Style } from './rollout.ts'
import { sampleState } from './sample-state.ts'

/**
 * The strong bot's reading of a choice: information-set Monte Carlo with successive halving.
 * Each sample draws a whole game consistent with the seat's own view and the public log (the
 * unseen cards, the other sellers' secret picks this round, and how keen each other player is,
 * around what they have shown), then plays every candidate still in the running to the end in that
 * same world. After each round of samples the weaker half of the candidates drops out, so the
 * samples go to the moves that are close. The estimate is the chance of winning the game.
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
  /** Estimated chance of winning the game after this move (a shared win counts its share), 0–1. */
  readonly win: number
  /** Sampled worlds this estimate rests on. */
  readonly samples: number
  /** Sale picks only: the chance of taking each check on offer this round, in the order of the checks (highest first). */
  readonly checkChances: readonly number[] | null
}

export interface Reading {
  readonly candidates: readonly CandidateReading[]
  /** Index of the move with the best estimate among those that stayed in the running longest. */
  readonly best: number
  readonly samples: number
  readonly model: OpponentModel
}

/** Samples every candidate gets in the first round when the budget allows. */
const MIN_SAMPLES = 6
/** Samples always completed, whatever the limit says: below this a reading would be a guess. */
const SURE_SAMPLES = 2

/** The moves worth comparing: every payment and every pick; in an auction, passing and a ladder of bids. */
export function candidateMoves(choice: SeatChoice): Action[] {
  const player = choice.player
  switch (choice.phase) {
    case 'payment':
      return choice.options.map((cards) => ({ type: 'pay', player, cards }))
    case 'sale':
      return choice.properties.map((property) => ({ type: 'pick', player, property }))
    case 'auction': {
      const moves: Action[] = [{ type: 'pass', player }]
      if (choice.bid === null) return moves
      const { min, max } = choice.bid
      for (const step of BID_STEPS) if (min + step <= max) moves.push({ type: 'bid', player, amount: min + step })
      if (max > min + (BID_STEPS[BID_STEPS.length - 1] as number) && max <= min + 20) moves.push({ type: 'bid', player, amount: max })
      return moves
    }
  }
}

/** Raises over the lowest bid that the search weighs: real amounts, from a nudge to a jump that shuts rivals out. */
const BID_STEPS = [0, 1, 2, 4, 7, 11] as const

export function readChoice(
  view: PlayerView,
  choice: SeatChoice,
  seat: Seat,
  rng: Rng,
  log: readonly GameEvent[],
  budget: SearchBudget,
): Reading {
  const candidates = candidateMoves(choice)
  const model = opponentModel(view, log)
  const n = candidates.length
  /** Sum of each candidate's values (what it is ranked by) and of its win shares (what is reported). */
  const totals = new Array<number>(n).fill(0)
  const wins = new Array<number>(n).fill(0)
  const counts = new Array<number>(n).fill(0)
  const checkCounts = choice.phase === 'sale' && view.sale !== null ? candidates.map(() => new Array<number>(view.sale?.checks.length ?? 0).fill(0)) : null
  if (n === 1) return { candidates: [{ action: candidates[0] as Action, win: NaN, samples: 0, checkChances: null }], best: 0, samples: 0, model }

  const knowledge = knowledgeOf(view, log)
  const counter = { moves: 0 }
  let alive = candidates.map((_, i) => i)
  const rounds = Math.max(1, Math.ceil(Math.log2(n)))
  let playouts = 0
  let samples = 0
  let stopped = false
  const spent = () => playouts >= budget.playouts || counter.moves >= budget.moves || (budget.timeUp?.() ?? false)

  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const perCandidate = Math.max(MIN_SAMPLES, Math.floor(budget.playouts / rounds / alive.length))
    for (let i = 0; i < perCandidate && !stopped; i++) {
      const world = sampleWorld(view, knowledge, seat, rng)
      const styles = sampleStyles(model, seat, rng)
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
        const o = outcome(playOut(next.state, styles, new Rng(seed), counter), seat)
        played.push({ c, value: value(o), share: o.share, check: checkCounts === null ? -1 : checkTaken(next.events, seat, world) })
        playouts++
      }
      if (stopped) break
      samples++
      for (const p of played) {
        totals[p.c] = (totals[p.c] as number) + p.value
        wins[p.c] = (wins[p.c] as number) + p.share
        counts[p.c] = (counts[p.c] as number) + 1
        const tally = checkCounts?.[p.c]
        if (tally !== undefined && p.check >= 0) tally[p.check] = (tally[p.check] as number) + 1
      }
    }
    if (stopped || spent()) break
    const mean = (c: number) => (totals[c] as number) / Math.max(1, counts[c] as number)
    alive = alive.slice().sort((x, y) => mean(y) - mean(x)).slice(0, Math.ceil(alive.length / 2))
  }

  const mostSamples = Math.max(...counts)
  const readings = candidates.map((action, c) => {
    const k = counts[c] as number
    const tallies = checkCounts?.[c]
    return {
      action,
      win: k === 0 ? NaN : (wins[c] as number) / k,
      samples: k,
      checkChances: tallies === undefined ? null : tallies.map((t) => (k === 0 ? 0 : t / k)),
    }
  })
  let best = -1
  for (let c = 0; c < n; c++) {
    if (counts[c] !== mostSamples) continue
    if (best < 0 || (totals[c] as number) > (totals[best] as number)) best = c
  }
  return { candidates: readings, best, samples, model }
}

/** A whole game consistent with the seat's view, every other seller's pick this round guessed. */
function sampleWorld(view: PlayerView, knowledge: ReturnType<typeof knowledgeOf>, seat: Seat, rng: Rng): GameState {
  const world = sampleState(view, knowledge, rng, (properties, r) => properties[r.nextInt(properties.length)] as Card)
  const sale = world.sale
  if (sale === null) return world
  const picks = sale.picks.map((p, s) => (s === seat || !sale.sellers.includes(s) ? p : guessSalePick(world, s, rng)))
  return { ...world, sale: { ...sale, picks } }
}

/**
 * Who the others are in this sample: a sound player or one who rations money, or now and then a
 * careless one, with their keenness varied around what they have shown. The strong bot does not
 * know which kind it faces, so it plans against all of them.
 */
function sampleStyles(model: OpponentModel, seat: Seat, rng: Rng): Style[] {
  return model.keenness.map((k, s): Style => {
    if (s === seat) return { kind: 'sound', keenness: 1 }
    const spread = 0.75 + rng.nextInt(60) / 100
    const u = rng.nextInt(100)
    const rationing = Math.round((model.rationing[s] ?? 0) * 100)
    return { kind: u < CARELESS_PERCENT ? 'careless' : u < CARELESS_PERCENT + rationing ? 'rationing' : 'sound', keenness: k * spread }
  })
}

/** In each sample, the chance (percent) that another seat plays carelessly. */
const CARELESS_PERCENT = 12

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
