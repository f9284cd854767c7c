import { memo, type ReactNode } from 'react'
import {} from '../i18n/i18n.ts'
import { feltMessages } from '../i18n/messages/felt.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { RulesButton } from '../rules/rules-button.tsx'
import type { RulesetId } from '../engine/rulesets.ts'
import { SoundMute } from './sound-toggle.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

/** The top bar's buttons (menu, rules, undo): on a phone their sign alone, so the top bar stays one line. */
export const BAR_BUTTON = 'min-h-11 min-w-11 shrink-0 rounded-lg border-2 border-white px-2 font-semibold sm:px-4 focus-ring'

/**
 * The table's top bar, one line at every size: the menu and the rules, where the game is ("Auction
 * 3 of 7" with a pip per auction), undo and the sound switch, each one tap away.
 */
export const TableTopBar = memo(function TableTopBar(props: {
  readonly ruleset: RulesetId
  readonly onOpenMenu: () => void
  /** "Auction 3 of 7"; nothing between phases. */
  readonly title: string | null
  /** How many auctions (or sale rounds) are done, and how many in all: the pips. */
  readonly done: number
  readonly total: number
  /** The undo button, when undo is offered. */
  readonly undo?: ReactNode
}) {
  const t = useEditionT(tableMessages)
  const tf = useEditionT(feltMessages)
  return (
    <header className="relative z-20 flex h-14 shrink-0 items-center gap-1.5 bg-slate-950 px-1.5 text-white sm:gap-2 sm:px-3 xl:h-16">
      <button type="button" onClick={props.onOpenMenu} className={BAR_BUTTON}>
        <span aria-hidden="true">☰</span>
        {/* On a phone the icon alone, so the top bar stays one line. */}
        <span className="sr-only sm:not-sr-only sm:ml-1">{t('menu')}</span>
      </button>
      <RulesButton ruleset={props.ruleset} compact className={BAR_BUTTON} />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-0.5 leading-tight">
        {/* Whole, never cut: on a phone a long title ("Manche d'achat 10 sur 10") takes two short lines. */}
        {props.title !== null && <p className="max-w-full text-center text-[0.9375rem] leading-[1.1] font-bold text-balance [overflow-wrap:anywhere] sm:text-lg sm:leading-tight xl:text-xl">{props.title}</p>}
        {props.total > 0 && (
          <span role="img" aria-label={tf('progress', { done: props.done, total: props.total })} className="flex gap-1">
            {Array.from({ length: props.total }, (_, i) => (
              <span key={i} className={`size-2 rounded-full border border-amber-200 ${i < props.done ? 'bg-amber-300' : i === props.done ? 'bg-amber-100/60' : ''}`} />
            ))}
          </span>
        )}
      </div>
      {props.undo}
      <SoundMute />
    </header>
  )
})
