import { useEffect, useRef } from 'react'

export interface PresenterKeyHandlers {
  readonly step: (delta: number) => void
  readonly toStart: () => void
  readonly toEnd: () => void
  readonly togglePlay: () => void
  readonly toggleFullscreen: () => void
  readonly toggleOpen: () => void
  readonly toggleExplain: () => void
  readonly toggleHelp: () => void
}

/** Keys typed into a field or list belong to that field. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  const tag = target.tagName
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || target.isContentEditable
}

/**
 * The presenter's keyboard: ← → step, Home/End, space plays and pauses, F full screen, O open
 * hands, E explanations, ? help. While `paused` (a dialog is open) only "?" is heard.
 * Space is the presenter's everywhere, even on a focused button (Enter still presses buttons).
 */
export function usePresenterKeys(handlers: PresenterKeyHandlers, paused: boolean): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      const h = latest.current
      if (e.key === '?') {
        e.preventDefault()
        h.toggleHelp()
        return
      }
      if (paused || ownsKeys(e.target)) return
      const actions: Record<string, () => void> = {
        ArrowLeft: () => h.step(-1),
        ArrowRight: () => h.step(1),
        Home: h.toStart,
        End: h.toEnd,
        ' ': h.togglePlay,
        f: h.toggleFullscreen,
        F: h.toggleFullscreen,
        o: h.toggleOpen,
        O: h.toggleOpen,
        e: h.toggleExplain,
        E: h.toggleExplain,
      }
      const act = actions[e.key]
      if (act === undefined) return
      e.preventDefault()
      if (!e.repeat || e.key.startsWith('Arrow')) act()
    }
    // A button activates on the space key's release: keep it from pressing the focused button too.
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === ' ' && !paused && !ownsKeys(e.target)) e.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('keyup', onKeyUp)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('keyup', onKeyUp)
    }
  }, [paused])
}
