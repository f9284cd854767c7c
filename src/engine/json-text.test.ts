import { describe, expect, it } from 'vitest'
import { answerAntiques, MAX_CASH } from './antiques-request.ts'
import { MAX_JSON_DEPTH, MAX_JSON_TEXT, readJson } from './json-text.ts'
import { exportRecord, MAX_RECORD_ACTIONS, parseRecord, replayRecord } from './record.ts'
import { playRandomGame } from './random-play.ts'
import { MAX_SEED_LENGTH, cleanName, nameCharsProblem, validateSetup } from './setup.ts'
import type { GameState } from './types.ts'

const deep = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels)

describe('JSON within bounds', () => {
  it('reads a document nested to the bound, and refuses one a level deeper before parsing it', () => {
    expect(readJson(deep(MAX_JSON_DEPTH))).toMatchObject({ ok: true })
    expect(readJson(deep(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, problem: { kind: 'too-deep', max: MAX_JSON_DEPTH } })
    // Brackets inside strings are text, not nesting.
    expect(readJson(JSON.stringify({ a: '['.repeat(1000) }))).toMatchObject({ ok: true })
  })

  it('refuses a text past the size bound, saying its length', () => {
    expect(readJson('x'.repeat(11), { maxLength: 10 })).toEqual({ ok: false, problem: { kind: 'too-large', length: 11, max: 10 } })
    expect(MAX_JSON_TEXT).toBeGreaterThan(1_000_000)
  })
})

describe('the commands answer deep input with one error', () => {
  it('replay: 200,000 levels in the format, the ruleset, a card and an action type', () => {
    const levels = 200_000
    for (const text of [
      `{"format":${deep(levels)}}`,
      `{"format":"gavel/1","ruleset":${deep(levels)}}`,
      `{"format":"gavel/1","ruleset":"for-sale","players":["a","b","c"],"startPlayer":0,"deal":{"properties":[${deep(levels)}],"checks":[]},"actions":[]}`,
      `{"format":"gavel/1","ruleset":"for-sale","players":["a","b","c"],"seed":"x","actions":[{"type":${deep(levels)}}]}`,
    ]) {
      const result = replayRecord(text)
      expect(result).toMatchObject({ ok: false, error: { code: 'BAD_JSON', detail: { kind: 'too-deep' } } })
    }
  })

  it('antiques: 200,000 levels in a category, a special card and a face value', () => {
    for (const field of ['category', 'special', 'face']) {
      const text = `{"value":{"${field}":${deep(200_000)}}}`
      expect(answerAntiques(text)).toMatchObject({ ok: false, error: { code: 'MALFORMED_REQUEST' } })
    }
  })

  it('antiques: cash past the bound is refused with the reason, not printed as 1e+21', () => {
    const count = (cash: number | string) => `{"count":[{"name":"Ann","cash":${cash},"items":[]},{"name":"Ben","cash":0,"items":[]}]}`
    expect(answerAntiques(count(MAX_CASH))).toMatchObject({ ok: true })
    for (const cash of ['1e21', '1000000000000000000050', String(MAX_CASH + 50)]) {
      const answer = answerAntiques(count(cash))
      expect(answer).toMatchObject({ ok: false, error: { code: 'BAD_CASH' } })
      expect(answer.ok ? '' : answer.error.message).toMatch(/more than \$10000000/)
    }
  })
})

describe('size bounds on a record', () => {
  const base = { format: 'gavel/1', ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], actions: [] }

  it('refuses a 900 KB seed, saying its length', () => {
    const seed = 'x'.repeat(900_000)
    expect(replayRecord({ ...base, seed })).toMatchObject({ ok: false, error: { code: 'BAD_SEED', detail: { kind: 'seed-too-long', length: 900_000, max: MAX_SEED_LENGTH } } })
    expect(replayRecord({ ...base, seed: 'x'.repeat(MAX_SEED_LENGTH) })).toMatchObject({ ok: true })
  })

  it('refuses more actions than any game has', () => {
    const actions = Array.from({ length: MAX_RECORD_ACTIONS + 1 }, () => ({ type: 'pass', player: 0 }))
    expect(parseRecord({ ...base, seed: 'x', actions })).toMatchObject({ ok: false, error: { code: 'BAD_ACTIONS', detail: { kind: 'too-many-actions' } } })
  })

  it('an exported game is well within every bound', () => {
    const played = playRandomGame('for-sale', 6, 'long')
    const record = exportRecord(played.states[played.actions.length] as GameState)
    expect(record.actions.length).toBeLessThan(MAX_RECORD_ACTIONS / 5)
    expect(replayRecord(record)).toMatchObject({ ok: true })
  })
})

describe('names', () => {
  const table = (name: string) => validateSetup({ ruleset: 'for-sale', players: [name, 'Ben', 'Cy'], seed: 'x' })

  it('refuses direction controls and invisible format characters', () => {
    for (const name of ['\u202eAnn', '\u2067Ann', 'An\u200bn', 'Ann\u2066', 'A\u0000nn', 'Ann\u200e']) {
      expect(table(name), JSON.stringify(name)).toMatchObject({ ok: false, error: { code: 'BAD_PLAYERS', detail: { kind: 'name-hidden-chars', seat: 0 } } })
    }
  })

  it('refuses more than 3 combining marks on a letter, and keeps accents and emoji', () => {
    expect(table('A' + '\u0301'.repeat(39))).toMatchObject({ ok: false, error: { detail: { kind: 'name-marks', seat: 0 } } })
    for (const name of ['Zoë', 'Ngũgĩ', 'Tiếng', '👩‍👩‍👧', '❤️ Ann', 'أحمد']) expect(table(name), name).toMatchObject({ ok: true })
  })

  it('cleans a typed name: format characters out, runs of marks cut to 3', () => {
    expect(cleanName('\u202eAnn\u2069')).toBe('Ann')
    expect(cleanName('e' + '\u0301'.repeat(10))).toBe('e' + '\u0301'.repeat(3))
    expect(nameCharsProblem(cleanName('\u2067x' + '\u0300'.repeat(8)))).toBeNull()
    expect(cleanName('👩‍👩‍👧')).toBe('👩‍👩‍👧')
  })
})
