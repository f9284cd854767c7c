import { beforeEach, describe, expect, it } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { openRecord, type LoadedGame } from '../store/saved-games.ts'
import { backupFileName, backupText, restoreBackup } from './history-backup.ts'
import { playedEntryOf } from './history-entry.ts'
import { addFinishedGame, historyKey, listHistory } from './history-store.ts'

function gameOf(id: string, seed: string): LoadedGame {
  const played = playRandomGame('for-sale', 4, seed)
  const opened = openRecord(exportRecord(played.states[played.actions.length] as GameState))
  if (!opened.ok) throw new Error(opened.error.message)
  return { id, ...opened.value, dealCode: null, createdAt: 1_000, updatedAt: 2_000 }
}

const entries = () => listHistory().flatMap((l) => (l.ok ? [l.entry] : []))

beforeEach(() => localStorage.clear())

describe('history backup', () => {
  it('restores every entry into an empty history, the same as it was', () => {
    addFinishedGame(gameOf('a', 's1'), 10_000)
    addFinishedGame(gameOf('b', 's2'), 20_000)
    const before = entries()
    const text = backupText(before, 30_000)
    localStorage.clear()
    expect(restoreBackup(text)).toEqual({ ok: true, report: { added: 2, already: 0, skipped: [], unsaved: 0, renamed: 0 } })
    expect(entries()).toEqual(before)
  })

  it('leaves entries already here as they are, and says so', () => {
    addFinishedGame(gameOf('a', 's1'), 10_000)
    const text = backupText(entries(), 30_000)
    expect(restoreBackup(text)).toMatchObject({ ok: true, report: { added: 0, already: 1 } })
    expect(listHistory()).toHaveLength(1)
  })

  it('restored twice, the history holds each game once and the second restore adds nothing', () => {
    addFinishedGame(gameOf('a', 's1'), 10_000)
    addFinishedGame(gameOf('b', 's2'), 20_000)
    const text = backupText(entries(), 30_000)
    localStorage.clear()
    expect(restoreBackup(text)).toMatchObject({ ok: true, report: { added: 2, already: 0 } })
    const once = { ...localStorage }
    expect(restoreBackup(text)).toEqual({ ok: true, report: { added: 0, already: 2, skipped: [], unsaved: 0, renamed: 0 } })
    expect({ ...localStorage }).toEqual(once)
  })

  it('knows a game by its deal and actions: the same game under another id (imported, played again here) is not added', () => {
    // Ann's game kept here as 'a'; a backup from another device kept it as 'z', with later times.
    addFinishedGame(gameOf('a', 's1'), 10_000)
    const elsewhere = { ...playedEntryOf(gameOf('z', 's1'), 50_000)!, id: 'z' }
    const other = playedEntryOf(gameOf('c', 's3'), 60_000)!
    expect(restoreBackup(backupText([elsewhere, other, elsewhere], 70_000))).toEqual({
      ok: true,
      report: { added: 1, already: 2, skipped: [], unsaved: 0, renamed: 0 },
    })
    expect(listHistory().map((l) => l.id).sort()).toEqual(['a', 'c'])
    // And a game played out here that a restore brought in first is kept once too.
    expect(addFinishedGame(gameOf('d', 's3'), 80_000).ok).toBe(true)
    expect(listHistory().map((l) => l.id).sort()).toEqual(['a', 'c'])
  })

  it('skips a bad entry with its reason and restores the rest', () => {
    const good = playedEntryOf(gameOf('a', 's1'), 10_000)!
    const tampered = { ...playedEntryOf(gameOf('b', 's2'), 11_000)!, players: good.players }
    const doc = JSON.parse(backupText([good, tampered], 0))
    doc.entries.push({ format: 'gavel-history', version: 99, entry: {} }, 'nonsense')
    const result = restoreBackup(JSON.stringify(doc))
    expect(result).toMatchObject({ ok: true, report: { added: 1, already: 0, unsaved: 0 } })
    if (!result.ok) return
    expect(result.report.skipped).toEqual([
      { index: 1, damage: { kind: 'invalid', error: null } },
      { index: 2, damage: { kind: 'newer', version: 99 } },
      { index: 3, damage: { kind: 'foreign' } },
    ])
    expect(listHistory().map((l) => l.id)).toEqual(['a'])
  })

  it('refuses a file that is not a backup, and changes nothing', () => {
    addFinishedGame(gameOf('a', 's1'), 10_000)
    const stored = localStorage.getItem(historyKey('a'))
    expect(restoreBackup('')).toEqual({ ok: false, problem: 'empty' })
    expect(restoreBackup('{oops')).toEqual({ ok: false, problem: 'not-json' })
    expect(restoreBackup(JSON.stringify(exportRecord(gameOf('x', 's3').state)))).toEqual({ ok: false, problem: 'not-backup' })
    expect(restoreBackup(JSON.stringify({ format: 'gavel-history-backup', version: 2, entries: [] }))).toEqual({ ok: false, problem: 'newer' })
    expect(localStorage.length).toBe(1)
    expect(localStorage.getItem(historyKey('a'))).toBe(stored)
  })

  it('names the file by the local date', () => {
    expect(backupFileName(new Date(2026, 11, 3, 9))).toBe('gavel-history-2026-12-03.json')
  })
})
