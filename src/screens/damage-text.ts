import type { errorText } from '../i18n/error-text.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { homeMessages } from '../i18n/messages/home.ts'
import { storedMessages } from '../i18n/messages/stored.ts'
import type { DamageReason } from '../store/saved-games.ts'

/*
 * What is wrong with a damaged save, in words (Home). Damage is found by the engine reading a save, so
 * this comes with it (saved-games-list.tsx), off the first page.
 */

/** `errorExplained`: errorText once loaded (useLazyErrorText); until then the reason shows as "…". */
export function damageText(locale: Locale, reason: DamageReason, errorExplained: typeof errorText | null = null): string {
  const t = translator(homeMessages, locale)
  switch (reason.kind) {
    case 'missing':
      return t('damagedMissing')
    case 'unreadable':
      return t('damagedUnreadable')
    case 'too-large':
      return translator(storedMessages, locale)('damagedTooLarge')
    case 'foreign':
      return t('damagedForeign')
    case 'newer':
      return t('damagedNewer', { version: reason.version })
    case 'invalid':
      return t('damagedInvalid', { reason: errorExplained === null ? '…' : errorExplained(locale, reason.error) })
  }
}
