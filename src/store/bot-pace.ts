import { KEY_BOT_PACE } from '../storage/storage-keys.ts'
import { readSetting, writeSetting, type Unversioned } from '../storage/settings.ts'
import type { RecordKind } from '../storage/versioned-record.ts'
import { MAX_SETTING_TEXT } from '../storage/safe-storage.ts'

export const BOT_PACE_KEY = KEY_BOT_PACE

/** How long each computer move stays in view before the next one, in milliseconds. */
export const BOT_PACES = { relaxed: 2400, normal: 1400, quick: 700 } as const
export type BotPace = keyof typeof BOT_PACES
export const BOT_PACE_IDS = Object.keys(BOT_PACES) as BotPace[]

const isPace = (value: unknown): value is BotPace => typeof value === 'string' && Object.hasOwn(BOT_PACES, value)

/** The pace as the storage layer keeps it: `{ format, version, pace }`. */
export const BOT_PACE_RECORD: RecordKind<BotPace, null> = {
  format: 'gavel-bot-pace',
  version: 1,
  migrations: {},
  maxLength: MAX_SETTING_TEXT,
  check: (body) => (isPace(body.pace) ? { ok: true, value: body.pace } : { ok: false, damage: null }),
}

/** Kept before it was a record: the pace's name as plain text. */
export const unversionedBotPace: Unversioned = (_doc, text) => (isPace(text) ? { pace: text } : null)

/** The pace chosen on this device (Setup), or 'normal'. */
export function readBotPace(): BotPace {
  return readSetting(BOT_PACE_RECORD, BOT_PACE_KEY, 'normal', unversionedBotPace)
}

export function writeBotPace(pace: BotPace): void {
  writeSetting(BOT_PACE_KEY, BOT_PACE_RECORD, { pace })
}
