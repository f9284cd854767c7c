import type { ScoreLine, Scores } from '../engine/types.ts'

/**
 * Players level on score, and how the tie-break placed them: the facts the score screen words as
 * "Ben and Cleo share 2nd" or "Ben takes 2nd with more money left".
 */
export interface LevelGroup {
  readonly score: number
  /** Sub-groups in the order the tie-break placed them, each sharing one rank (best first). */
  readonly places: readonly (readonly ScoreLine[])[]
  /** Whether the tie-break separated anyone (more than one place in the group). */
  readonly decidedByTieBreak: boolean
}

/** Every group of two or more players on the same score, best score first. */
export function levelGroups(scores: Scores): LevelGroup[] {
  const byScore = new Map<number, ScoreLine[]>()
  for (const line of scores.lines) {
    const group = byScore.get(line.score)
    if (group === undefined) byScore.set(line.score, [line])
    else group.push(line)
  }
  const groups: LevelGroup[] = []
  for (const [score, lines] of byScore) {
    if (lines.length < 2) continue
    const ranks = [...new Set(lines.map((l) => l.rank))].sort((a, b) => a - b)
    const places = ranks.map((rank) => lines.filter((l) => l.rank === rank).sort((a, b) => a.player - b.player))
    groups.push({ score, places, decidedByTieBreak: places.length > 1 })
  }
  return groups.sort((a, b) => b.score - a.score)
}

/** How many players share `line`'s rank (1: the place is theirs alone). */
export function sharingRank(scores: Scores, line: ScoreLine): number {
  let n = 0
  for (const other of scores.lines) if (other.rank === line.rank) n++
  return n
}
