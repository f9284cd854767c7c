import { keysWithPrefix, readItem } from './safe-storage.ts'

/*
 * Everything Gavel keeps (every key of storage-keys.ts starts with `gavel:`), as one JSON document, exactly as stored: damaged values included, so that
 * whatever went wrong, nothing is lost by saving it and starting afresh. Read without checking
 * anything, because it is what a person reaches for when a check itself has failed.
 */
export const DUMP_FORMAT = 'gavel-storage'
export const DUMP_VERSION = 1

export function storedDumpText(now: number = Date.now()): string {
  const keys: Record<string, string> = {}
  for (const key of keysWithPrefix('gavel:').sort()) {
    const value = readItem(key)
    if (value !== null) keys[key] = value
  }
  return JSON.stringify({ format: DUMP_FORMAT, version: DUMP_VERSION, savedAt: new Date(Math.max(0, Math.min(now, 8.64e15))).toISOString(), keys }, null, 2)
}
