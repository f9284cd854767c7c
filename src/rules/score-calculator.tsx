import { useId, useState } from 'react'
import { MAX_PLAYERS, MIN_PLAYERS, RULESETS, type RulesetId } from '../engine/rulesets.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { NumberField, RulesetSelect } from './calc-controls.tsx'
import { scoreAnswer } from './calculators.ts'

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'] as const
const START = [
  { checkTotal: 41, moneyLeft: 6 },
  { checkTotal: 40, moneyLeft: 7 },
  { checkTotal: 38, moneyLeft: 3 },
  { checkTotal: 30, moneyLeft: 9 },
  { checkTotal: 25, moneyLeft: 2 },
  { checkTotal: 20, moneyLeft: 4 },
]

/** (d) Final score: checks and money per player → ranking with the tie-break. */
export function ScoreCalculator(props: { readonly ruleset: RulesetId }) {
  const t = useT(rulesUiMessages)
  const locale = useLocale((s) => s.locale)
  const id = useId()
  const [ruleset, setRuleset] = useState<RulesetId>(props.ruleset)
  const [players, setPlayers] = useState(3)
  const [rows, setRows] = useState(START)
  const byCards = RULESETS[ruleset].moneyScore === 'card-count'
  const maxMoney = byCards ? RULESETS[ruleset].moneyCards.length : 28
  const points = (v: number) => (byCards ? formatNumber(locale, v) : formatMoney(locale, ruleset, v))
  const unit = byCards ? undefined : t('score.unit', { unit: formatMoney(locale, ruleset, 1) })
  const shown = rows.slice(0, players).map((r, i) => ({ name: NAMES[i] ?? '', checkTotal: r.checkTotal, moneyLeft: Math.min(r.moneyLeft, maxMoney) }))
  const scores = scoreAnswer(shown)
  const ranked = scores.lines.slice().sort((a, b) => a.rank - b.rank || a.player - b.player)
  const update = (i: number, field: 'checkTotal' | 'moneyLeft', v: number) => setRows(rows.map((r, j) => (j === i ? { ...r, [field]: v } : r)))

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <RulesetSelect id={`${id}-ruleset`} value={ruleset} onChange={setRuleset} />
        <NumberField id={`${id}-players`} label={t('score.players')} value={players} min={MIN_PLAYERS} max={MAX_PLAYERS} onChange={setPlayers} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.map((s, i) => (
          <div key={i} className="flex flex-wrap gap-3 rounded-xl border-2 border-slate-300 p-2">
            <NumberField id={`${id}-c${i}`} label={t('score.checks', { name: s.name })} hint={unit} value={s.checkTotal} min={0} max={200} onChange={(v) => update(i, 'checkTotal', v)} />
            <NumberField
              id={`${id}-m${i}`}
              label={t(byCards ? 'score.moneyCards' : 'score.money', { name: s.name })}
              hint={unit}
              value={s.moneyLeft}
              min={0}
              max={maxMoney}
              onChange={(v) => update(i, 'moneyLeft', v)}
            />
          </div>
        ))}
      </div>
      <div className="rounded-xl border-2 border-emerald-800 bg-emerald-50 p-3" aria-live="polite">
        <ol data-testid="score-result">
          {ranked.map((line) => (
            <li key={line.player} className={`text-lg ${line.rank === 1 ? 'font-bold' : ''}`}>
              {line.rank === 1 ? '★ ' : ''}
              {t('score.line', { rank: line.rank, name: line.name, score: points(line.score) })}
            </li>
          ))}
        </ol>
        {scores.decidedByTieBreak && <p className="mt-1">{t(byCards ? 'score.tieBreakCards' : 'score.tieBreak')}</p>}
        {scores.shared && <p className="mt-1">{t('score.shared')}</p>}
      </div>
    </div>
  )
}
