import type { BotLevel } from '../bots/levels.ts'
import { errorText } from '../i18n/error-text.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { formatList } from '../i18n/list-format.ts'
import { dateTag } from '../i18n/date-locale.ts'
import { historyMessages } from '../i18n/messages/history.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { storedMessages } from '../i18n/messages/stored.ts'
import { isRulesetId } from '../engine/rulesets.ts'
import { ANTIQUES_GAME_NAME, ANTIQUES_RULESET } from './counted-entry.ts'
import type { HistoryDamage, HistoryEntryHead } from './history-entry.ts'

/** "3 Dec 2026, 09:41" under an en-GB browser, "Dec 3, 2026, 9:41 AM" under en-US: the browser's way (date-locale.ts). */
export function finishedWhen(locale: Locale, ms: number, languages?: readonly string[]): string {
  return new Intl.DateTimeFormat(dateTag(locale, languages), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms))
}

/** The game's name: a ruleset's, or the kind's own id for a kind this screen does not name. */
export function gameName(locale: Locale, ruleset: string): string {
  if (ruleset === ANTIQUES_RULESET) return ANTIQUES_GAME_NAME
  return isRulesetId(ruleset) ? translator(rulesetMessages, locale)(`${ruleset}.name`) : ruleset
}

export function botName(locale: Locale, level: BotLevel): string {
  const t = translator(historyMessages, locale)
  return level === 'easy' ? t('botEasy') : level === 'normal' ? t('botNormal') : t('botStrong')
}

/** A computer player as BG Stats records it: "Gavel computer (strong)", so that it is not taken for a person. */
export function bgStatsBotName(locale: Locale, level: BotLevel): string {
  const t = translator(historyMessages, locale)
  return t(level === 'easy' ? 'bgStatsBotEasy' : level === 'normal' ? 'bgStatsBotNormal' : 'bgStatsBotStrong')
}

/** "Ana won" / "Ana and Ben shared the win". */
export function winnersText(locale: Locale, entry: HistoryEntryHead): string {
  const t = translator(historyMessages, locale)
  const winners = entry.players.filter((p) => p.winner).map((p) => p.name)
  return winners.length > 1 ? t('sharedWin', { names: formatList(locale, winners) }) : t('won', { names: winners[0] ?? '' })
}

export function damageText(locale: Locale, damage: HistoryDamage): string {
  const t = translator(historyMessages, locale)
  switch (damage.kind) {
    case 'unreadable':
      return t('damagedUnreadable')
    case 'too-large':
      return translator(storedMessages, locale)('damagedTooLarge')
    case 'foreign':
      return t('damagedForeign')
    case 'newer':
      return t('damagedNewer', { version: damage.version })
    case 'unknown-kind':
      return t('damagedKind', { kind: damage.entryKind })
    case 'invalid':
      return damage.error === null ? t('damagedResult') : t('damagedInvalid', { reason: errorText(locale, damage.error) })
  }
}
