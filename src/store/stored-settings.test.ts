import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { addToHistory, historyKey, listHistory } from '../history/history-store.ts'
import { playedEntryOf } from '../history/history-entry.ts'
import { historyEntryOfGame } from '../history/same-game.ts'
import { persistenceAsked, PERSIST_ASKED_KEY, plainAskedAt } from '../device/storage-persistence.ts'
import { PERSIST_ASKED_RECORD } from '../screens/damaged-settings.tsx'
import { LEARN_GAME_KEY, keptGameId } from '../learn/learn-store.ts'
import { beginLearn, editionsSeen, EDITIONS_SEEN_KEY, endLearn, LEARN_KEY, readAcks, readLearnGame } from '../learn/learn-progress.ts'
import { openGameId, SESSION_KEY } from '../storage/session-pointer.ts'
import { damagedSettings, readSetting } from '../storage/settings.ts'
import { MAX_STORED_TEXT, readRecord } from '../storage/versioned-record.ts'
import { MAX_SETTING_TEXT } from '../storage/safe-storage.ts'
import { BOT_PACE_KEY, readBotPace, writeBotPace } from './bot-pace.ts'
import { COACH_STORAGE_KEY, readCoachTables } from './coach-store.ts'
import { LAST_TABLE_KEY, readLastTable } from './last-table.ts'
import { listPadGames, newCardsPad, padKey, savePadGame } from './pad-games.ts'
import { RECENT_NAMES_KEY, recentNames } from './recent-names.ts'
import { gameKey, listSavedGames, openRecord, saveGame, storedRevision, type LoadedGame } from './saved-games.ts'
import { readSounds, setSounds, SOUNDS_KEY } from './sound-setting.ts'

function gameOf(id: string, seed: string): LoadedGame {
  const played = playRandomGame('for-sale', 4, seed)
  const opened = openRecord(exportRecord(played.states[played.actions.length] as GameState))
  if (!opened.ok) throw new Error(opened.error.message)
  return { id, ...opened.value, dealCode: null, createdAt: 1_000, updatedAt: 2_000 }
}

/** `doc` as JSON, made longer than `length` by a field no check looks at: well-formed, only too large. */
const padded = (doc: Record<string, unknown>, length: number) => JSON.stringify({ ...doc, padding: 'x'.repeat(length) })

/** The lengths of the texts JSON.parse was given while `read` ran. */
function parsedLengths(read: () => unknown): number[] {
  const parse = vi.spyOn(JSON, 'parse')
  try {
    read()
    return parse.mock.calls.map(([text]) => String(text).length)
  } finally {
    parse.mockRestore()
  }
}

/** Whether the browser was asked, read in full (as Home does to tell of damage). */
const askedInFull = () => readSetting(PERSIST_ASKED_RECORD, PERSIST_ASKED_KEY, null, (_doc, text) => plainAskedAt(text)) !== null

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('stored text is bounded before it is parsed', () => {
  it('refuses a record longer than its kind allows as too large, without parsing it', () => {
    const kind = { format: 'test', version: 1, migrations: {}, check: () => ({ ok: true as const, value: 1 }) }
    const text = padded({ format: 'test', version: 1 }, MAX_STORED_TEXT)
    expect(parsedLengths(() => expect(readRecord(kind, text)).toEqual({ ok: false, damage: { kind: 'too-large', length: text.length, max: MAX_STORED_TEXT } }))).toEqual([])
    expect(readRecord({ ...kind, maxLength: 50 }, padded({ format: 'test', version: 1 }, 60))).toMatchObject({ ok: false, damage: { kind: 'too-large', max: 50 } })
    expect(readRecord(kind, padded({ format: 'test', version: 1 }, 100))).toEqual({ ok: true, value: 1 })
  })

  it('lists an over-size saved game, history entry and count as damaged, and the others intact', () => {
    const game = gameOf('g1', 's1')
    expect(saveGame(game).ok).toBe(true)
    const big = gameOf('g2', 's2')
    expect(saveGame(big).ok).toBe(true)
    localStorage.setItem(gameKey('g2'), padded(stored(gameKey('g2')) ?? {}, MAX_STORED_TEXT))
    expect(listSavedGames().map((g) => (g.ok ? g.id : [g.id, g.reason.kind]))).toEqual(expect.arrayContaining(['g1', ['g2', 'too-large']]))
    expect(parsedLengths(() => storedRevision('g2')).every((n) => n <= MAX_STORED_TEXT)).toBe(true)

    const entry = playedEntryOf(game, 5_000)
    if (entry === null) throw new Error('not over')
    expect(addToHistory(entry).ok).toBe(true)
    expect(addToHistory({ ...entry, id: 'h2' }).ok).toBe(true)
    localStorage.setItem(historyKey('h2'), padded(stored(historyKey('h2')) ?? {}, MAX_STORED_TEXT))
    expect(listHistory().map((h) => (h.ok ? h.id : [h.id, h.damage.kind]))).toEqual([entry.id, ['h2', 'too-large']])
    expect(parsedLengths(() => historyEntryOfGame(exportRecord(gameOf('g3', 's3').state))).every((n) => n <= MAX_STORED_TEXT)).toBe(true)

    const pad = newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 1_000)
    expect(savePadGame(pad).ok).toBe(true)
    localStorage.setItem(padKey('p2'), padded({ format: 'gavel-pad', version: 1, game: { ...pad, id: 'p2' } }, MAX_STORED_TEXT))
    expect(listPadGames().map((p) => (p.ok ? p.game.id : [p.id, p.reason.kind]))).toEqual(expect.arrayContaining([pad.id, ['p2', 'too-large']]))
  })

  it('never parses an over-size setting, reports it as damaged and reads its default', () => {
    const huge = JSON.stringify(['x'.repeat(MAX_STORED_TEXT)])
    const settings: [string, () => unknown, unknown][] = [
      [RECENT_NAMES_KEY, recentNames, []],
      [LAST_TABLE_KEY, readLastTable, null],
      [COACH_STORAGE_KEY, readCoachTables, { tables: [] }],
      [EDITIONS_SEEN_KEY, editionsSeen, []],
      [LEARN_KEY, readAcks, []],
      [SOUNDS_KEY, readSounds, true],
      [BOT_PACE_KEY, readBotPace, 'normal'],
      [LEARN_GAME_KEY, readLearnGame, null],
      [LEARN_GAME_KEY, keptGameId, null],
      [PERSIST_ASKED_KEY, askedInFull, false],
      [PERSIST_ASKED_KEY, persistenceAsked, false],
      [SESSION_KEY, openGameId, null],
    ]
    for (const [key, read, fallback] of settings) {
      localStorage.setItem(key, huge)
      let value: unknown
      expect(parsedLengths(() => (value = read())), key).toEqual([])
      expect(value, key).toEqual(fallback)
      // The first page's light readers say nothing; Home reads each setting in full to tell of it.
      if (![openGameId, keptGameId, persistenceAsked].includes(read as never)) expect(damagedSettings().get(key), key).toMatchObject({ kind: 'too-large' })
    }
    // A small plain setting is far shorter than a record: a few hundred characters are already too many.
    localStorage.setItem(SOUNDS_KEY, JSON.stringify({ format: 'gavel-sounds', version: 1, on: false, note: 'x'.repeat(MAX_SETTING_TEXT) }))
    expect(readSounds()).toBe(true)
  })
})

