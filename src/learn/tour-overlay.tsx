import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { TourTarget } from './tour-steps.ts'

/**
 * A coach mark over the real table: a ring around the control a prompt points at and a bubble with
 * the prompt beside it, an arrow from the one to the other. Nothing of the table is covered that is
 * not under the bubble: the layer lets taps through (pointer-events) so the control stays tappable,
 * and the page gets room at its foot to scroll anything from under the bubble.
 *
 * Targets are found by their `data-tour` attribute, in the order given: the first one on screen is
 * used. When none is, the bubble still shows, at the foot of the screen, pointing at nothing.
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
    const measure = () => {
      frame = 0
      const now = findTarget(names)
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
  /** The prompt's buttons (Next, Play a real game…), and the way out, always there. */
  readonly actions: ReactNode
  readonly exit: ReactNode
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

  // Room at the foot of the page, so that nothing stays under a bubble at the bottom of the screen.
  useEffect(() => {
    const body = document.body
    const before = body.style.paddingBottom
    body.style.paddingBottom = `${Math.ceil(size.height) + 2 * MARGIN}px`
    return () => {
      body.style.paddingBottom = before
    }
  }, [size.height])

  /*
   * Each new step brings its target into view, into the part of the screen a bubble docked at the
   * foot leaves free; again if the table moves it away meanwhile (the table scrolls the next
   * player's banner into view when the turn changes), a few times at most, and never once the
   * learner has scrolled during this step.
   */
  const placed = useRef<{ step: string; tries: number; scrolled: boolean }>({ step: '', tries: 0, scrolled: false })
  useEffect(() => {
    const mark = () => {
      placed.current.scrolled = true
    }
    const keys = (e: KeyboardEvent) => {
      if (['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' '].includes(e.key)) mark()
    }
    window.addEventListener('wheel', mark, { passive: true })
    window.addEventListener('touchmove', mark, { passive: true })
    window.addEventListener('keydown', keys)
    return () => {
      window.removeEventListener('wheel', mark)
      window.removeEventListener('touchmove', mark)
      window.removeEventListener('keydown', keys)
    }
  }, [])
  useEffect(() => {
    if (placed.current.step !== props.stepId) placed.current = { step: props.stepId, tries: 0, scrolled: false }
    const state = placed.current
    if (element === null || box === null || state.scrolled || state.tries >= 4 || size.height === 0) return
    // A phone: the bubble docks at the foot, so the target must sit above it. A wide screen has room beside it.
    const wide = window.innerWidth >= 1024
    const room = window.innerHeight - (wide ? 0 : size.height + 3 * MARGIN)
    const fits = box.top >= 0 && (box.height > room ? box.top <= 3 * MARGIN : box.top + box.height <= room + MARGIN)
    if (fits) return
    state.tries++
    const wanted = Math.max(MARGIN, (room - box.height) / 2)
    window.scrollBy({ top: box.top - wanted, behavior: 'auto' })
  }, [element, box, props.stepId, size.height])

  useEffect(() => {
    if (!props.focusFirst) return
    bubble.current?.querySelector<HTMLElement>('[data-tour-first]')?.focus()
  }, [props.focusFirst, props.stepId])

  /*
   * Where the bubble goes: below the target, else above it, else docked at the foot or the top of
   * the screen, away from it; the first of these that leaves the other controls a prompt may point
   * at (bid, pass, hand-over…) uncovered, so that the learner may always do otherwise than asked.
   */
  const width = Math.min(448, viewport.width - 2 * MARGIN)
  const centre = box === null ? viewport.width / 2 : box.left + box.width / 2
  const left = Math.max(MARGIN, Math.min(viewport.width - width - MARGIN, centre - width / 2))
  const foot = viewport.height - size.height - MARGIN
  const candidates: { top: number; arrow: 'up' | 'down' | null }[] = []
  if (box === null) candidates.push({ top: foot, arrow: null })
  else {
    const below = box.top + box.height + GAP
    const above = box.top - GAP - size.height
    if (below + size.height <= viewport.height - MARGIN) candidates.push({ top: below, arrow: 'up' })
    if (above >= MARGIN) candidates.push({ top: above, arrow: 'down' })
    const footFirst = box.top + box.height / 2 < viewport.height / 2
    const docked = [
      { top: foot, arrow: box.top + box.height < foot ? ('up' as const) : null },
      { top: MARGIN, arrow: box.top > MARGIN + size.height ? ('down' as const) : null },
    ]
    candidates.push(...(footFirst ? docked : docked.reverse()))
  }
  const controls = box === null || size.height === 0 ? [] : otherControls(element)
  const covers = (top: number) =>
    controls.some((c) => c.top < top + size.height && c.top + c.height > top && c.left < left + width && c.left + c.width > left)
  const { top, arrow } = candidates.find((c) => !covers(c.top)) ?? (candidates[0] as (typeof candidates)[number])
  const arrowLeft = Math.max(20, Math.min(width - 20, centre - left))

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
        className="pointer-events-auto absolute rounded-2xl border-4 border-amber-300 bg-white p-3 text-slate-950 shadow-2xl sm:p-4"
        style={{ top: Math.max(MARGIN, top), left, width }}
      >
        {arrow !== null && (
          <span
            aria-hidden="true"
            className={`absolute size-4 rotate-45 border-amber-300 bg-white ${arrow === 'up' ? '-top-[11px] border-l-4 border-t-4' : '-bottom-[11px] border-b-4 border-r-4'}`}
            style={{ left: arrowLeft - 8 }}
          />
        )}
        <h2 id={titleId} className="text-sm font-bold uppercase tracking-wider text-amber-800">
          {props.title}
        </h2>
        <p aria-live="polite" className="mt-1 text-base font-semibold leading-snug sm:text-lg">
          {props.text}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {props.actions}
          <span className="ml-auto">{props.exit}</span>
        </div>
      </aside>
    </div>
  )
}
