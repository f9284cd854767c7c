import { Suspense, lazy, useEffect } from 'react'
import { useRulesOverlay } from '../rules/rules-overlay.ts'
import { warmUpOnFirstInteraction } from '../device/warm-up.ts'

/**
 * The reference itself (text, search, calculators) is not in the first page's script: it is warmed
 * up in the background once the person first touches the page (src/device/warm-up.ts), so that it opens at
 * once; the service worker keeps it for offline use.
 */
const load = () => import('./rules-dialog.tsx')
const RulesDialog = lazy(() => load().then((m) => ({ default: m.RulesDialog })))

/** Mounted once by the app: shows the rules reference while it is open. */
export function RulesHost() {
  const { request, close } = useRulesOverlay()
  useEffect(() => warmUpOnFirstInteraction(load), [])
  // The browser's Back closes the reference first (the app then handles it as usual).
  useEffect(() => {
    if (request === null) return
    addEventListener('popstate', close)
    return () => removeEventListener('popstate', close)
  }, [request, close])
  return request === null ? null : (
    <Suspense>
      <RulesDialog request={request} onClose={close} />
    </Suspense>
  )
}
