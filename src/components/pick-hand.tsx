import { useLayoutEffect, useRef, useState } from 'react'
import type { Card } from '../engine/types.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import { PropertyCard } from './property-card.tsx'

/** Room a row of the hand keeps for the chosen card's lift, the fan's slant and the list's own padding, in rem. */
const ROW_ROOM_REM = 3.5
/** How much of a back-row card the front row leaves in view, top down (its value is in its top corner). */
const BACK_ROW_SHOWN = 0.7

/** How much of each card its neighbour leaves in view in a fan of `n`: enough for a finger on its middle. */
export function fanShown(n: number): number {
  return n > 5 ? 0.6 : n > 3 ? 0.7 : 1
}

/** How the hand is laid out: in one row or two, and each card's width with its button's border, in px. */
export interface HandLayout {
  readonly rows: 1 | 2
  readonly cardWidth: number
}

/**
 * The hand's layout in a room `width` × `height` px (the list's content box, and its section's height
 * less a row's room for the lift and the slant, `ROW_ROOM_REM`), for `n` cards no wider than `max` px. A
 * card is as tall as its row allows, and never so wide that the overlapped cards show less of
 * themselves than `fanShown` says: a finger on a card's middle lands on that card, not the one over it.
 * A long hand on a phone (ten properties at three players) stands in two rows, the back row's tops
 * above the front row's, as a hand of cards is held, instead of one row of cards half the size: two
 * rows only where they draw the cards at least a sixth larger, so a hand that fits one row stays in one.
 * Null until the room has been measured.
 */
export function handLayout(n: number, width: number, height: number, max: number): HandLayout | null {
  if (width <= 0 || height <= 0) return null
  const row = (count: number, tall: number) => Math.max(0, Math.min(max, (tall * 5) / 7 + 8, width / (1 + Math.max(0, count - 1) * fanShown(count))))
  const one = row(n, height)
  if (n < 6) return { rows: 1, cardWidth: one }
  const two = row(Math.ceil(n / 2), height / (1 + BACK_ROW_SHOWN))
  return two >= one * 1.15 ? { rows: 2, cardWidth: two } : { rows: 1, cardWidth: one }
}

/**
 * The seller's own hand on the pick screen: fanned large in the felt's lower part, just above the
 * action bar; the chosen card lifts. Measured before the first paint and whenever its room changes
 * (`handLayout`, written as `--card-w`, as the reveal's `fitReveal` writes its cards'). Each card
 * overlaps the one before by the fan's own amount (`--fan-gap`), or by more where the whole row would
 * not fit the felt: every card stays in reach, none spills past the left edge where no scrolling can
 * bring it back.
 */
export function PickHand(props: {
  readonly ruleset: RulesetId
  readonly cards: readonly Card[]
  readonly chosen: Card | null
  readonly onChoose: (card: Card) => void
  /** The buttons' focus ring. */
  readonly focusRing: string
}) {
  const { cards, chosen } = props
  const list = useRef<HTMLUListElement>(null)
  const [layout, setLayout] = useState<HandLayout | null>(null)
  useLayoutEffect(() => {
    const el = list.current
    const room = el?.parentElement
    if (el === null || room === null || room === undefined) return
    const fit = () => {
      const style = getComputedStyle(el)
      const width = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
      const max = (parseFloat(getComputedStyle(room).getPropertyValue('--card-max')) || 6) * rem * 1.3 + 8
      const next = handLayout(cards.length, width, room.clientHeight - ROW_ROOM_REM * rem, max)
      setLayout((was) => (was?.rows === next?.rows && was?.cardWidth === next?.cardWidth ? was : next))
    }
    fit()
    if (typeof ResizeObserver === 'undefined') return
    const watch = new ResizeObserver(fit)
    watch.observe(room)
    return () => watch.disconnect()
  }, [cards.length])

  const rows = layout?.rows ?? 1
  const perRow = rows === 2 ? Math.ceil(cards.length / 2) : cards.length
  return (
    <ul
      ref={list}
      data-tour="hand"
      data-rows={rows}
      className={`flex w-full flex-wrap justify-center-safe px-(--fan-pad) pt-4 pb-3 [--fan-pad:0.75rem] sm:[--fan-pad:2rem] ${perRow > 5 ? '[--fan-gap:calc(var(--card-w)*-0.22)]' : '[--fan-gap:-0.5rem] sm:[--fan-gap:0.25rem]'}`}
      // Until it is measured (no layout yet), as large as a card grows.
      style={{ ['--card-w' as string]: layout === null ? 'calc(var(--card-max) * 1.3 + 8px)' : `${layout.cardWidth}px` }}
    >
      {cards.map((p, i) => {
        const row = rows === 2 && i >= perRow ? 1 : 0
        const inRow = row === 1 ? cards.length - perRow : perRow
        const j = i - row * perRow
        const off = j - (inRow - 1) / 2
        // A pixel spare: a row that came out a rounding over the list's width would wrap a card onto a line of its own.
        const fit = `min(var(--fan-gap), calc((100% - ${inRow} * var(--card-w) - 1px) / ${Math.max(1, inRow - 1)}))`
        return [
          // The front row starts a line of its own, its cards' tops over the back row's feet.
          row === 1 && j === 0 ? <li key="row" aria-hidden="true" className="basis-full" /> : null,
          <li
            key={p}
            className="w-(--card-w) shrink-0"
            style={{
              marginLeft: j === 0 ? undefined : fit,
              marginTop: row === 1 ? `calc(var(--card-w) * -7 / 5 * ${1 - BACK_ROW_SHOWN})` : undefined,
              transform: `rotate(${off * 2}deg) translateY(${Math.abs(off) * 2}px)`,
            }}
          >
            <button
              type="button"
              aria-pressed={chosen === p}
              onClick={() => props.onChoose(p)}
              className={`block w-full rounded-xl border-4 transition-transform motion-reduce:transition-none ${chosen === p ? '-translate-y-4 border-amber-300 shadow-[0_0_16px_4px_rgba(252,211,77,0.6)]' : 'border-transparent'} ${props.focusRing}`}
            >
              <PropertyCard ruleset={props.ruleset} card={p} size="fill" />
            </button>
          </li>,
        ]
      })}
    </ul>
  )
}
