import { STORAGE_KEYS } from '../storage/storage-keys.ts'
import { readItem, writeItem } from '../storage/safe-storage.ts'

export const RECENT_NAMES_KEY = STORAGE_KEYS.recentNames
const MAX_RECENT = 12

/** Names of recent players, most recent first; anything unexpected in storage reads as none. */
export function recentNames(): string[] {
  const raw = readItem(RECENT_NAMES_KEY)
  if (raw === null) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value.filter((n): n is string => typeof n === 'string' && n.trim() !== '').slice(0, MAX_RECENT)
  } catch {
    return []
  }
}

/** Put a table's names at the front of the recent list (a name appears once, whatever its case). */
export function rememberNames(names: readonly string[]): void {
  const fresh = names.map((n) => n.trim()).filter((n) => n !== '')
  const lower = new Set(fresh.map((n) => n.toLowerCase()))
  const kept = recentNames().filter((n) => !lower.has(n.toLowerCase()))
  writeItem(RECENT_NAMES_KEY, JSON.stringify([...fresh, ...kept].slice(0, MAX_RECENT)))
}
