import { useId, useState } from 'react'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { cardMessages } from '../i18n/messages/cards.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { FIELD, NumberField, RulesetSelect } from './calc-controls.tsx'
import { saleAnswer } from './calculators.ts'
import { localCard } from './rules-content.ts'

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'] as const

/** A starting round that shows the rule at work, refused check included. */
const START: { readonly [K in 'playing' | 'numbered']: { properties: Card[]; checks: Card[] } } = {
  numbered: { properties: [27, 12, 4, 19, 8, 30], checks: [15, 9, 0, 12, 2, 14] },
  playing: { properties: [26, 7, 18, 12, 3, 22], checks: [24, 13, 3, 20, 8, 16] },
}

/** (c) A sale round: 2–6 properties shown (2: a late round of the scarce variant) and the checks on offer → who gets which check. */
export function SaleCalculator(props: { readonly ruleset: RulesetId }) {
  const t = useT(rulesUiMessages)
  const tc = useT(cardMessages)
  const locale = useLocale((s) => s.locale)
  const id = useId()
  const [ruleset, setRuleset] = useState<RulesetId>(props.ruleset)
  const kind = RULESETS[ruleset].cardNames
  const [players, setPlayers] = useState(3)
  const [properties, setProperties] = useState<Card[]>(START[kind].properties)
  const [checks, setChecks] = useState<Card[]>(START[kind].checks)
  const row = RULESETS[ruleset]
  const deck = row.propertyDeck
  const checkDeck = [...new Set(row.checkDeck)]
  const prop = (c: Card) => localCard(locale, propertyText(ruleset, c))
  const check = (c: Card) =>
    row.money === 'amount' && c === 0 ? `${formatMoney(locale, ruleset, 0)} (${tc('refused')})` : localCard(locale, checkText(locale, ruleset, c))

  const changeRuleset = (r: RulesetId) => {
    setRuleset(r)
    const next = START[RULESETS[r].cardNames]
    setProperties(next.properties)
    setChecks(next.checks)
  }
  const shownProps = properties.slice(0, players)
  const shownChecks = checks.slice(0, players)
  const answer = saleAnswer(shownProps, shownChecks)
  const set = (list: Card[], i: number, v: Card) => list.map((x, j) => (j === i ? v : x))

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <RulesetSelect id={`${id}-ruleset`} value={ruleset} onChange={changeRuleset} />
        <NumberField id={`${id}-players`} label={t('sale.players')} value={players} min={2} max={6} onChange={setPlayers} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          {shownProps.map((p, i) => (
            <label key={i} className="flex flex-col gap-1 font-semibold" htmlFor={`${id}-p${i}`}>
              {t('sale.property', { name: NAMES[i] ?? '' })}
              <select id={`${id}-p${i}`} className={FIELD} value={p} onChange={(e) => setProperties(set(properties, i, Number(e.target.value)))}>
                {deck.map((c) => (
                  <option key={c} value={c}>
                    {prop(c)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <div className="flex flex-col gap-2">
          {shownChecks.map((c, i) => (
            <label key={i} className="flex flex-col gap-1 font-semibold" htmlFor={`${id}-c${i}`}>
              {t('sale.check', { number: i + 1 })}
              <select id={`${id}-c${i}`} className={FIELD} value={c} onChange={(e) => setChecks(set(checks, i, Number(e.target.value)))}>
                {checkDeck.map((v) => (
                  <option key={v} value={v}>
                    {check(v)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </div>
      <div className="rounded-xl border-2 border-emerald-800 bg-emerald-50 p-3" aria-live="polite">
        <h4 className="font-bold">{t('sale.result')}</h4>
        {answer === null ? (
          <p role="alert" className="font-semibold text-amber-900">
            {t('sale.duplicate')}
          </p>
        ) : (
          <ol data-testid="sale-result">
            {answer.map((s) => (
              <li key={s.player} className="text-lg">
                {t('sale.line', { name: NAMES[s.player] ?? '', property: prop(s.property), check: check(s.check) })}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  )
}
