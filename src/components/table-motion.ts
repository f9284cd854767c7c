import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { GameEvent, Seat } from '../engine/types.ts'
import { afterNextPaint } from '../device/settled.ts'

/*
 * The table's motion: each move shown where it happens, with the Web Animations API. Things that
 * travel (a bid's chip, a card going to a seat) are copies on a layer of their own over the page,
 * with `pointer-events: none`: the next person's tap always reaches the controls underneath. Only
 * transform and opacity are animated, nothing lasts over 600 ms, and with `prefers-reduced-motion:
 * reduce` nothing moves at all: the change is instant.
 *
 * The screens mark what moves: `[data-seat]` (a seat), `[data-seat-stack="properties"]` and
 * `[data-seat-money]` inside it, `[data-pot]`, `[data-slot]` (a slot of the offer row) with
 * `[data-fly]` (a hidden copy of its card, for the flight once it is taken; without one, the slot's
 * own card flies). Teacher mode (src/teacher/) marks its table the same way and shows the same motion,
 * and its sale steps too: `[data-bank]` (the checks on offer), `[data-sold]` in a seat (a hidden copy of
 * the property it has just sold) and `[data-seat-stack="checks"]` (its checks, the newest last).
 */

const EASE = 'cubic-bezier(0.2, 0.7, 0.3, 1)'

let reducedMotion: MediaQueryList | null = null
let reducedMotionOf: typeof window.matchMedia | null = null

export function motionAllowed(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function' || typeof Element.prototype.animate !== 'function') return false
  // One query, read on every move: a media query list follows the setting as it changes.
  if (reducedMotion === null || reducedMotionOf !== window.matchMedia) {
    reducedMotionOf = window.matchMedia
    reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  }
  return !reducedMotion.matches
}

let layer: HTMLDivElement | null = null

/** The layer the flights are drawn on: over everything, never in the way of a tap. */
function motionLayer(): HTMLDivElement {
  if (layer !== null && layer.isConnected) return layer
  layer = document.createElement('div')
  layer.setAttribute('aria-hidden', 'true')
  layer.dataset.motionLayer = ''
  layer.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:60;overflow:hidden;contain:strict'
  document.body.append(layer)
  return layer
}

/** Ends every flight at once (the layer holds nothing else): the table they were flying over is gone. */
export function stopFlights(): void {
  layer?.replaceChildren()
}

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 })

/**
 * Screen pixels to one of the element's own CSS pixels: 2 inside a table zoomed on a 4K screen. A
 * transform on an element of the page is in its own pixels, a distance measured on screen is not.
 */
const scaleOf = (el: HTMLElement): number => (el.offsetWidth > 0 ? el.getBoundingClientRect().width / el.offsetWidth : 1) || 1

/**
 * A copy of a card (or a made-up element) drawn over the page at `from`, moved by `frames` (given
 * the way from `from`'s centre to `to`'s), then removed.
 */
function flight(item: HTMLElement, from: DOMRect, to: DOMRect, frames: (dx: number, dy: number) => Keyframe[], timing: { duration: number; delay?: number }): void {
  const box = document.createElement('div')
  box.style.cssText = `position:absolute;left:${from.left}px;top:${from.top}px;width:${from.width}px;height:${from.height}px;display:flex;align-items:center;justify-content:center;will-change:transform,opacity`
  box.append(item)
  motionLayer().append(box)
  const a = centre(from)
  const b = centre(to)
  const animation = box.animate(frames(b.x - a.x, b.y - a.y), { duration: timing.duration, delay: timing.delay ?? 0, easing: EASE, fill: 'backwards' })
  const done = () => box.remove()
  animation.onfinish = done
  animation.oncancel = done
}

/** A copy flown from one box to another, shrinking as it goes; a won card first lifts. */
function fly(item: HTMLElement, from: DOMRect, to: DOMRect, options: { duration: number; delay?: number; glow?: boolean; shrink?: number }): void {
  const end = options.shrink ?? 0.45
  flight(item, from, to, (dx, dy) =>
    options.glow
      ? [
          { transform: 'translate(0,0) scale(1)', opacity: 1 },
          { transform: 'translate(0,-14px) scale(1.12)', opacity: 1, offset: 0.3 },
          { transform: `translate(${dx}px,${dy}px) scale(${end})`, opacity: 0.2 },
        ]
      : [
          { transform: 'translate(0,0) scale(1)', opacity: 1 },
          { transform: `translate(${dx}px,${dy}px) scale(${end})`, opacity: 0.15 },
        ],
    options,
  )
}

