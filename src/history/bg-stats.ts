import type { BotLevel } from '../bots/levels.ts'
import type { HistoryEntryHead } from './history-entry.ts'

/*
 * BG Stats' documented play-import link: https://app.bgstatsapp.com/createPlay.html?data= followed
 * by the play as URL-encoded JSON. Gavel sends nothing itself: the link is opened by the person, in
 * their browser, when they tap it.
 */

export const BG_STATS_CREATE_PLAY = 'https://app.bgstatsapp.com/createPlay.html?data='
/** BoardGameGeek's id of For Sale. */
export const FOR_SALE_BGG_ID = 172

export interface BgStatsPlayer {
  readonly name: string
  readonly score: number
  readonly winner: boolean
  readonly rank: number
  readonly startPlayer: boolean
}

export interface BgStatsPlay {
  readonly sourceName: 'Gavel'
  readonly sourcePlayId: string
  /** UTC, "YYYY-MM-DD HH:MM:SS". */
  readonly playDate: string
  readonly durationMin: number
  readonly game: { readonly bggId: number; readonly name: string; readonly highestWins: true; readonly noPoints: false }
  readonly players: readonly BgStatsPlayer[]
}

/** "2026-12-03 09:41:07": a time in UTC as BG Stats reads it. */
export function bgStatsDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * The play BG Stats is asked to create for a finished game (any kind of history entry). A computer
 * seat is sent under `botName(level)`, a name that says it is Gavel's computer player of that level
 * ("Gavel computer (strong)"), never under its seat's name: BG Stats would take "Computer 3" for a
 * person, and the same level is the same player from one game to the next.
 */
export function bgStatsPlay(entry: HistoryEntryHead, botName: (level: BotLevel) => string, gameName = 'For Sale'): BgStatsPlay {
  return {
    sourceName: 'Gavel',
    sourcePlayId: entry.id,
    playDate: bgStatsDate(entry.startedAt),
    durationMin: Math.max(0, Math.round((entry.finishedAt - entry.startedAt) / 60_000)),
    game: { bggId: FOR_SALE_BGG_ID, name: gameName, highestWins: true, noPoints: false },
    players: entry.players.map((p) => ({
      name: p.bot === undefined ? p.name : botName(p.bot),
      score: p.score,
      winner: p.winner,
      rank: p.rank,
      startPlayer: p.startPlayer,
    })),
  }
}

/** The link that opens BG Stats on the play, ready to save. */
export function bgStatsUrl(play: BgStatsPlay): string {
  return BG_STATS_CREATE_PLAY + encodeURIComponent(JSON.stringify(play))
}
