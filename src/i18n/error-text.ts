import { ACTION_ERROR_CODES, type GameError } from '../engine/types.ts'
import { translator, type Locale } from './i18n.ts'
import { errorMessages } from './messages/errors.ts'
import { inputBoundMessages } from './messages/input-bounds.ts'

const ACTION_CODES: ReadonlySet<string> = new Set(ACTION_ERROR_CODES)

/**
 * An engine error as a sentence. For a record, an action at fault is named by its number counted
 * from 1 (the replay command's `action` is the 0-based index).
 */
export function errorText(locale: Locale, error: GameError): string {
  const t = translator(errorMessages, locale)
  const detail = error.detail
  const tb = translator(inputBoundMessages, locale)
  if (detail !== undefined) {
    switch (detail.kind) {
      case 'name-empty':
        return t('nameEmpty', { seat: detail.seat + 1 })
      case 'name-blank':
        return t('nameBlank', { seat: detail.seat + 1 })
      case 'name-not-text':
        return t('nameNotText', { seat: detail.seat + 1 })
      case 'name-too-long':
        return t('nameTooLong', { seat: detail.seat + 1, max: detail.max })
      case 'name-hidden-chars':
        return tb('nameHiddenChars', { seat: detail.seat + 1 })
      case 'name-marks':
        return tb('nameMarks', { seat: detail.seat + 1 })
      case 'seed-too-long':
        return tb('seedTooLong', { length: detail.length, max: detail.max })
      case 'too-large':
        return tb('tooLarge', { length: detail.length, max: detail.max })
      case 'too-deep':
        return tb('tooDeep', { max: detail.max })
      case 'seed-mismatch':
        return tb('seedMismatch')
      case 'too-many-actions':
        return tb('tooManyActions', { count: detail.count, max: detail.max })
      case 'name-duplicate':
        return t('nameDuplicate', { name: detail.name })
      case 'player-count':
        return detail.count === null ? t('BAD_PLAYERS') : t('playerCount', { count: detail.count })
      case 'option-type':
        return detail.option === 'options' ? t('optionsType') : t('optionType', { option: detail.option })
    }
  }
  if (!ACTION_CODES.has(error.code)) return t(error.code)
  const reason = t(error.code)
  return error.action === undefined ? t('moveProblem', { reason }) : t('actionProblem', { number: error.action + 1, reason })
}
