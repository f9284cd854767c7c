import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { gameOfRecordText } from '../game/new-games.ts'
import { openRecord } from '../store/saved-games.ts'
import { backupText, restoreBackup } from './history-backup.ts'
import { playedEntryOf } from './history-entry.ts'
import { listHistory } from './history-store.ts'

/*
 * The importer and the backup restore on anything a file may hold: random JSON, JSON nested at random
 * depths, random text in any script, and real records and backups with random values put in. None
 * of it may throw, and the history must still list afterwards.
 */

const played = playRandomGame('for-sale', 4, 'any-input')
const record = exportRecord(played.states[played.actions.length] as GameState)
const opened = openRecord(record)
if (!opened.ok) throw new Error(opened.error.message)
const entry = playedEntryOf({ id: 'g', ...opened.value, dealCode: null, createdAt: 1_000, updatedAt: 2_000 }, 3_000)!

const nested = fc.tuple(fc.integer({ min: 1, max: 50_000 }), fc.constantFrom('[', '{"a":')).map(([levels, open]) => {
  const close = open === '[' ? ']' : '}'
  return `${open.repeat(levels)}0${close.repeat(levels)}`
})

/** A value to put in place of a field, as JSON text: any shape, deep, any text, numbers at the edges. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  nested,
  fc.string({ unit: 'grapheme', maxLength: 60 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(9e15, 9_000_000_000_000_000, -1, 1e21, Number.MAX_SAFE_INTEGER, 0.5, '\u202eAnn', 'A' + '\u0301'.repeat(39)).map((v) => JSON.stringify(v)),
)

/** `doc` as JSON text with the field `key` set to the JSON text `value` (spliced: a deep value cannot be stringified). */
const withField = (doc: Record<string, unknown>, keys: readonly string[]) =>
  fc.tuple(fc.constantFrom(...keys), anyValue).map(([key, value]) => JSON.stringify({ ...doc, [key]: '\u0000slot' }).replace('"\\u0000slot"', () => value))

const texts = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  nested,
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
)

beforeEach(() => localStorage.clear())

describe('the importer, on any input', () => {
  it('never throws on random JSON, deep nesting or random text', () => {
    fc.assert(
      fc.property(texts, (text) => {
        gameOfRecordText(text)
      }),
      { numRuns: 200 },
    )
  })

  it('never throws on a real record with one field replaced by anything', () => {
    const keys = ['format', 'ruleset', 'players', 'startPlayer', 'deal', 'seed', 'options', 'actions', 'seats', 'dealCode']
    fc.assert(
      fc.property(withField(record as unknown as Record<string, unknown>, keys), (text) => {
        gameOfRecordText(text)
      }),
      { numRuns: 200 },
    )
  })
})

describe('the backup restore, on any input', () => {
  it('never throws on random JSON, deep nesting or random text, and the history still lists', () => {
    fc.assert(
      fc.property(texts, (text) => {
        restoreBackup(text)
        expect(() => listHistory()).not.toThrow()
      }),
      { numRuns: 200 },
    )
  })

  it('never throws on a real backup whose entry has one field replaced by anything, and the history still lists', () => {
    const keys = ['id', 'kind', 'ruleset', 'startedAt', 'finishedAt', 'players', 'record', 'dealCode']
    fc.assert(
      fc.property(withField(entry as unknown as Record<string, unknown>, keys), (entryText) => {
        localStorage.clear()
        const backup = backupText([], 0).replace('"entries":[]', `"entries":[{"format":"gavel-history","version":1,"entry":${entryText}}]`)
        restoreBackup(backup)
        for (const listing of listHistory()) {
          if (listing.ok) expect(Number.isNaN(new Date(listing.entry.finishedAt).getTime())).toBe(false)
        }
      }),
      { numRuns: 200 },
    )
  })
})
