import { memo } from 'react'
import type { Seat } from '../engine/types.ts'
import { moneyCardLabel, moneyRank, moneySuit } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import type { CardSize } from './card-size.ts'
import { PlayingCardFace } from './playing-card.tsx'

/**
 * A Sold! money card: value 1–8 (printed A for 1) in its owner's suit.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const MoneyCard = memo(function MoneyCard(props: { readonly seat: Seat; readonly value: number; readonly size?: CardSize }) {
  const locale = useLocale((s) => s.locale)
  return (
    <PlayingCardFace
      rank={moneyRank(props.value)}
      suit={moneySuit(props.seat)}
      label={moneyCardLabel(locale, props.seat, props.value)}
      size={props.size ?? 'sm'}
    />
  )
})
