import { Suspense, lazy } from 'react'
import { useSettled } from './settled.ts'
import type { DeviceCareProps } from './device-effects.tsx'

const DeviceEffects = lazy(() => import('./device-chunk.ts').then((m) => ({ default: m.DeviceEffects })))

/**
 * The service worker, the wake lock, persistent storage and the update prompt (device-effects.tsx),
 * loaded once the page has loaded and gone idle, so that they cost the first screen nothing.
 */
export function DeviceCare(props: DeviceCareProps) {
  const settled = useSettled()
  if (!settled) return null
  return (
    <Suspense fallback={null}>
      <DeviceEffects {...props} />
    </Suspense>
  )
}
