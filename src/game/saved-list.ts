import { useCoachStore } from '../store/coach-store.ts'
import { useGameStore } from '../store/game-store.ts'
import { deleteGame, listSavedGames, type SavedGameListing } from '../store/saved-games.ts'
import { releaseGame } from './game-session.ts'

/* Home's list of saved games, and taking a game out of it. */

const get = useGameStore.getState
const set = useGameStore.setState

/** Saved games as stored now, for Home (read again on every visit; an unchanged list is not set again). */
export function refreshGames(): void {
  const games = listSavedGames()
  if (!sameListing(get().games, games)) set({ games })
}

/** Whether two listings show the same games: the same saves, in the same order, none played since. */
function sameListing(a: readonly SavedGameListing[], b: readonly SavedGameListing[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i] as SavedGameListing
      if (x.id !== y.id || x.ok !== y.ok) return false
      return x.ok && y.ok ? x.updatedAt === y.updatedAt : JSON.stringify(x) === JSON.stringify(y)
    })
  )
}

export function deleteSavedGame(id: string): void {
  const removed = deleteGame(id)
  const open = get().current?.id === id
  if (open) releaseGame()
  set({
    games: listSavedGames(),
    ...(open ? { current: null, writer: 'mine' as const } : {}),
    ...(removed.ok ? {} : { saveProblem: removed.problem }),
  })
}

/**
 * "Abandon this game" (the game menu): a game in progress is dropped with no trace. The history keeps
 * only games that ended, so an unfinished game was never in it: abandoning deletes its save, the
 * pointer to it as the open game, and its mark as a learners' table. What the players chose for the
 * table is not the game's: the names offered at Setup and the last table set up stay. A finished game
 * is not abandoned (it is in the history already): nothing is done.
 */
export function abandonGame(id: string): boolean {
  const game = get().current
  if (game === null || game.id !== id || game.state.phase === 'over') return false
  deleteSavedGame(id)
  useCoachStore.getState().setCoach(id, false)
  return true
}

export function dismissRestoreProblem(): void {
  set({ restoreProblem: null })
}

