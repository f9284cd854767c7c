import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The store and the game's loader as a freshly loaded page has them. */
async function freshPage() {
  vi.resetModules()
  const store = await import('../store/game-store.ts')
  const loader = await import('./load-game.ts')
  return { ...store, ...loader }
}

describe("the game's actions load on demand (load-game.ts)", () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it('a first visit, with nothing saved, has nothing to load', async () => {
    const page = await freshPage()
    expect(page.hasSavedGames()).toBe(false)
    expect(page.useGameStore.getState()).toEqual(page.INITIAL_GAME_STATE)
  })

  it('once loaded, a game is started; after a reload the game is reopened', async () => {
    const first = await freshPage()
    const game = await first.loadGame()
    expect(game.newGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0, dealCode: 'ABC234' })).toBeNull()
    const id = first.useGameStore.getState().current?.id
    expect(id).toBeDefined()

    const reloaded = await freshPage()
    expect(reloaded.useGameStore.getState().current).toBeNull()
    expect(reloaded.hasSavedGames()).toBe(true)
    await (await reloaded.loadGame()).restoreOpenGame()
    expect(reloaded.useGameStore.getState().current?.id).toBe(id)
  })

  it('saved games and no open one: they are listed once loaded, and none is reopened', async () => {
    const first = await freshPage()
    const game = await first.loadGame()
    game.newGame({ ruleset: 'sold', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0, dealCode: 'ABC234' })
    game.closeGame()

    const reloaded = await freshPage()
    const again = await reloaded.loadGame()
    await again.restoreOpenGame()
    expect(reloaded.useGameStore.getState().current).toBeNull()
    again.refreshGames()
    expect(reloaded.useGameStore.getState().games).toHaveLength(1)
  })

  it('loads once: every caller gets the same module, wired once', async () => {
    const page = await freshPage()
    const [a, b] = await Promise.all([page.loadGame(), page.loadGame()])
    expect(a).toBe(b)
  })
})
