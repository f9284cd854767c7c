import type { RulesetId } from '../engine/rulesets.ts'
import { useT } from '../i18n/i18n.ts'
import { rulesButtonMessages } from '../i18n/messages/rules-button.ts'
import { openRules } from './rules-overlay.ts'

/** The header style of the table's dark bars; screens on a light background pass their own. */
const DARK =
  'min-h-11 rounded-lg border-2 border-white px-4 font-semibold text-white focus-ring'

/**
 * "Rules": opens the rules reference over the current screen, on this game's ruleset if there is one.
 * `compact`: on a phone the sign alone, the word still its name (the table's top bar, where the word
 * would crowd "Auction 1 of 10" into the buttons).
 */
export function RulesButton(props: { readonly ruleset?: RulesetId; readonly className?: string; readonly compact?: boolean }) {
  const t = useT(rulesButtonMessages)
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={props.className ?? DARK}
      onClick={() => openRules({ ruleset: props.ruleset ?? null })}
    >
      <span aria-hidden="true">§</span>{' '}
      <span className={props.compact === true ? 'sr-only sm:not-sr-only' : undefined}>{t('open')}</span>
    </button>
  )
}
