import { ACTION_ERROR_CODES, type GameError } from '../engine/types.ts'
import { translator, type Locale } from './i18n.ts'
import { errorMessages } from './messages/errors.ts'

const ACTION_CODES: ReadonlySet<string> = new Set(ACTION_ERROR_CODES)

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
