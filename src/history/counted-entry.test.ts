import { beforeEach, describe, expect, it } from 'vitest'
import { newAntiquesPad, newCardsPad, type AntiquesPad, type CardsPad } from '../store/pad-games.ts'
import { bgStatsPlay } from './bg-stats.ts'
import { countedEntryOf } from './counted-entry.ts'
import { HISTORY_FORMAT, addToHistory, historyKey, listHistory } from './history-store.ts'
import { statsByGame } from './player-stats.ts'

beforeEach(() => localStorage.clear())

const forSale: CardsPad = {
  ...newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 1000),
  finished: true,
  entries: [
    { checks: [15, 15, 0], moneyLeft: 3 },
    { checks: [14, 14, 2], moneyLeft: 6 },
    { checks: [2], moneyLeft: 0 },
  ],
}

const antiques: AntiquesPad = {
  ...newAntiquesPad(['Ann', 'Ben'], 1000),
  finished: true,
  dealers: [
    { name: 'Ann', cash: 4250, items: [{ category: 'games', face: 4000, special: 'rare2', damaged: false }] },
    { name: 'Ben', cash: 12_250, items: [] },
  ],
}

describe('a count in history', () => {
  it('keeps a finished count with each player’s score, place and win, as the pad ranks them', () => {
    const entry = countedEntryOf(forSale, 5000)
    expect(entry?.players).toEqual([
      { name: 'Ann', score: 33, rank: 2, winner: false, startPlayer: false },
      { name: 'Ben', score: 36, rank: 1, winner: true, startPlayer: false },
      { name: 'Cy', score: 2, rank: 3, winner: false, startPlayer: false },
    ])
    expect(countedEntryOf({ ...forSale, finished: false }, 5000)).toBeNull()
  })

  it('reads it back, checked, and counts it in the stats; an antiques tie is shared', () => {
    addToHistory(countedEntryOf(forSale, 5000)!)
    addToHistory(countedEntryOf(antiques, 6000)!)
    const listed = listHistory()
    expect(listed.map((l) => l.ok && l.entry.kind)).toEqual(['counted', 'counted'])
    const entries = listed.flatMap((l) => (l.ok ? [l.entry] : []))
    expect(entries[0]?.ruleset).toBe('antiques')
    expect(entries[0]?.players.map((p) => [p.name, p.score, p.winner])).toEqual([
      ['Ann', 12_250, true],
      ['Ben', 12_250, true],
    ])
    // Each game its own stats: Ben's antiques win is not a For Sale win; each count is marked as counted from the box.
    const stats = statsByGame(entries)
    expect(stats.map((g) => g.game)).toEqual(['for-sale', 'antiques'])
    const ben = (game: 'for-sale' | 'antiques') => stats.find((g) => g.game === game)?.players.find((s) => s.name === 'Ben')
    expect(ben('for-sale')?.overall).toEqual({ games: 1, wins: 1, sharedWins: 0, winRate: 1, counted: 1 })
    expect(ben('antiques')?.overall).toEqual({ games: 1, wins: 1, sharedWins: 1, winRate: 1, counted: 1 })
    expect(ben('antiques')?.breakdown.map((b) => b.ruleset)).toEqual(['antiques'])
    expect(bgStatsPlay(entries[1]!, () => 'bot').players.map((p) => p.score)).toEqual([33, 36, 2])
  })

  it('is damaged when its stored results do not follow from its count', () => {
    const entry = countedEntryOf(forSale, 5000)!
    const forged = { ...entry, players: entry.players.map((p) => ({ ...p, score: p.score + 1 })) }
    localStorage.setItem(historyKey(entry.id), JSON.stringify({ format: HISTORY_FORMAT, version: 1, entry: forged }))
    expect(listHistory()).toEqual([{ ok: false, id: entry.id, damage: { kind: 'invalid', error: null } }])
  })
})
