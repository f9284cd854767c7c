import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The store and its engine slot as a freshly loaded page has them. */
async function freshPage() {
  vi.resetModules()
  const store = await import('./game-store.ts')
  const slot = await import('./game-engine-slot.ts')
  return { ...store, ...slot }
}

describe('the engine loads on demand (game-engine-slot.ts)', () => {
  beforeEach(() => {
    localStorage.clear()
  })

  it('a first visit, with nothing saved, starts without it', async () => {
    const page = await freshPage()
    await page.startGameStore()
    expect(page.gameEngineLoaded()).toBe(false)
    expect(() => page.gameEngine()).toThrow(/before it was loaded/)
    page.useGameStore.getState().refreshGames()
    expect(page.useGameStore.getState().games).toEqual([])
    expect(page.gameEngineLoaded()).toBe(false)
  })

  it('once loaded, a game is started; after a reload start-up loads it again and reopens the game', async () => {
    const first = await freshPage()
    await first.loadGameEngine()
    expect(first.useGameStore.getState().newGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0, dealCode: 'ABC234' })).toBeNull()
    const id = first.useGameStore.getState().current?.id
    expect(id).toBeDefined()

    const reloaded = await freshPage()
    expect(reloaded.gameEngineLoaded()).toBe(false)
    await reloaded.startGameStore()
    expect(reloaded.gameEngineLoaded()).toBe(true)
    expect(reloaded.useGameStore.getState().current?.id).toBe(id)
  })

  it('saved games and no open one: start-up loads it to list them', async () => {
    const first = await freshPage()
    await first.loadGameEngine()
    first.useGameStore.getState().newGame({ ruleset: 'sold', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0, dealCode: 'ABC234' })
    first.useGameStore.getState().closeGame()

    const reloaded = await freshPage()
    await reloaded.startGameStore()
    expect(reloaded.gameEngineLoaded()).toBe(true)
    reloaded.useGameStore.getState().refreshGames()
    expect(reloaded.useGameStore.getState().games).toHaveLength(1)
  })
})
