import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../device/settled.ts'

/**
 * `value`, but a change shows only once the frame drawn for it has been painted: for the parts of a
 * screen that follow a move rather than answer it (the players' panels, the log). A tap's next paint
 * then carries only what answers the tap; the rest is drawn straight after, as a transition.
 * (useDeferredValue starts that second render at once, and it often landed in the same frame.)
 * A hidden page paints nothing: there the change shows at once.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    if (Object.is(shown, value)) return
    return afterNextPaint(() => startTransition(() => setShown(value)))
  }, [value, shown])
  return shown
}
