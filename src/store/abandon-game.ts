import { useCoachStore } from './coach-store.ts'
import { useGameStore } from './game-store.ts'

/**
 * "Abandon this game" (the game menu, issue 23): a game in progress is dropped with no trace. The
 * history of finished games keeps only games that ended (game-store.ts adds a game to it when it is
 * over), so an unfinished game was never in it and never will be: abandoning deletes its save, the
 * pointer to it as the open game, and its mark as a learners' table. What the players chose for the
 * table is not the game's: the names offered at Setup and the last table set up stay.
 * A finished game is not abandoned (it is in the history already): nothing is done.
 */
export function abandonGame(id: string): boolean {
  const game = useGameStore.getState().current
  if (game === null || game.id !== id || game.state.phase === 'over') return false
  useGameStore.getState().deleteSavedGame(id)
  useCoachStore.getState().setCoach(id, false)
  return true
}