describe('the plain settings are versioned records', () => {
  it('sounds: the plain "on" and "off" of earlier visits are read, a change is written as a record, and a damaged one is reported', () => {
    localStorage.setItem(SOUNDS_KEY, 'off')
    expect(readSounds()).toBe(false)
    localStorage.setItem(SOUNDS_KEY, 'on')
    expect(readSounds()).toBe(true)
    setSounds(false)
    expect(stored(SOUNDS_KEY)).toEqual({ format: 'gavel-sounds', version: 1, on: false })
    expect(readSounds()).toBe(false)
    expect(damagedSettings().has(SOUNDS_KEY)).toBe(false)
    for (const bad of ['mute', '{"format":"gavel-sounds","version":1,"on":"no"}', '{"format":"gavel-sounds","version":2,"on":false}']) {
      localStorage.setItem(SOUNDS_KEY, bad)
      expect(readSounds(), bad).toBe(true)
      expect(damagedSettings().has(SOUNDS_KEY), bad).toBe(true)
    }
  })

  it('bot pace: the plain pace of earlier visits is read, a name that is not a pace (even one every object has) reads as normal', () => {
    localStorage.setItem(BOT_PACE_KEY, 'quick')
    expect(readBotPace()).toBe('quick')
    writeBotPace('relaxed')
    expect(stored(BOT_PACE_KEY)).toEqual({ format: 'gavel-bot-pace', version: 1, pace: 'relaxed' })
    expect(readBotPace()).toBe('relaxed')
    for (const bad of ['constructor', 'toString', 'warp', '{"format":"gavel-bot-pace","version":1,"pace":"__proto__"}']) {
      localStorage.setItem(BOT_PACE_KEY, bad)
      expect(readBotPace(), bad).toBe('normal')
      expect(damagedSettings().has(BOT_PACE_KEY), bad).toBe(true)
    }
  })

  it('persistence asked: the plain time of earlier visits is read; one that is not a time reads as not asked, and a damaged one is reported', () => {
    localStorage.setItem(PERSIST_ASKED_KEY, '2026-01-02T03:04:05.678Z')
    expect(persistenceAsked()).toBe(true)
    expect(askedInFull()).toBe(true)
    localStorage.setItem(PERSIST_ASKED_KEY, 'yes')
    expect(persistenceAsked()).toBe(false)
    localStorage.setItem(PERSIST_ASKED_KEY, JSON.stringify({ format: 'gavel-storage-persist-asked', version: 1, askedAt: 1_700_000_000_000 }))
    expect(persistenceAsked()).toBe(true)
    for (const bad of ['yes', JSON.stringify({ format: 'gavel-storage-persist-asked', version: 1, askedAt: 9e15 })]) {
      localStorage.setItem(PERSIST_ASKED_KEY, bad)
      expect(askedInFull(), bad).toBe(false)
      expect(damagedSettings().has(PERSIST_ASKED_KEY), bad).toBe(true)
    }
  })

  it('the guided game: the plain id of earlier visits is read, the id is written as a record and forgotten when it ends', () => {
    localStorage.setItem(LEARN_GAME_KEY, 'abc-123')
    expect(keptGameId()).toBe('abc-123')
    beginLearn('g-42')
    expect(stored(LEARN_GAME_KEY)).toEqual({ format: 'gavel-learn-game', version: 1, gameId: 'g-42' })
    expect(keptGameId()).toBe('g-42')
    endLearn()
    expect(localStorage.getItem(LEARN_GAME_KEY)).toBeNull()
    for (const bad of ['../etc', '<b>x</b>', JSON.stringify({ format: 'gavel-learn-game', version: 1, gameId: 'a b' }), 'x'.repeat(MAX_SETTING_TEXT + 1)]) {
      localStorage.setItem(LEARN_GAME_KEY, bad)
      expect(keptGameId(), bad).toBeNull()
      expect(readLearnGame(), bad).toBeNull()
      expect(damagedSettings().has(LEARN_GAME_KEY), bad).toBe(true)
    }
  })
})
