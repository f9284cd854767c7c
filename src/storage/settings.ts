import { readItem, type WriteResult } from './safe-storage.ts'
import { checkRecord, readRecord, writeRecord, type RecordBody, type RecordDamage, type RecordKind } from './versioned-record.ts'

/*
 * Small things kept under one key each (the last table, recent names, the coach's tables, the guided
 * game's progress): versioned records like every other (versioned-record.ts), read with a fallback.
 * A value that fails its check is reported (`damagedKeys`, for whoever saves a copy of what is
 * stored) and the fallback is used; the damaged text stays under its key until the next write.
 */

/** Text read as JSON, or undefined when it is not (readRecord has already said so). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const damaged = new Map<string, RecordDamage | unknown>()

/** Keys whose value could not be read as what they should hold, with why, since the page opened. */
export function damagedKeys(): ReadonlyMap<string, RecordDamage | unknown> {
  return damaged
}

/**
 * The value under `key`, checked, or `fallback` when nothing is kept or what is kept is damaged.
 * `legacy` reads a value written before it was a versioned record, as the body of version 1.
 */
export function readSetting<T, D>(kind: RecordKind<T, D>, key: string, fallback: T, legacy?: (doc: unknown) => RecordBody | null): T {
  const text = readItem(key)
  let read = readRecord(kind, text)
  if (!read.ok && read.damage !== null && typeof read.damage === 'object' && (read.damage as RecordDamage).kind === 'foreign' && legacy !== undefined && text !== null) {
    const body = legacy(parsed(text))
    if (body !== null) read = checkRecord(kind, { format: kind.format, version: 1, ...body })
  }
  if (read.ok) {
    damaged.delete(key)
    return read.value
  }
  if (!(typeof read.damage === 'object' && read.damage !== null && (read.damage as RecordDamage).kind === 'missing')) damaged.set(key, read.damage)
  return fallback
}

/** Keep `body` under `key` as the current version of `kind`. */
export function writeSetting(key: string, kind: Pick<RecordKind<unknown, unknown>, 'format' | 'version'>, body: RecordBody): WriteResult {
  const result = writeRecord(key, kind, body)
  if (result.ok) damaged.delete(key)
  return result
}

