import { readJson } from '../engine/json-text.ts'
import { writeItem, type WriteResult } from './safe-storage.ts'

/*
 * The one storage layer for every versioned record Gavel keeps (saved games, counts, history
 * entries, backups, settings): each is a JSON object `{ format, version, ...body }` under its key.
 * Reading checks it in one order, the same for all: readable JSON, an object of this format, a
 * version this Gavel knows (a newer one is said so, never guessed at), lifted to the current version
 * by the record's own `migrations` one step at a time, then checked field by field by the record
 * itself. A damaged record comes back as its damage: the caller reports it, and the others stay
 * intact. Writing goes through safe storage (full or unavailable comes back as a reason, never an
 * exception). zustand stores that persist use the same migrations (`zustandMigrate`, setting-records.ts).
 */

/** Why a record could not be read, before its own check: the same for every kind of record. */
export type RecordDamage =
  /** Nothing is stored under the key. */
  | { readonly kind: 'missing' }
  /** Not readable JSON, or nested deeper than any record. */
  | { readonly kind: 'unreadable' }
  /** Longer than any record of its kind is: refused before it is parsed. */
  | { readonly kind: 'too-large'; readonly length: number; readonly max: number }
  /** JSON, but not a record of this format (another program's data, a hand-edited file). */
  | { readonly kind: 'foreign' }
  /** Written by a newer Gavel than this one. */
  | { readonly kind: 'newer'; readonly version: number }

/** A stored object, its format and version aside. */
export type RecordBody = Readonly<Record<string, unknown>>

export type Checked<T, D> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly damage: D }

export interface RecordKind<T, D> {
  readonly format: string
  /** The version written now. Version 1 is the first. */
  readonly version: number
  /**
   * `migrations[v]` lifts a body of version v to version v + 1, for every v from 1 to `version - 1`
   * (older records are read through each step in turn). A step may return null: that record cannot
   * be lifted, and reads as foreign.
   */
  readonly migrations: Readonly<Record<number, (body: RecordBody) => RecordBody | null>>
  /** Checks a body of the current version, field by field. */
  readonly check: (body: RecordBody) => Checked<T, D>
  /** The longest stored text read as this record, in characters (`MAX_STORED_TEXT` unless said). */
  readonly maxLength?: number
}

/**
 * The longest text read back from storage as a record, unless its kind says less: a game of the most
 * actions a record may hold (record.ts MAX_RECORD_ACTIONS) takes about a third of it. Anything longer
 * was not written by Gavel, and parsing it would stall the page that reads it.
 */
export const MAX_STORED_TEXT = 1_000_000


export type StoredJson = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly damage: Extract<RecordDamage, { kind: 'unreadable' | 'too-large' }> }

/**
 * Text read back from storage, parsed as JSON only when it is within `maxLength` and nests no deeper
 * than any record: whatever else is stored there, the page reading it goes on.
 */
export function parseStored(text: string, maxLength: number = MAX_STORED_TEXT): StoredJson {
  if (text.length > maxLength) return { ok: false, damage: { kind: 'too-large', length: text.length, max: maxLength } }
  const read = readJson(text, { maxLength })
  return read.ok ? read : { ok: false, damage: { kind: 'unreadable' } }
}

export type ReadResult<T, D> = Checked<T, D | RecordDamage>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A body of `version` lifted to the kind's current version; null when a step is missing or refuses. */
export function migrateBody(kind: Pick<RecordKind<unknown, unknown>, 'version' | 'migrations'>, body: RecordBody, version: number): RecordBody | null {
  if (!Number.isInteger(version) || version < 1 || version > kind.version) return null
  let now: RecordBody | null = body
  for (let v = version; v < kind.version && now !== null; v++) {
    const step = kind.migrations[v]
    now = step === undefined ? null : step(now)
  }
  return now
}

/** Check a parsed document (from storage or a file) as a record of `kind`. */
export function checkRecord<T, D>(kind: RecordKind<T, D>, doc: unknown): ReadResult<T, D> {
  if (!isObject(doc) || doc.format !== kind.format || typeof doc.version !== 'number') return { ok: false, damage: { kind: 'foreign' } }
  if (doc.version > kind.version) return { ok: false, damage: { kind: 'newer', version: doc.version } }
  const { format: _format, version, ...body } = doc
  const current = migrateBody(kind, body, version as number)
  if (current === null) return { ok: false, damage: { kind: 'foreign' } }
  return kind.check(current)
}

/** Read the text stored under a record's key (null: nothing there). */
export function readRecord<T, D>(kind: RecordKind<T, D>, text: string | null): ReadResult<T, D> {
  if (text === null) return { ok: false, damage: { kind: 'missing' } }
  const doc = parseStored(text, kind.maxLength)
  return doc.ok ? checkRecord(kind, doc.value) : doc
}

/** The document a record is stored as: format and version first, then the body in its own order. */
export function recordDocument(kind: Pick<RecordKind<unknown, unknown>, 'format' | 'version'>, body: RecordBody): Record<string, unknown> {
  return { format: kind.format, version: kind.version, ...body }
}

/** Write a record under `key`, at the current version. */
export function writeRecord(key: string, kind: Pick<RecordKind<unknown, unknown>, 'format' | 'version'>, body: RecordBody): WriteResult {
  return writeItem(key, JSON.stringify(recordDocument(kind, body)))
}
