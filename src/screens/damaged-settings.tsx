import { useState, useSyncExternalStore } from 'react'
import { useT } from '../i18n/i18n.ts'
import { storedMessages } from '../i18n/messages/stored.ts'
import { persistenceAsked } from '../device/storage-persistence.ts'
import { readAcks, editionsSeen } from '../learn/learn-progress.ts'
import { keptGameId } from '../learn/learn-store.ts'
import { readBotPace } from '../store/bot-pace.ts'
import { readCoachTables } from '../store/coach-store.ts'
import { readLastTable } from '../store/last-table.ts'
import { recentNames } from '../store/recent-names.ts'
import { readSounds } from '../store/sound-setting.ts'
import { damagedSettings, forgetSetting, subscribeToDamagedSettings } from '../storage/settings.ts'
import {
  KEY_BOT_PACE,
  KEY_COACH,
  KEY_EDITIONS_SEEN,
  KEY_GAME_INDEX,
  KEY_LAST_TABLE,
  KEY_LEARN,
  KEY_LEARN_GAME,
  KEY_LOCALE,
  KEY_PERSIST_ASKED,
  KEY_RECENT_NAMES,
  KEY_SOUNDS,
} from '../storage/storage-keys.ts'

/** Every setting Home can tell of, in the order told. */
const SETTING_KEYS = [
  KEY_LOCALE,
  KEY_SOUNDS,
  KEY_BOT_PACE,
  KEY_LAST_TABLE,
  KEY_RECENT_NAMES,
  KEY_COACH,
  KEY_LEARN_GAME,
  KEY_LEARN,
  KEY_EDITIONS_SEEN,
  KEY_PERSIST_ASKED,
  KEY_GAME_INDEX,
] as const

/**
 * Read every setting once, so that each damaged one is known here and not only when its screen
 * opens (the language and the list of saved games are read as the page starts).
 */
function readEverySetting(): void {
  readSounds()
  readBotPace()
  readLastTable()
  recentNames()
  readCoachTables()
  keptGameId()
  readAcks()
  editionsSeen()
  persistenceAsked()
}

/**
 * Home's word on settings whose stored value is damaged: which ones, the default each now uses, and
 * that everything else is kept; and a way to forget the damaged values so that the defaults stay.
 * Nothing shows while every setting reads.
 */
export function DamagedSettings() {
  const t = useT(storedMessages)
  useState(readEverySetting)
  const damaged = useSyncExternalStore(subscribeToDamagedSettings, damagedSettings)
  const keys = SETTING_KEYS.filter((key) => damaged.has(key))
  if (keys.length === 0) return null
  return (
    <section aria-labelledby="damaged-settings-title" className="rounded-2xl border-4 border-dashed border-amber-500 bg-amber-50 p-5 text-slate-900">
      <h2 id="damaged-settings-title" className="text-2xl font-bold">
        <span aria-hidden="true">⚠ </span>
        {t('settingsTitle')}
      </h2>
      <p className="mt-2 text-lg">{t('settingsIntro')}</p>
      <ul className="mt-2 list-disc pl-6 text-lg">
        {keys.map((key) => (
          <li key={key}>{t(`setting.${key}`)}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary mt-3" onClick={() => keys.forEach((key) => forgetSetting(key))}>
        {t('settingsForget')}
      </button>
    </section>
  )
}
