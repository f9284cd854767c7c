import { useEffect } from 'react'

/**
 * While a game this browser could not save is open, closing or reloading the page would lose it:
 * the browser asks first (its own words; a page cannot offer the export there, so the game menu's
 * Home and Back do, unsaved-leave-dialog.tsx).
 */
export function useUnsavedGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      // Older browsers ask only when returnValue is set.
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [unsaved])
}
