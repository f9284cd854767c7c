import { useState, useSyncExternalStore } from 'react'
import { useT } from '../i18n/i18n.ts'
import { storedMessages } from '../i18n/messages/stored.ts'
import { PERSIST_ASKED_FORMAT, PERSIST_ASKED_KEY, plainAskedAt } from '../device/storage-persistence.ts'
import { isStoredTime } from '../storage/bounds.ts'
import { MAX_SETTING_TEXT } from '../storage/safe-storage.ts'
import type { RecordKind } from '../storage/versioned-record.ts'
import { editionsSeen, readAcks, readLearnGame } from '../learn/learn-progress.ts'
import { readBotPace } from '../store/bot-pace.ts'
import { readCoachTables } from '../store/coach-store.ts'
import { readLastTable } from '../store/last-table.ts'
import { recentNames } from '../store/recent-names.ts'
import { readSounds } from '../store/sound-setting.ts'
import { checkPersistedSetting, damagedSettings, forgetSetting, readSetting, subscribeToDamagedSettings } from '../storage/settings.ts'
import { isLocale } from '../i18n/locales.ts'
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

/** When the browser was asked to keep saved games, as the storage layer keeps it (storage-persistence.ts reads it lightly). */
export const PERSIST_ASKED_RECORD: RecordKind<number, null> = {
  format: PERSIST_ASKED_FORMAT,
  version: 1,
  migrations: {},
  maxLength: MAX_SETTING_TEXT,
  check: (body) => (isStoredTime(body.askedAt) ? { ok: true, value: body.askedAt } : { ok: false, damage: null }),
}

/**
 * Read every setting once, in full, so that each damaged one is known here and not only when its
 * screen opens (the list of saved games is read in full as Home lists them).
 */
function readEverySetting(): void {
  checkPersistedSetting(KEY_LOCALE, (state) => isLocale(state.locale))
  readSounds()
  readBotPace()
  readLastTable()
  recentNames()
  readCoachTables()
  readLearnGame()
  readAcks()
  editionsSeen()
  readSetting(PERSIST_ASKED_RECORD, PERSIST_ASKED_KEY, null, (_doc, text) => plainAskedAt(text))
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