/** A bid's chip: opaque, solid, its amount on it, so it reads from across the table as it flies. */
function chip(text: string): HTMLElement {
  const c = document.createElement('span')
  c.textContent = text
  c.style.cssText =
    'display:inline-flex;flex:none;align-items:center;justify-content:center;min-width:2.75rem;height:2.75rem;padding:0 .6rem;border-radius:9999px;border:3px solid #fde68a;outline:2px solid #78350f;background:#d97706;color:#020617;font-weight:900;font-size:1rem;box-shadow:0 3px 8px rgba(0,0,0,.6);white-space:nowrap'
  return c
}

function chipBox(r: DOMRect): DOMRect {
  const c = centre(r)
  return new DOMRect(c.x - 30, c.y - 20, 60, 40)
}

/** A chip flown whole (no fading: a chip is a thing, not a light), landing at `to`'s size. */
function flyChip(text: string, from: DOMRect, to: DOMRect, delay: number, end = 0.55): void {
  flight(chip(text), chipBox(from), chipBox(to), (dx, dy) => [{ transform: 'translate(0,0) scale(1)' }, { transform: `translate(${dx}px,${dy}px) scale(${end})` }], { duration: 300, delay })
}

/**
 * A winner's seat lit while the card they won travels to it: a ring of light over the seat that
 * rises with the card's flight and lingers as it lands, on the motion layer (opacity only).
 */
function lightSeat(seat: HTMLElement | null, delay: number, duration: number): void {
  if (seat === null) return
  const r = seat.getBoundingClientRect()
  const ring = document.createElement('div')
  ring.style.cssText = `position:absolute;left:${r.left - 6}px;top:${r.top - 6}px;width:${r.width + 12}px;height:${r.height + 12}px;border-radius:1rem;border:4px solid #fde68a;box-shadow:0 0 24px 8px rgba(253,230,138,.75),inset 0 0 18px 4px rgba(253,230,138,.45)`
  motionLayer().append(ring)
  const a = ring.animate([{ opacity: 0 }, { opacity: 1, offset: 0.25 }, { opacity: 1, offset: 0.8 }, { opacity: 0 }], { duration, delay, easing: 'ease-out', fill: 'backwards' })
  a.onfinish = () => ring.remove()
  a.oncancel = () => ring.remove()
}

function cardCopy(root: ParentNode, card: number, glow: boolean): { el: HTMLElement; from: DOMRect } | null {
  const slot = root.querySelector<HTMLElement>(`[data-slot][data-card="${card}"]`)
  if (slot === null) return null
  const from = slot.getBoundingClientRect()
  // The felt keeps a taken card as a hidden copy (`[data-fly]`); teacher mode leaves it in its slot, dimmed.
  const source = slot.querySelector<HTMLElement>('[data-fly]') ?? slot
  const face = source.firstElementChild?.cloneNode(true) as HTMLElement | undefined
  const el = face ?? document.createElement('span')
  if (face === undefined) el.style.cssText = `display:block;width:${from.width}px;height:${from.height}px;border-radius:.75rem;background:#fef3c7;border:2px solid #78350f`
  // The copy keeps the slot's scale (the row is zoomed on some screens).
  const zoom = getComputedStyle(slot.parentElement ?? slot).zoom
  if (zoom !== '' && zoom !== '1') el.style.zoom = zoom
  el.style.opacity = '1'
  if (glow) el.style.boxShadow = '0 0 0 4px #fde68a, 0 0 24px 8px rgba(253,230,138,.85)'
  return { el, from }
}

const seatBox = (root: ParentNode, seat: Seat, part?: string): DOMRect | null => {
  const s = root.querySelector<HTMLElement>(`[data-seat="${seat}"]`)
  if (s === null) return null
  const inner = part === undefined ? null : s.querySelector<HTMLElement>(part)
  return (inner ?? s).getBoundingClientRect()
}

/** Where the checks on offer lie (teacher mode's row of checks), else the top of the table. */
function bankBox(root: ParentNode): DOMRect | null {
  const bank = root.querySelector<HTMLElement>('[data-bank]')
  if (bank !== null) return bank.getBoundingClientRect()
  if (!(root instanceof HTMLElement)) return null
  const r = root.getBoundingClientRect()
  return new DOMRect(r.left + r.width / 2 - 40, r.top + 24, 80, 100)
}

