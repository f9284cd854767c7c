import { memo } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Seat } from '../engine/types.ts'
import { SUIT_SYMBOL, isPlayingCards, moneySuit } from '../i18n/card-text.ts'
import { CARD_BOX, CHECK_BOX, FACE_SVG, u, type CardSize } from './card-size.ts'
import { MONEY_BACK } from './money-colours.ts'

/** Which pack a face-down card belongs to: its back says so, nothing more. */
export type CardBackKind = 'property' | 'check' | 'money'

/** Diagonal lines both ways across a w×h face, inside a margin: the lattice of a card back. */
function lattice(w: number, h: number, step: number): string {
  const m = 0.3
  let d = ''
  for (let x0 = -h; x0 <= w; x0 += step) {
    // Down to the right: (x0 + t, t).
    const a0 = Math.max(m, m - x0)
    const a1 = Math.min(h - m, w - m - x0)
    if (a1 > a0) d += `M${u(x0 + a0)} ${u(a0)}L${u(x0 + a1)} ${u(a1)}`
    // Down to the left: (x1 - t, t), x1 from the left edge to beyond the right.
    const x1 = x0 + h
    const b0 = Math.max(m, x1 - (w - m))
    const b1 = Math.min(h - m, x1 - m)
    if (b1 > b0) d += `M${u(x1 - b0)} ${u(b0)}L${u(x1 - b1)} ${u(b1)}`
  }
  return d
}

const PORTRAIT_LATTICE = lattice(5, 7, 0.5)
const LANDSCAPE_LATTICE = lattice(9, 5, 0.5)

/**
 * The back of a face-down card, for a table played "as the box" or a stack: For Sale properties navy
 * with a house, For Sale cheques green with a seal, Sold!'s deck blue (properties) or red (checks)
 * with a lattice, a Sold! money pack in its owner's colour with their mark. A back tells which pack
 * and, for money, whose; never what is on the face.
 * Decorative (`aria-hidden`) unless given a `label`.
 */
export const CardBack = memo(function CardBack(props: {
  readonly ruleset: RulesetId
  readonly kind: CardBackKind
  /** Whose money pack (Sold! money only): its colour and mark. */
  readonly seat?: Seat
  readonly size?: CardSize
  /** Extra classes for the card's box (a slot's own width, a stack's offset). */
  readonly className?: string
  /** A spoken name, when the back stands alone (a stack says its count elsewhere). */
  readonly label?: string
}) {
  const size = props.size ?? 'sm'
  const playing = isPlayingCards(props.ruleset)
  const landscape = props.kind === 'check' && !playing
  const box = landscape ? CHECK_BOX[size] : CARD_BOX[size]
  let colours: string
  let emblem: React.ReactNode
  if (props.kind === 'money') {
    const seat = props.seat ?? 0
    colours = MONEY_BACK[seat % MONEY_BACK.length] as string
    emblem = (
      <>
        <path d="M1.5 3.5a1.0 1.0 0 1 0 2.0 0a1.0 1.0 0 1 0-2.0 0Z" className="fill-white stroke-current" strokeWidth="0.1" />
        <text x="2.5" y="3.9" fontSize="1.1" textAnchor="middle" className="fill-slate-900">
          {SUIT_SYMBOL[moneySuit(seat)]}
        </text>
      </>
    )
  } else if (playing) {
    colours = props.kind === 'property' ? 'border-white bg-blue-800 text-blue-400' : 'border-white bg-red-800 text-red-400'
    emblem = <path d="M1.6 3.5L2.5 2.2L3.4 3.5L2.5 4.8Z" className="fill-white" />
  } else if (props.kind === 'property') {
    colours = 'border-white bg-sky-900 text-sky-600'
    emblem = (
      <>
        <path d="M1.3 3.5a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0Z" className="fill-white" />
        <path d="M1.8 3.6L2.5 2.9L3.2 3.6V4.2H1.8Z" className="fill-sky-900" />
      </>
    )
  } else {
    colours = 'border-white bg-emerald-800 text-emerald-500'
    emblem = <path d="M3.5 2.5a1.0 1.0 0 1 0 2.0 0a1.0 1.0 0 1 0-2.0 0Z" className="fill-white" />
  }
  return (
    <span
      {...(props.label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': props.label })}
      data-back={props.kind}
      className={`relative inline-block shrink-0 overflow-hidden border-2 shadow-sm ${box} ${colours} ${props.className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox={landscape ? "0.0 0.0 9.0 5.0" : "0.0 0.0 5.0 7.0"} className={FACE_SVG}>
        <path d={landscape ? LANDSCAPE_LATTICE : PORTRAIT_LATTICE} className="stroke-current" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
        {emblem}
      </svg>
    </span>
  )
})
