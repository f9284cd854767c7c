import { afterEach, describe, expect, it } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { loadGame } from '../game/load-game.ts'
import { useGameStore } from './game-store.ts'
import { isLearnersTable } from './coach-store.ts'
import * as gameActions from '../game/game-actions.ts'

const store = () => useGameStore.getState()

/** A finished game of For Sale for four, opened as the current game. */
function openFinishedGame(seed: string) {
  const played = playRandomGame('for-sale', 4, seed)
  expect(gameActions.importRecord(JSON.stringify(exportRecord(played.states[played.actions.length] as GameState)))).toBeNull()
  const game = store().current
  expect(game?.state.phase).toBe('over')
  return game as NonNullable<typeof game>
}

afterEach(() => {
  gameActions.closeGame()
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
})

// The coach's marks are kept by the game's actions, which load on demand (load-game.ts): playing again
// from a finished learners' table must still keep the coach once they are wired to the page.
describe('the coach, kept by the game\'s actions', () => {
  it('stays on when a finished learners’ table plays again', async () => {
    const engine = await loadGame()
    const first = openFinishedGame('coach-again-1')
    engine.setCoachForOpenGame(true)
    expect(isLearnersTable(first.id)).toBe(true)
    expect(gameActions.playAgain()).toBeNull()
    const next = store().current!
    expect(next.id).not.toBe(first.id)
    expect(isLearnersTable(next.id)).toBe(true)
  })

  it('stays off when the finished table was not a learners’ table', async () => {
    await loadGame()
    openFinishedGame('coach-again-2')
    expect(gameActions.playAgain()).toBeNull()
    expect(isLearnersTable(store().current!.id)).toBe(false)
  })

  it('abandoning drops a game in progress and its mark', async () => {
    const engine = await loadGame()
    expect(gameActions.newGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0 })).toBeNull()
    const id = store().current!.id
    engine.setCoachForOpenGame(true)
    expect(engine.abandonGame(id)).toBe(true)
    expect(isLearnersTable(id)).toBe(false)
    expect(store().games.some((g) => g.id === id)).toBe(false)
  })
})
