import type { HistoryDamage, HistoryEntry } from './history-entry.ts'
import { addToHistory, checkStoredEntry, sameGameInHistory, storedEntry } from './history-store.ts'

/*
 * A backup of the whole history: one file, `{ format: 'gavel-history-backup', version: 1,
 * exportedAt, entries: [stored entry, …] }`, each entry exactly as history stores it. Restoring
 * checks every entry like any import (a played game is replayed); good entries are added, entries
 * already here (the same id, or the same game under another id: same-game.ts) are left as they are, and each bad one is reported without stopping the rest.
 */

export const BACKUP_FORMAT = 'gavel-history-backup'
export const BACKUP_VERSION = 1

export function backupText(entries: readonly HistoryEntry[], now: number): string {
  return JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date(now).toISOString(), entries: entries.map(storedEntry) }) + '\n'
}

export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `gavel-history-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`
}

/** Why a whole file is refused: nothing is restored from it. */
export type BackupProblem = 'empty' | 'not-json' | 'not-backup' | 'newer'

export interface RestoreReport {
  /** Entries added. */
  readonly added: number
  /** Entries already in this device's history (the same id, or the same game: deal and actions), left as they are. */
  readonly already: number
  /** Entries refused, by their position in the file (0-based) and why. */
  readonly skipped: readonly { readonly index: number; readonly damage: HistoryDamage }[]
  /** Entries that could not be written (storage full or unavailable). */
  readonly unsaved: number
}

/** Read a backup file's text and add its good entries to the history. */
export function restoreBackup(text: string): { ok: true; report: RestoreReport } | { ok: false; problem: BackupProblem } {
  if (text.trim() === '') return { ok: false, problem: 'empty' }
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'not-json' }
  }
  const raw = doc as { format?: unknown; version?: unknown; entries?: unknown } | null
  if (typeof raw !== 'object' || raw === null || raw.format !== BACKUP_FORMAT || typeof raw.version !== 'number' || !Array.isArray(raw.entries)) {
    return { ok: false, problem: 'not-backup' }
  }
  if (raw.version > BACKUP_VERSION) return { ok: false, problem: 'newer' }
  let added = 0
  let already = 0
  let unsaved = 0
  const skipped: { index: number; damage: HistoryDamage }[] = []
  raw.entries.forEach((item: unknown, index: number) => {
    const checked = checkStoredEntry(item)
    if (!checked.ok) {
      skipped.push({ index, damage: checked.damage })
      return
    }
    // The same game (same id, or the same deal and actions under another id) is kept once.
    if (sameGameInHistory(checked.entry) !== null) {
      already++
      return
    }
    if (addToHistory(checked.entry).ok) added++
    else unsaved++
  })
  return { ok: true, report: { added, already, skipped, unsaved } }
}

/** Offer `text` as a JSON download named `name`. */
export function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
