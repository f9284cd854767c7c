import { noteKept } from '../store/history-keeping.ts'
import { listSavedGames, loadGame } from '../store/saved-games.ts'
import { addFinishedGame, getHistoryEntry, removeFromHistory } from './history-store.ts'

/**
 * History follows the saved games: a game finished before history existed (or whose keeping was cut
 * short) joins it, and a game taken back from its end with undo leaves it until it ends again.
 * A finished game that still cannot be kept is noted (history-keeping.ts): Home keeps listing it.
 */
export function sweepFinishedSaves(): void {
  for (const listing of listSavedGames()) {
    if (!listing.ok) continue
    const kept = getHistoryEntry(listing.id)
    if (listing.state.phase !== 'over') {
      if (kept !== null) removeFromHistory(listing.id)
      continue
    }
    if (kept !== null) continue
    const loaded = loadGame(listing.id)
    if (loaded.ok) noteKept(listing.id, addFinishedGame(loaded.game, loaded.game.updatedAt))
  }
}
