import { memo } from 'react'
import type { Rank } from '../engine/cards.ts'
import { RED_SUITS, SUIT_SYMBOL, type SuitKey } from '../i18n/card-text.ts'
import { CARD_BIG_SYMBOL, CARD_BOX, type CardSize } from './card-size.ts'

/**
 * Where the pips of each rank sit, as [column 0–2, row 0–6] on the card's face: the usual layouts
 * of a French deck.
 */
const PIPS: { readonly [R in Rank]?: readonly (readonly [number, number])[] } = {
  A: [[1, 3]],
  '2': [[1, 0], [1, 6]],
  '3': [[1, 0], [1, 3], [1, 6]],
  '4': [[0, 0], [2, 0], [0, 6], [2, 6]],
  '5': [[0, 0], [2, 0], [1, 3], [0, 6], [2, 6]],
  '6': [[0, 0], [2, 0], [0, 3], [2, 3], [0, 6], [2, 6]],
  '7': [[0, 0], [2, 0], [1, 1.5], [0, 3], [2, 3], [0, 6], [2, 6]],
  '8': [[0, 0], [2, 0], [1, 1.5], [0, 3], [2, 3], [1, 4.5], [0, 6], [2, 6]],
  '9': [[0, 0], [2, 0], [0, 2], [2, 2], [1, 3], [0, 4], [2, 4], [0, 6], [2, 6]],
  '10': [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2], [0, 4], [2, 4], [1, 5], [0, 6], [2, 6]],
}

/** The court cards' figures: king ♔, queen ♕, jack (the knave, a knight) ♘. */
const FACES: { readonly [R in Rank]?: string } = { K: '♔', Q: '♕', J: '♘' }

/**
 * The middle of a card: its pips laid out as on a real card (all upright: an upside-down ♥ reads as
 * a ♠ at a glance), or the figure of a court card.
 */
export function CardMiddle(props: { readonly rank: Rank; readonly symbol: string }) {
  const face = FACES[props.rank]
  if (face !== undefined) {
    return (
      <svg aria-hidden="true" viewBox="0 0 40 60" className="ml-[12%] h-[76%] w-[58%]">
        <rect x={3} y={3} width={34} height={54} rx={3} className="fill-none stroke-current" strokeWidth={1} />
        <text x={20} y={34} textAnchor="middle" dominantBaseline="middle" fontSize={30} className="fill-current">
          {face}
        </text>
        <text x={20} y={52} textAnchor="middle" fontSize={11} className="fill-current">
          {props.symbol}
        </text>
      </svg>
    )
  }
  const pips = PIPS[props.rank] ?? []
  const big = props.rank === 'A'
  return (
    <svg aria-hidden="true" viewBox="0 0 40 60" className="ml-[12%] h-[76%] w-[58%]">
      {pips.map(([col, row], i) => (
        <text
          key={i}
          x={8 + col * 12}
          y={6 + row * 8}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={big ? 30 : 11}
          className="fill-current"
        >
          {props.symbol}
        </text>
      ))}
    </svg>
  )
}

/**
 * A playing card's face: rank and suit in the corners, the pips (or the court figure) in the middle,
 * so suits are told apart by shape, never by colour alone; `note` adds a line (a Sold! check's worth).
 * The whole face is one image for screen readers, named by `label`.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const PlayingCardFace = memo(function PlayingCardFace(props: {
  readonly rank: Rank
  readonly suit: SuitKey
  readonly label: string
  readonly size?: CardSize
  /** Extra line under the pips (e.g. a Sold! check's worth). */
  readonly note?: string
}) {
  const size = props.size ?? 'md'
  const red = RED_SUITS.includes(props.suit)
  const symbol = SUIT_SYMBOL[props.suit]
  return (
    <span
      role="img"
      aria-label={props.label}
      className={`relative inline-flex shrink-0 flex-col items-center justify-center border-2 border-slate-800 bg-white shadow-sm ${CARD_BOX[size]} ${red ? 'text-red-700' : 'text-slate-900'}`}
    >
      <span aria-hidden="true" className="absolute left-1 top-0.5 text-center font-bold leading-none">
        {props.rank}
        <span className="block">{symbol}</span>
      </span>
      {size === 'sm' ? (
        <span aria-hidden="true" className={`ml-3 mt-4 leading-none ${CARD_BIG_SYMBOL.sm}`}>
          {symbol}
        </span>
      ) : (
        <>
          <CardMiddle rank={props.rank} symbol={symbol} />
          {props.note !== undefined && (
            <span aria-hidden="true" className="absolute inset-x-0 bottom-0.5 text-center text-base font-bold leading-none">
              {props.note}
            </span>
          )}
        </>
      )}
    </span>
  )
})
