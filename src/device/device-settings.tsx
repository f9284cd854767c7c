import { useEffect } from 'react'
import { askPersistence, readPersistence } from './storage-persistence.ts'
import { useT } from '../i18n/i18n.ts'
import { deviceMessages } from '../i18n/messages/device.ts'
import { useDeviceStore } from '../store/device-store.ts'

/** Home's "This device" panel: offline play, whether saved games are kept, the screen wake lock. */
export function DeviceSettings() {
  const t = useT(deviceMessages)
  const { offlineReady, storage, wakeLock } = useDeviceStore()
  const canWork = typeof navigator !== 'undefined' && 'serviceWorker' in navigator

  useEffect(() => {
    void readPersistence()
  }, [])

  const offline = !canWork ? t('offlineUnsupported') : offlineReady ? t('offlineReady') : t('offlinePreparing')
  const kept = {
    unknown: t('storageUnknown'),
    persisted: t('storagePersisted'),
    'best-effort': t('storageBestEffort'),
    unsupported: t('storageUnsupported'),
  }[storage]
  const screen = {
    idle: t('screenSupported'),
    held: t('screenHeld'),
    refused: t('screenRefused'),
    unsupported: t('screenUnsupported'),
  }[wakeLock]

  return (
    <section aria-labelledby="device-settings-title" className="rounded-2xl border-2 border-slate-600 p-5">
      <h2 id="device-settings-title" className="mb-3 text-2xl font-bold">
        {t('settingsTitle')}
      </h2>
      <dl className="grid gap-3 text-lg sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t('offlineHeading')}</dt>
        <dd className="text-slate-200">{offline}</dd>
        <dt className="font-semibold">{t('storageHeading')}</dt>
        <dd className="flex flex-wrap items-center gap-3 text-slate-200">
          <span>{kept}</span>
          {storage === 'best-effort' && (
            <button type="button" className="btn btn-secondary" onClick={() => void askPersistence()}>
              {t('storageAsk')}
            </button>
          )}
        </dd>
        <dt className="font-semibold">{t('screenHeading')}</dt>
        <dd className="text-slate-200">{screen}</dd>
      </dl>
    </section>
  )
}
