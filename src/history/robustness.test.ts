import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exportRecord, type GavelRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { historyKeepingMessages } from '../i18n/messages/history-keeping.ts'
import { openRecord, type LoadedGame } from '../store/saved-games.ts'
import { gameOfRecordText } from '../game/new-games.ts'
import { noteKept, useHistoryKeeping } from '../store/history-keeping.ts'
import { backupText, restoreBackup } from './history-backup.ts'
import { checkEntry, playedEntryOf } from './history-entry.ts'
import { addFinishedGame, historyKey, listHistory, storedEntry } from './history-store.ts'
import { gameIdentity, historyEntryOfGame } from './same-game.ts'
import { sweepFinishedSaves } from './sweep.ts'

function finished(ruleset: 'for-sale' | 'sold', seed: string): GameState {
  const played = playRandomGame(ruleset, 4, seed)
  return played.states[played.actions.length] as GameState
}

function gameOf(id: string, seed: string, dealCode: string | null = null): LoadedGame {
  const opened = openRecord(exportRecord(finished('for-sale', seed)))
  if (!opened.ok) throw new Error(opened.error.message)
  return { id, ...opened.value, dealCode, createdAt: 1_000, updatedAt: 2_000 }
}

/** The record with its first sale round's picks listed in another order. */
function picksReordered(record: GavelRecord, order: readonly number[]): GavelRecord {
  const actions = [...record.actions]
  const first = actions.findIndex((a) => a.type === 'pick')
  const round = actions.slice(first, first + order.length)
  const bySeat = new Map(round.map((a) => [a.player, a]))
  order.forEach((seat, i) => (actions[first + i] = bySeat.get(seat) as GavelRecord['actions'][number]))
  return { ...record, actions }
}

beforeEach(() => {
  localStorage.clear()
  useHistoryKeeping.setState({ unkept: {} })
})
const spies: { mockRestore(): void }[] = []
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore()
})

describe('a stored time out of range', () => {
  it('reads as a damaged entry, set aside, and every other entry is still listed', () => {
    addFinishedGame(gameOf('good', 's1'), 10_000)
    const bad = { ...playedEntryOf(gameOf('bad', 's2'), 20_000)!, finishedAt: 9_000_000_000_000_000 }
    localStorage.setItem(historyKey('bad'), JSON.stringify(storedEntry(bad)))
    const listed = listHistory()
    expect(listed.map((l) => [l.id, l.ok])).toEqual([
      ['good', true],
      ['bad', false],
    ])
  })

  it('is refused in a backup, and the rest of the backup is restored', () => {
    const bad = { ...playedEntryOf(gameOf('bad', 's2'), 20_000)!, finishedAt: 9_000_000_000_000_000 }
    const good = playedEntryOf(gameOf('good', 's1'), 10_000)!
    const restored = restoreBackup(backupText([bad, good], 30_000))
    expect(restored).toMatchObject({ ok: true, report: { added: 1, skipped: [{ index: 0, damage: { kind: 'foreign' } }] } })
    expect(listHistory().map((l) => l.id)).toEqual(['good'])
  })
})

describe('a finished game the history cannot keep', () => {
  it('is noted with why, and the note goes once it is kept', () => {
    const game = gameOf('g', 's1')
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    })
    noteKept(game.id, addFinishedGame(game))
    expect(useHistoryKeeping.getState().unkept).toEqual({ g: 'full' })
    expect(historyKeepingMessages.en.full).toMatch(/could not be kept/)
    full.mockRestore()
    noteKept(game.id, addFinishedGame(game))
    expect(useHistoryKeeping.getState().unkept).toEqual({})
  })

  it('is noted by the sweep Home runs, so Home keeps listing it', async () => {
    const { saveGame } = await import('../store/saved-games.ts')
    expect(saveGame(gameOf('g', 's1')).ok).toBe(true)
    const setItem = localStorage.setItem.bind(localStorage)
    spies.push(vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
      if (key.startsWith('gavel:history:')) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' })
      setItem(key, value)
    }))
    sweepFinishedSaves()
    expect(useHistoryKeeping.getState().unkept).toEqual({ g: 'full' })
  })
})

describe('a game is one game whatever the order of a round\'s picks', () => {
  it('knows a record whose first round\'s picks are listed 1, 2, 0 as the game played 0, 1, 2', () => {
    const record = exportRecord(finished('for-sale', 's1'))
    const firstPicks = record.actions.filter((a) => a.type === 'pick').slice(0, 4)
    expect(firstPicks.map((a) => a.player).sort()).toEqual([0, 1, 2, 3])
    const reordered = picksReordered(record, [1, 2, 0, 3])
    expect(reordered.actions).not.toEqual(record.actions)
    // The reordered record is the same game by the rules...
    const opened = openRecord(reordered)
    expect(opened.ok).toBe(true)
    // ...and by the history's identity.
    expect(gameIdentity(reordered)).toBe(gameIdentity(record))
    addFinishedGame(gameOf('here', 's1'), 10_000)
    expect(historyEntryOfGame(reordered)).toBe('here')
  })

  it('still tells two games apart that differ only in who picked what', () => {
    const a = exportRecord(finished('for-sale', 's1'))
    const b = exportRecord(finished('for-sale', 's2'))
    expect(gameIdentity(a)).not.toBe(gameIdentity(b))
  })
})

describe('a backup entry whose id is another game\'s here', () => {
  it('is restored under a new id, and the report says so truly', () => {
    addFinishedGame(gameOf('a', 's1'), 10_000)
    const other = { ...playedEntryOf(gameOf('a', 's2'), 20_000)!, id: 'a' }
    const restored = restoreBackup(backupText([other], 30_000))
    expect(restored).toEqual({ ok: true, report: { added: 1, already: 0, skipped: [], unsaved: 0, renamed: 1 } })
    const kept = listHistory().flatMap((l) => (l.ok && l.entry.kind === 'played' ? [gameIdentity(l.entry.record)] : []))
    expect(kept.sort()).toEqual([gameIdentity(exportRecord(finished('for-sale', 's1'))), gameIdentity(exportRecord(finished('for-sale', 's2')))].sort())
  })
})

describe('a deal code or seed that does not deal the record\'s cards', () => {
  it('drops a history entry\'s deal code that deals other cards, and keeps one that deals them', () => {
    const game = gameOf('g', 's1')
    const wrong = checkEntry({ ...playedEntryOf(game, 10_000)!, dealCode: 'AAAA1111' })
    expect(wrong).toMatchObject({ ok: true, entry: { dealCode: null } })
    const state = finished('for-sale', 's1')
    expect(state.seed).toBe('s1')
    const right = checkEntry({ ...playedEntryOf(game, 10_000)!, dealCode: 'S1' })
    // "S1" is not the seed "s1": it deals other cards.
    expect(right).toMatchObject({ ok: true, entry: { dealCode: null } })
  })

  it('drops an imported file\'s deal code that deals other cards', () => {
    const record = exportRecord(finished('for-sale', 's1'))
    const { seed: _seed, ...noSeed } = record
    const imported = gameOfRecordText(JSON.stringify({ ...noSeed, dealCode: 'AAAA1111' }))
    expect(typeof imported === 'object' && 'state' in imported ? imported.dealCode : imported).toBeNull()
  })

  it('refuses a record whose seed deals other cards than its deal, saying so', () => {
    const record = exportRecord(finished('for-sale', 's1'))
    const imported = gameOfRecordText(JSON.stringify({ ...record, seed: 'another' }))
    expect(imported).toMatchObject({ code: 'BAD_SEED', detail: { kind: 'seed-mismatch' } })
  })
})
