import { useLayoutEffect, useRef } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import { feltRevealMotion, revealMotion, stopFlights } from './table-motion.ts'
import type { GameEvent } from '../engine/types.ts'
import { checkLabel, checkText, isPlayingCards, propertyLabel, propertyText } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { saleMessages } from '../i18n/messages/sale.ts'
import { CheckCard } from './check-card.tsx'
import { PropertyCard } from './property-card.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

type Reveal = Extract<GameEvent, { type: 'sale-revealed' }>

/** A sale round's picks, turned up together: each property beside the check it took, highest first. */
export function SaleReveal(props: {
  readonly ruleset: RulesetId
  readonly reveal: Reveal
  readonly names: readonly string[]
  /** Omit for a reveal shown only for the record (the last round, on the score screen). */
  readonly nextLabel?: string
  readonly onNext?: () => void
  /** A line above the button saying what it leads to (who gets the device next). */
  readonly nextHint?: string
  readonly headingLevel?: 1 | 2
  /** At the table: the picks flip over together, then each check slides to its seller (table-motion.ts). */
  readonly motion?: boolean
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(saleMessages)
  const { ruleset, reveal } = props
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1'
  const list = useRef<HTMLOListElement>(null)
  const motion = props.motion === true
  useLayoutEffect(() => {
    if (motion && list.current !== null) revealMotion(list.current)
  }, [motion, reveal])
  return (
    <section aria-labelledby={`reveal-${reveal.round}`} className="flex w-full flex-col gap-4">
      <Heading id={`reveal-${reveal.round}`} className="text-3xl font-black">
        {t('revealHeading', { number: reveal.round + 1 })}
      </Heading>
      <p className="text-lg text-slate-200">{t('revealHint')}</p>
      {/* One grid for all rows, so names, properties, arrows and checks line up in columns. */}
      <ol ref={list} className="grid grid-cols-[minmax(0,1fr)_auto_auto_auto] items-center gap-x-3 gap-y-3">
        {reveal.sales.map((s, i) => (
          <li
            key={s.player}
            aria-label={t('saleLine', {
              name: props.names[s.player] ?? '',
              property: propertyLabel(locale, ruleset, s.property),
              check: checkLabel(locale, ruleset, s.check),
            })}
            style={motion ? undefined : { animationDelay: `${i * 250}ms` }}
            className={`col-span-4 grid grid-cols-subgrid items-center rounded-2xl border-2 border-slate-600 bg-slate-800 p-2 max-sm:flex max-sm:flex-wrap max-sm:gap-x-3 max-sm:gap-y-1 sm:p-3 ${motion ? '' : 'motion-safe:animate-[gavel-turn-up_450ms_ease-out_both]'}`}
          >
            {/* On a phone the name has a line of its own above the cards: beside them it had the width of two letters ("Re/x"). */}
            <bdi className="min-w-0 break-words text-2xl font-black max-sm:basis-full">{props.names[s.player]}</bdi>
            <span data-reveal-card className="inline-block">
              <PropertyCard ruleset={ruleset} card={s.property} size="lg" />
            </span>
            {/* On a phone the arrow alone: the word would leave no room for the player's name. */}
            <span aria-hidden="true" className="text-lg font-semibold">
              → <span className="max-sm:hidden">{t('takes')} →</span>
            </span>
            {/* Matching: the check slides onto its property once the row has come up. */}
            <span
              data-reveal-check
              style={motion ? undefined : { animationDelay: `${i * 250 + 300}ms` }}
              className={motion ? 'inline-block' : 'motion-safe:animate-[gavel-match_350ms_ease-out_both]'}
            >
              <CheckCard ruleset={ruleset} card={s.check} size="lg" />
            </span>
          </li>
        ))}
      </ol>
      {props.onNext && props.nextLabel !== undefined && (
        <div className="sticky bottom-0 -mx-4 bg-slate-900 px-4 py-3">
        {props.nextHint !== undefined && <p className="mb-2 text-xl font-bold">{props.nextHint}</p>}
        <button
          type="button"
          data-tour="handover"
          autoFocus
          onClick={props.onNext}
          className="min-h-20 w-full rounded-2xl bg-sky-700 px-6 text-3xl font-black text-white focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 focus-visible:ring-offset-2"
        >
          {props.nextLabel}
        </button>
        </div>
      )}
    </section>
  )
}

/** How a sale's check lies against its property: under it, beside it, or over its lower half (`STACK_SHOWN`). */
type Pair = 'column' | 'row' | 'stack'

/**
 * How much of a property a check stacked over it leaves in view: its top half, with the value in its
 * corner whole (a narrow Sold! card's large index included).
 */
const STACK_SHOWN = 0.5

/**
 * The cards are stacked only where lying apart they would be narrower than this (CSS px): the
 * overlap hides half a property's picture, worth it only to make small cards readable (six Sold!
 * sales on a small phone).
 */
const STACK_BELOW = 64

/**
 * How a reveal's sales are laid out in the room they have: one or two rows of sales, each sale's
 * property above its check or beside it, whichever draws the cards largest (or, where both leave
 * them small, the check over the property's lower half), and the cards' width.
 * Written into the list as CSS variables (no render: a resize lays the cards out again at once).
 */
function fitReveal(list: HTMLElement, sales: number, checkRatio: number): void {
  // Sizes in the list's own CSS pixels (a zoomed 4K room measures the same as at 1080p).
  const width = list.clientWidth
  const height = list.clientHeight
  const item = list.firstElementChild
  if (width === 0 || height === 0 || !(item instanceof HTMLElement)) return
  const style = getComputedStyle(list)
  const across = parseFloat(style.columnGap) || 0
  const down = parseFloat(style.rowGap) || 0
  const inner = parseFloat(getComputedStyle(item).rowGap) || 0
  // The largest a card grows (REVEAL_MAX, in rem).
  const cap = (parseFloat(style.getPropertyValue('--reveal-max')) || 10) * parseFloat(getComputedStyle(list.ownerDocument.documentElement).fontSize)
  // The tallest name (it may wrap in a narrow column: one more line is kept for it).
  const names = [...list.querySelectorAll<HTMLElement>('[data-reveal-name]')]
  const line = names.length === 0 ? 0 : parseFloat(getComputedStyle(names[0] as HTMLElement).lineHeight) || 20
  const tallestName = () => Math.max(line, ...names.map((n) => n.offsetHeight))
  const named = tallestName()
  /** The cards' width in `rows` rows, each property with its check as `pair` says, names `nameHeight` high. */
  const widthFor = (rows: number, pair: Pair, nameHeight: number) => {
    const cols = Math.ceil(sales / rows)
    const colW = (width - (cols - 1) * across) / cols
    const room = (height - (rows - 1) * down) / rows - nameHeight - inner * 2
    // A property is 7/5 of its width tall; a check `checkRatio` of its (as wide as the property).
    const w =
      pair === 'column'
        ? Math.min(colW, (room - inner) / (1.4 + checkRatio))
        : pair === 'row'
          ? Math.min((colW - inner) / 2, room / Math.max(1.4, checkRatio))
          : Math.min(colW, room / (1.4 * STACK_SHOWN + checkRatio))
    return Math.min(cap, w)
  }
  const rowCounts = sales >= 3 ? [1, 2] : [1]
  let best: { w: number; rows: number; pair: Pair } = { w: 0, rows: 1, pair: 'column' }
  for (const rows of rowCounts) {
    for (const pair of ['column', 'row'] as const) {
      const w = widthFor(rows, pair, named)
      // A layout changes only for cards clearly larger: the usual one (one row, the check under its property) otherwise.
      if (w > best.w + 4) best = { w, rows, pair }
    }
  }
  if (best.w < STACK_BELOW) {
    for (const rows of rowCounts) {
      const w = widthFor(rows, 'stack', named)
      if (w > best.w + 4) best = { w, rows, pair: 'stack' }
    }
  }
  const apply = (w: number) => {
    const px = Math.max(8, Math.floor(w))
    list.style.setProperty('--reveal-w', `${px}px`)
    // A stacked check starts `STACK_SHOWN` down its property (the pair's gap taken back too).
    list.style.setProperty('--reveal-stack', best.pair === 'stack' ? `${-Math.ceil(px * 1.4 * (1 - STACK_SHOWN) + inner)}px` : '0px')
  }
  apply(best.w)
  list.style.setProperty('--reveal-cols', String(Math.ceil(sales / best.rows)))
  list.style.setProperty('--reveal-pair', best.pair === 'row' ? 'row' : 'column')
  // A name measured in the old layout may wrap differently in the new one: measured again, once.
  const now = tallestName()
  if (now > named) apply(Math.min(best.w, widthFor(best.rows, best.pair, now)))
}

/**
 * A sale round's picks turned up on the felt, in view whatever the size: each sale (the seller's
 * name, the property, the check it took) highest first, in one row or two, the check under its
 * property or beside it, whichever draws the cards largest in the felt's room (`fitReveal`), so
 * nothing scrolls. The picks come face down from their sellers' seats, flip together, and each
 * check goes to its seller (`feltRevealMotion`); a line under them names the round's best sale.
 */
export function FeltReveal(props: {
  readonly ruleset: RulesetId
  readonly reveal: Reveal
  readonly names: readonly string[]
  /** The picks fly in from the seats and turn up; off where the reveal is shown again (a reload). */
  readonly motion: boolean
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(saleMessages)
  const { ruleset, reveal } = props
  const list = useRef<HTMLOListElement>(null)
  const sales = reveal.sales.length
  // A Sold! check is an upright card like the property (7/5 of its width tall), a For Sale cheque a sideways one (5/9).
  const checkRatio = isPlayingCards(ruleset) ? 1.4 : 5 / 9
  // Laid out before the motion below measures where the cards land, and again whenever the felt's room changes.
  useLayoutEffect(() => {
    const el = list.current
    if (el === null) return
    fitReveal(el, sales, checkRatio)
    if (typeof ResizeObserver === 'undefined') return
    const watch = new ResizeObserver(() => fitReveal(el, sales, checkRatio))
    watch.observe(el)
    return () => watch.disconnect()
  }, [sales, checkRatio, reveal])
  // The checks' copies fly on the page's motion layer: a reveal that goes (the scores, the next round) takes
  // them with it, or they would cross the next screen at the seats' old places.
  useLayoutEffect(() => {
    if (!props.motion || list.current === null) return
    feltRevealMotion(list.current)
    return stopFlights
  }, [props.motion, reveal])
  const line = (s: Reveal['sales'][number]) =>
    t('saleLine', { name: props.names[s.player] ?? '', property: propertyLabel(locale, ruleset, s.property), check: checkLabel(locale, ruleset, s.check) })
  const best = reveal.sales[0]
  const cardWidth = 'w-[var(--reveal-w,6rem)]'
  return (
    <section aria-labelledby={`reveal-${reveal.round}`} className="flex min-h-0 w-full flex-1 flex-col items-center gap-1 sm:gap-2">
      {/* On a phone the top bar names the round: the heading is left to screen readers, the felt to the cards. */}
      <h1 id={`reveal-${reveal.round}`} className="text-center text-xl font-black max-sm:sr-only sm:text-3xl">
        {t('revealHeading', { number: reveal.round + 1 })}
      </h1>
      <p className="sr-only">{t('revealHint')}</p>
      {/* The room the cards share: its size decides their layout and width (`fitReveal`). */}
      <ol
        ref={list}
        className={`grid min-h-0 w-full flex-1 grid-cols-[repeat(var(--reveal-cols,1),auto)] content-center [contain:size] justify-center gap-x-2 gap-y-2 sm:gap-x-4 sm:gap-y-3 ${REVEAL_MAX}`}
      >
        {reveal.sales.map((s) => (
          <li key={s.player} aria-label={line(s)} className="flex min-w-0 flex-col items-center gap-1">
            <span aria-hidden="true" data-reveal-name className="w-full text-center text-sm leading-tight font-black [overflow-wrap:anywhere] sm:text-lg xl:text-xl">
              <bdi>{props.names[s.player]}</bdi>
            </span>
            <span className="flex [flex-direction:var(--reveal-pair,column)] items-center gap-1">
              <span data-reveal-card={s.player} className={`relative block ${cardWidth}`}>
                <PropertyCard ruleset={ruleset} card={s.property} size="fill" />
                {/* The pick's back, shown while it comes from the seat (motion only). */}
                <span
                  data-reveal-back
                  aria-hidden="true"
                  className="absolute inset-0 rounded-[8%/6%] border-2 border-slate-200 bg-[repeating-linear-gradient(45deg,#1e3a8a_0_6px,#334155_6px_12px)] opacity-0"
                />
              </span>
              {/* Positioned like the property, so that stacked (`fitReveal`) it lies over it. */}
              <span data-reveal-check={s.player} className={`relative block ${cardWidth}`} style={{ marginTop: 'var(--reveal-stack, 0px)' }}>
                <CheckCard ruleset={ruleset} card={s.check} size="fill" />
              </span>
            </span>
          </li>
        ))}
      </ol>
      {best !== undefined && (
        <p className="shrink-0 text-center text-sm leading-tight font-bold text-amber-200 sm:text-xl">
          <span aria-hidden="true">★ </span>
          <span className="sr-only">{t('bestSale', { sale: line(best) })}</span>
          {/* Shown by the cards' faces, as the felt shows them ("Ben: J♠ → Q♦"): the spoken names read badly in a
              line ("Property: jack of spades takes Check: …"), and on a phone took three lines of the cards' room. */}
          <span aria-hidden="true">
            {t('bestSale', { sale: t('saleShort', { name: props.names[best.player] ?? '', property: propertyText(ruleset, best.property), check: checkText(locale, ruleset, best.check) }) })}
          </span>
        </p>
      )}
    </section>
  )
}

/** The largest a revealed card grows, per screen (a 4K room is drawn as 1080p, twice the size). */
const REVEAL_MAX = '[--reveal-max:8rem] sm:[--reveal-max:11rem] xl:[--reveal-max:14rem]'
