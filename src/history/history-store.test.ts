import { beforeEach, describe, expect, it } from 'vitest'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import type { LoadedGame } from '../store/saved-games.ts'
import { openRecord } from '../store/saved-games.ts'
import { exportRecord } from '../engine/record.ts'
import { checkEntry, playedEntryOf } from './history-entry.ts'
import {
  HISTORY_FORMAT,
  addFinishedGame,
  addToHistory,
  getHistoryEntry,
  historyKey,
  listHistory,
  removeFromHistory,
} from './history-store.ts'

/** A saved game from a random game of `ruleset`, cut after `count` actions (all of them by default). */
function gameOf(id: string, seed: string, ruleset: 'for-sale' | 'sold' = 'for-sale', count?: number): LoadedGame {
  const played = playRandomGame(ruleset, 4, seed)
  const state = played.states[count ?? played.actions.length] as GameState
  const opened = openRecord(exportRecord(state))
  if (!opened.ok) throw new Error(opened.error.message)
  return { id, ...opened.value, dealCode: 'ABC234', createdAt: 1_000, updatedAt: 2_000 }
}

beforeEach(() => localStorage.clear())

describe('history of finished games', () => {
  it('keeps a finished game with each player’s score, rank and win, and reads it back checked', () => {
    const game = gameOf('g1', 's1')
    expect(addFinishedGame(game, 90_000).ok).toBe(true)
    const got = getHistoryEntry('g1')
    expect(got?.ok).toBe(true)
    if (!got?.ok) return
    expect(got.entry).toMatchObject({ id: 'g1', kind: 'played', ruleset: 'for-sale', startedAt: 1_000, finishedAt: 90_000 })
    expect(got.entry.players.map((p) => p.name)).toEqual(game.state.seats.map((s) => s.name))
    expect(got.entry.players.some((p) => p.winner && p.rank === 1)).toBe(true)
    expect(got.entry.players.filter((p) => p.startPlayer)).toHaveLength(1)
  })

  it('keeps nothing for a game still being played', () => {
    addFinishedGame(gameOf('g1', 's1', 'for-sale', 10))
    expect(listHistory()).toEqual([])
  })

  it('is idempotent: the same game kept twice is one entry, its finishing time unchanged', () => {
    const game = gameOf('g1', 's1')
    addFinishedGame(game, 50_000)
    addFinishedGame(game, 99_000)
    const list = listHistory()
    expect(list).toHaveLength(1)
    expect(list[0]?.ok && list[0].entry.finishedAt).toBe(50_000)
  })

  it('lists newest first, a damaged entry apart, the others intact', () => {
    addFinishedGame(gameOf('old', 's1'), 10_000)
    addFinishedGame(gameOf('new', 's2', 'sold'), 20_000)
    localStorage.setItem(historyKey('bad'), '{not json')
    const list = listHistory()
    expect(list.map((l) => [l.id, l.ok])).toEqual([
      ['new', true],
      ['old', true],
      ['bad', false],
    ])
    expect(list[2]).toMatchObject({ ok: false, damage: { kind: 'unreadable' } })
  })

  it('reports an entry whose stored result does not match its record', () => {
    const entry = playedEntryOf(gameOf('g1', 's1'), 5_000)!
    const cheated = { ...entry, players: entry.players.map((p, i) => ({ ...p, score: p.score + (i === 0 ? 100 : 0) })) }
    localStorage.setItem(historyKey('g1'), JSON.stringify({ format: HISTORY_FORMAT, version: 1, entry: cheated }))
    expect(getHistoryEntry('g1')).toMatchObject({ ok: false, damage: { kind: 'invalid' } })
  })

  it('reports an entry from a newer Gavel, one of an unknown kind, and one under another id', () => {
    const entry = playedEntryOf(gameOf('g1', 's1'), 5_000)!
    localStorage.setItem(historyKey('a'), JSON.stringify({ format: HISTORY_FORMAT, version: 9, entry }))
    localStorage.setItem(historyKey('b'), JSON.stringify({ format: HISTORY_FORMAT, version: 1, entry: { ...entry, id: 'b', kind: 'pad' } }))
    localStorage.setItem(historyKey('c'), JSON.stringify({ format: HISTORY_FORMAT, version: 1, entry }))
    expect(getHistoryEntry('a')).toMatchObject({ ok: false, damage: { kind: 'newer', version: 9 } })
    expect(getHistoryEntry('b')).toMatchObject({ ok: false, damage: { kind: 'unknown-kind', entryKind: 'pad' } })
    expect(getHistoryEntry('c')).toMatchObject({ ok: false, damage: { kind: 'foreign' } })
  })

  it('refuses a record that does not replay, or a game that is not over', () => {
    const entry = playedEntryOf(gameOf('g1', 's1'), 5_000)!
    const unfinished = exportRecord(gameOf('g1', 's1', 'for-sale', 10).state)
    expect(checkEntry({ ...entry, record: { ...entry.record, actions: [{ type: 'bid', player: 9, amount: 1 }] } })).toMatchObject({
      ok: false,
      damage: { kind: 'invalid' },
    })
    expect(checkEntry({ ...entry, record: unfinished })).toMatchObject({ ok: false, damage: { kind: 'invalid' } })
    expect(checkEntry({ ...entry, finishedAt: -1 })).toMatchObject({ ok: false, damage: { kind: 'foreign' } })
  })

  it('adds and removes', () => {
    const entry = playedEntryOf(gameOf('g1', 's1'), 5_000)!
    expect(addToHistory(entry).ok).toBe(true)
    expect(getHistoryEntry('g1')?.ok).toBe(true)
    removeFromHistory('g1')
    expect(getHistoryEntry('g1')).toBeNull()
  })
})
