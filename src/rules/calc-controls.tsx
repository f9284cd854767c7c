import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { useT } from '../i18n/i18n.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'

/** Shared inputs of the calculators: large, labelled, keyboard-friendly. */

export const FIELD =
  'min-h-11 rounded-lg border-2 border-slate-700 bg-white px-3 text-lg text-slate-950 focus-ring-sky-600'

export function RulesetSelect(props: {
  readonly id: string
  readonly value: RulesetId
  readonly onChange: (r: RulesetId) => void
  readonly only?: readonly RulesetId[]
}) {
  const t = useT(rulesUiMessages)
  const tr = useT(rulesetMessages)
  return (
    <label className="flex flex-col gap-1 font-semibold" htmlFor={props.id}>
      {t('rulesetLabel')}
      <select id={props.id} className={FIELD} value={props.value} onChange={(e) => props.onChange(e.target.value as RulesetId)}>
        {(props.only ?? RULESET_IDS).map((r) => (
          <option key={r} value={r}>
            {tr(`${r}.name`)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A whole-number field that keeps its value within bounds (a cleared field reads as the minimum). */
export function NumberField(props: {
  readonly id: string
  readonly label: string
  readonly hint?: string
  readonly value: number
  readonly min: number
  readonly max: number
  readonly onChange: (n: number) => void
}) {
  return (
    <label className="flex flex-col gap-1 font-semibold" htmlFor={props.id}>
      <span>
        {props.label}
        {props.hint !== undefined && <span className="ml-1 font-normal text-slate-700">({props.hint})</span>}
      </span>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        className={`${FIELD} w-32`}
        min={props.min}
        max={props.max}
        step={1}
        value={props.value}
        onChange={(e) => {
          const n = Math.trunc(Number(e.target.value))
          props.onChange(Number.isFinite(n) ? Math.min(props.max, Math.max(props.min, n)) : props.min)
        }}
      />
    </label>
  )
}

/** A row of on/off buttons, one per money card value. */
export function CardToggles(props: {
  readonly label: string
  readonly values: readonly number[]
  readonly selected: readonly number[]
  readonly cardLabel: (v: number) => string
  readonly onChange: (selected: number[]) => void
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{props.label}</legend>
      <div className="flex flex-wrap gap-2">
        {props.values.map((v) => {
          const on = props.selected.includes(v)
          return (
            <button
              key={v}
              type="button"
              aria-pressed={on}
              aria-label={props.cardLabel(v)}
              onClick={() => props.onChange(on ? props.selected.filter((x) => x !== v) : [...props.selected, v].sort((a, b) => a - b))}
              className={`min-h-12 min-w-12 rounded-lg border-2 text-xl font-bold focus-ring-sky-600 ${
                on ? 'border-sky-900 bg-sky-800 text-white' : 'border-slate-500 bg-white text-slate-900'
              }`}
            >
              {on ? '✓' : ''}
              {v}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
