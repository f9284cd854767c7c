/**
 * A tap acts once, for the player it was shown to. When the turn passes (a move is made, or a
 * hand-over screen moves on), the controls now on screen belong to someone else, often at the same
 * place: a double tap, a third tap, or Enter held down would play for them. So, after each such
 * change, input is ignored for a short guard, and a tap counts only if it was pressed down after
 * the change (a fresh press). Keyboard repeat never activates anything during a game.
 *
 * Input is judged by when it happened (the event's time stamp), not when the page gets to it: on a
 * slow tablet the move's own redraw can hold the second tap of a double tap for longer than the
 * guard, and judged on arrival it would act for the next player.
 *
 * Installed by the game screens as they load (`installTapGuard`); it arms on every
 * `announceTurnChange` (turn-signal.ts). Component tests do not install it, so their quick clicks
 * are not dropped.
 */
import { TURN_CHANGE_EVENT } from './turn-signal.ts'


/** How long after a change of turn input is ignored, in milliseconds. */
export const TAP_GUARD_MS = 450

let armedAt = -Infinity
/** When the last press went down; a click counts only if its press came after the change of turn. */
let pressedAt = -Infinity
let installed = false
let clearTimer: ReturnType<typeof setTimeout> | null = null

const now = () => performance.now()

/**
 * When an event happened, on the same clock as `now`. A browser stamps input with the time it
 * happened; an environment whose stamps are on another clock (or in the future) is taken at arrival.
 */
const happenedAt = (e: Event): number => {
  const t = now()
  return e.timeStamp > 0 && e.timeStamp <= t ? e.timeStamp : t
}

/** The turn has moved on: drop input for a moment and require a fresh press. */
export function armTapGuard(): void {
  armedAt = now()
  if (typeof document === 'undefined') return
  // Visible to the page's tests and to assistive styles: input is paused.
  document.documentElement.dataset.tapGuard = 'on'
  if (clearTimer !== null) clearTimeout(clearTimer)
  clearTimer = setTimeout(() => {
    clearTimer = null
    delete document.documentElement.dataset.tapGuard
  }, guardMs())
}

/** The guard's length, as installed (`installTapGuard`). */
let guardLength = TAP_GUARD_MS
const guardMs = (): number => guardLength

/** Whether input made at `at` falls in the guard after a change of turn (or came before it). */
export function tapGuardActive(at = now()): boolean {
  return at - armedAt < guardMs()
}

const ACTIVATING_KEYS = new Set(['Enter', ' ', 'Spacebar'])

function stop(e: Event) {
  e.preventDefault()
  e.stopImmediatePropagation()
}

/**
 * Listen at the top of the page, before React sees anything. Idempotent; returns an uninstaller.
 * `ms`: the guard's length (the end-to-end specs that drive whole games by keyboard ask for none).
 */
export function installTapGuard(options: { readonly target?: Window; readonly ms?: number } = {}): () => void {
  const { target = window, ms = TAP_GUARD_MS } = options
  if (installed) return () => {}
  installed = true
  guardLength = ms
  const onPointerDown = (e: PointerEvent) => {
    pressedAt = happenedAt(e)
  }
  const onClick = (e: MouseEvent) => {
    // Only clicks that a person made: a keyboard activation (detail 0) is judged at its keydown.
    if (e.detail === 0) return
    if (tapGuardActive(happenedAt(e)) || pressedAt < armedAt) stop(e)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (!ACTIVATING_KEYS.has(e.key)) return
    const field = e.target instanceof HTMLElement && (e.target.isContentEditable || e.target.tagName === 'TEXTAREA')
    if (field) return
    if (e.repeat || tapGuardActive(happenedAt(e))) stop(e)
  }
  target.addEventListener(TURN_CHANGE_EVENT, armTapGuard)
  target.addEventListener('pointerdown', onPointerDown, true)
  target.addEventListener('click', onClick, true)
  target.addEventListener('keydown', onKeyDown, true)
  target.addEventListener('keyup', onKeyDown, true)
  return () => {
    installed = false
    target.removeEventListener(TURN_CHANGE_EVENT, armTapGuard)
    target.removeEventListener('pointerdown', onPointerDown, true)
    target.removeEventListener('click', onClick, true)
    target.removeEventListener('keydown', onKeyDown, true)
    target.removeEventListener('keyup', onKeyDown, true)
  }
}
