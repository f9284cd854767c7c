import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import type { Contender } from './contenders.ts'
import type { MatchResult } from './match.ts'

/**
 * Seeded duplicate matches between two contenders: every deal is played twice at a 4-seat (or n-seat)
 * table, levels alternating round it (A B A B, then B A B A), so that both levels meet the same
 * cards from the same seats and luck of the deal cancels out.
 */

export interface Deal {
  readonly ruleset: RulesetId
  readonly seed: string
}

export interface PairGames {
  readonly deal: Deal
  /** The two seatings of the deal: levels per seat. */
  readonly seatings: readonly [readonly Contender[], readonly Contender[]]
}

export function alternating(a: Contender, b: Contender, players: number): [Contender[], Contender[]] {
  const first = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? a : b))
  return [first, first.map((l) => (l === a ? b : a))]
}

/** `games` games (rounded up to pairs), the deals spread evenly over the rulesets. */
export function schedule(a: Contender, b: Contender, games: number, players: number, seed: string, rulesets: readonly RulesetId[] = RULESET_IDS): PairGames[] {
  const pairs = Math.ceil(games / 2)
  return Array.from({ length: pairs }, (_, i) => ({
    deal: { ruleset: rulesets[i % rulesets.length] as RulesetId, seed: `${seed}:${a}-${b}:${i}` },
    seatings: alternating(a, b, players),
  }))
}

/** What a level got from one game: its share of the win (1 split among the winners) and its seats' average score. */
export function levelResult(result: Pick<MatchResult, 'scores'>, levels: readonly Contender[], level: Contender): { win: number; score: number } {
  const { scores } = result
  let win = 0
  let score = 0
  let seats = 0
  for (const line of scores.lines) {
    if (levels[line.player] !== level) continue
    seats++
    score += line.score
    if (scores.winners.includes(line.player)) win += 1 / scores.winners.length
  }
  return { win, score: seats === 0 ? 0 : score / seats }
}

export interface Estimate {
  readonly mean: number
  /** Half-width of the 95% confidence interval (normal approximation). */
  readonly half: number
  readonly n: number
}

export function estimate(samples: readonly number[]): Estimate {
  const n = samples.length
  if (n === 0) return { mean: NaN, half: NaN, n }
  let sum = 0
  for (const x of samples) sum += x
  const mean = sum / n
  let sq = 0
  for (const x of samples) sq += (x - mean) ** 2
  const sd = n > 1 ? Math.sqrt(sq / (n - 1)) : 0
  return { mean, half: (1.96 * sd) / Math.sqrt(n), n }
}

/** One pair of games (the same deal, both seatings), summed up per level: the unit the intervals count. */
export interface PairOutcome {
  readonly ruleset: RulesetId
  /** Level A's win share over the two games, 0–2 (B's is 2 minus it). */
  readonly winA: number
  readonly scoreA: number
  readonly scoreB: number
}

export interface PairingSummary {
  readonly a: Contender
  readonly b: Contender
  readonly games: number
  /** Level A's share of the wins; B's is 1 minus it. */
  readonly winA: Estimate
  readonly scoreA: Estimate
  readonly scoreB: Estimate
  readonly byRuleset: readonly { readonly ruleset: RulesetId; readonly winA: Estimate; readonly scoreA: Estimate; readonly scoreB: Estimate }[]
}

export function summarize(a: Contender, b: Contender, outcomes: readonly PairOutcome[]): PairingSummary {
  const part = (list: readonly PairOutcome[]) => ({
    winA: estimate(list.map((o) => o.winA / 2)),
    scoreA: estimate(list.map((o) => o.scoreA / 2)),
    scoreB: estimate(list.map((o) => o.scoreB / 2)),
  })
  const rulesets = RULESET_IDS.filter((r) => outcomes.some((o) => o.ruleset === r))
  return {
    a,
    b,
    games: outcomes.length * 2,
    ...part(outcomes),
    byRuleset: rulesets.map((ruleset) => ({ ruleset, ...part(outcomes.filter((o) => o.ruleset === ruleset)) })),
  }
}

