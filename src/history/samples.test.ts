import { describe, expect, it } from 'vitest'
import { exportRecord, replayRecord } from '../engine/record.ts'
import { RULESET_IDS } from '../engine/rulesets.ts'
import { SAMPLES, playSample } from './samples.ts'

describe('sample games for teachers', () => {
  it('a few of each ruleset', () => {
    for (const ruleset of RULESET_IDS) expect(SAMPLES.filter((s) => s.ruleset === ruleset).length).toBeGreaterThanOrEqual(2)
    expect(new Set(SAMPLES.map((s) => s.id)).size).toBe(SAMPLES.length)
  })

  for (const sample of SAMPLES) {
    it(`${sample.id}: played to the end, a record that replays, the same every time`, () => {
      const game = playSample(sample)
      expect(game.state.phase).toBe('over')
      const record = exportRecord(game.state)
      const replayed = replayRecord(record)
      expect(replayed.ok && replayed.state.phase).toBe('over')
      expect(record.seed).toBe(sample.dealCode)
      expect(playSample(sample, true).record).toEqual(game.record)
    })
  }
})
