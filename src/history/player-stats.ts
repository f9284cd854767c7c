import type { BotLevel } from '../bots/levels.ts'
import { ANTIQUES_RULESET } from './counted-entry.ts'
import type { HistoryEntry } from './history-entry.ts'

/*
 * Stats by player name across the finished games on this device, one table per game: For Sale and
 * Sold! (Gavel's rulesets of one family), apart from Antique Dealer's SOLD (another game, counted with
 * its companion). People are matched by name ignoring case (as Setup does: names are unique ignoring
 * case); computer players are counted by level, whatever their seat was called; games played with
 * real cards and counted in Gavel (`counted` entries) are counted as such.
 */

/** The games stats keep apart: For Sale with Sold!, and Antique Dealer's SOLD. */
export const STATS_GAMES = ['for-sale', 'antiques'] as const
export type StatsGame = (typeof STATS_GAMES)[number]

/** Which game's stats an entry belongs to. */
export function statsGameOf(entry: Pick<HistoryEntry, 'ruleset'>): StatsGame {
  return entry.ruleset === ANTIQUES_RULESET ? 'antiques' : 'for-sale'
}

/** One game's stats: every player's, as `playerStats` gives them. */
export interface GameStats {
  readonly game: StatsGame
  readonly players: readonly PlayerStats[]
}

/** The stats of each game that has finished games, in `STATS_GAMES` order. */
export function statsByGame(entries: readonly HistoryEntry[]): GameStats[] {
  return STATS_GAMES.flatMap((game) => {
    const mine = entries.filter((e) => statsGameOf(e) === game)
    return mine.length === 0 ? [] : [{ game, players: playerStats(mine) }]
  })
}

export interface Tally {
  readonly games: number
  /** Games won, shared wins included. */
  readonly wins: number
  /** Of `wins`, those shared with someone else. */
  readonly sharedWins: number
  /** wins / games, 0–1. */
  readonly winRate: number
  /** Average final score (meaningful within one ruleset). */
  readonly averageScore: number
  /** Of `games`, those played with real cards and counted in Gavel (the score pad, the antiques count). */
  readonly counted: number
}

export interface PlayerStats {
  /** `person:<name lower-cased>` or `bot:<level>`. */
  readonly key: string
  /** The name as last written (people), or null for a computer player. */
  readonly name: string | null
  readonly bot: BotLevel | null
  readonly overall: Omit<Tally, 'averageScore'>
  /** By ruleset, then player count: "Ana at 4-player For Sale". Sorted by ruleset, then count. */
  readonly breakdown: readonly ({ readonly ruleset: string; readonly players: number } & Tally)[]
  /** When this player last finished a game (ms). */
  readonly lastPlayed: number
}

interface Acc {
  games: number
  wins: number
  sharedWins: number
  scoreSum: number
  counted: number
}

const empty = (): Acc => ({ games: 0, wins: 0, sharedWins: 0, scoreSum: 0, counted: 0 })
const tally = (a: Acc): Tally => ({
  games: a.games,
  wins: a.wins,
  sharedWins: a.sharedWins,
  winRate: a.games === 0 ? 0 : a.wins / a.games,
  averageScore: a.games === 0 ? 0 : a.scoreSum / a.games,
  counted: a.counted,
})

/**
 * Every player's stats over `entries` (give it one game's entries: `statsByGame` does); people by
 * games played (most first), then name; computer players after.
 */
export function playerStats(entries: readonly HistoryEntry[]): PlayerStats[] {
  const byKey = new Map<string, { name: string | null; bot: BotLevel | null; overall: Acc; parts: Map<string, Acc>; last: number; nameAt: number }>()
  for (const entry of entries) {
    const winners = entry.players.filter((p) => p.winner).length
    for (const p of entry.players) {
      const key = p.bot === undefined ? `person:${p.name.toLocaleLowerCase()}` : `bot:${p.bot}`
      let row = byKey.get(key)
      if (row === undefined) {
        row = { name: p.bot === undefined ? p.name : null, bot: p.bot ?? null, overall: empty(), parts: new Map(), last: 0, nameAt: -1 }
        byKey.set(key, row)
      }
      // The spelling of the most recent game is the one shown.
      if (p.bot === undefined && entry.finishedAt >= row.nameAt) {
        row.name = p.name
        row.nameAt = entry.finishedAt
      }
      row.last = Math.max(row.last, entry.finishedAt)
      const partKey = `${entry.ruleset}\u0000${entry.players.length}`
      let part = row.parts.get(partKey)
      if (part === undefined) row.parts.set(partKey, (part = empty()))
      for (const acc of [row.overall, part]) {
        acc.games++
        acc.scoreSum += p.score
        if (entry.kind === 'counted') acc.counted++
        if (p.winner) {
          acc.wins++
          if (winners > 1) acc.sharedWins++
        }
      }
    }
  }
  const out: PlayerStats[] = []
  for (const [key, row] of byKey) {
    const breakdown = [...row.parts.entries()]
      .map(([k, acc]) => {
        const [ruleset, players] = k.split('\u0000') as [string, string]
        return { ruleset, players: Number(players), ...tally(acc) }
      })
      .sort((a, b) => a.ruleset.localeCompare(b.ruleset) || a.players - b.players)
    const { averageScore: _ignored, ...overall } = tally(row.overall)
    out.push({ key, name: row.name, bot: row.bot, overall, breakdown, lastPlayed: row.last })
  }
  const botOrder = ['easy', 'normal', 'strong']
  return out.sort((a, b) => {
    if ((a.bot === null) !== (b.bot === null)) return a.bot === null ? -1 : 1
    if (a.bot !== null && b.bot !== null) return botOrder.indexOf(a.bot) - botOrder.indexOf(b.bot)
    return b.overall.games - a.overall.games || (a.name ?? '').localeCompare(b.name ?? '')
  })
}