/** The last `count` cards of a seat's checks (the newest last), as the page draws them. */
function newestChecks(root: ParentNode, seat: Seat, count: number): HTMLElement[] {
  const stack = root.querySelector<HTMLElement>(`[data-seat="${seat}"] [data-seat-stack="checks"]`)
  return stack === null || count <= 0 ? [] : [...stack.children].slice(-count).filter((c): c is HTMLElement => c instanceof HTMLElement)
}

/** A sold property turned face up where its seller sits, held a moment, then gone to the bank. */
function turnUpAndGo(item: HTMLElement, from: DOMRect, to: DOMRect, delay: number): void {
  const at = (x: number, y: number, turn: number, scale: number) => `translate(${x}px,${y}px) perspective(600px) rotateY(${turn}deg) scale(${scale})`
  flight(
    item,
    from,
    to,
    (dx, dy) => [
      { transform: at(0, 0, 90, 1.3), opacity: 0.3 },
      { transform: at(0, -16, 0, 1.3), opacity: 1, offset: 0.35 },
      { transform: at(0, -16, 0, 1.3), opacity: 1, offset: 0.6 },
      { transform: at(dx, dy, 0, 0.5), opacity: 0 },
    ],
    { duration: 600, delay },
  )
}

/** A card already in its place on the page arrives there from `from` (it is drawn where it ends). */
function dealFrom(card: HTMLElement, from: DOMRect, delay: number): void {
  const a = centre(from)
  const b = centre(card.getBoundingClientRect())
  const z = scaleOf(card)
  const dx = (a.x - b.x) / z
  const dy = (a.y - b.y) / z
  card.animate(
    [
      { transform: `translate(${dx}px,${dy}px) scale(.8)`, opacity: 0 },
      { transform: `translate(${dx * 0.8}px,${dy * 0.8}px) scale(.85)`, opacity: 1, offset: 0.2 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: 350, delay, easing: EASE, fill: 'backwards' },
  )
}

/** The motion of each event, from what is on the page now (the move already drawn). */
function animateEvents(root: ParentNode, events: readonly GameEvent[], money: (n: number) => string): void {
  // Chips land on the pot's stack, beside the high bid's words, never on them.
  const stack = root.querySelector<HTMLElement>('[data-pot-stack]')
  const pot = (stack ?? root.querySelector<HTMLElement>('[data-pot]'))?.getBoundingClientRect() ?? null
  let delay = 0
  for (const e of events) {
    if (e.type === 'bid') {
      const from = seatBox(root, e.player, '[data-seat-bid]') ?? seatBox(root, e.player)
      if (from !== null && pot !== null) {
        flyChip(money(e.amount), from, pot, delay)
        // The stack's new chip is there when the flying one lands on it.
        stack?.lastElementChild?.animate([{ opacity: 0 }, { opacity: 0, offset: 0.97 }, { opacity: 1 }], { duration: 300 + delay })
      }
    } else if (e.type === 'passed') {
      const to = seatBox(root, e.player, '[data-seat-stack="properties"]') ?? seatBox(root, e.player)
      if (e.property !== null && to !== null) {
        const copy = cardCopy(root, e.property, false)
        if (copy !== null) fly(copy.el, copy.from, to, { duration: 350, delay })
      }
      if (e.refund > 0 && pot !== null && to !== null) flyChip(money(e.refund), pot, to, delay + 120)
      delay += 120
    } else if (e.type === 'won') {
      const to = seatBox(root, e.player, '[data-seat-stack="properties"]') ?? seatBox(root, e.player)
      const copy = cardCopy(root, e.property, true)
      if (copy !== null && to !== null) {
        fly(copy.el, copy.from, to, { duration: 400, delay, glow: true })
        lightSeat(root.querySelector<HTMLElement>(`[data-seat="${e.player}"]`), delay, 1000)
      }
    } else if (e.type === 'sale-revealed') {
      // The picks turn up together at their sellers' seats and go to the bank; each check is dealt to its seller.
      const bank = bankBox(root)
      if (bank !== null)
        e.sales.forEach((s, i) => {
          const sold = root.querySelector<HTMLElement>(`[data-seat="${s.player}"] [data-sold="${s.property}"]`)
          const face = sold?.firstElementChild?.cloneNode(true)
          if (sold != null && face instanceof HTMLElement) turnUpAndGo(face, sold.getBoundingClientRect(), bank, delay)
          for (const check of newestChecks(root, s.player, 1)) dealFrom(check, bank, delay + 300 + i * 80)
        })
    } else if (e.type === 'checks-taken') {
      // The last seller takes the checks left, one after another.
      const bank = bankBox(root)
      if (bank !== null) newestChecks(root, e.player, e.checks.length).forEach((check, i) => dealFrom(check, bank, delay + i * 80))
    } else if (e.type === 'game-over') {
      for (const w of e.winners) flourish(root.querySelector<HTMLElement>(`[data-seat="${w}"]`), 700)
    } else if (e.type === 'paid' && e.cards.length > 0) {
      const from = seatBox(root, e.player, '[data-seat-money]')
      if (from !== null) {
        const to = new DOMRect(from.left, from.top - 80, from.width, from.height)
        e.cards.forEach((v, i) => flyChip(String(v), from, to, delay + i * 60, 0.6))
      }
    }
  }
}

/** The next cards dealt into their slots, one after another. */
export function dealInto(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-slot]').forEach((slot, i) => {
    slot.animate(
      [
        { transform: 'translateY(-48px) scale(0.7) rotate(-6deg)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: 260, delay: i * 80, easing: EASE, fill: 'backwards' },
    )
  })
}

