import { memo } from 'react'
import { playingCard } from '../engine/cards.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { isPlayingCards, propertyLabel } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { CARD_BOX, CARD_NUMBER, type CardSize } from './card-size.ts'
import { PlayingCardFace } from './playing-card.tsx'

/** Floors of the building drawn on a For Sale property: a cabin for the 1, a tower for the 30. */
export function houseFloors(card: Card): number {
  return Math.min(5, Math.max(1, Math.ceil(card / 6)))
}

/** One decimal at most: the drawing's coordinates stay within 0–8, so no two-digit number is ever written in the page. */
const r = (n: number) => Math.round(n * 10) / 10

/**
 * The building on a For Sale card, growing with its number (one floor per six). Drawn in an 8×8 box
 * with one decimal, so its coordinates never spell a property's number (the sale screen's privacy
 * checks look for it in the page).
 */
function House(props: { readonly card: Card }) {
  const floors = houseFloors(props.card)
  const floor = 1.2
  const width = 2.8 + floors * 0.8
  const height = floors * floor
  const x = (8 - width) / 2
  const top = 7.6 - height
  const windows = floors >= 3 ? 3 : 2
  const cells = []
  for (let f = 0; f < floors; f++) {
    for (let w = 0; w < windows; w++) {
      // The ground floor's middle is the door.
      if (f === floors - 1 && windows === 3 && w === 1) continue
      cells.push(<rect key={`${f}-${w}`} x={r(x + ((w + 0.5) * width) / windows - 0.3)} y={r(top + f * floor + 0.3)} width={0.6} height={0.6} className="fill-sky-300" />)
    }
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 8 8" className="w-full">
      <rect x={0} y={7.6} width={8} height={0.4} className="fill-emerald-700" />
      <path d={`M${r(x - 0.4)} ${r(top)} L4 ${r(top - 1.4)} L${r(x + width + 0.4)} ${r(top)} Z`} className="fill-amber-700" />
      <rect x={r(x)} y={r(top)} width={r(width)} height={r(height)} className="fill-amber-200 stroke-amber-900" strokeWidth={0.1} />
      {cells}
      <rect x={3.7} y={6.8} width={0.6} height={0.8} className="fill-amber-900" />
    </svg>
  )
}

/**
 * A property: a Sold! club or spade, or a For Sale house numbered 1–30, its number large and its
 * building taller the higher the number, so a card's worth reads at a glance.
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
      className={`relative inline-flex shrink-0 flex-col items-center justify-between overflow-hidden border-2 border-amber-900 bg-gradient-to-b from-sky-100 to-amber-50 px-1 pb-0.5 text-amber-950 shadow-sm ${CARD_BOX[size]}`}
    >
      <span aria-hidden="true" className={`pt-0.5 font-black leading-none tabular-nums ${CARD_NUMBER[size]}`}>
        {props.card}
      </span>
      <House card={props.card} />
    </span>
  )
})
