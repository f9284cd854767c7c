import { readJson } from '../engine/json-text.ts'
import type { HistoryDamage, HistoryEntry } from './history-entry.ts'
import { addToHistory, checkStoredEntry, historyKey, sameGameInHistory, storedEntry } from './history-store.ts'
import { readItem } from '../storage/safe-storage.ts'

/*
 * A backup of the whole history: one file, `{ format: 'gavel-history-backup', version: 1,
 * exportedAt, entries: [stored entry, …] }`, each entry exactly as history stores it. Restoring
 * checks every entry like any import (a played game is replayed); good entries are added, entries
 * already here (the same game, under its id or another: same-game.ts) are left as they are, an entry
 * whose id is taken here by another game is added under a new id, and each bad one is reported
 * without stopping the rest.
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
export type BackupProblem = 'empty' | 'not-json' | 'not-backup' | 'newer' | 'too-large' | 'too-deep'

export interface RestoreReport {
  /** Entries added. */
  readonly added: number
  /** Entries already in this device's history (the same id, or the same game: deal and actions), left as they are. */
  readonly already: number
  /** Entries refused, by their position in the file (0-based) and why. */
  readonly skipped: readonly { readonly index: number; readonly damage: HistoryDamage }[]
  /** Entries that could not be written (storage full or unavailable). */
  readonly unsaved: number
  /** Entries added under a new id, since their own id was another game's here (counted in `added` too). */
  readonly renamed: number
}

/** A fresh id for an entry whose own id is taken by another game. */
function freshId(): string {
  let id: string
  do {
    const bytes = crypto.getRandomValues(new Uint8Array(8))
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  } while (readItem(historyKey(id)) !== null)
  return id
}

/** Read a backup file's text and add its good entries to the history. */
export function restoreBackup(text: string): { ok: true; report: RestoreReport } | { ok: false; problem: BackupProblem } {
  if (text.trim() === '') return { ok: false, problem: 'empty' }
  const read = readJson(text)
  if (!read.ok) return { ok: false, problem: read.problem.kind === 'unreadable' ? 'not-json' : read.problem.kind }
  const raw = read.value as { format?: unknown; version?: unknown; entries?: unknown } | null
  if (typeof raw !== 'object' || raw === null || raw.format !== BACKUP_FORMAT || typeof raw.version !== 'number' || !Array.isArray(raw.entries)) {
    return { ok: false, problem: 'not-backup' }
  }
  if (raw.version > BACKUP_VERSION) return { ok: false, problem: 'newer' }
  let added = 0
  let already = 0
  let unsaved = 0
  let renamed = 0
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
    // Its id names another game here (or a damaged entry, kept as it is): this game gets an id of its own.
    const taken = readItem(historyKey(checked.entry.id)) !== null
    const entry = taken ? { ...checked.entry, id: freshId() } : checked.entry
    if (addToHistory(entry).ok) {
      added++
      if (taken) renamed++
    } else unsaved++
  })
  return { ok: true, report: { added, already, skipped, unsaved, renamed } }
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
