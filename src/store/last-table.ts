import { KEY_LAST_TABLE } from '../storage/storage-keys.ts'
import { isBotLevel, type BotLevel } from '../bots/levels.ts'
import { RULESET_IDS, type RulesetId } from '../engine/ruleset-ids.ts'
import type { Seat } from '../engine/types.ts'
import { TABLE_INFO_IDS, type TableInfo } from '../table-info/table-info.ts'
import { MAX_NAME_LENGTH, nameCharsProblem } from '../engine/names.ts'
import { readItem } from '../storage/safe-storage.ts'
import { readSetting, writeSetting } from '../storage/settings.ts'
import type { RecordKind } from '../storage/versioned-record.ts'

/*
 * The last table set up: Setup opens with it, and Home starts it again in one tap
 * ("Same table again"). One key, versioned, checked field by field on read: anything unexpected
 * reads as no table remembered. The deal code is never kept: the same table gets a fresh deal.
 */
export const LAST_TABLE_KEY = KEY_LAST_TABLE
const VERSION = 1

export interface LastTableSeat {
  /** The name as typed in Setup ('' for a seat left unnamed, shown by its placeholder). */
  readonly typed: string
  /** The name the game was started with (a seat left unnamed is called after its place). */
  readonly name: string
  /** A person, or a computer player of this level. */
  readonly kind: 'person' | BotLevel
}

export interface LastTable {
  readonly ruleset: RulesetId
  readonly seats: readonly LastTableSeat[]
  /** The seat chosen to start, or null for drawn at random. */
  readonly startPlayer: Seat | null
  /** For Sale rulesets: whether money was secret; null for Sold!. */
  readonly secretMoney: boolean | null
  readonly tableInfo: TableInfo
  /** Whether it was a learners' table (the coach on): the coach is kept only with the same table. */
  readonly learners: boolean
}

const MIN_SEATS = 3
const MAX_SEATS = 6

function checkSeat(raw: unknown): LastTableSeat | null {
  const s = raw as { typed?: unknown; name?: unknown; kind?: unknown } | null
  if (typeof s?.typed !== 'string' || typeof s.name !== 'string' || s.name.trim() === '') return null
  if (s.name.length > MAX_NAME_LENGTH || s.typed.length > MAX_NAME_LENGTH || nameCharsProblem(s.name) !== null || nameCharsProblem(s.typed) !== null) return null
  if (s.kind !== 'person' && !isBotLevel(s.kind)) return null
  return { typed: s.typed, name: s.name, kind: s.kind }
}

/** The last table, checked; null when none is kept or what is kept is not one. */
export function readLastTable(): LastTable | null {
  // Written before it had a format: `{ version: 1, table }`.
  return readSetting(LAST_TABLE_RECORD, LAST_TABLE_KEY, null, (doc) => {
    const old = doc as { version?: unknown; table?: unknown } | null | undefined
    return old?.version === VERSION ? { table: old.table } : null
  })
}

let snapshot: { readonly text: string | null; readonly table: LastTable | null } | null = null

/** The last table as kept now, the same object while what is stored is unchanged (for useSyncExternalStore). */
export function lastTableSnapshot(): LastTable | null {
  const text = readItem(LAST_TABLE_KEY)
  if (snapshot === null || snapshot.text !== text) snapshot = { text, table: readLastTable() }
  return snapshot.table
}

/**
 * The last table as the storage layer keeps it: `{ format, version, table }`. The boot script reads
 * `version` and `table` too (src/boot/boot-script.js), so both stay where they are.
 */
export const LAST_TABLE_RECORD: RecordKind<LastTable, null> = {
  format: 'gavel-last-table',
  version: VERSION,
  migrations: {},
  check: (body) => {
    const table = checkTable(body.table)
    return table === null ? { ok: false, damage: null } : { ok: true, value: table }
  },
}

function checkTable(raw: unknown): LastTable | null {
  const t = raw as Record<string, unknown> | null
  if (typeof t !== 'object' || t === null) return null
  const ruleset = RULESET_IDS.find((id) => id === t.ruleset)
  const tableInfo = TABLE_INFO_IDS.find((id) => id === t.tableInfo)
  if (ruleset === undefined || tableInfo === undefined || !Array.isArray(t.seats)) return null
  const seats = t.seats.map(checkSeat)
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS || seats.some((s) => s === null)) return null
  const checked = seats as LastTableSeat[]
  if (!checked.some((s) => s.kind === 'person')) return null
  const start = t.startPlayer
  const startPlayer = typeof start === 'number' && Number.isInteger(start) && start >= 0 && start < checked.length ? start : null
  const secretMoney = typeof t.secretMoney === 'boolean' ? t.secretMoney : null
  return { ruleset, seats: checked, startPlayer, secretMoney, tableInfo, learners: t.learners === true }
}

/** Keep this table as the last one. Failing to save only means Setup starts afresh next time. */
export function rememberTable(table: LastTable): void {
  writeSetting(LAST_TABLE_KEY, LAST_TABLE_RECORD, { table })
}