/**
 * Follows a game's events on the table and shows each new move as motion. An undo or another game
 * (events that do not continue the ones seen) moves nothing. `deal` changes when new cards are laid
 * on the felt (an auction's properties turned up): they are dealt into their slots.
 * A move drawn by a tap starts its flights once it has been painted, so that the tap's own paint waits
 * for nothing they need (measuring the seats, drawing the copies). A table drawn after the tap's paint
 * (`afterTap`, table-screen.tsx) starts them at once, in the frame that draws the move: no frame shows a
 * taken card gone from its slot before its copy flies.
 */
export function useTableMotion(
  root: RefObject<HTMLElement | null>,
  events: readonly GameEvent[],
  deal: string | null,
  money: (n: number) => string,
  options: { readonly afterTap?: boolean } = {},
): void {
  const afterTap = options.afterTap === true
  const seen = useRef(events)
  const dealt = useRef(deal)
  const pending = useRef<() => void>(() => {})
  // A table that goes (another screen, the game closed) takes its flights with it. A layout effect:
  // its clean-up runs before the next screen's own motion starts (a sale's result flying to the seats).
  useLayoutEffect(
    () => () => {
      pending.current()
      stopFlights()
    },
    [],
  )
  useLayoutEffect(() => {
    const before = seen.current
    seen.current = events
    const dealNow = deal !== dealt.current && deal !== null
    dealt.current = deal
    const el = root.current
    if (el === null || !motionAllowed()) return
    const continues = events.length > before.length && before.length > 0 && events[before.length - 1] === before[before.length - 1]
    if (continues) {
      const fresh = events.slice(before.length)
      if (afterTap) animateEvents(el, fresh, money)
      else
        pending.current = afterNextPaint(() => {
          if (el.isConnected) animateEvents(el, fresh, money)
        })
    }
    // Cards dealt start hidden in the same frame they are drawn: never one frame face up first.
    if (dealNow) dealInto(el)
  })
}

/**
 * The last auction's result, held face up before the checks turn up (sale-screen.tsx): the move that
 * ended it is drawn there, not on the table, so each property flies from the result to its taker's
 * seat, the one won glowing, as the table draws a pass and a win (`animateEvents`).
 */
export function resultMotion(root: ParentNode): void {
  if (!motionAllowed()) return
  root.querySelectorAll<HTMLElement>('[data-result-card]').forEach((card, i) => {
    const to = seatBox(root, Number(card.dataset.resultCard), '[data-seat-stack="properties"]') ?? seatBox(root, Number(card.dataset.resultCard))
    const face = card.firstElementChild
    if (to === null || face === null) return
    const won = card.dataset.won !== undefined
    fly(face.cloneNode(true) as HTMLElement, card.getBoundingClientRect(), to, { duration: won ? 400 : 350, delay: i * 120, glow: won })
    if (won) lightSeat(root.querySelector<HTMLElement>(`[data-seat="${card.dataset.resultCard ?? ''}"]`), i * 120, 1000)
  })
}

/** The picks turned up together, then each check sliding to its seller, staggered. */
export function revealMotion(root: ParentNode): void {
  if (!motionAllowed()) return
  root.querySelectorAll<HTMLElement>('[data-reveal-card]').forEach((card) => {
    card.animate([{ transform: 'perspective(600px) rotateY(90deg)', opacity: 0.4 }, { transform: 'perspective(600px) rotateY(0deg)', opacity: 1 }], {
      duration: 400,
      easing: EASE,
      fill: 'backwards',
    })
  })
  root.querySelectorAll<HTMLElement>('[data-reveal-check]').forEach((check, i) => {
    check.animate([{ transform: 'translate(0,-64px) scale(.8)', opacity: 0 }, { transform: 'none', opacity: 1 }], {
      duration: 300,
      delay: 400 + i * 120,
      easing: EASE,
      fill: 'backwards',
    })
  })
}

