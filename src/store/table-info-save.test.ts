import { afterEach, describe, expect, it } from 'vitest'
import { exportRecord, replayRecord } from '../engine/record.ts'
import { useGameStore } from './game-store.ts'
import { gameKey, loadGame } from './saved-games.ts'
import * as gameActions from '../game/game-actions.ts'

const store = () => useGameStore.getState()
const NAMES = ['Ann', 'Ben', 'Cy']

afterEach(() => {
  gameActions.closeGame()
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
})

const open = () => store().current as NonNullable<ReturnType<typeof store>['current']>

describe('table information kept with the saved game', () => {
  it('is saved beside the record, read back, and kept by "play again"', () => {
    expect(gameActions.newGame({ ruleset: 'for-sale-gryphon', players: NAMES, startPlayer: 0, tableInfo: 'box' })).toBeNull()
    const { id } = open()
    const loaded = loadGame(id)
    expect(loaded.ok && loaded.game.tableInfo).toBe('box')
    const stored = JSON.parse(localStorage.getItem(gameKey(id)) ?? '{}') as { tableInfo?: unknown; record: Record<string, unknown> }
    expect(stored.tableInfo).toBe('box')
    // The gavel/1 record has no field for it: an export and a replay never see it.
    expect(stored.record).not.toHaveProperty('tableInfo')
    expect(JSON.stringify(exportRecord(open().state))).not.toContain('tableInfo')
    expect(replayRecord(JSON.stringify(stored.record)).ok).toBe(true)
    expect(gameActions.playAgain()).toBeNull()
    expect(open().tableInfo).toBe('box')
  })

  it('opens a save from before the option, or with a value it does not know, as the memory aid', () => {
    expect(gameActions.newGame({ ruleset: 'sold', players: NAMES, startPlayer: 0 })).toBeNull()
    const { id } = open()
    const key = gameKey(id)
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
    expect(stored.tableInfo).toBeUndefined()
    const before = loadGame(id)
    expect(before.ok && before.game.tableInfo).toBeUndefined()
    localStorage.setItem(key, JSON.stringify({ ...stored, tableInfo: 'x-ray' }))
    const odd = loadGame(id)
    // Nothing is lost: the game opens, with the default.
    expect(odd.ok && odd.game.tableInfo).toBeUndefined()
  })
})
