import { useLayoutEffect, useRef } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import { feltRevealMotion, revealMotion } from './table-motion.ts'
import type { GameEvent } from '../engine/types.ts'
import { checkLabel, isPlayingCards, propertyLabel } from '../i18n/card-text.ts'
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
            className={`col-span-4 grid grid-cols-subgrid items-center rounded-2xl border-2 border-slate-600 bg-slate-800 p-2 sm:p-3 ${motion ? '' : 'motion-safe:animate-[gavel-turn-up_450ms_ease-out_both]'}`}
          >
            <bdi className="min-w-0 break-words text-2xl font-black">{props.names[s.player]}</bdi>
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

/**
 * A sale round's picks turned up on the felt, in view whatever the size: one column per sale,
 * highest first (the seller's name, the property, the check it took), as wide as the felt's width
 * shares out and no taller than its height allows, so nothing scrolls. The picks come face down
 * from their sellers' seats, flip together, and each check goes to its seller (`feltRevealMotion`);
 * a line under them names the round's best sale.
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
  useLayoutEffect(() => {
    if (props.motion && list.current !== null) feltRevealMotion(list.current)
  }, [props.motion, reveal])
  const line = (s: Reveal['sales'][number]) =>
    t('saleLine', { name: props.names[s.player] ?? '', property: propertyLabel(locale, ruleset, s.property), check: checkLabel(locale, ruleset, s.check) })
  const best = reveal.sales[0]
  // A Sold! check is an upright card like the property (7/5 of its width tall), a For Sale cheque a sideways one (5/9).
  // Besides the cards a column holds the name and two gaps: a line of small type on a phone, of larger type above.
  const cardWidth = isPlayingCards(ruleset)
    ? 'w-[min(100%,calc((100cqh-2.25rem)/2.8))] sm:w-[min(100%,calc((100cqh-3rem)/2.8))]'
    : 'w-[min(100%,calc((100cqh-2.25rem)/1.96))] sm:w-[min(100%,calc((100cqh-3rem)/1.96))]'
  return (
    <section aria-labelledby={`reveal-${reveal.round}`} className="flex min-h-0 w-full flex-1 flex-col items-center gap-1 sm:gap-2">
      {/* On a phone the top bar names the round: the heading is left to screen readers, the felt to the cards. */}
      <h1 id={`reveal-${reveal.round}`} className="text-center text-xl font-black max-sm:sr-only sm:text-3xl">
        {t('revealHeading', { number: reveal.round + 1 })}
      </h1>
      <p className="sr-only">{t('revealHint')}</p>
      {/*
       * A size container: each card's width is the least of its column's width, the height the
       * container leaves a column (a property 7/5 of its width tall, a check 5/9, the name and gaps
       * about 3 rem), and a card's full size.
       */}
      <ol
        ref={list}
        className="grid min-h-0 w-full flex-1 content-center justify-center gap-x-1.5 [container-type:size] sm:gap-x-3"
        style={{ gridTemplateColumns: `repeat(${reveal.sales.length}, minmax(0, 11rem))` }}
      >
        {reveal.sales.map((s) => (
          <li key={s.player} aria-label={line(s)} className="flex min-w-0 flex-col items-center gap-1">
            <span aria-hidden="true" className="w-full text-center text-sm leading-tight font-black [overflow-wrap:anywhere] sm:text-lg xl:text-xl">
              <bdi>{props.names[s.player]}</bdi>
            </span>
            <span data-reveal-card={s.player} className={`relative block ${cardWidth}`}>
              <PropertyCard ruleset={ruleset} card={s.property} size="fill" />
              {/* The pick's back, shown while it comes from the seat (motion only). */}
              <span
                data-reveal-back
                aria-hidden="true"
                className="absolute inset-0 rounded-[8%/6%] border-2 border-slate-200 bg-[repeating-linear-gradient(45deg,#1e3a8a_0_6px,#334155_6px_12px)] opacity-0"
              />
            </span>
            <span data-reveal-check={s.player} className={`block ${cardWidth}`}>
              <CheckCard ruleset={ruleset} card={s.check} size="fill" />
            </span>
          </li>
        ))}
      </ol>
      {best !== undefined && (
        <p className="shrink-0 text-center text-sm leading-tight font-bold text-amber-200 sm:text-xl">
          <span aria-hidden="true">★ </span>
          {t('bestSale', { sale: line(best) })}
        </p>
      )}
    </section>
  )
}