/**
 * A sale round turned up on the felt: each pick comes face down from its seller's seat to its
 * column (350 ms), all flip together (400 ms), then a copy of each check flies to its seller's seat,
 * highest first (staggered 120 ms), the check itself staying on the felt for all to read.
 */
export function feltRevealMotion(list: HTMLElement): void {
  if (!motionAllowed()) return
  const root = list.ownerDocument
  const TRAVEL = 350
  const FLIP = 400
  list.querySelectorAll<HTMLElement>('[data-reveal-card]').forEach((card) => {
    const seat = root.querySelector<HTMLElement>(`[data-seat="${card.dataset.revealCard ?? ''}"]`)
    const to = card.getBoundingClientRect()
    const from = seat?.getBoundingClientRect() ?? null
    const z = scaleOf(card)
    const dx = from === null ? 0 : (centre(from).x - centre(to).x) / z
    const dy = from === null ? -48 : (centre(from).y - centre(to).y) / z
    const turn = (deg: number) => `perspective(600px) rotateY(${deg}deg)`
    card.animate(
      [
        { transform: `translate(${dx}px,${dy}px) scale(.4) ${turn(0)}`, opacity: 0.6 },
        { transform: `translate(0,0) scale(1) ${turn(0)}`, opacity: 1, offset: TRAVEL / (TRAVEL + FLIP) },
        { transform: `translate(0,0) scale(1) ${turn(90)}`, opacity: 1, offset: (TRAVEL + FLIP / 2) / (TRAVEL + FLIP) },
        { transform: `translate(0,0) scale(1) ${turn(0)}`, opacity: 1 },
      ],
      { duration: TRAVEL + FLIP, easing: 'linear', fill: 'backwards' },
    )
    // Face down until the card stands edge on, half-way through the flip.
    card.querySelector<HTMLElement>('[data-reveal-back]')?.animate(
      [{ opacity: 1 }, { opacity: 1, offset: (TRAVEL + FLIP / 2) / (TRAVEL + FLIP) }, { opacity: 0, offset: (TRAVEL + FLIP / 2) / (TRAVEL + FLIP) + 0.001 }, { opacity: 0 }],
      { duration: TRAVEL + FLIP, fill: 'backwards' },
    )
  })
  list.querySelectorAll<HTMLElement>('[data-reveal-check]').forEach((check, i) => {
    const seat = root.querySelector<HTMLElement>(`[data-seat="${check.dataset.revealCheck ?? ''}"]`)
    const face = check.firstElementChild?.cloneNode(true)
    if (seat === null || !(face instanceof HTMLElement)) return
    const from = check.getBoundingClientRect()
    face.style.width = `${from.width}px`
    fly(face, from, seat.getBoundingClientRect(), { duration: 450, delay: TRAVEL + FLIP + 150 + i * 120, shrink: 0.4 })
  })
}

/** The winner's seat grows with a burst of light. */
export function flourish(el: HTMLElement | null, delay = 0): void {
  if (el === null || !motionAllowed()) return
  el.animate(
    [
      { transform: 'scale(1)', opacity: 1 },
      { transform: 'scale(1.12)', opacity: 1, offset: 0.4 },
      { transform: 'scale(1)', opacity: 1 },
    ],
    { duration: 600, delay, easing: EASE },
  )
  const burst = document.createElement('div')
  const r = el.getBoundingClientRect()
  burst.style.cssText = `position:absolute;left:${r.left - 24}px;top:${r.top - 24}px;width:${r.width + 48}px;height:${r.height + 48}px;border-radius:1.5rem;background:radial-gradient(closest-side,rgba(253,230,138,.9),rgba(253,230,138,0))`
  motionLayer().append(burst)
  const a = burst.animate([{ opacity: 0, transform: 'scale(.6)' }, { opacity: 1, transform: 'scale(1)', offset: 0.35 }, { opacity: 0, transform: 'scale(1.3)' }], { duration: 600, delay, easing: EASE, fill: 'backwards' })
  a.onfinish = () => burst.remove()
  a.oncancel = () => burst.remove()
}
