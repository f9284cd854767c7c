import { parseSmall, readItem, removeItem, type WriteResult } from './safe-storage.ts'
import { checkRecord, parseStored, readRecord, writeRecord, type RecordBody, type RecordDamage, type RecordKind } from './versioned-record.ts'

/*
 * Small things kept under one key each (the last table, recent names, sounds, the coach's tables,
 * the guided game's progress): versioned records like every other (versioned-record.ts), read with
 * a fallback. A value that fails its check is reported (`damagedSettings`, which Home words for the
 * person once it has read every setting) and the fallback is used; the damaged text stays under its key until the next write, so
 * that a copy of what is stored still holds it.
 */

/** Why a setting's stored value was not used: the storage layer's damage, or the record's own check. */
export type SettingDamage = RecordDamage | { readonly kind: 'invalid' }

const damaged = new Map<string, SettingDamage>()
const listeners = new Set<() => void>()
let snapshot: ReadonlyMap<string, SettingDamage> = new Map()

/** Keys whose value could not be read as what they should hold, with why, as last read. */
export function damagedSettings(): ReadonlyMap<string, SettingDamage> {
  return snapshot
}

/** Told whenever a setting is found damaged or sound again (for useSyncExternalStore). */
export function subscribeToDamagedSettings(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Note what reading `key` found: damaged (with why), or sound (null). */
export function noteSetting(key: string, damage: SettingDamage | null): void {
  const before = damaged.get(key)
  if (damage === null ? before === undefined : before !== undefined && JSON.stringify(before) === JSON.stringify(damage)) return
  if (damage === null) damaged.delete(key)
  else damaged.set(key, damage)
  snapshot = new Map(damaged)
  for (const listener of listeners) listener()
}

/**
 * A value written before its key held a versioned record, lifted to the body of version 1: given the
 * stored text, and the text parsed as JSON when it is JSON (undefined when not). Null: not one either.
 */
export type Unversioned = (doc: unknown, text: string) => RecordBody | null

/**
 * The value under `key`, checked, or `fallback` when nothing is kept or what is kept is damaged.
 * `unversioned` reads a value written before it was a versioned record (plain text, or JSON of
 * another shape), as the body of version 1; a text too large for the record is not read at all.
 */
export function readSetting<T, D>(kind: RecordKind<T, D>, key: string, fallback: T, unversioned?: Unversioned): T {
  const text = readItem(key)
  let read = readRecord(kind, text)
  if (!read.ok && unversioned !== undefined && text !== null && isRecordDamage(read.damage) && (read.damage.kind === 'foreign' || read.damage.kind === 'unreadable')) {
    const doc = parseStored(text, kind.maxLength)
    const body = unversioned(doc.ok ? doc.value : undefined, text)
    if (body !== null) read = checkRecord(kind, { format: kind.format, version: 1, ...body })
  }
  if (read.ok) {
    noteSetting(key, null)
    return read.value
  }
  noteSetting(key, isRecordDamage(read.damage) ? (read.damage.kind === 'missing' ? null : read.damage) : { kind: 'invalid' })
  return fallback
}

const RECORD_DAMAGE = new Set(['missing', 'unreadable', 'too-large', 'foreign', 'newer'])
const isRecordDamage = (d: unknown): d is RecordDamage =>
  typeof d === 'object' && d !== null && RECORD_DAMAGE.has(String((d as { kind?: unknown }).kind))

/** Keep `body` under `key` as the current version of `kind`. */
export function writeSetting(key: string, kind: Pick<RecordKind<unknown, unknown>, 'format' | 'version'>, body: RecordBody): WriteResult {
  const result = writeRecord(key, kind, body)
  if (result.ok) noteSetting(key, null)
  return result
}

/**
 * Read a setting a zustand store keeps (`{ state, version }`, zustand-storage.ts) in full, and note
 * whether it is damaged: unreadable, too large, not of that shape, or a state `isState` refuses.
 */
export function checkPersistedSetting(key: string, isState: (state: Readonly<Record<string, unknown>>) => boolean): void {
  const text = readItem(key)
  if (text === null) return noteSetting(key, null)
  const read = parseSmall(text)
  if (!read.ok) return noteSetting(key, read.damage)
  const doc = read.value as { state?: unknown; version?: unknown } | null
  const state = typeof doc === 'object' && doc !== null ? doc.state : null
  if (typeof state !== 'object' || state === null || Array.isArray(state) || typeof doc?.version !== 'number') return noteSetting(key, { kind: 'foreign' })
  noteSetting(key, isState(state as Record<string, unknown>) ? null : { kind: 'invalid' })
}

/** Drop a setting's stored value: its default is used from now on. */
export function forgetSetting(key: string): WriteResult {
  const result = removeItem(key)
  if (result.ok) noteSetting(key, null)
  return result
}
