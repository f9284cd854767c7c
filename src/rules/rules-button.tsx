import type { RulesetId } from '../engine/rulesets.ts'
import { useT } from '../i18n/i18n.ts'
import { rulesButtonMessages } from '../i18n/messages/rules-button.ts'
import { openRules } from './rules-overlay.ts'

/** The header style of the table's dark bars; screens on a light background pass their own. */
const DARK =
  'min-h-11 rounded-lg border-2 border-white px-4 font-semibold text-white focus-ring'

/** An open book: what a rules booklet looks like, where "§" meant nothing to most players. */
function BookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5Z" />
      <path d="M12 6.5v13" />
    </svg>
  )
}

/**
 * "Rules": opens the rules reference over the current screen, on this game's ruleset if there is one.
 * `compact` (the table's top bar): on a phone the book with the word in small letters under it, so
 * the button stays as narrow as the menu's and "Auction 1 of 10" keeps its room.
 */
export function RulesButton(props: { readonly ruleset?: RulesetId; readonly className?: string; readonly compact?: boolean }) {
  const t = useT(rulesButtonMessages)
  const compact = props.compact === true
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={props.className ?? DARK}
      onClick={() => openRules({ ruleset: props.ruleset ?? null })}
    >
      <span className={compact ? 'flex flex-col items-center leading-none sm:flex-row sm:gap-1.5 sm:leading-normal' : 'inline-flex items-center gap-1.5'}>
        <BookIcon />
        <span className={compact ? 'text-[0.625rem] tracking-tight sm:text-base sm:tracking-normal' : undefined}>{t('open')}</span>
      </span>
    </button>
  )
}
