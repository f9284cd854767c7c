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
  const pay = (cards: readonly number[]) => props.onAction({ type: 'pay', player: legal.player, cards: cards.slice().sort((a, b) => a - b) })

  const ordered = bestFirst(legal.options)
  const shown = showAll ? ordered : ordered.slice(0, BEST_SHOWN)
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
    <section data-tour="pay" aria-labelledby="payment-heading" className="flex flex-col gap-3">
      <h2 id="payment-heading" className="text-2xl font-black">
        {t('paysHeading', { name: props.playerName, amount: owed })}
      </h2>
      <p className="text-lg">
        {legal.reason === 'pass' ? t('payReasonPass') : t('payReasonWin')}
        {props.property !== null && ` (${propertyText(ruleset, props.property)})`} {t('payChoose')}
      </p>

      {/* The best sets first, one tap each: the way most payments are made, in view as the sheet opens. */}
      <h3 className="text-xl font-bold">{tp('best')}</h3>
      <p className="-mt-2 text-base text-slate-300">{tp('bestHint')}</p>
      <ul id={ids.all} className="grid gap-2 sm:grid-cols-2">
        {shown.map((option) => {
          const left = remainingAfter(props.held, option)
          const keeps =
            left.length === 0
              ? t('payKeepsNothing')
              : t('payKeeps', { cards: names(left), count: left.length, total: money(sum(left)) })
          return (
            <li key={option.join(',')}>
              <button
                type="button"
                aria-label={t('payOptionLabel', { cards: names(option), total: money(sum(option)), keeps })}
                onClick={() => pay(option)}
                className="flex h-full min-h-16 w-full flex-wrap items-center gap-2 rounded-2xl border-4 border-slate-900 bg-white p-2 text-left text-slate-900 shadow active:bg-slate-100 focus-ring-sky-600 focus-visible:ring-offset-2"
              >
                <span className="flex max-w-full flex-wrap gap-1" aria-hidden="true">
                  {option.map((v) => (
                    <MoneyCard key={v} seat={legal.player} value={v} size="sm" />
                  ))}
                </span>
                <span className="flex min-w-36 flex-1 flex-col" aria-hidden="true">
                  <span className="text-lg font-black">{t('payTotal', { total: money(sum(option)) })}</span>
                  <span className="text-base text-slate-700">{keeps}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {ordered.length > BEST_SHOWN && (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={ids.all}
          onClick={() => setShowAll((s) => !s)}
          className="min-h-12 self-start rounded-xl border-2 border-white px-4 text-lg font-semibold focus-ring-sky-600 focus-visible:ring-offset-2"
        >
          {showAll ? tp('hideAll') : tp('showAll', { count: ordered.length })}
        </button>
      )}

      <div role="group" aria-labelledby={ids.cards} className="flex flex-col gap-2 rounded-2xl border-2 border-slate-500 bg-slate-800 p-3">
        <span id={ids.cards} className="text-lg font-bold">
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
                  className={`rounded-xl border-4 p-0.5 transition-transform motion-reduce:transition-none ${on ? '-translate-y-2 border-amber-300 bg-amber-300' : 'border-transparent'} focus-ring-sky-600 focus-visible:ring-offset-2`}
                >
                  <MoneyCard seat={legal.player} value={v} size="md" />
                </button>
              </li>
            )
          })}
        </ul>
        <p id={ids.verdict} aria-live="polite" className={`text-lg font-semibold ${verdict.ok ? 'text-emerald-200' : 'text-amber-100'}`}>
          <span aria-hidden="true">{verdict.ok ? '✓ ' : chosen.length > 0 ? '✗ ' : ''}</span>
          {verdictText}
        </p>
        <button
          type="button"
          disabled={!verdict.ok}
          aria-describedby={ids.verdict}
          onClick={() => pay(chosen)}
          className={`min-h-16 rounded-2xl bg-emerald-700 px-5 text-2xl font-black text-white shadow active:bg-emerald-800 disabled:bg-slate-700 disabled:text-slate-300 focus-ring-sky-600 focus-visible:ring-offset-2`}
        >
          {verdict.ok ? tp('handOver', { cards: names(chosen) }) : tp('handOverNone')}
        </button>
      </div>
    </section>
  )
}
