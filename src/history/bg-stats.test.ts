import { describe, expect, it } from 'vitest'
import { BG_STATS_CREATE_PLAY, bgStatsDate, bgStatsPlay, bgStatsUrl } from './bg-stats.ts'
import type { HistoryEntryHead } from './history-entry.ts'
import { bgStatsBotName } from './history-words.ts'

const bot = (level: 'easy' | 'normal' | 'strong') => bgStatsBotName('en', level)

const entry = (players: number, name = (i: number) => `Player ${i}`): HistoryEntryHead => ({
  id: '0123456789abcdef',
  kind: 'played',
  ruleset: 'for-sale',
  startedAt: Date.UTC(2026, 11, 3, 8, 5, 9),
  finishedAt: Date.UTC(2026, 11, 3, 8, 47, 40),
  players: Array.from({ length: players }, (_, i) => ({
    name: name(i),
    score: 60 - i * 3,
    rank: i === 1 ? 1 : i + 1,
    winner: i < 2,
    startPlayer: i === 2,
  })),
})

describe('BG Stats play link', () => {
  it('has every documented field, with its type', () => {
    const play = bgStatsPlay(entry(4), bot)
    expect(play.sourceName).toBe('Gavel')
    expect(play.sourcePlayId).toBe('0123456789abcdef')
    expect(play.playDate).toBe('2026-12-03 08:05:09')
    expect(play.durationMin).toBe(43)
    expect(play.game).toEqual({ bggId: 172, name: 'For Sale', highestWins: true, noPoints: false })
    expect(typeof play.game.bggId).toBe('number')
    expect(play.players).toHaveLength(4)
    for (const p of play.players) {
      expect(Object.keys(p).sort()).toEqual(['name', 'rank', 'score', 'startPlayer', 'winner'])
      expect(typeof p.name).toBe('string')
      expect(typeof p.score).toBe('number')
      expect(typeof p.rank).toBe('number')
      expect(typeof p.winner).toBe('boolean')
      expect(typeof p.startPlayer).toBe('boolean')
    }
    expect(play.players.filter((p) => p.winner).map((p) => p.name)).toEqual(['Player 0', 'Player 1'])
    expect(play.players.filter((p) => p.startPlayer).map((p) => p.name)).toEqual(['Player 2'])
  })

  it('dates are UTC, zero-padded', () => {
    expect(bgStatsDate(Date.UTC(2027, 0, 2, 3, 4, 5))).toBe('2027-01-02 03:04:05')
  })

  it('is the documented address with the play as URL-encoded JSON that reads back the same', () => {
    const play = bgStatsPlay(entry(3, (i) => ['Zoë & co', 'Ana?', 'Bé=1'][i]!), bot)
    const url = bgStatsUrl(play)
    expect(url.startsWith('https://app.bgstatsapp.com/createPlay.html?data=')).toBe(true)
    const data = url.slice(BG_STATS_CREATE_PLAY.length)
    expect(data).not.toMatch(/[&?#= ]/)
    expect(JSON.parse(decodeURIComponent(data))).toEqual(play)
    expect(new URL(url).searchParams.get('data')).toBe(JSON.stringify(play))
  })

  it('stays under 8,000 characters for six players with the longest names', () => {
    const long = (i: number) => `${'É'.repeat(39)}${i}`
    const url = bgStatsUrl(bgStatsPlay(entry(6, long), bot))
    expect(url.length).toBeLessThan(8000)
  })

  it('sends a computer seat as Gavel\'s computer player of its level, in the table\'s language, never by its seat name', () => {
    const head = entry(4)
    const withBots = { ...head, players: head.players.map((p, i) => (i === 1 ? { ...p, name: 'Computer 2', bot: 'strong' as const } : i === 3 ? { ...p, name: 'Computer 4', bot: 'easy' as const } : p)) }
    expect(bgStatsPlay(withBots, bot).players.map((p) => p.name)).toEqual(['Player 0', 'Gavel computer (strong)', 'Player 2', 'Gavel computer (easy)'])
    expect(bgStatsPlay(withBots, (level) => bgStatsBotName('fr', level)).players[1]?.name).toBe('Ordinateur Gavel (fort)')
    expect(bgStatsPlay(withBots, (level) => bgStatsBotName('es', level)).players[3]?.name).toBe('Ordenador de Gavel (fácil)')
  })
})
