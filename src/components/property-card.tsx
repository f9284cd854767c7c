import { memo } from 'react'
import { playingCard } from '../engine/cards.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { isPlayingCards, propertyLabel } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { Building } from './building.tsx'
import { CARD_BOX, FACE_SVG, type CardSize } from './card-size.ts'
import { PlayingCardFace } from './playing-card.tsx'

/** Floors of the building drawn on a For Sale property, roughly: one for the lowest, five for the 30. */
export function houseFloors(card: Card): number {
  return Math.min(5, Math.max(1, Math.ceil(card / 6)))
}

/**
 * A For Sale property's face, drawn in 5×7 units: the number large in the top-left corner and upside
 * down in the bottom-right, as on the box's cards, and a building between them that grows with the
 * number (`building.tsx`), on a strip of sky.
 */
function ForSaleFace(props: { readonly card: Card }) {
  const number = String(props.card)
  // Two digits are drawn a little narrower so they never reach the building's towers.
  const corner = (
    <text x="0.3" y="1.7" fontSize="1.9" textLength={number.length > 1 ? '2.2' : undefined} lengthAdjust="spacingAndGlyphs" className="fill-current font-black">
      {number}
    </text>
  )
  return (
    <svg aria-hidden="true" viewBox="0.0 0.0 5.0 7.0" className={FACE_SVG}>
      <path d="M0.0 0.0h5.0v5.1h-5.0z" className="fill-sky-100" />
      <g transform="translate(0.0 0.2) scale(0.5)">
        <Building card={props.card} />
      </g>
      {corner}
      <g transform="matrix(-1 0 0 -1 5.0 7.0)">{corner}</g>
    </svg>
  )
}

/**
 * A property: a Sold! club or spade, or a For Sale house numbered 1–30, its number large and its
 * building taller the higher the number, so a card's worth reads at a glance.
 * `size` sets the width (`fill`: the slot's width); the height follows the card's shape.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const PropertyCard = memo(function PropertyCard(props: {
  readonly ruleset: RulesetId
  readonly card: Card
  readonly size?: CardSize
  /** Extra classes for the card's box (a slot's own width, a shadow, a ring). */
  readonly className?: string
}) {
  const locale = useLocale((s) => s.locale)
  const size = props.size ?? 'md'
  const label = propertyLabel(locale, props.ruleset, props.card)
  if (isPlayingCards(props.ruleset)) {
    const c = playingCard(props.card, 'property')
    return <PlayingCardFace rank={c.rank} suit={c.suit} label={label} size={size} className={props.className} />
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-block shrink-0 overflow-hidden border-2 border-slate-900 bg-amber-50 text-slate-950 shadow-sm ${CARD_BOX[size]} ${props.className ?? ''}`}
    >
      <ForSaleFace card={props.card} />
    </span>
  )
})
