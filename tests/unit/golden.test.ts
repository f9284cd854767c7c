/**
 * Golden records: complete games on fixed deals, replayed to known results (like chess perft
 * counts, a refactor that changes a result fails loudly). The expected outputs in tests/golden
 * were produced by an independent implementation of rules/RULES.md, not by this engine.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { replayOutput, replayRecord } from '../../src/engine/record.ts'
import { RULESET_IDS } from '../../src/engine/rulesets.ts'

const dir = join(import.meta.dirname, '../golden')
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'))
const records = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))

describe('golden records', () => {
  it.each(records)('%s', (file) => {
    const expected = read(file.replace(/\.json$/, '.expected.json'))
    const result = replayRecord(readFileSync(join(dir, file), 'utf8'))
    if ('error' in expected) {
      expect(result.ok).toBe(false)
      if (!result.ok) {
        expect(result.error.code).toBe(expected.error.code)
        expect(result.error.action).toBe(expected.error.action)
      }
      return
    }
    if (!result.ok) throw new Error(`${result.error.code} at action ${result.error.action}: ${result.error.message}`)
    expect(replayOutput(result.state)).toEqual(expected)
  })

  it('cover every ruleset at 3 to 6 players, complete, with the scarce variant at 5', () => {
    const complete = records
      .filter((f) => !f.startsWith('illegal-'))
      .map((f) => ({ f, record: read(f), expected: read(f.replace(/\.json$/, '.expected.json')) }))
      .filter((r) => r.expected.finished === true)
    for (const id of RULESET_IDS) {
      const mine = complete.filter((r) => r.record.ruleset === id)
      expect(mine.length).toBeGreaterThanOrEqual(3)
      expect(new Set(mine.map((r) => r.record.players.length))).toEqual(new Set([3, 4, 5, 6]))
    }
  })
})
