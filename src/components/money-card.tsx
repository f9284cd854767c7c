import { memo } from 'react'
import type { Seat } from '../engine/types.ts'
import { SUIT_SYMBOL, moneyCardLabel, moneySuit } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { CARD_BOX, FACE_SVG, type CardSize } from './card-size.ts'
import { MONEY_FACE } from './money-colours.ts'

/** The full face: a banknote's double frame and fine rings, the value large in a medallion, the owner's mark in two corners. */
function FullMoney(props: { readonly value: number; readonly mark: string; readonly className?: string }) {
  const corner = (
    <text x="0.7" y="1.3" fontSize="0.9" textAnchor="middle" className="fill-current">
      {props.mark}
    </text>
  )
  return (
    <g data-layout="full" className={props.className}>
      <path d="M0.3 0.3h4.4v6.4h-4.4zM0.5 0.5h4.0v6.0h-4.0z" className="fill-none stroke-current" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      <path
        d="M0.9 3.5a1.6 2.4 0 1 0 3.2 0a1.6 2.4 0 1 0-3.2 0ZM1.1 3.5a1.4 2.1 0 1 0 2.8 0a1.4 2.1 0 1 0-2.8 0Z"
        className="fill-none stroke-current opacity-40"
        strokeWidth="1.0" vectorEffect="non-scaling-stroke"
      />
      <path d="M1.3 3.5a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0Z" className="fill-white stroke-current" strokeWidth="0.1" />
      <text x="2.5" y="4.2" fontSize="1.9" textAnchor="middle" className="fill-current font-black">
        {props.value}
      </text>
      {corner}
      <g transform="matrix(-1 0 0 -1 5.0 7.0)">{corner}</g>
    </g>
  )
}

/** A narrow money card (and one in an overlapping hand): value and mark in the corner that stays in view. */
function CompactMoney(props: { readonly value: number; readonly mark: string; readonly className?: string }) {
  return (
    <g data-layout="compact" className={props.className}>
      <path d="M0.3 0.3h4.4v6.4h-4.4z" className="fill-none stroke-current" strokeWidth="0.2" />
      <text x="1.4" y="2.6" fontSize="2.6" textAnchor="middle" className="fill-current font-black">
        {props.value}
      </text>
      <text x="1.4" y="4.4" fontSize="1.6" textAnchor="middle" className="fill-current">
        {props.mark}
      </text>
    </g>
  )
}

/**
 * A Sold! money card: a pack of its own, not a playing card. A banknote's double frame in its owner's
 * colour, the value as a number (1–8, no ace) and the owner's mark, so money never reads as one of the
 * ♠♣ properties or ♥♦ checks. Its back is `CardBack` with `kind="money"`.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const MoneyCard = memo(function MoneyCard(props: {
  readonly seat: Seat
  readonly value: number
  readonly size?: CardSize
  /** Extra classes for the card's box (a slot's own width, a lift when chosen). */
  readonly className?: string
}) {
  const locale = useLocale((s) => s.locale)
  const size = props.size ?? 'sm'
  const mark = SUIT_SYMBOL[moneySuit(props.seat)]
  const frame = MONEY_FACE[props.seat % MONEY_FACE.length] as string
  return (
    <span
      role="img"
      aria-label={moneyCardLabel(locale, props.seat, props.value)}
      className={`relative inline-block shrink-0 overflow-hidden border-2 shadow-sm ${frame} ${CARD_BOX[size]} ${props.className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox="0.0 0.0 5.0 7.0" className={FACE_SVG}>
        {size === 'sm' ? (
          <CompactMoney value={props.value} mark={mark} />
        ) : size === 'fill' ? (
          <>
            <FullMoney value={props.value} mark={mark} className="@max-[3.5rem]:hidden" />
            <CompactMoney value={props.value} mark={mark} className="hidden @max-[3.5rem]:inline" />
          </>
        ) : (
          <FullMoney value={props.value} mark={mark} />
        )}
      </svg>
    </span>
  )
})
