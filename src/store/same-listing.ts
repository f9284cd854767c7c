import type { SavedGameListing } from './saved-games.ts'

// Used once the engine has listed the saved games: it loads with the engine (game-engine.ts).

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
