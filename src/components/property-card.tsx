import { memo } from 'react'
import { playingCard } from '../engine/cards.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { isPlayingCards, propertyLabel } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { CARD_BOX, CARD_NUMBER, CARD_ROOF_ROOM, type CardSize } from './card-size.ts'
import { PlayingCardFace } from './playing-card.tsx'

/**
 * A property: a Sold! club or spade, or a For Sale house numbered 1–30.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const PropertyCard = memo(function PropertyCard(props: { readonly ruleset: RulesetId; readonly card: Card; readonly size?: CardSize }) {
  const locale = useLocale((s) => s.locale)
  const size = props.size ?? 'md'
  const label = propertyLabel(locale, props.ruleset, props.card)
  if (isPlayingCards(props.ruleset)) {
    const c = playingCard(props.card, 'property')
    return <PlayingCardFace rank={c.rank} suit={c.suit} label={label} size={size} />
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-flex shrink-0 flex-col items-center justify-center overflow-hidden border-2 border-amber-900 bg-amber-50 text-amber-950 shadow-sm ${CARD_ROOF_ROOM[size]} ${CARD_BOX[size]}`}
    >
      {/* A roof over the number: the card reads as a house at a glance. */}
      <svg aria-hidden="true" viewBox="0 0 40 20" className="absolute inset-x-1 top-1 w-[calc(100%-0.5rem)]">
        <path d="M2 19 L20 2 L38 19 Z" className="fill-amber-700" />
      </svg>
      <span aria-hidden="true" className={`font-black leading-none tabular-nums ${CARD_NUMBER[size]}`}>
        {props.card}
      </span>
    </span>
  )
})
