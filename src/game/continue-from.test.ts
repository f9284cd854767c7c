import { readFileSync } from 'node:fs'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { useGameStore } from '../store/game-store.ts'
import { gameKey, listSavedGames, openRecord } from '../store/saved-games.ts'
import * as gameActions from './game-actions.ts'

const store = useGameStore.getState

beforeEach(() => {
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
})

// A finished game imported goes into history, whose module loads on demand: let it finish loading
// before the test environment is torn down.
afterAll(async () => {
  await import('../history/history-store.ts')
})

function exampleRecord() {
  const opened = openRecord(readFileSync('tests/examples/for-sale-4p.json', 'utf8'))
  if (!opened.ok) throw new Error(opened.error.message)
  return opened.value.record
}

describe('continueFrom (teacher mode)', () => {
  it('starts a new saved game from some of a record’s actions, leaving the original saved game as it was', () => {
    expect(gameActions.importRecord(readFileSync('tests/examples/for-sale-4p.json', 'utf8'))).toBeNull()
    const original = store().current
    if (original === null) throw new Error('not imported')
    const before = localStorage.getItem(gameKey(original.id))

    expect(gameActions.continueFrom({ setup: original.record.setup, actions: original.record.actions.slice(0, 10) }, 'ABC234')).toBeNull()
    const continued = store().current
    expect(continued?.id).not.toBe(original.id)
    expect(continued?.record.actions).toHaveLength(10)
    expect(continued?.state.actionCount).toBe(10)
    expect(continued?.dealCode).toBe('ABC234')
    expect(localStorage.getItem(gameKey(original.id))).toBe(before)
    expect(listSavedGames().map((g) => g.id).sort()).toEqual([original.id, continued?.id].sort())
  })

  it('deals the same cards again from no actions at all', () => {
    const record = exampleRecord()
    expect(gameActions.continueFrom({ setup: record.setup, actions: [] }, null)).toBeNull()
    const game = store().current
    expect(game?.state.actionCount).toBe(0)
    expect(game?.state.deal.properties).toEqual(record.setup.deal?.properties)
    expect(game?.events.map((e) => e.type)).toEqual(['auction-started'])
  })

  it('refuses actions that do not replay, and changes nothing', () => {
    const record = exampleRecord()
    const error = gameActions.continueFrom({ setup: record.setup, actions: [{ type: 'bid', player: 0, amount: 1 }] }, null)
    expect(error?.code).toBe('NOT_YOUR_TURN')
    expect(store().current).toBeNull()
    expect(listSavedGames()).toEqual([])
  })
})
