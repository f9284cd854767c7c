import { memo } from 'react'
import type { Rank } from '../engine/cards.ts'
import { RED_SUITS, type SuitKey } from '../i18n/card-text.ts'
import { CARD_BOX, FACE_SVG, u, type CardSize } from './card-size.ts'

/** The four card suits, drawn in a 2×2 box centred on 0 (one decimal, like every card coordinate). */
export const SUIT_PATH = {
  H: 'M0.0 0.9C-0.4 0.5-1.0 0.1-1.0-0.4C-1.0-0.9-0.4-1.1 0.0-0.6C0.4-1.1 1.0-0.9 1.0-0.4C1.0 0.1 0.4 0.5 0.0 0.9Z',
  D: 'M0.0-1.0L0.8 0.0L0.0 1.0L-0.8 0.0Z',
  S: 'M0.0-1.0C-0.4-0.5-1.0-0.1-1.0 0.3C-1.0 0.8-0.4 1.0-0.1 0.6L-0.3 1.0H0.3L0.1 0.6C0.4 1.0 1.0 0.8 1.0 0.3C1.0-0.1 0.4-0.5 0.0-1.0Z',
  C: 'M-0.4-0.5a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0ZM-0.9 0.2a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0ZM0.1 0.2a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0ZM-0.1-0.1L-0.3 1.0H0.3L0.1-0.1Z',
} as const

export type CardSuit = keyof typeof SUIT_PATH

/**
 * Where the pips of each rank sit, as [column 0–2, row 0–6] on the card's face: the usual layouts
 * of a French deck (the 7's odd pip high, the 8's two in the middle column, the 10's a row in from
 * the ends). Pips below the middle row are drawn upside down, as on a real card.
 */
