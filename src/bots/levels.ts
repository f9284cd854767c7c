/** The three strengths a computer player comes in. */
export const BOT_LEVELS = ['easy', 'normal', 'strong'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value)
}
