import { afterEach, describe, expect, it } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { loadGameEngine } from './game-engine-slot.ts'
import { useGameStore } from './game-store.ts'
import { isLearnersTable } from './coach-store.ts'

const store = () => useGameStore.getState()

/** A finished game of For Sale for four, opened as the current game. */
function openFinishedGame(seed: string) {
  const played = playRandomGame('for-sale', 4, seed)
  expect(store().importRecord(JSON.stringify(exportRecord(played.states[played.actions.length] as GameState)))).toBeNull()
  const game = store().current
  expect(game?.state.phase).toBe('over')
  return game as NonNullable<typeof game>
}

afterEach(() => {
  store().closeGame()
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
})

// The coach's marks load with the engine (game-engine.ts), off the first page: playing again from a
// finished learners' table must still keep the coach, since the engine is there whenever a game is.
describe('the coach, loaded with the engine', () => {
  it('stays on when a finished learners’ table plays again', async () => {
    const engine = await loadGameEngine()
    const first = openFinishedGame('coach-again-1')
    engine.setCoachForOpenGame(true)
    expect(isLearnersTable(first.id)).toBe(true)
    expect(store().playAgain()).toBeNull()
    const next = store().current!
    expect(next.id).not.toBe(first.id)
    expect(isLearnersTable(next.id)).toBe(true)
  })

  it('stays off when the finished table was not a learners’ table', async () => {
    await loadGameEngine()
    openFinishedGame('coach-again-2')
    expect(store().playAgain()).toBeNull()
    expect(isLearnersTable(store().current!.id)).toBe(false)
  })

  it('abandoning drops a game in progress and its mark', async () => {
    const engine = await loadGameEngine()
    expect(store().newGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0 })).toBeNull()
    const id = store().current!.id
    engine.setCoachForOpenGame(true)
    expect(engine.abandonGame(id)).toBe(true)
    expect(isLearnersTable(id)).toBe(false)
    expect(store().games.some((g) => g.id === id)).toBe(false)
  })
})
