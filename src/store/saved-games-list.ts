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
  return gameEngine().sameListing(shown, games) ? null : games
}
