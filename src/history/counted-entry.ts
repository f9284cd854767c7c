import { finalCount } from '../engine/antiques.ts'
import { scorePad } from '../engine/score-pad.ts'
import { checkPadGame, type PadGame } from '../store/pad-games.ts'
import type { HistoryDamage, HistoryEntryHead, HistoryPlayer } from './entry-head.ts'

/*
 * A game played with real cards and counted in Gavel (the score pad, or Antique Dealer's SOLD's
 * final count), as history keeps it: the head every entry has, and the count itself, so that the
 * scores are worked out again from it when the entry is read back.
 */

/** Antique Dealer's SOLD's id where history names a ruleset; its name is the same in every language. */
export const ANTIQUES_RULESET = 'antiques'
export const ANTIQUES_GAME_NAME = 'Antique Dealer’s SOLD'

export interface CountedEntry extends HistoryEntryHead {
  readonly kind: 'counted'
  readonly count: PadGame
}

/** Each player's result in a finished count, in seat order (scores: For Sale thousands, Sold! points, antiques dollars). */
export function countedPlayers(count: PadGame): HistoryPlayer[] {
  if (count.kind === 'antiques') {
    const counted = finalCount(count.dealers.map((d) => ({ name: d.name, cash: d.cash ?? 0, items: d.items })))
    return counted.dealers.map((d) => ({
      name: d.name,
      score: d.total,
      rank: 1 + counted.dealers.filter((o) => o.total > d.total).length,
      winner: counted.winners.includes(d.name),
      startPlayer: false,
    }))
  }
  const scores = scorePad(count.players, count.entries)
  return scores.lines.map((l) => ({ name: l.name, score: l.score, rank: l.rank, winner: scores.winners.includes(l.player), startPlayer: false }))
}

export function countedRuleset(count: PadGame): string {
  return count.kind === 'antiques' ? ANTIQUES_RULESET : count.ruleset
}

/** The history entry of a finished count; null while the count is not finished. */
export function countedEntryOf(count: PadGame, finishedAt: number): CountedEntry | null {
  if (!count.finished) return null
  return {
    id: count.id,
    kind: 'counted',
    ruleset: countedRuleset(count),
    startedAt: Math.min(count.createdAt, finishedAt),
    finishedAt,
    players: countedPlayers(count),
    count,
  }
}

/** A counted entry is trusted once its count checks out, is finished, and gives the players stored. */
export function checkCounted(
  head: HistoryEntryHead,
  raw: Record<string, unknown>,
): { readonly ok: true; readonly entry: CountedEntry } | { readonly ok: false; readonly damage: HistoryDamage } {
  const checked = checkPadGame(raw.count)
  if (!checked.ok) return { ok: false, damage: { kind: 'foreign' } }
  const count = checked.value
  if (!count.finished || count.id !== head.id || countedRuleset(count) !== head.ruleset) return { ok: false, damage: { kind: 'invalid', error: null } }
  const players = countedPlayers(count)
  if (JSON.stringify(players) !== JSON.stringify(head.players)) return { ok: false, damage: { kind: 'invalid', error: null } }
  return { ok: true, entry: { ...head, kind: 'counted', players, count } }
}
