/** localStorage that never throws: every failure comes back as a reason the UI can word. */

export type StorageProblem = 'full' | 'unavailable'

export type WriteResult = { readonly ok: true } | { readonly ok: false; readonly problem: StorageProblem }

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Some browsers throw on the mere access when site data is blocked.
    return null
  }
}

function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false
  const { name, code } = e as { name?: unknown; code?: unknown }
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(key: string, value: string): WriteResult {
  const s = storage()
  if (s === null) return { ok: false, problem: 'unavailable' }
  try {
    s.setItem(key, value)
    return { ok: true }
  } catch (e) {
    return { ok: false, problem: isQuotaError(e) ? 'full' : 'unavailable' }
  }
}

export function removeItem(key: string): WriteResult {
  const s = storage()
  if (s === null) return { ok: false, problem: 'unavailable' }
  try {
    s.removeItem(key)
    return { ok: true }
  } catch {
    return { ok: false, problem: 'unavailable' }
  }
}

/** Every key that starts with `prefix`. */
export function keysWithPrefix(prefix: string): string[] {
  const s = storage()
  if (s === null) return []
  try {
    const keys: string[] = []
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i)
      if (key !== null && key.startsWith(prefix)) keys.push(key)
    }
    return keys
  } catch {
    return []
  }
}

/** A setting's longest stored text: each is a few words. */
export const MAX_SETTING_TEXT = 1000

export type SmallJson = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly damage: { readonly kind: 'unreadable' } | { readonly kind: 'too-large'; readonly length: number; readonly max: number } }

/**
 * A small stored text parsed as JSON only when it is no longer than `maxLength`: a text that short
 * cannot nest deep enough to trouble what reads it, and a longer one is never parsed.
 */
export function parseSmall(text: string, maxLength: number = MAX_SETTING_TEXT): SmallJson {
  if (text.length > maxLength) return { ok: false, damage: { kind: 'too-large', length: text.length, max: maxLength } }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, damage: { kind: 'unreadable' } }
  }
}

/**
 * The body of a small versioned record (`{ format, version, ...body }`) kept under `key`, read without
 * the record reader (versioned-record.ts) for what the first page reads: the record when it is of
 * `format` at `version`, else `plain(text)` for a value kept before it was a record, else null. Its
 * fields are still to be checked; reading it in full (settings.ts `readSetting`) also says why not.
 */
export function readSmallRecord(key: string, format: string, version: number, plain: (text: string) => Readonly<Record<string, unknown>> | null): Readonly<Record<string, unknown>> | null {
  const text = readItem(key) ?? ''
  const doc = parseSmall(text)
  const record = doc.ok ? (doc.value as Readonly<Record<string, unknown>> | null) : null
  return record?.format === format && record.version === version ? record : text === '' || text.length > MAX_SETTING_TEXT ? null : plain(text)
}
