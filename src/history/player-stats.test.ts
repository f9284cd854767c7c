import { describe, expect, it } from 'vitest'
import type { HistoryEntry, HistoryPlayer } from './history-entry.ts'
import { playerStats, statsByGame } from './player-stats.ts'

let n = 0
/** An entry with just what the stats read. */
function game(ruleset: string, players: HistoryPlayer[], finishedAt = ++n, kind: 'played' | 'counted' = 'played'): HistoryEntry {
  return { id: `g${n}`, kind, ruleset, startedAt: 0, finishedAt, players, record: null as never, dealCode: null } as HistoryEntry
}
const p = (name: string, score: number, rank: number, extra: Partial<HistoryPlayer> = {}): HistoryPlayer => ({
  name,
  score,
  rank,
  winner: rank === 1,
  startPlayer: false,
  ...extra,
})

describe('stats by player name', () => {
  const entries = [
    game('for-sale', [p('Ana', 60, 1), p('Ben', 50, 2), p('Cleo', 40, 3)]),
    game('for-sale', [p('ana', 44, 1), p('BEN', 44, 1), p('Cleo', 30, 3)]),
    game('sold', [p('Ana', 20, 2), p('Ben', 25, 1), p('Cleo', 10, 3), p('Bot', 22, 2, { bot: 'strong' })]),
    game('for-sale', [p('Ana', 30, 3), p('Dee', 50, 1, { bot: 'normal' }), p('Bob', 40, 2, { bot: 'normal' })]),
  ]
  const stats = playerStats(entries)
  const of = (key: string) => stats.find((s) => s.key === key)!

  it('matches names ignoring case, showing the latest spelling', () => {
    expect(of('person:ana')).toMatchObject({ name: 'Ana', overall: { games: 4, wins: 2, sharedWins: 1, winRate: 0.5 } })
    expect(of('person:ben')).toMatchObject({ name: 'Ben', overall: { games: 3, wins: 2, sharedWins: 1 } })
    expect(of('person:cleo').overall).toMatchObject({ games: 3, wins: 0, winRate: 0 })
  })

  it('counts shared wins as wins', () => {
    expect(of('person:ben').overall.winRate).toBeCloseTo(2 / 3)
  })

  it('breaks down by ruleset and player count, with average scores', () => {
    expect(of('person:ana').breakdown).toEqual([
      { ruleset: 'for-sale', players: 3, games: 3, wins: 2, sharedWins: 1, winRate: 2 / 3, averageScore: (60 + 44 + 30) / 3, counted: 0 },
      { ruleset: 'sold', players: 4, games: 1, wins: 0, sharedWins: 0, winRate: 0, averageScore: 20, counted: 0 },
    ])
  })

  it('counts computer players by level, whatever they were called, after the people', () => {
    expect(of('bot:normal')).toMatchObject({ name: null, bot: 'normal', overall: { games: 2, wins: 1 } })
    expect(of('bot:strong').overall.games).toBe(1)
    expect(stats.map((s) => s.key)).toEqual(['person:ana', 'person:ben', 'person:cleo', 'bot:normal', 'bot:strong'])
  })

  it('is empty with no games', () => {
    expect(playerStats([])).toEqual([])
  })
})

describe('stats by game', () => {
  const entries = [
    game('for-sale', [p('Ana', 60, 1), p('Ben', 50, 2)]),
    game('sold', [p('Ana', 20, 2), p('Ben', 25, 1), p('X', 22, 3, { bot: 'strong' })]),
    game('for-sale-gryphon', [p('Ana', 40, 1), p('Ben', 30, 2)], ++n, 'counted'),
    game('antiques', [p('Ana', 9000, 2), p('Ben', 12_000, 1), p('Cleo', 5000, 3)], ++n, 'counted'),
    game('antiques', [p('ana', 9000, 1), p('Ben', 8000, 2)], ++n, 'counted'),
  ]
  const stats = statsByGame(entries)
  const of = (g: string, key: string) => stats.find((s) => s.game === g)?.players.find((s) => s.key === key)

  it('keeps Antique Dealer\'s SOLD apart from For Sale and Sold!', () => {
    expect(stats.map((s) => s.game)).toEqual(['for-sale', 'antiques'])
    expect(of('for-sale', 'person:ana')?.overall).toMatchObject({ games: 3, wins: 2 })
    expect(of('for-sale', 'person:ben')?.overall).toMatchObject({ games: 3, wins: 1 })
    expect(of('antiques', 'person:ana')?.overall).toMatchObject({ games: 2, wins: 1 })
    expect(of('antiques', 'person:ben')?.overall).toMatchObject({ games: 2, wins: 1 })
    // Cleo only played antiques; the strong computer only For Sale.
    expect(of('for-sale', 'person:cleo')).toBeUndefined()
    expect(of('antiques', 'bot:strong')).toBeUndefined()
    expect(of('for-sale', 'bot:strong')?.overall.games).toBe(1)
  })

  it('marks the games counted from the box, overall and by ruleset', () => {
    expect(of('for-sale', 'person:ana')?.overall.counted).toBe(1)
    expect(of('for-sale', 'person:ana')?.breakdown.map((b) => [b.ruleset, b.counted])).toEqual([
      ['for-sale', 0],
      ['for-sale-gryphon', 1],
      ['sold', 0],
    ])
    expect(of('antiques', 'person:ben')?.overall.counted).toBe(2)
  })

  it('leaves out a game with no finished games', () => {
    expect(statsByGame(entries.slice(0, 2)).map((s) => s.game)).toEqual(['for-sale'])
    expect(statsByGame([])).toEqual([])
  })
})
