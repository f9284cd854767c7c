import { isLocale, type Locale } from '../i18n/locales.ts'
import type { SessionPointer } from './session-pointer.ts'
import { zustandMigrate, type RecordKind } from './versioned-record.ts'

/*
 * The settings zustand keeps (`{ state, version }` under their keys) as the storage layer knows them
 * (versioned-record.ts). zustand calls their migrate only for a stored version other than the
 * current one, so this module loads then, and the first page does not carry it.
 * Version 1 is the first of each; a later version adds its step to `migrations`.
 */

/** The language chosen (locale-store.ts). */
export const LOCALE_RECORD: RecordKind<{ readonly locale: Locale }, null> = {
  format: 'gavel-locale',
  version: 1,
  migrations: {},
  check: (body) => (isLocale(body.locale) ? { ok: true, value: { locale: body.locale } } : { ok: false, damage: null }),
}

/** The pointer to the open game (session-pointer.ts). */
export const SESSION_RECORD: RecordKind<SessionPointer, null> = {
  format: 'gavel-session',
  version: 1,
  migrations: {},
  check: (body) =>
    body.currentId === null || typeof body.currentId === 'string' ? { ok: true, value: { currentId: body.currentId } } : { ok: false, damage: null },
}

export const migrateLocale = (fallback: Locale) => zustandMigrate(LOCALE_RECORD, { locale: fallback })
export const migrateSession = zustandMigrate(SESSION_RECORD, { currentId: null })
