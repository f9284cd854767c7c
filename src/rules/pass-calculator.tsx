import { useId, useState } from 'react'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { NumberField, RulesetSelect } from './calc-controls.tsx'
import { maxBid, passAnswer } from './calculators.ts'

/** (b) Passing: ruleset and own bid → what a pass costs, what comes back, and the scarce free pass. */
export function PassCalculator(props: { readonly ruleset: RulesetId }) {
  const t = useT(rulesUiMessages)
  const locale = useLocale((s) => s.locale)
  const id = useId()
  const [ruleset, setRuleset] = useState<RulesetId>(props.ruleset)
  const [bid, setBid] = useState(5)
  const max = maxBid(ruleset)
  const shown = Math.min(bid, max)
  const answer = passAnswer(ruleset, shown)
  const money = (v: number) => formatMoney(locale, ruleset, v)
  // Sold! money is cards: a bid is only a number, nothing is put down, and a win is paid without change.
  const cards = RULESETS[ruleset].money === 'cards'
  const half = cards ? new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(answer.half) : money(answer.half)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <RulesetSelect id={`${id}-ruleset`} value={ruleset} onChange={setRuleset} />
        <NumberField id={`${id}-bid`} label={t('pass.bid')} hint={money(1) === '1' ? undefined : t('score.unit', { unit: money(1) })} value={shown} min={0} max={max} onChange={setBid} />
      </div>
      <div className="rounded-xl border-2 border-emerald-800 bg-emerald-50 p-3" aria-live="polite">
        <p className="text-xl font-bold" data-testid="pass-result">
          {cards ? t('pass.resultCards', { cost: money(answer.cost) }) : t('pass.result', { cost: money(answer.cost), refund: money(answer.refund) })}
        </p>
        <p>{t('pass.rule', { bid: money(shown), half, direction: t(answer.rounding === 'up' ? 'pass.up' : 'pass.down'), cost: money(answer.cost) })}</p>
        {shown === 1 && answer.cost === 0 && <p className="mt-1">{t('pass.freeOne', { one: money(1), zero: money(0) })}</p>}
        {answer.freePass && <p className="mt-1">{t('pass.free', { bid: money(shown) })}</p>}
        <p className="mt-1 text-slate-700">{t(cards ? 'pass.winnerCards' : 'pass.winner', { bid: money(shown) })}</p>
      </div>
    </div>
  )
}
