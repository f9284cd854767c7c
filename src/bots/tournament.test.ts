import { describe, expect, it } from 'vitest'
import { playMatch } from './match.ts'
import { playPair, schedule, summarize, type PairOutcome } from './tournament.ts'
import type { BotLevel } from './levels.ts'

/** A short seeded tournament: the full one is `npm run tournament`. */
function pairing(a: BotLevel, b: BotLevel, games: number) {
  const outcomes: PairOutcome[] = schedule(a, b, games, 4, 'unit').map((p) => playPair(p, playMatch).outcome)
  return summarize(a, b, outcomes)
}

describe('a short seeded tournament at 4-player tables, every ruleset', () => {
  it('normal clearly beats easy (300 games)', () => {
    const s = pairing('normal', 'easy', 300)
    expect(s.games).toBe(300)
    expect(s.byRuleset).toHaveLength(4)
    // The whole 95% interval above an even share: clearly, not by luck.
    expect(s.winA.mean - s.winA.half).toBeGreaterThan(0.5)
    expect(s.scoreA.mean).toBeGreaterThan(s.scoreB.mean)
  })

  it('strong clearly beats normal (40 games)', () => {
    const s = pairing('strong', 'normal', 40)
    expect(s.games).toBe(40)
    expect(s.winA.mean - s.winA.half).toBeGreaterThan(0.5)
    expect(s.scoreA.mean).toBeGreaterThan(s.scoreB.mean)
  }, 60_000)
})
