import { KEY_BOT_PACE } from '../storage/storage-keys.ts'
import { readItem, writeItem } from '../storage/safe-storage.ts'

export const BOT_PACE_KEY = KEY_BOT_PACE

/** How long each computer move stays in view before the next one, in milliseconds. */
export const BOT_PACES = { relaxed: 2400, normal: 1400, quick: 700 } as const
export type BotPace = keyof typeof BOT_PACES
export const BOT_PACE_IDS = Object.keys(BOT_PACES) as BotPace[]

const isPace = (value: unknown): value is BotPace => typeof value === 'string' && value in BOT_PACES

/** The pace chosen on this device (Setup), or 'normal'. */
export function readBotPace(): BotPace {
  const raw = readItem(BOT_PACE_KEY)
  return isPace(raw) ? raw : 'normal'
}

export function writeBotPace(pace: BotPace): void {
  writeItem(BOT_PACE_KEY, pace)
}
