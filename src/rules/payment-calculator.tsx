import { useId, useState } from 'react'
import { RULESETS } from '../engine/rulesets.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatNumber } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { CardToggles, NumberField } from './calc-controls.tsx'
import { judgeOffer, paymentAnswer } from './calculators.ts'
import { cardSet } from './rules-content.ts'

const VALUES = RULESETS.sold.moneyCards
const MAX_OWED = VALUES.reduce((a, b) => a + b, 0)

/** (a) Sold! payment: money cards held and the amount owed → every legal payment, and why another set is not one. */
export function PaymentCalculator() {
  const t = useT(rulesUiMessages)
  const locale = useLocale((s) => s.locale)
  const id = useId()
  const [held, setHeld] = useState<number[]>([2, 3, 5, 8])
  const [owed, setOwed] = useState(9)
  const [offered, setOffered] = useState<number[]>([3, 5, 8])
  const n = (v: number) => formatNumber(locale, v)
  const answer = paymentAnswer(held, owed)
  const verdict = judgeOffer(held, offered, owed)
  const set = cardSet(offered)

  const summary =
    answer.kind === 'nothing-owed'
      ? t('payment.nothing')
      : answer.kind === 'cannot-pay'
        ? t('payment.none', { owed: n(owed) })
        : answer.kind === 'exact-card'
          ? t('payment.exact', { owed: n(owed) })
          : answer.kind === 'one'
            ? t('payment.countOne')
            : t('payment.count', { count: n(answer.options.length) })

  const verdictText =
    offered.length === 0 && owed > 0
      ? t('payment.empty')
      : verdict.problem === null
        ? t('payment.ok', { set })
        : verdict.problem === 'not-held'
          ? t('payment.notHeld', { set })
          : verdict.problem === 'too-little'
            ? t('payment.tooLittle', { set, sum: n(verdict.sum), owed: n(owed) })
            : verdict.problem === 'exact-card'
              ? t('payment.exactCard', { set, owed: n(owed) })
              : owed <= 0
                ? t('payment.nothingOwed', { set })
                : t('payment.notNeeded', { set, drop: n(verdict.drop ?? 0), rest: n(verdict.rest ?? 0), owed: n(owed) })

  return (
    <div className="flex flex-col gap-4">
      <CardToggles
        label={t('payment.held')}
        values={VALUES}
        selected={held}
        cardLabel={(v) => t('payment.card', { value: n(v) })}
        onChange={setHeld}
      />
      <NumberField id={`${id}-owed`} label={t('payment.owed')} value={owed} min={0} max={MAX_OWED} onChange={setOwed} />
      <div className="rounded-xl border-2 border-emerald-800 bg-emerald-50 p-3" aria-live="polite">
        <h4 className="font-bold">{t('payment.options')}</h4>
        <p>{summary}</p>
        {answer.options.length > 0 && owed > 0 && (
          <p className="mt-1 font-mono text-xl font-bold" data-testid="payment-options">
            {formatList(locale, answer.options.map(cardSet))}
          </p>
        )}
      </div>
      <CardToggles
        label={t('payment.try')}
        values={VALUES}
        selected={offered}
        cardLabel={(v) => `${t('payment.trySet')}: ${t('payment.card', { value: n(v) })}`}
        onChange={setOffered}
      />
      <p
        aria-live="polite"
        className={`rounded-xl border-2 p-3 font-semibold ${verdict.problem === null ? 'border-emerald-800 bg-emerald-50' : 'border-amber-700 bg-amber-50'}`}
      >
        <span aria-hidden="true">{verdict.problem === null ? '✓ ' : '✗ '}</span>
        {verdictText}
      </p>
    </div>
  )
}
