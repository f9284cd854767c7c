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
