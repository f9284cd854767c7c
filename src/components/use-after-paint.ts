import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../device/settled.ts'

/**
 * `value`, but a change shows only once the frame drawn for it has been painted: for the parts of a
 * screen that follow a move rather than answer it (the players' panels, the log). A tap's next paint
 * then carries only what answers the tap; the rest is drawn straight after, as a transition.
 * (useDeferredValue starts that second render at once, and it often landed in the same frame.)
 * `urgent`: drawn straight after the paint as an ordinary update, in one go, not as a transition that
 * may wait and be cut into pieces: for what the next person needs at once (their controls). Every
 * change that waits for the same paint is drawn in the same render (settled.ts `afterNextPaint`).
 * A hidden page paints nothing: there the change shows at once.
 */
export function useAfterPaint<T>(value: T, options: { readonly urgent?: boolean } = {}): T {
  const [shown, setShown] = useState(value)
  const urgent = options.urgent === true
  useEffect(() => {
    if (Object.is(shown, value)) return
    return afterNextPaint(() => (urgent ? setShown(value) : startTransition(() => setShown(value))))
  }, [value, shown, urgent])
  return shown
}
