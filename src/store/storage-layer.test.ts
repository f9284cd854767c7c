import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { addToHistory, listHistory } from '../history/history-store.ts'
import { playedEntryOf } from '../history/history-entry.ts'
import { listPadGames, newCardsPad, padKey, savePadGame } from './pad-games.ts'
import { gameKey, listSavedGames, openRecord, saveGame, type LoadedGame } from './saved-games.ts'
import { localeRecord, SESSION_RECORD, migrateSession, zustandMigrate } from '../storage/setting-records.ts'
import { LOCALE_VERSION } from '../i18n/locale-store.ts'
import { isLocale } from '../i18n/locales.ts'
import { SESSION_VERSION, migrateSessionPointer } from '../storage/session-pointer.ts'
import { checkRecord, readRecord, writeRecord, type RecordKind } from '../storage/versioned-record.ts'

/** A record kind at version 3: version 1 named the field `n`, version 2 `count`, version 3 adds `unit`. */
const COUNTER: RecordKind<{ count: number; unit: string }, { kind: 'invalid' }> = {
  format: 'test-counter',
  version: 3,
  migrations: {
    1: ({ n, ...rest }) => ({ ...rest, count: n }),
    2: (body) => (typeof body.count === 'number' && body.count < 0 ? null : { ...body, unit: 'each' }),
  },
  check: (body) =>
    typeof body.count === 'number' && typeof body.unit === 'string' ? { ok: true, value: { count: body.count, unit: body.unit } } : { ok: false, damage: { kind: 'invalid' } },
}

const text = (doc: unknown) => JSON.stringify(doc)

function gameOf(id: string, seed: string, finished: boolean): LoadedGame {
  const played = playRandomGame('for-sale', 4, seed)
  const opened = openRecord(exportRecord(played.states[finished ? played.actions.length : 8] as GameState))
  if (!opened.ok) throw new Error(opened.error.message)
  return { id, ...opened.value, dealCode: null, createdAt: 1_000, updatedAt: 2_000 }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('the storage layer: corrupt records', () => {
  it('says what is wrong, in one order for every record: missing, unreadable, foreign, newer, then the record\'s own check', () => {
    expect(readRecord(COUNTER, null)).toEqual({ ok: false, damage: { kind: 'missing' } })
    expect(readRecord(COUNTER, '{oops')).toEqual({ ok: false, damage: { kind: 'unreadable' } })
    for (const doc of [null, 7, [], 'text', { format: 'other', version: 3 }, { format: 'test-counter' }, { format: 'test-counter', version: '3' }]) {
      expect(readRecord(COUNTER, text(doc)), text(doc)).toEqual({ ok: false, damage: { kind: 'foreign' } })
    }
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 4, count: 1, unit: 'x' }))).toEqual({ ok: false, damage: { kind: 'newer', version: 4 } })
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 3, count: 'many', unit: 'x' }))).toEqual({ ok: false, damage: { kind: 'invalid' } })
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 3, count: 2, unit: 'box' }))).toEqual({ ok: true, value: { count: 2, unit: 'box' } })
  })

  it('reports each damaged saved game, count and history entry, and lists the others intact', () => {
    expect(saveGame(gameOf('g1', 's1', false)).ok).toBe(true)
    expect(saveGame(gameOf('g2', 's2', false)).ok).toBe(true)
    localStorage.setItem(gameKey('g3'), '{"format":"gavel-save","version":1,')
    localStorage.setItem(gameKey('g4'), text({ format: 'gavel-save', version: 9 }))
    expect(listSavedGames().map((g) => (g.ok ? g.id : [g.id, g.reason.kind]))).toEqual(expect.arrayContaining(['g1', 'g2', ['g3', 'unreadable'], ['g4', 'newer']]))

    const pad = newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 1_000)
    expect(savePadGame(pad).ok).toBe(true)
    localStorage.setItem(padKey('p2'), text({ format: 'gavel-pad', version: 1, game: { ...pad, id: 'p2', players: ['Ann', 'ann', 'Cy'] } }))
    localStorage.setItem(padKey('p3'), text({ format: 'gavel-pad', version: 1, game: pad }))
    expect(listPadGames().map((l) => (l.ok ? l.game.id : [l.id, l.reason]))).toEqual([
      pad.id,
      ['p2', { kind: 'invalid', field: 'players' }],
      ['p3', { kind: 'invalid', field: 'id' }],
    ])

    expect(addToHistory(playedEntryOf(gameOf('h1', 's3', true), 5_000)!).ok).toBe(true)
    localStorage.setItem('gavel:history:h2', text({ format: 'gavel-history', version: 1, entry: { id: 'h2' } }))
    localStorage.setItem('gavel:history:h3', 'null')
    expect(listHistory().map((l) => (l.ok ? l.id : [l.id, l.damage.kind]))).toEqual(['h1', ['h2', 'foreign'], ['h3', 'foreign']])
  })
})

