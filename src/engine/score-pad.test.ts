import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkValue } from './cards.ts'
import { playRandomGame } from './random-play.ts'
import { PLAYER_COUNTS, RULESETS, RULESET_IDS, type PlayerCount, type RulesetId } from './rulesets.ts'
import { scoreGame } from './score.ts'
import { checkFaces, checkPad, checksInPlay, checksPerPlayer, faceLeft, moneyLeftMax, padRounds, scorePad, type PadEntry } from './score-pad.ts'

const entry = (checks: number[], moneyLeft: number | null = 0): PadEntry => ({ checks, moneyLeft })
const kinds = (ruleset: RulesetId, entries: PadEntry[]) => checkPad(ruleset, entries).problems.map((p) => p.kind)

describe('what the pad offers', () => {
  it('For Sale check faces: 0 ("refused") and 2-15, two of each', () => {
    const faces = checkFaces('for-sale')
    expect(faces.map((f) => f.value)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    expect(faces.every((f) => f.inDeck === 2)).toBe(true)
  })
  it('Sold! check faces: A-K (1-13), two of each', () => {
    expect(checkFaces('sold')).toEqual(Array.from({ length: 13 }, (_, i) => ({ value: i + 1, inDeck: 2 })))
  })
  it('checks in play follow the set-aside counts of RULES.md', () => {
    expect(checksInPlay('for-sale', 5)).toBe(30)
    expect(checksInPlay('for-sale', 4)).toBe(28)
    expect(checksInPlay('for-sale-gryphon', 3)).toBe(24)
    expect(checksInPlay('for-sale-scarce', 3)).toBe(20)
    expect(checksInPlay('sold', 5)).toBe(25)
  })
  it('rounds per phase at each player count (RULES.md)', () => {
    const auctions = (r: RulesetId) => PLAYER_COUNTS.map((n) => padRounds(r, n).auctions)
    expect(auctions('sold')).toEqual([8, 6, 5, 4])
    expect(auctions('for-sale')).toEqual([10, 7, 6, 5])
    expect(auctions('for-sale-gryphon')).toEqual([8, 7, 6, 5])
    expect(auctions('for-sale-scarce')).toEqual([10, 10, 7, 6])
    expect(padRounds('for-sale', 4).saleRounds).toBe(7)
    expect(padRounds('for-sale-scarce', 4).saleRounds).toBeNull()
    expect(checksPerPlayer('sold', 5)).toBe(5)
    expect(checksPerPlayer('for-sale-scarce', 5)).toBeNull()
  })
  it('money left at most: For Sale starting money, Sold! eight money cards', () => {
    expect(moneyLeftMax('for-sale', 3)).toBe(28)
    expect(moneyLeftMax('for-sale-gryphon', 5)).toBe(14)
    expect(moneyLeftMax('sold', 6)).toBe(8)
  })
})

describe('checks on the entry', () => {
  it('30 checks in play at 5 players; 28 entered: short, not blocking', () => {
    const entries = [entry([15, 14, 13, 12, 11, 10]), entry([15, 14, 13, 12, 11, 10]), entry([9, 9, 8, 8, 7, 7]), entry([6, 6, 5, 5, 4, 4]), entry([3, 3, 2, 2])]
    const checked = checkPad('for-sale', entries)
    expect(checked).toMatchObject({ checksEntered: 28, checksInPlay: 30, blocking: [] })
    expect(checked.problems).toContainEqual({ kind: 'checks-short', entered: 28, inPlay: 30 })
    expect(checked.problems).toContainEqual({ kind: 'player-checks', player: 4, entered: 4, expected: 6 })
  })
  it('more of one face than the deck holds is blocking', () => {
    const checked = checkPad('for-sale', [entry([15, 15]), entry([15]), entry([])])
    expect(checked.blocking).toContainEqual({ kind: 'face-over-deck', value: 15, entered: 3, inDeck: 2 })
    expect(faceLeft('for-sale', [entry([15]), entry([]), entry([])], 15)).toBe(1)
  })
  it('more checks than in play is blocking', () => {
    const entries = [entry([0, 0, 2, 2, 3, 3, 4]), entry([4, 5, 5, 6, 6, 7, 7]), entry([8, 8, 9, 9, 10, 10, 11]), entry([11, 12, 12, 13, 13, 14, 14, 15])]
    expect(kinds('for-sale', entries)).toContain('checks-over')
  })
  it('money missing, above the starting money or not a whole amount is blocking', () => {
    expect(checkPad('for-sale', [entry([], null), entry([], 29), entry([], 2.5)]).blocking.map((p) => p.kind)).toEqual([
      'money-missing',
      'money-over',
      'money-invalid',
    ])
    expect(kinds('sold', [entry([], 9), entry([], 8), entry([], 0)])).toEqual(expect.arrayContaining(['money-over']))
  })
  it('a face the ruleset does not have (a 1 in For Sale) is blocking', () => {
    expect(checkPad('for-sale', [entry([1]), entry([]), entry([])]).blocking).toContainEqual({ kind: 'unknown-face', player: 0, value: 1 })
  })
})

describe('scores: the engine ranking a played game', () => {
  it('ties go to more money left, then shared', () => {
    const scores = scorePad(['Ann', 'Ben', 'Cy'], [entry([10, 5], 3), entry([12], 6), entry([15], 3)])
    expect(scores.lines.map((l) => [l.score, l.rank])).toEqual([
      [18, 2],
      [18, 1],
      [18, 2],
    ])
    expect(scores).toMatchObject({ winners: [1], decidedByTieBreak: true, shared: false })
  })

  it('property: entering the checks and money of a game played in the app gives its exact scores', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_IDS), fc.constantFrom(...PLAYER_COUNTS), fc.string({ maxLength: 8 }), (ruleset, players, seed) => {
        const { states } = playRandomGame(ruleset, players, `pad:${seed}`, false)
        const end = states[states.length - 1]!
        const byCards = RULESETS[ruleset].moneyScore === 'card-count'
        const entries = end.seats.map((s) => entry(s.checks.map((c) => checkValue(ruleset, c)), byCards ? s.moneyCards.length : s.money))
        // A real game's count raises nothing, not even a warning.
        expect(checkPad(ruleset, entries).problems).toEqual([])
        expect(checkPad(ruleset, entries).checksEntered).toBe(checksInPlay(ruleset, players))
        expect(scorePad(end.seats.map((s) => s.name), entries)).toEqual(scoreGame(end))
      }),
      { numRuns: 150 },
    )
  })
})

