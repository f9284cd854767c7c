import { describe, expect, it } from 'vitest'
import { playRandomGame } from '../engine/random-play.ts'
import { replayRecord } from '../engine/record.ts'
import type { GameState } from '../engine/types.ts'
import { dealCodeInFile, recordFileName, recordFileText } from './record-file.ts'
import type { LoadedGame } from '../store/saved-games.ts'

const played = playRandomGame('for-sale', 4, 'file')
const state = played.states.at(-1) as GameState
const game: LoadedGame = { id: 'x', record: { setup: { ruleset: 'for-sale', players: [] }, actions: played.actions }, state, events: [], dealCode: 'FILE22', createdAt: 0, updatedAt: 0 }

describe('record file', () => {
  it('is named after the ruleset and the day', () => {
    expect(recordFileName(game, new Date(2026, 11, 2, 23, 59))).toBe('gavel-for-sale-2026-12-02.json')
  })

  it('is a gavel/1 record that replays to the same game and carries the deal code', () => {
    const text = recordFileText(game)
    const replayed = replayRecord(text)
    expect(replayed.ok && replayed.state.actionCount).toBe(state.actionCount)
    expect(dealCodeInFile(JSON.parse(text))).toBe('FILE22')
  })
})