export const PIP_LAYOUT: { readonly [R in Rank]?: readonly (readonly [number, number])[] } = {
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

/** A pip's centre on the 5×7 face. */
export function pipCentre(col: number, row: number): readonly [number, number] {
  return [1.6 + col * 0.9, 1.4 + row * 0.7]
}

function Pip(props: { readonly suit: CardSuit; readonly x: number; readonly y: number; readonly scale: number; readonly flip?: boolean }) {
  return (
    <path
      data-pip=""
      d={SUIT_PATH[props.suit]}
      transform={`translate(${u(props.x)} ${u(props.y)}) scale(${u(props.scale)})${props.flip === true ? ' scale(-1)' : ''}`}
      className="fill-current"
    />
  )
}

/** The index in a corner: rank over suit. */
function Index(props: { readonly rank: Rank; readonly suit: CardSuit }) {
  return (
    <>
      <text x="0.6" y="1.1" fontSize="0.9" textAnchor="middle" textLength={props.rank === '10' ? '0.9' : undefined} lengthAdjust="spacingAndGlyphs" className="fill-current font-black">
        {props.rank}
      </text>
      <Pip suit={props.suit} x={0.6} y={1.6} scale={0.3} />
    </>
  )
}

/** One half of a court card's figure (the other is the same turned about the centre). */
function CourtHalf(props: { readonly rank: 'J' | 'Q' | 'K'; readonly suit: CardSuit }) {
  const { rank } = props
  return (
    <g>
      <text x="1.5" y="1.6" fontSize="0.6" textAnchor="middle" className="fill-current font-black">
        {rank}
      </text>
      <Pip suit={props.suit} x={3.5} y={1.4} scale={0.2} />
      {rank === 'Q' && <path d="M1.9 2.3Q1.9 1.5 2.5 1.5Q3.1 1.5 3.1 2.3L3.3 3.1H1.7Z" className="fill-amber-800" />}
      {/* The robe, in the suit's colour, with a gold collar. */}
      <path d="M1.2 3.5L1.3 3.0Q1.5 2.7 2.5 2.7Q3.5 2.7 3.7 3.0L3.8 3.5Z" className="fill-current stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
      <path d="M2.1 2.8L2.5 3.2L2.9 2.8Z" className="fill-amber-400 stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
      <path d="M2.1 2.2a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0Z" className="fill-orange-100 stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
      <path d="M2.3 2.1h0.1v0.1h-0.1zM2.6 2.1h0.1v0.1h-0.1z" className="fill-slate-900" />
      <path d="M2.4 2.4q0.1 0.1 0.2 0" className="fill-none stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
      {rank === 'K' && (
        <>
          <path d="M2.1 2.4Q2.5 3.1 2.9 2.4Q2.5 2.7 2.1 2.4Z" className="fill-slate-500 stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
          <path d="M2.0 1.9L1.9 1.1L2.2 1.4L2.5 1.0L2.8 1.4L3.1 1.1L3.0 1.9Z" className="fill-amber-400 stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
        </>
      )}
      {rank === 'Q' && (
        <>
          <path d="M2.1 1.9L2.1 1.4Q2.5 1.1 2.9 1.4L2.9 1.9Z" className="fill-amber-400 stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
          <path d="M2.4 1.5h0.2v0.2h-0.2z" className="fill-current" />
        </>
      )}
      {rank === 'J' && (
        <>
          <path d="M1.9 1.9Q2.0 1.3 2.5 1.3Q3.0 1.3 3.1 1.9Z" className="fill-current stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
          <path d="M2.9 1.5Q3.4 0.9 3.7 1.1Q3.4 1.3 3.0 1.7Z" className="fill-amber-400 stroke-slate-900" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
        </>
      )}
    </g>
  )
}

/** The middle of a court card: a framed figure with its crown (K), tiara (Q) or feathered cap (J), mirrored. */
function Court(props: { readonly rank: 'J' | 'Q' | 'K'; readonly suit: CardSuit }) {
  return (
    <g data-court={props.rank}>
      <path d="M1.1 0.9h2.8v5.2h-2.8z" className="fill-amber-50 stroke-current" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      <CourtHalf rank={props.rank} suit={props.suit} />
      <g transform="matrix(-1 0 0 -1 5.0 7.0)">
        <CourtHalf rank={props.rank} suit={props.suit} />
      </g>
      <path d="M1.1 3.5h2.8" className="stroke-current" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
    </g>
  )
}

const isCourt = (rank: Rank): rank is 'J' | 'Q' | 'K' => rank === 'J' || rank === 'Q' || rank === 'K'

/** The full face: indexes in two corners, the pips or the court figure, and an optional note at the foot. */
function FullFace(props: { readonly rank: Rank; readonly suit: CardSuit; readonly note?: string | undefined; readonly className?: string }) {
  const { rank, suit } = props
  const pips = PIP_LAYOUT[rank] ?? []
  // About 0.3 units a character at this size: a long note is squeezed into the space between the corners.
  const noteLength = props.note === undefined ? 0 : props.note.length * 0.3
  return (
    <g data-layout="full" className={props.className}>
      <Index rank={rank} suit={suit} />
      <g transform="matrix(-1 0 0 -1 5.0 7.0)">
        <Index rank={rank} suit={suit} />
      </g>
      {isCourt(rank) ? (
        <Court rank={rank} suit={suit} />
      ) : rank === 'A' ? (
        <Pip suit={suit} x={2.5} y={3.5} scale={1.1} />
      ) : (
        pips.map(([col, row], i) => {
          const [x, y] = pipCentre(col, row)
          return <Pip key={i} suit={suit} x={x} y={y} scale={0.4} flip={row > 3} />
        })
      )}
      {props.note !== undefined && (
        <>
          <path d="M1.1 6.2h2.8v0.7h-2.8z" className="fill-white stroke-current" strokeWidth="1.0" vectorEffect="non-scaling-stroke" />
          <text
            x="2.5"
            y="6.7"
            fontSize="0.5"
            textAnchor="middle"
            textLength={noteLength > 2.6 ? '2.6' : undefined}
            lengthAdjust="spacingAndGlyphs"
            className="fill-current font-bold"
          >
            {props.note}
          </text>
        </>
      )}
    </g>
  )
}

/** A narrow card's face (under 3.5 rem): the rank large over its suit, and one big pip. */
function CompactFace(props: { readonly rank: Rank; readonly suit: CardSuit; readonly className?: string }) {
  return (
    <g data-layout="compact" className={props.className}>
      <text x="0.3" y="2.0" fontSize="1.9" textLength={props.rank === '10' ? '2.4' : undefined} lengthAdjust="spacingAndGlyphs" className="fill-current font-black">
        {props.rank}
      </text>
      <Pip suit={props.suit} x={1.1} y={3.0} scale={0.7} />
      <Pip suit={props.suit} x={3.3} y={5.3} scale={1.2} />
    </g>
  )
}

/**
 * A playing card's face: rank and suit in the corners, the pips in their usual places or a court
 * figure in the middle, suits told apart by shape as well as colour; `note` adds a line at the foot
 * (a Sold! check's worth). Drawn in one SVG that scales with the card: `sm` cards show the large
 * index only, `fill` cards switch to it by themselves when the slot is narrow.
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
  /** Extra classes for the card's box (a slot's own width, a shadow, a ring). */
  readonly className?: string | undefined
}) {
  const size = props.size ?? 'md'
  const red = RED_SUITS.includes(props.suit)
  const suit: CardSuit = props.suit === 'H' || props.suit === 'D' || props.suit === 'S' ? props.suit : 'C'
  return (
    <span
      role="img"
      aria-label={props.label}
      className={`relative inline-block shrink-0 overflow-hidden border-2 border-slate-800 bg-white shadow-sm ${CARD_BOX[size]} ${red ? 'text-red-700' : 'text-slate-900'} ${props.className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox="0.0 0.0 5.0 7.0" className={FACE_SVG}>
        {size === 'sm' ? (
          <CompactFace rank={props.rank} suit={suit} />
        ) : size === 'fill' ? (
          <>
            <FullFace rank={props.rank} suit={suit} note={props.note} className="@max-[3.5rem]:hidden" />
            <CompactFace rank={props.rank} suit={suit} className="hidden @max-[3.5rem]:inline" />
          </>
        ) : (
          <FullFace rank={props.rank} suit={suit} note={props.note} />
        )}
      </svg>
    </span>
  )
})
