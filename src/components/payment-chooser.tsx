import type { RulesetId } from '../engine/rulesets.ts'
import type { Action, LegalActions } from '../engine/types.ts'
import { moneyCardText, propertyText } from '../i18n/card-text.ts'
import { formatMoney, useLocale, useT } from '../i18n/i18n.ts'
import { formatList } from '../i18n/list-format.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { MoneyCard } from './money-card.tsx'

type PaymentLegal = Extract<LegalActions, { phase: 'payment' }>

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
 * Sold! payment with a choice (R4): each qualifying set of money cards, and what would remain.
 * The engine pays single options itself, so this only ever shows two or more.
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
  const t = useT(tableMessages)
  const { legal, ruleset } = props
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const sum = (cards: readonly number[]) => cards.reduce((a, b) => a + b, 0)
  const names = (cards: readonly number[]) => formatList(locale, cards.map((v) => moneyCardText(legal.player, v)))
  return (
    <section aria-labelledby="payment-heading" className="flex flex-col gap-3">
      <h2 id="payment-heading" className="text-2xl font-black">
        {t('paysHeading', { name: props.playerName, amount: money(legal.amount) })}
      </h2>
      <p className="text-lg">
        {legal.reason === 'pass' ? t('payReasonPass') : t('payReasonWin')}
        {props.property !== null && ` (${propertyText(ruleset, props.property)})`} {t('payChoose')}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {legal.options.map((option) => {
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
                onClick={() => props.onAction({ type: 'pay', player: legal.player, cards: option })}
                className="flex h-full min-h-16 w-full flex-wrap items-center gap-2 rounded-2xl border-4 border-slate-900 bg-white p-2 text-left text-slate-900 shadow active:bg-slate-100 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600"
              >
                <span className="flex max-w-full flex-wrap gap-1" aria-hidden="true">
                  {option.map((v) => (
                    <MoneyCard key={v} seat={legal.player} value={v} size="sm" />
                  ))}
                </span>
                <span className="flex min-w-36 flex-1 flex-col" aria-hidden="true">
                  <span className="text-lg font-black">{t('payTotal', { total: money(sum(option)) })}</span>
                  <span className="text-sm text-slate-700">{keeps}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
