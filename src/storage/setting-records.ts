import { migrateBody, type RecordKind } from './versioned-record.ts'

/** The pointer to the game open when the page was last closed (session-pointer.ts). */
export interface SessionPointer {
  readonly currentId: string | null
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/*
 * The settings zustand keeps (`{ state, version }` under their keys) as the storage layer knows them
 * (versioned-record.ts). zustand calls their migrate only for a stored version other than the
 * current one, so this module loads then, and the first page does not carry it.
 * Version 1 is the first of each; a later version adds its step to `migrations`.
 */

/**
 * The language chosen (locale-store.ts). The languages themselves are the i18n layer's: it passes
 * its own test for one, since storage sits below it.
 */
export function localeRecord<L extends string>(isLocale: (value: unknown) => value is L): RecordKind<{ readonly locale: L }, null> {
  return {
    format: 'gavel-locale',
    version: 1,
    migrations: {},
    check: (body) => (isLocale(body.locale) ? { ok: true, value: { locale: body.locale } } : { ok: false, damage: null }),
  }
}

/** A game id as kept in a pointer: short, printable, never a path or markup. */
const isGameId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64 && /^[\w-]+$/.test(v)

/** The pointer to the open game (session-pointer.ts). */
export const SESSION_RECORD: RecordKind<SessionPointer, null> = {
  format: 'gavel-session',
  version: 1,
  migrations: {},
  check: (body) => (body.currentId === null || isGameId(body.currentId) ? { ok: true, value: { currentId: body.currentId } } : { ok: false, damage: null }),
}

export const migrateLocale = <L extends string>(isLocale: (value: unknown) => value is L, fallback: L) => zustandMigrate(localeRecord(isLocale), { locale: fallback })
export const migrateSession = zustandMigrate(SESSION_RECORD, { currentId: null })

/**
 * A zustand `persist` migrate from the same steps: what storage held at `version` lifted and checked,
 * or `fallback` (a fresh start) when it cannot be; never a cast.
 */
export function zustandMigrate<T>(kind: RecordKind<T, unknown>, fallback: T): (persisted: unknown, version: number) => T {
  return (persisted, version) => {
    if (!isObject(persisted)) return fallback
    const current = migrateBody(kind, persisted, version)
    if (current === null) return fallback
    const checked = kind.check(current)
    return checked.ok ? checked.value : fallback
  }
}