describe('properties of the entry checks', () => {
  const table = fc.constantFrom(...RULESET_IDS).chain((ruleset) =>
    fc.constantFrom(...PLAYER_COUNTS).chain((players) => {
      const faces = checkFaces(ruleset).map((f) => f.value)
      const entryArb = fc.record({
        checks: fc.array(fc.constantFrom(...faces), { maxLength: 12 }),
        moneyLeft: fc.option(fc.integer({ min: -2, max: 40 }), { nil: null }),
      })
      return fc.record({ ruleset: fc.constant(ruleset), entries: fc.array(entryArb, { minLength: players, maxLength: players }) })
    }),
  )
  it('a face is flagged exactly when the table holds more of it than the deck, and the total exactly when over the checks in play', () => {
    fc.assert(
      fc.property(table, ({ ruleset, entries }) => {
        const checked = checkPad(ruleset, entries)
        for (const face of checkFaces(ruleset)) {
          const held = entries.reduce((n, e) => n + e.checks.filter((v) => v === face.value).length, 0)
          expect(checked.blocking.some((p) => p.kind === 'face-over-deck' && p.value === face.value)).toBe(held > face.inDeck)
          expect(faceLeft(ruleset, entries, face.value)).toBe(face.inDeck - held)
        }
        const total = entries.reduce((n, e) => n + e.checks.length, 0)
        expect(checked.checksEntered).toBe(total)
        expect(checked.blocking.some((p) => p.kind === 'checks-over')).toBe(total > checked.checksInPlay)
        expect(checked.problems.some((p) => p.kind === 'checks-short')).toBe(total < checked.checksInPlay)
        const max = moneyLeftMax(ruleset, entries.length as PlayerCount)
        entries.forEach((e, player) => {
          const moneyBad = e.moneyLeft === null || e.moneyLeft < 0 || e.moneyLeft > max
          expect(checked.blocking.some((p) => 'player' in p && p.player === player && p.kind.startsWith('money'))).toBe(moneyBad)
        })
      }),
      { numRuns: 1000 },
    )
  })
  it('the scores are the sum of the checks and the money, and the winners the best of them', () => {
    fc.assert(
      fc.property(table, ({ entries }) => {
        const scores = scorePad(entries.map((_, i) => `P${i}`), entries)
        const best = Math.max(...scores.lines.map((l) => l.score))
        scores.lines.forEach((l, i) => {
          const e = entries[i] as PadEntry
          expect(l.score).toBe(e.checks.reduce((a, b) => a + b, 0) + (e.moneyLeft ?? 0))
        })
        for (const w of scores.winners) expect(scores.lines[w]?.score).toBe(best)
      }),
      { numRuns: 1000 },
    )
  })
})

