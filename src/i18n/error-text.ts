import type { GameError } from '../engine/types.ts'
import { translator, type Locale } from './i18n.ts'
import { errorMessages } from './messages/errors.ts'

const ACTION_CODES: ReadonlySet<string> = new Set([
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'BID_TOO_LOW',
  'BID_OVER_MONEY',
  'PAYMENT_NOT_ALLOWED',
  'PROPERTY_NOT_YOURS',
  'ALREADY_PICKED',
  'GAME_OVER',
  'MALFORMED_ACTION',
])

/**
 * An engine error as a sentence. For a record, an action at fault is named by its number counted
 * from 1 (the replay command's `action` is the 0-based index).
 */
export function errorText(locale: Locale, error: GameError): string {
  const t = translator(errorMessages, locale)
  if (!ACTION_CODES.has(error.code)) return t(error.code)
  const reason = t(error.code)
  return error.action === undefined ? t('moveProblem', { reason }) : t('actionProblem', { number: error.action + 1, reason })
}
