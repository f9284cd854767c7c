/*
 * The ranges every value read back from storage or a file must fall within, beyond its type: a time
 * a date can show, and sizes that keep one record from filling the storage or slowing every move.
 * Shared by every record's check, so that storage, a backup and an imported file refuse alike.
 */

/** The largest time a JavaScript Date can hold (ms since 1970): beyond it, formatting a date throws. */
export const MAX_DATE_MS = 8.64e15
/** How far ahead of this device's clock a stored time may be: clocks disagree, but not by years. */
export const FUTURE_SLACK_MS = 366 * 24 * 60 * 60 * 1000

/**
 * A time as stored (ms since 1970, UTC): a whole number a Date can show, not before 1970, and not far
 * past `now`. Anything else would throw when shown, or sort above every real game for ever.
 */
export function isStoredTime(v: unknown, now: number = Date.now()): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= MAX_DATE_MS && v <= now + FUTURE_SLACK_MS
}

/** The longest deal code kept. */
export const MAX_DEAL_CODE_LENGTH = 24
/** The largest file or stored text read, in characters. */
export const MAX_TEXT_LENGTH = 5_000_000
/** How deep a JSON document may nest: a record nests four levels, a backup six. */
export const MAX_JSON_DEPTH = 64
