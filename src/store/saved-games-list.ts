import { gameEngine, gameEngineLoaded, hasSavedGames, loadGameEngine } from './game-engine-slot.ts'
import type { SavedGameListing } from './saved-games.ts'

/*
 * The list of saved games Home shows, read through the lazily loaded engine (saved games are checked
 * by replaying them). The game store keeps the list and calls `refreshListing` on every visit.
 */

/**
 * The saved games as stored now, or null when `shown` is still right (nothing changed, or nothing
 * can be read yet). With the engine not loaded and games saved, it is loaded and `retry` called.
 */
export function refreshListing(shown: readonly SavedGameListing[], retry: () => void): SavedGameListing[] | null {
  if (!gameEngineLoaded()) {
    // Nothing saved: nothing to read, and no engine to load for it. Games saved meanwhile
    // (in another tab) are listed once the engine is there to check them.
    if (hasSavedGames()) void loadGameEngine().then(retry, () => {})
    return null
  }
  const games = gameEngine().listSavedGames()
  // Home reads the list on every visit; an unchanged list is not a new one to draw.
  return sameListing(shown, games) ? null : games
}

/** Whether two listings show the same games: the same saves, in the same order, none played since. */
export function sameListing(a: readonly SavedGameListing[], b: readonly SavedGameListing[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i] as SavedGameListing
      if (x.id !== y.id || x.ok !== y.ok) return false
      return x.ok && y.ok ? x.updatedAt === y.updatedAt : JSON.stringify(x) === JSON.stringify(y)
    })
  )
}
