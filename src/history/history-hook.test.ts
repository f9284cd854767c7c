import { beforeEach, describe, expect, it, vi } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { useGameStore } from '../store/game-store.ts'
import { listHistory } from './history-store.ts'
import * as gameActions from '../game/game-actions.ts'

const store = () => useGameStore.getState()

beforeEach(() => {
  gameActions.closeGame()
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
})

describe('a game enters history when the store sees it over', () => {
  it('the last move of a game played through the store', async () => {
    const played = playRandomGame('for-sale', 3, 'hook')
    const last = played.actions.length - 1
    expect(gameActions.importRecord(JSON.stringify(exportRecord(played.states[last] as GameState)))).toBeNull()
    await new Promise((r) => setTimeout(r, 20))
    expect(listHistory()).toEqual([])
    expect(gameActions.dispatch(played.actions[last]!)).toBeNull()
    await vi.waitFor(() => expect(listHistory()).toHaveLength(1))
    const [entry] = listHistory()
    expect(entry?.ok && entry.entry.id).toBe(store().current?.id)
  })

  it('once only, however often the finished game is committed', async () => {
    const played = playRandomGame('sold', 4, 'hook2')
    const text = JSON.stringify(exportRecord(played.states[played.actions.length] as GameState))
    expect(gameActions.importRecord(text)).toBeNull()
    await vi.waitFor(() => expect(listHistory()).toHaveLength(1))
    gameActions.openGame(store().current!.id)
    await new Promise((r) => setTimeout(r, 20))
    expect(listHistory()).toHaveLength(1)
  })
})