/** Play both seatings of a deal with `play` (a match runner) and sum them up. */
export function playPair(pair: PairGames, play: (ruleset: RulesetId, levels: readonly Contender[], seed: string) => MatchResult): { outcome: PairOutcome; results: MatchResult[] } {
  const [first, second] = pair.seatings
  const a = first[0] as Contender
  const b = second[0] as Contender
  const results = [play(pair.deal.ruleset, first, pair.deal.seed), play(pair.deal.ruleset, second, pair.deal.seed)]
  let winA = 0
  let scoreA = 0
  let scoreB = 0
  results.forEach((r, i) => {
    const levels = i === 0 ? first : second
    const ra = levelResult(r, levels, a)
    winA += ra.win
    scoreA += ra.score
    scoreB += levelResult(r, levels, b).score
  })
  return { outcome: { ruleset: pair.deal.ruleset, winA, scoreA, scoreB }, results }
}

/**
 * Lone-player tables: one A against (players − 1) B, every deal played once with the lone A in each
 * seat, so that the deal's luck and the seat's luck cancel out. Par is 1 / players.
 */
export interface LoneTable {
  readonly deal: Deal
  /** One seating per seat: seating i has the lone player in seat i. */
  readonly seatings: readonly (readonly Contender[])[]
}

export function loneSeatings(a: Contender, b: Contender, players: number): Contender[][] {
  return Array.from({ length: players }, (_, lone) => Array.from({ length: players }, (_, s) => (s === lone ? a : b)))
}

/** At least `games` games (rounded up to whole deals of `players` games), the deals spread evenly over the rulesets. */
export function loneSchedule(a: Contender, b: Contender, games: number, players: number, seed: string, rulesets: readonly RulesetId[] = RULESET_IDS): LoneTable[] {
  const deals = Math.ceil(games / players)
  return Array.from({ length: deals }, (_, i) => ({
    deal: { ruleset: rulesets[i % rulesets.length] as RulesetId, seed: `${seed}:lone:${a}-${b}:${i}` },
    seatings: loneSeatings(a, b, players),
  }))
}

/** One deal of a lone table, summed up: the unit the intervals count. */
export interface LoneOutcome {
  readonly ruleset: RulesetId
  /** The lone player's average win share over the deal's seatings, 0–1 (par: 1 / players). */
  readonly win: number
  /** The lone player's average score, and the others' average score. */
  readonly scoreA: number
  readonly scoreB: number
  readonly games: number
}

export function playLone(table: LoneTable, play: (ruleset: RulesetId, levels: readonly Contender[], seed: string) => MatchResult): { outcome: LoneOutcome; results: MatchResult[] } {
  let win = 0
  let scoreA = 0
  let scoreB = 0
  // Seating i has the lone player in seat i.
  const results = table.seatings.map((levels, lone) => {
    const r = play(table.deal.ruleset, levels, table.deal.seed)
    const ra = levelResult(r, levels, levels[lone] as Contender)
    win += ra.win
    scoreA += ra.score
    for (const line of r.scores.lines) if (line.player !== lone) scoreB += line.score / (levels.length - 1)
    return r
  })
  const k = table.seatings.length
  return { outcome: { ruleset: table.deal.ruleset, win: win / k, scoreA: scoreA / k, scoreB: scoreB / k, games: k }, results }
}

export interface LoneSummary {
  readonly a: Contender
  readonly b: Contender
  readonly games: number
  readonly par: number
  /** The lone player's win share. */
  readonly win: Estimate
  readonly scoreA: Estimate
  readonly scoreB: Estimate
  readonly byRuleset: readonly { readonly ruleset: RulesetId; readonly win: Estimate; readonly scoreA: Estimate; readonly scoreB: Estimate }[]
}

export function summarizeLone(a: Contender, b: Contender, players: number, outcomes: readonly LoneOutcome[]): LoneSummary {
  const part = (list: readonly LoneOutcome[]) => ({
    win: estimate(list.map((o) => o.win)),
    scoreA: estimate(list.map((o) => o.scoreA)),
    scoreB: estimate(list.map((o) => o.scoreB)),
  })
  const rulesets = RULESET_IDS.filter((r) => outcomes.some((o) => o.ruleset === r))
  let games = 0
  for (const o of outcomes) games += o.games
  return {
    a,
    b,
    games,
    par: 1 / players,
    ...part(outcomes),
    byRuleset: rulesets.map((ruleset) => ({ ruleset, ...part(outcomes.filter((o) => o.ruleset === ruleset)) })),
  }
}
