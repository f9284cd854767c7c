import { cleanName, nameCharsProblem, MAX_NAME_LENGTH } from '../engine/names.ts'
import { KEY_RECENT_NAMES } from '../storage/storage-keys.ts'
import { readSetting, writeSetting } from '../storage/settings.ts'
import type { RecordKind } from '../storage/versioned-record.ts'

export const RECENT_NAMES_KEY = KEY_RECENT_NAMES
const MAX_RECENT = 12

const isName = (n: unknown): n is string => typeof n === 'string' && n.trim() !== '' && n.length <= MAX_NAME_LENGTH && nameCharsProblem(n) === null

/** Names of recent players, most recent first, as the storage layer keeps them. */
export const RECENT_NAMES_RECORD: RecordKind<string[], null> = {
  format: 'gavel-recent-names',
  version: 1,
  migrations: {},
  check: (body) => (Array.isArray(body.names) && body.names.length <= 10 * MAX_RECENT ? { ok: true, value: body.names.filter(isName).slice(0, MAX_RECENT) } : { ok: false, damage: null }),
}

/** Names of recent players, most recent first; anything unexpected in storage reads as none. */
export function recentNames(): string[] {
  // Written before it was a versioned record: the list itself.
  return readSetting(RECENT_NAMES_RECORD, RECENT_NAMES_KEY, [], (doc) => (Array.isArray(doc) ? { names: doc } : null))
}

/** Put a table's names at the front of the recent list (a name appears once, whatever its case). */
export function rememberNames(names: readonly string[]): void {
  const fresh = names.map((n) => cleanName(n).trim()).filter((n) => n !== '')
  const lower = new Set(fresh.map((n) => n.toLowerCase()))
  const kept = recentNames().filter((n) => !lower.has(n.toLowerCase()))
  writeSetting(RECENT_NAMES_KEY, RECENT_NAMES_RECORD, { names: [...fresh, ...kept].slice(0, MAX_RECENT) })
}
