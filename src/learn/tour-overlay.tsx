import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { TourTarget } from './tour-steps.ts'

/**
 * A coach mark over the real table: a ring around the control a prompt points at and a bubble with
 * the prompt beside it, an arrow from the one to the other. The table stays as it is, in view: the
 * layer lets taps through (pointer-events) so the control stays tappable, and the bubble finds a
 * place that covers neither what it points at nor another control.
 *
 * Targets are found by their `data-tour` attribute, in the order given: the first one on screen is
 * used. When none is, the bubble still shows, docked at the foot of the screen (at its top when a
 * control stands at the foot), pointing at nothing.
 */

export interface Box {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

/** The first of `targets` on screen, and its box in the viewport. */
function findTarget(targets: readonly (TourTarget | null)[]): { index: number; element: HTMLElement; box: Box } | null {
  for (let i = 0; i < targets.length; i++) {
    const name = targets[i]
    if (name === null || name === undefined) continue
    for (const element of document.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`)) {
      const r = element.getBoundingClientRect()
      if (r.width > 0 && r.height > 0) return { index: i, element, box: { top: r.top, left: r.left, width: r.width, height: r.height } }
    }
  }
  return null
}

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (a !== null && b !== null && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height)

/**
 * Follows the targets as the page changes (the table redraws on every move, the page scrolls, the
 * window turns): measured again after any change to the page, once per frame at most.
 */
export function useTourTarget(targets: readonly (TourTarget | null)[]): { index: number; box: Box | null; element: HTMLElement | null } {
  const key = targets.join('|')
  const [found, setFound] = useState<{ index: number; box: Box | null; element: HTMLElement | null }>({ index: -1, box: null, element: null })
  useLayoutEffect(() => {
    const names = key.split('|').map((n) => (n === '' ? null : (n as TourTarget)))
    let frame = 0
    let retry = 0
    const measure = () => {
      frame = 0
      const now = findTarget(names)
      /*
       * A target may come without a change to the page the observer hears of (a control that grows
       * in from nothing by a Web Animation): while none is found, look again a little later.
       */
      clearTimeout(retry)
      if (now === null && names.some((n) => n !== null)) retry = window.setTimeout(later, 250)
      setFound((was) =>
        was.index === (now?.index ?? -1) && was.element === (now?.element ?? null) && sameBox(was.box, now?.box ?? null)
          ? was
          : { index: now?.index ?? -1, box: now?.box ?? null, element: now?.element ?? null },
      )
    }
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    measure()
    const observer = new MutationObserver(later)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style', 'data-tour'] })
    window.addEventListener('resize', later)
    window.addEventListener('scroll', later, { capture: true, passive: true })
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame)
      clearTimeout(retry)
      observer.disconnect()
      window.removeEventListener('resize', later)
      window.removeEventListener('scroll', later, { capture: true })
    }
  }, [key])
  return found
}

/** The controls a prompt may point at, but the one it points at now: the bubble keeps off them. */
const CONTROLS = ['bid', 'pass', 'handover', 'reveal', 'hand', 'pay'].map((name) => `[data-tour="${name}"]`).join(',')

function otherControls(target: HTMLElement | null): Box[] {
  const boxes: Box[] = []
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (target !== null && (element === target || target.contains(element) || element.contains(target))) continue
    const r = element.getBoundingClientRect()
    if (r.width > 0 && r.height > 0) boxes.push({ top: r.top, left: r.left, width: r.width, height: r.height })
  }
  return boxes
}

/** Targets a prompt asks the learner to watch rather than tap: its bubble docks away from them first. */
const WATCHED: readonly TourTarget[] = ['pot', 'seats', 'offer', 'checks', 'score']

/**
 * What a prompt speaks of besides its target, which the bubble keeps off where it can: the bids show
 * in the move lines and on the seats as well as in the pot, and a pick is made against the checks.
 */
const ALSO_WATCHED: Partial<Record<TourTarget, string>> = {
  pot: '[data-ticker], [data-tour="seats"] [data-seat]',
  hand: '[data-tour="checks"] li',
}

function boxesOf(selector: string): Box[] {
  const boxes: Box[] = []
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const r = element.getBoundingClientRect()
    if (r.width > 0 && r.height > 0) boxes.push({ top: r.top, left: r.left, width: r.width, height: r.height })
  }
  return boxes
}

const GAP = 14
const MARGIN = 8

export function TourOverlay(props: {
  /** Changes with each step: the target is brought into view once per step. */
  readonly stepId: string
  /** The target on screen (`useTourTarget`), if any. */
  readonly target: { readonly box: Box | null; readonly element: HTMLElement | null }
  /** The bubble's title (what this is: the guide of the guided game). */
  readonly title: string
  /** The prompt. */
  readonly text: string
  /** The prompt's buttons (Next, Play a real game…), if any, and the way out, if not one of them. */
  readonly actions: ReactNode | null
  readonly exit: ReactNode | null
  /** Move focus to the bubble's first button when the step comes (the steps that wait for a tap). */
  readonly focusFirst: boolean
  /** The target's name, said on the layer (`data-tour-at`) for tests; null when unanchored. */
  readonly targetName: TourTarget | null
}) {
  const { box, element } = props.target
  const bubble = useRef<HTMLElement>(null)
  const titleId = useId()
  const [size, setSize] = useState({ width: 0, height: 0 })
  const [viewport, setViewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }))

  useLayoutEffect(() => {
    const node = bubble.current
    if (node === null) return
    const measure = () => {
      const r = node.getBoundingClientRect()
      setSize((s) => (s.width === r.width && s.height === r.height ? s : { width: r.width, height: r.height }))
      setViewport((v) => (v.width === window.innerWidth && v.height === window.innerHeight ? v : { width: window.innerWidth, height: window.innerHeight }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])

  /*
   * The table never scrolls as a page: a target inside a box that scrolls (the felt, on a short
   * screen) is brought into that box's view once per step, and the page stays where it is.
   */
  const placed = useRef('')
  useEffect(() => {
    if (element === null || box === null || placed.current === props.stepId) return
    placed.current = props.stepId
    const r = element.getBoundingClientRect()
    if (r.top < 0 || r.bottom > window.innerHeight) element.scrollIntoView({ block: 'nearest' })
  }, [element, box, props.stepId])

  useEffect(() => {
    if (!props.focusFirst) return
    bubble.current?.querySelector<HTMLElement>('[data-tour-first]')?.focus()
  }, [props.focusFirst, props.stepId])

  /*
   * Where the bubble goes: never over what the prompt points at nor over the other controls a
   * prompt may point at (bid, pass, hand-over…), so that the learner may always do otherwise than
   * asked; and where it can, off what the prompt speaks of besides (the move lines and seats for
   * the bids, the checks for a pick). A control's prompt goes below it, else above it; a prompt to
   * watch docks at the foot first, over the action bar while a computer player thinks there, then at
   * the top. Each place is tried centred on the target, then against either side of the screen (a
   * wide screen has room beside the felt's cards). Failing all, the place that covers the least.
   */
  const width = Math.min(448, viewport.width - 2 * MARGIN)
  const height = size.height
  const centre = box === null ? viewport.width / 2 : box.left + box.width / 2
  const centred = Math.max(MARGIN, Math.min(viewport.width - width - MARGIN, centre - width / 2))
  const lefts = [...new Set([centred, MARGIN, viewport.width - width - MARGIN])]
  const foot = viewport.height - height - MARGIN
  const tops: { top: number; arrow: 'up' | 'down' | null }[] = []
  // Pointing at nothing, the bubble docks at the foot, or at the top when a control is at the foot.
  if (box === null) tops.push({ top: foot, arrow: null }, { top: MARGIN, arrow: null })
  else {
    const below = { top: box.top + box.height + GAP, arrow: 'up' as const }
    const above = { top: box.top - GAP - height, arrow: 'down' as const }
    const docked = [
      { top: foot, arrow: box.top + box.height < foot ? ('up' as const) : null },
      { top: MARGIN, arrow: box.top > MARGIN + height ? ('down' as const) : null },
    ]
    const fits = (c: { top: number }) => c.top >= MARGIN && c.top + height <= viewport.height - MARGIN
    const near = [below, above].filter(fits)
    const watching = props.targetName !== null && WATCHED.includes(props.targetName)
    if (!watching && !(box.top + box.height / 2 < viewport.height / 2)) docked.reverse()
    tops.push(...(watching ? [...docked, ...near] : [...near, ...docked]))
  }
  const candidates = tops.flatMap((t) => lefts.map((left) => ({ ...t, left })))
  const must = height === 0 ? [] : [...(box === null ? [] : [box]), ...otherControls(element)]
  const also = height === 0 || props.targetName === null ? [] : boxesOf(ALSO_WATCHED[props.targetName] ?? ':not(*)')
  const covered = (c: { top: number; left: number }, boxes: readonly Box[]) =>
    boxes.reduce((sum, b) => {
      const x = Math.min(b.left + b.width, c.left + width) - Math.max(b.left, c.left)
      const y = Math.min(b.top + b.height, c.top + height) - Math.max(b.top, c.top)
      return x > 0 && y > 0 ? sum + x * y : sum
    }, 0)
  const { top, arrow: side, left } =
    candidates.find((c) => covered(c, must) === 0 && covered(c, also) === 0) ??
    candidates.find((c) => covered(c, must) === 0) ??
    candidates.reduce((best, c) => (covered(c, must) < covered(best, must) ? c : best), candidates[0] as (typeof candidates)[number])
  // Beside the target rather than over or under it, the bubble has no arrow to point with.
  const arrow = centre - left >= 20 && centre - left <= width - 20 ? side : null
  const arrowLeft = centre - left

  return (
    <div className="pointer-events-none fixed inset-0 z-[45]" data-tour-layer={props.stepId} data-tour-at={props.targetName ?? ''}>
      {box !== null && (
        <div
          aria-hidden="true"
          className="absolute rounded-2xl border-4 border-amber-300 shadow-[0_0_0_4px_rgba(15,23,42,0.85),0_0_24px_6px_rgba(252,211,77,0.7)] motion-safe:animate-pulse"
          style={{ top: box.top - 6, left: box.left - 6, width: box.width + 12, height: box.height + 12 }}
        />
      )}
      <aside
        ref={bubble}
        aria-labelledby={titleId}
        className="pointer-events-auto absolute grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 rounded-2xl border-4 border-amber-300 bg-white p-3 text-slate-950 shadow-2xl sm:p-4"
        style={{ top: Math.max(MARGIN, Math.min(top, foot)), left, width }}
      >
        {arrow !== null && (
          <span
            aria-hidden="true"
            className={`absolute size-4 rotate-45 border-amber-300 bg-white ${arrow === 'up' ? '-top-[11px] border-l-4 border-t-4' : '-bottom-[11px] border-b-4 border-r-4'}`}
            style={{ left: arrowLeft - 8 }}
          />
        )}
        <h2 id={titleId} className="col-start-1 row-start-1 text-sm font-bold uppercase tracking-wider text-amber-800">
          {props.title}
        </h2>
        <p aria-live="polite" className="col-span-2 mt-1 text-base font-semibold leading-snug sm:text-lg">
          {props.text}
        </p>
        {props.actions !== null && <div className="col-span-2 mt-2 flex flex-wrap items-center gap-2">{props.actions}</div>}
        {/* Beside the title, where it takes no line of its own (after the prompt's buttons in the tab order). */}
        {props.exit !== null && <span className="col-start-2 row-start-1">{props.exit}</span>}
      </aside>
    </div>
  )
}
