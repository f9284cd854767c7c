import { describe, expect, it } from 'vitest'
import { checkValue } from '../engine/cards.ts'
import { propertyWorth } from './worth.ts'
import type { Contender } from './contenders.ts'
import { playMatch } from './match.ts'
import { sampleCap } from './sample-cap.ts'
import { loneSchedule, playLone, playPair, schedule, summarize, summarizeLone, type PairOutcome } from './tournament.ts'

/** A short seeded tournament: the full one is `npm run tournament`. */
function pairing(a: Contender, b: Contender, games: number) {
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

  it('a lone strong player clearly beats par against three normal ones (32 games, every seat, quick search)', () => {
    // The strong level on a small, counted budget (about 100 playouts a decision), so that
    // the run is short and the same on any machine; `npm run tournament` plays it at full strength.
    const play = (ruleset: Parameters<typeof playMatch>[0], levels: readonly Contender[], seed: string) =>
      playMatch(ruleset, levels, seed, { limit: () => sampleCap(100) })
    const outcomes = loneSchedule('strong', 'normal', 32, 4, 'unit').map((t) => playLone(t, play).outcome)
    const s = summarizeLone('strong', 'normal', 4, outcomes)
    expect(s.games).toBe(32)
    expect(s.byRuleset).toHaveLength(4)
    expect(s.par).toBe(0.25)
    // The whole 95% interval above par (25% at four players).
    expect(s.win.mean - s.win.half).toBeGreaterThan(s.par)
    expect(s.scoreA.mean).toBeGreaterThan(s.scoreB.mean)
  }, 60_000)
})

describe('a short seeded lone match against the field', () => {
  it('a lone strong player beats par against three big spenders, a design it was not built against (16 games, every seat, quick search)', () => {
    // A small counted budget (about 40 playouts a decision) keeps this to a few seconds on any machine;
    // `npm run tournament -- --lone strong-spender` plays it on the app's clock.
    const play = (ruleset: Parameters<typeof playMatch>[0], levels: readonly Contender[], seed: string) =>
      playMatch(ruleset, levels, seed, { limit: () => sampleCap(40) })
    const outcomes = loneSchedule('strong', 'spender', 16, 4, 'field').map((t) => playLone(t, play).outcome)
    const s = summarizeLone('strong', 'spender', 4, outcomes)
    expect(s.games).toBe(16)
    expect(s.byRuleset).toHaveLength(4)
    expect(s.win.mean).toBeGreaterThan(s.par)
    expect(s.scoreA.mean).toBeGreaterThan(s.scoreB.mean)
  }, 30_000)
})

describe('lone tables', () => {
  it('seat the lone player once in every seat of each deal', () => {
    const tables = loneSchedule('strong', 'normal', 10, 5, 'x')
    expect(tables).toHaveLength(2)
    for (const t of tables) {
      expect(t.seatings).toHaveLength(5)
      t.seatings.forEach((levels, lone) => {
        expect(levels[lone]).toBe('strong')
        expect(levels.filter((l) => l === 'strong')).toHaveLength(1)
      })
    }
  })
})

describe("a game's figures per seat", () => {
  it('count every property sold once (the last seat taking the remaining checks included), and every auction won at its price', () => {
    for (const ruleset of ['for-sale', 'sold', 'for-sale-scarce'] as const) {
      const r = playMatch(ruleset, ['normal', 'easy', 'normal', 'easy'], `figures:${ruleset}`)
      const deal = r.final.deal
      let whole = 0
      for (const c of deal.checks) whole += checkValue(ruleset, c)
      for (const p of deal.properties) whole -= propertyWorth(ruleset, p)
      const yields = r.seats.reduce((t, s) => t + s.saleYield, 0)
      expect(yields).toBeCloseTo(whole, 6)
      // What the winners paid is money gone from the table, beside what the passers paid.
      expect(r.seats.every((s) => s.paidForWins >= 0)).toBe(true)
      expect(r.seats.some((s) => s.paidForWins > 0)).toBe(true)
    }
  })
})
