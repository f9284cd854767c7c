import { checkValue } from './cards.ts'
import { RULESETS, type RulesetId } from './rulesets.ts'
import type { GameState, ScoreLine, Scores, Seat } from './types.ts'

/** One player's standing before ranking: what the final-score calculator also takes. */
export interface Standing {
  readonly name: string
  readonly checkTotal: number
  /** Money left: thousands (For Sale) or the number of money cards (Sold!). */
  readonly moneyLeft: number
}

/**
 * Rank standings: score = checks + money left (its amount, or 1 per Sold! money card);
 * ties go to more money left, and players still level share the place.
 */
export function rankStandings(standings: readonly Standing[]): Scores {
  const lines = standings.map((s, player) => ({
    player,
    name: s.name,
    checkTotal: s.checkTotal,
    moneyPoints: s.moneyLeft,
    score: s.checkTotal + s.moneyLeft,
    tieBreak: s.moneyLeft,
  }))
  const ahead = (a: (typeof lines)[number], b: (typeof lines)[number]) =>
    a.score > b.score || (a.score === b.score && a.tieBreak > b.tieBreak)
  const ranked: ScoreLine[] = lines.map((line) => ({
    ...line,
    rank: 1 + lines.filter((other) => ahead(other, line)).length,
  }))
  const winners: Seat[] = ranked.filter((l) => l.rank === 1).map((l) => l.player)
  const topScore = Math.max(...ranked.map((l) => l.score))
  const levelOnScore = ranked.filter((l) => l.score === topScore).length
  return {
    lines: ranked,
    winners,
    decidedByTieBreak: levelOnScore > winners.length,
    shared: winners.length > 1,
  }
}

export function standingsOf(ruleset: RulesetId, state: Pick<GameState, 'seats'>): Standing[] {
  const row = RULESETS[ruleset]
  return state.seats.map((seat) => ({
    name: seat.name,
    checkTotal: seat.checks.reduce((total, c) => total + checkValue(ruleset, c), 0),
    moneyLeft: row.moneyScore === 'card-count' ? seat.moneyCards.length : seat.money,
  }))
}

/** Scores as they stand (final once the game is over). */
export function scoreGame(state: GameState): Scores {
  return rankStandings(standingsOf(state.ruleset, state))
}
