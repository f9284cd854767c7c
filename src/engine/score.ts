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
  const n = standings.length
  const lines: ScoreLine[] = []
  let topScore = -Infinity
  for (let i = 0; i < n; i++) {
    const s = standings[i] as Standing
    const score = s.checkTotal + s.moneyLeft
    let ahead = 0
    for (const o of standings) {
      const other = o.checkTotal + o.moneyLeft
      if (other > score || (other === score && o.moneyLeft > s.moneyLeft)) ahead++
    }
    if (score > topScore) topScore = score
    lines.push({
      player: i,
      name: s.name,
      checkTotal: s.checkTotal,
      moneyPoints: s.moneyLeft,
      score,
      tieBreak: s.moneyLeft,
      rank: 1 + ahead,
    })
  }
  const winners: Seat[] = []
  let levelOnScore = 0
  for (const line of lines) {
    if (line.rank === 1) winners.push(line.player)
    if (line.score === topScore) levelOnScore++
  }
  return { lines, winners, decidedByTieBreak: levelOnScore > winners.length, shared: winners.length > 1 }
}

export function standingsOf(ruleset: RulesetId, state: Pick<GameState, 'seats'>): Standing[] {
  const byCount = RULESETS[ruleset].moneyScore === 'card-count'
  return state.seats.map((seat) => {
    let checkTotal = 0
    for (const c of seat.checks) checkTotal += checkValue(ruleset, c)
    return { name: seat.name, checkTotal, moneyLeft: byCount ? seat.moneyCards.length : seat.money }
  })
}

/** Scores as they stand (final once the game is over). */
export function scoreGame(state: Pick<GameState, 'ruleset' | 'seats'>): Scores {
  return rankStandings(standingsOf(state.ruleset, state))
}