describe('the storage layer: old versions', () => {
  it('lifts an old record through each step in turn, oldest first', () => {
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 1, n: 5 }))).toEqual({ ok: true, value: { count: 5, unit: 'each' } })
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 2, count: 6 }))).toEqual({ ok: true, value: { count: 6, unit: 'each' } })
    expect(checkRecord(COUNTER, { format: 'test-counter', version: 2, count: 6 })).toEqual({ ok: true, value: { count: 6, unit: 'each' } })
  })

  it('reads as foreign a record no step can lift, or a version that never was', () => {
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 1, n: -1 }))).toEqual({ ok: false, damage: { kind: 'foreign' } })
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 0, count: 1, unit: 'x' }))).toEqual({ ok: false, damage: { kind: 'foreign' } })
    expect(readRecord(COUNTER, text({ format: 'test-counter', version: 1.5, count: 1, unit: 'x' }))).toEqual({ ok: false, damage: { kind: 'foreign' } })
    expect(readRecord({ ...COUNTER, migrations: { 1: COUNTER.migrations[1]! } }, text({ format: 'test-counter', version: 1, n: 1 }))).toEqual({
      ok: false,
      damage: { kind: 'foreign' },
    })
  })

  it('gives zustand a real migrate: the same steps and check, a fresh start for what cannot be lifted', () => {
    const migrate = zustandMigrate(COUNTER, { count: 0, unit: 'none' })
    expect(migrate({ n: 3 }, 1)).toEqual({ count: 3, unit: 'each' })
    expect(migrate({ n: -3 }, 1)).toEqual({ count: 0, unit: 'none' })
    expect(migrate({ count: 'x' }, 2)).toEqual({ count: 0, unit: 'none' })
    expect(migrate('junk', 1)).toEqual({ count: 0, unit: 'none' })
  })
})

describe('the storage layer: settings kept by zustand', () => {
  it('has one version per setting, the store\'s, and its migrate checks what it lifts', async () => {
    expect(LOCALE_VERSION).toBe(localeRecord(isLocale).version)
    expect(SESSION_VERSION).toBe(SESSION_RECORD.version)
    expect(migrateSession({ currentId: 'abc' }, 1)).toEqual({ currentId: 'abc' })
    expect(migrateSession({ currentId: 7 }, 1)).toEqual({ currentId: null })
    expect(await migrateSessionPointer({ currentId: 'x' }, 0)).toEqual({ currentId: null })
  })
})

describe('the storage layer: storage full', () => {
  it('says the storage is full, throws nothing, and leaves every other record as it was', () => {
    expect(saveGame(gameOf('g1', 's1', false)).ok).toBe(true)
    const before = { ...localStorage }
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    })
    expect(writeRecord('gavel:test', COUNTER, { count: 1, unit: 'each' })).toEqual({ ok: false, problem: 'full' })
    expect(savePadGame(newCardsPad('sold', ['Ann', 'Ben', 'Cy'], 1_000))).toEqual({ ok: false, problem: 'full' })
    expect(addToHistory(playedEntryOf(gameOf('h1', 's3', true), 5_000)!)).toEqual({ ok: false, problem: 'full' })
    expect(saveGame(gameOf('g2', 's2', false))).toEqual({ ok: false, problem: 'full' })
    expect({ ...localStorage }).toEqual(before)
  })
})
