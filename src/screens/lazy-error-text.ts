import { useEffect, useState } from 'react'
import type { errorText } from '../i18n/error-text.ts'

type ErrorText = typeof errorText

let loaded: ErrorText | null = null

/**
 * `errorText`, loaded the first time `needed` is true: Home needs it only for a save that does not
 * replay, and its messages are too big for the first page's size budget (scripts/size-budget.mjs).
 * Null until it has loaded.
 */
export function useLazyErrorText(needed: boolean): ErrorText | null {
  const [fn, setFn] = useState<ErrorText | null>(() => loaded)
  useEffect(() => {
    if (!needed || fn !== null) return
    let live = true
    void import('../i18n/error-text.ts').then((m) => {
      loaded = m.errorText
      if (live) setFn(() => m.errorText)
    })
    return () => {
      live = false
    }
  }, [needed, fn])
  return fn
}
