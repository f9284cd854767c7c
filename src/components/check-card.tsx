import { memo } from 'react'
import { checkValue, playingCard } from '../engine/cards.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { checkLabel, isPlayingCards } from '../i18n/card-text.ts'
import { formatMoney, useLocale, useT } from '../i18n/i18n.ts'
import { cardMessages } from '../i18n/messages/cards.ts'
import { CHECK_BOX, type CardSize } from './card-size.ts'
import { PlayingCardFace } from './playing-card.tsx'

/**
 * A check: a Sold! heart or diamond worth its rank, or a For Sale check in dollars (0 plainly "refused").
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const CheckCard = memo(function CheckCard(props: { readonly ruleset: RulesetId; readonly card: Card; readonly size?: CardSize }) {
  const locale = useLocale((s) => s.locale)
  const t = useT(cardMessages)
  const size = props.size ?? 'md'
  const label = checkLabel(locale, props.ruleset, props.card)
  if (isPlayingCards(props.ruleset)) {
    const c = playingCard(props.card, 'check')
    const value = checkValue(props.ruleset, props.card)
    return <PlayingCardFace rank={c.rank} suit={c.suit} label={label} size={size} note={t('worth', { value })} />
  }
  const refused = props.card === 0
  return (
    <span
      role="img"
      aria-label={label}
      className={`inline-flex shrink-0 items-center justify-center border-2 ${size === 'sm' && refused ? 'flex-row gap-1' : 'flex-col'} px-0.5 text-center shadow-sm ${CHECK_BOX[size]} ${
        refused
          ? 'border-dashed border-slate-700 bg-slate-200 text-slate-900'
          : 'border-emerald-900 bg-emerald-50 text-emerald-950'
      }`}
    >
      {refused ? (
        <>
          <span aria-hidden="true" className="font-black leading-none">
            0
          </span>
          <span aria-hidden="true" className={`-rotate-6 border border-slate-800 px-0.5 font-bold uppercase leading-tight ${size === 'sm' ? 'text-[0.5rem]' : 'text-xs'}`}>
            {t('refused')}
          </span>
        </>
      ) : (
        <span aria-hidden="true" className="font-bold leading-tight tabular-nums">
          {formatMoney(locale, props.ruleset, props.card)}
        </span>
      )}
    </span>
  )
})
