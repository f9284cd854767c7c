/**
 * While a game this browser could not save is open, closing or reloading the page would lose it:
 * the browser asks first (its own words; a page cannot offer the export there, so the game menu's
 * Home and Back do, unsaved-leave-dialog.tsx). Set up once, when the game's actions are wired to the
 * page (src/game/game-actions.ts `connectGame`): a game can only be open once they are there.
 */
export function guardUnsavedGame(store: {
  getState(): { readonly saveProblem: unknown; readonly current: unknown }
  subscribe(listener: () => void): unknown
}): void {
  const ask = (e: BeforeUnloadEvent) => {
    e.preventDefault()
    // Older browsers ask only when returnValue is set.
    e.returnValue = ''
  }
  let guarding = false
  const follow = () => {
    const { saveProblem, current } = store.getState()
    const unsaved = saveProblem !== null && current !== null
    if (unsaved === guarding || typeof window === 'undefined') return
    guarding = unsaved
    if (unsaved) window.addEventListener('beforeunload', ask)
    else window.removeEventListener('beforeunload', ask)
  }
  store.subscribe(follow)
  follow()
}
