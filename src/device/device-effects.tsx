import { Suspense, lazy, useEffect, useState } from 'react'
import { useDeviceStore } from '../store/device-store.ts'
import { useGameStore } from '../store/game-store.ts'
import { checkForUpdate, startServiceWorker } from './service-worker.ts'
import { askPersistenceOnce } from './storage-persistence.ts'

export interface DeviceCareProps {
  /** A game (auction, sale or its scores) is on screen: keep the screen awake. */
  readonly gameOnScreen: boolean
  /** Home or a finished game's scores: where a new version may be offered and applied. */
  readonly betweenGames: boolean
}
import { useWakeLock } from './wake-lock.ts'

const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })))

/**
 * What the app does for the device it runs on, with no screen of its own: the service worker, the
 * screen wake lock while a game is on screen, asking to keep storage once a game is saved, and the
 * new-version prompt, only between games. Loaded once the page has loaded (device-care.tsx).
 */
export function DeviceEffects(props: DeviceCareProps) {
  const { gameOnScreen, betweenGames } = props
  const applyUpdate = useDeviceStore((s) => s.applyUpdate)
  /** "Later" holds until the next game has been played. */
  const [later, setLater] = useState(false)

  useWakeLock(gameOnScreen)

  useEffect(() => {
    void startServiceWorker()
  }, [])

  useEffect(
    () =>
      useGameStore.subscribe((s, before) => {
        // A game opened or started (not every move of one): the first time, ask to keep storage.
        if (s.current !== null && s.current.id !== before.current?.id && s.saveProblem === null) askPersistenceOnce()
      }),
    [],
  )

  const [wasBetween, setWasBetween] = useState(betweenGames)
  if (wasBetween !== betweenGames) {
    setWasBetween(betweenGames)
    if (!betweenGames) setLater(false)
  }

  useEffect(() => {
    if (betweenGames) checkForUpdate()
  }, [betweenGames])

  if (!betweenGames || applyUpdate === null || later) return null
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onUpdate={applyUpdate} onLater={() => setLater(true)} />
    </Suspense>
  )
}
