import { useId, useState } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Action, LegalActions } from '../engine/types.ts'
import { moneyCardText, propertyText } from '../i18n/card-text.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { paymentMessages } from '../i18n/messages/payment.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { MoneyCard } from './money-card.tsx'
import { bestFirst, paymentVerdict } from './payment-plan.ts'
import { useEditionT } from '../i18n/edition-t.ts'

type PaymentLegal = Extract<LegalActions, { phase: 'payment' }>

/** How many of the best sets show before "All N ways to pay". */
const BEST_SHOWN = 3

/** Cards left after paying `paid` out of `held` (values may repeat only in theory; remove one each). */
function remainingAfter(held: readonly number[], paid: readonly number[]): number[] {
  const left = held.slice()
  for (const v of paid) {
    const i = left.indexOf(v)
    if (i >= 0) left.splice(i, 1)
  }
  return left
}

/**
 * Sold! payment with a choice (R4). Two ways to pay: tap the money cards to hand over (the builder
 * says at once whether the set is allowed, every card counting and no change, and if not why not),
 * or take one of the best sets, offered first (most cards kept, then the least value handed over),
 * with the full list one tap away. The engine pays single options itself, so there are always two or more.
 */
export function PaymentChooser(props: {
  readonly ruleset: RulesetId
  readonly legal: PaymentLegal
  readonly playerName: string
  readonly held: readonly number[]
  /** What the payment is for: the property passed on or won, when known. */
  readonly property: number | null
  readonly onAction: (action: Action) => void
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableMessages)
  const tp = useT(paymentMessages)
  const ids = { cards: useId(), verdict: useId(), all: useId() }
  const { legal, ruleset } = props
  const [chosen, setChosen] = useState<readonly number[]>([])
  const [showAll, setShowAll] = useState(false)
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const sum = (cards: readonly number[]) => cards.reduce((a, b) => a + b, 0)
  const card = (v: number) => moneyCardText(legal.player, v)
  const names = (cards: readonly number[]) => formatList(locale, cards.map(card))
  /** The cards a way to pay leaves, said in full (its name) and briefly (under its cards). */
  const kept = (option: readonly number[]) => {
    const left = remainingAfter(props.held, option)
    if (left.length === 0) return { full: t('payKeepsNothing'), brief: t('payKeepsNothing') }
    const total = money(sum(left))
    return { full: t('payKeeps', { cards: names(left), count: left.length, total }), brief: t('payKeepsBrief', { count: left.length, total }) }
  }
  const pay = (cards: readonly number[]) => props.onAction({ type: 'pay', player: legal.player, cards: cards.slice().sort((a, b) => a - b) })

  const ordered = bestFirst(legal.options)
  const shown = ordered.slice(0, BEST_SHOWN)
  const held = props.held.slice().sort((a, b) => a - b)
  const verdict = paymentVerdict(props.held, chosen, legal.amount)
  const owed = money(legal.amount)
  const verdictText = (() => {
    if (verdict.ok) return tp('chosenOk', { cards: names(chosen), total: money(sum(chosen)), count: props.held.length - chosen.length })
    switch (verdict.why) {
      case 'none':
        return tp('chosenNone', { owed })
      case 'too-little':
        return tp('chosenShort', { total: money(sum(chosen)), short: money(verdict.short), owed })
      case 'exact-card':
        return tp('chosenExact', { card: card(verdict.exact), owed })
      case 'card-not-needed':
        return tp('chosenSpare', { card: card(verdict.spare), without: money(verdict.without), owed })
    }
  })()
  const toggle = (v: number) => setChosen((c) => (c.includes(v) ? c.filter((x) => x !== v) : [...c, v]))

  return (
    <section data-tour="pay" aria-labelledby="payment-heading" className="flex flex-col gap-1 sm:gap-2">
      <h2 id="payment-heading" className="text-xl font-black sm:text-2xl">
        {t('paysHeading', { name: props.playerName, amount: owed })}
      </h2>
      {/* With every way open, a phone with little height leaves the reason to screen readers: the ways need its lines. */}
      <p className={`text-sm leading-snug low:leading-tight sm:text-lg ${showAll ? 'low:sr-only' : ''}`}>
        {legal.reason === 'pass' ? t('payReasonPass') : t('payReasonWin')}
        {props.property !== null && ` (${propertyText(ruleset, props.property)})`} {t('payChoose')}
      </p>

      {/* The best sets first, one tap each: the way most payments are made, in view as the sheet opens. */}
      {/* The best sets' heading and, at its end, the control for every way: one line, so that a phone's sheet holds every choice. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="text-base font-bold sm:text-xl">{tp('best')}</h3>
        {/* A wide screen says how they are ordered on the heading's line, which leaves the seats above the sheet uncovered. */}
        <p className="min-w-0 flex-1 text-base text-slate-300 max-lg:hidden">{tp('bestHint')}</p>
        {ordered.length > BEST_SHOWN && (
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls={ids.all}
            onClick={() => setShowAll((s) => !s)}
            className="min-h-11 rounded-xl border-2 border-white px-2 text-sm font-semibold focus-ring-sky-600 focus-visible:ring-offset-2 sm:min-h-12 sm:px-4 sm:text-lg"
          >
            {showAll ? tp('hideAll') : tp('showAll', { count: ordered.length })}
          </button>
        )}
      </div>
      <p className="-mt-1 text-base text-slate-300 max-sm:hidden lg:hidden">{tp('bestHint')}</p>
      {showAll ? (
        /*
         * Every way, each as its cards and its total on a small key, as many to a row as the width holds:
         * they all stand in the sheet at once (a six-player game can offer two dozen), none out of sight.
         * The card picker below is left out meanwhile: every set it could make is here.
         */
        <ul id={ids.all} className="grid grid-cols-4 gap-1 sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] sm:gap-1.5 xl:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]">
          {ordered.map((option) => {
            const keeps = kept(option)
            return (
              <li key={option.join(',')}>
                <button
                  type="button"
                  aria-label={t('payOptionLabel', { cards: names(option), total: money(sum(option)), keeps: keeps.full })}
                  onClick={() => pay(option)}
                  className="flex h-full min-h-11 w-full flex-col items-center justify-center rounded-xl border-2 border-slate-900 bg-white px-0.5 py-0.5 text-center leading-tight text-slate-900 shadow active:bg-slate-100 focus-ring-sky-600 focus-visible:ring-offset-2 low:min-h-10 sm:min-h-14"
                >
                  <span aria-hidden="true" className={`max-w-full font-bold tabular-nums [overflow-wrap:anywhere] sm:text-lg ${option.length > 4 ? 'text-xs' : 'text-sm'}`}>
                    {option.map((v) => money(v)).join('+')}
                  </span>
                  {/* A phone's quarter width holds the cards alone: what is kept is in the key's name, and the best ways say it above. */}
                  <span aria-hidden="true" className="text-base text-slate-700 max-sm:hidden">
                    {keeps.brief}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
      <ul id={ids.all} className="grid grid-cols-2 gap-1.5 sm:gap-2 lg:grid-cols-3 max-sm:[&>li:nth-child(n+3)]:hidden">
        {shown.map((option) => {
          const keeps = kept(option)
          return (
            <li key={option.join(',')}>
              <button
                type="button"
                aria-label={t('payOptionLabel', { cards: names(option), total: money(sum(option)), keeps: keeps.full })}
                onClick={() => pay(option)}
                className="flex h-full min-h-16 w-full flex-wrap items-center gap-2 rounded-2xl max-sm:flex-col max-sm:items-start max-sm:gap-1 low:min-h-0 low:flex-row low:items-center border-4 border-slate-900 bg-white p-1.5 text-left sm:p-2 text-slate-900 shadow active:bg-slate-100 focus-ring-sky-600 focus-visible:ring-offset-2"
              >
                <span className="flex max-w-full flex-wrap gap-1" aria-hidden="true">
                  {option.map((v) => (
                    <MoneyCard key={v} seat={legal.player} value={v} size="sm" className="max-sm:w-8 low:w-6" />
                  ))}
                </span>
                <span className="flex min-w-0 flex-col sm:min-w-36 sm:flex-1" aria-hidden="true">
                  <span className="text-base font-black low:leading-tight sm:text-lg">{t('payTotal', { total: money(sum(option)) })}</span>
                  <span className="text-base text-slate-700 max-sm:hidden">{keeps.full}</span>
                  {/* A phone's half width: how many cards are kept and their worth (the cards themselves are in the button's name). */}
                  <span className="text-sm leading-tight text-slate-700 low:text-xs sm:hidden">
                    {keeps.brief}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      )}

      {!showAll && (
      <div role="group" aria-labelledby={ids.cards} className="flex flex-col gap-1 rounded-2xl border-2 border-slate-500 bg-slate-800 p-2 sm:gap-2 sm:p-3">
        <span id={ids.cards} className="text-base font-bold sm:text-lg">
          {tp('pickCards')}
        </span>
        <ul className="flex flex-wrap gap-1">
          {held.map((v) => {
            const on = chosen.includes(v)
            return (
              <li key={v}>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={tp('cardToggle', { card: card(v) })}
                  onClick={() => toggle(v)}
                  className={`rounded-xl border-2 transition-transform sm:border-4 sm:p-0.5 motion-reduce:transition-none ${on ? '-translate-y-2 border-amber-300 bg-amber-300' : 'border-transparent'} focus-ring-sky-600 focus-visible:ring-offset-2`}
                >
                  <MoneyCard seat={legal.player} value={v} size="md" className="max-sm:w-11 low:w-8" />
                </button>
              </li>
            )
          })}
        </ul>
        {/* A wide screen, and a phone with little height, set the verdict beside the button: a line less, and the seats above the sheet stay uncovered. */}
        <div className="flex flex-col gap-1 low:flex-row low:items-center low:gap-2 sm:gap-2 lg:flex-row lg:items-center lg:gap-4">
        <p id={ids.verdict} aria-live="polite" className={`text-base font-semibold low:flex-1 low:text-sm low:leading-tight sm:text-lg lg:flex-1 ${verdict.ok ? 'text-emerald-200' : 'text-amber-100'}`}>
          <span aria-hidden="true">{verdict.ok ? '✓ ' : chosen.length > 0 ? '✗ ' : ''}</span>
          {verdictText}
        </p>
        <button
          type="button"
          disabled={!verdict.ok}
          aria-describedby={ids.verdict}
          onClick={() => pay(chosen)}
          className={`min-h-12 rounded-2xl bg-emerald-700 px-5 text-xl font-black low:w-1/2 low:px-2 low:text-lg sm:min-h-16 sm:text-2xl lg:w-1/2 text-white shadow active:bg-emerald-800 disabled:bg-slate-700 disabled:text-slate-300 focus-ring-sky-600 focus-visible:ring-offset-2`}
        >
          {verdict.ok ? tp('handOver', { cards: names(chosen) }) : tp('handOverNone')}
        </button>
        </div>
      </div>
      )}
    </section>
  )
}
