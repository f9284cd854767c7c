import { Suspense, lazy, useEffect, useState } from 'react'

export interface DeviceCareProps {
  /** A game (auction, sale or its scores) is on screen: keep the screen awake. */
  readonly gameOnScreen: boolean
  /** Home or a finished game's scores: where a new version may be offered and applied. */
  readonly betweenGames: boolean
}

const DeviceEffects = lazy(() => import('./device-effects.tsx').then((m) => ({ default: m.DeviceEffects })))

/**
 * The service worker, the wake lock, persistent storage and the update prompt (device-effects.tsx),
 * loaded once the page has loaded so that they cost the first paint nothing.
 */
export function DeviceCare(props: DeviceCareProps) {
  const [loaded, setLoaded] = useState(() => typeof document !== 'undefined' && document.readyState === 'complete')
  useEffect(() => {
    if (loaded) return
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [loaded])
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <DeviceEffects {...props} />
    </Suspense>
  )
}
