import { useId, useState } from 'react'
import { MAX_DEALERS } from '../../engine/antiques.ts'
import { MAX_PLAYERS, MIN_PLAYERS, RULESET_IDS, type RulesetId } from '../../engine/rulesets.ts'
import { checkNames } from '../../engine/setup.ts'
import { NamesFieldset, namesProblem, useNameFields, type NameField, type NamesProblem } from '../../components/names-fieldset.tsx'
import { useT } from '../../i18n/i18n.ts'
import { padMessages } from '../../i18n/messages/pad.ts'
import { rulesetMessages } from '../../i18n/messages/rulesets.ts'
import { setupMessages } from '../../i18n/messages/setup.ts'
import { RulesButton } from '../../rules/rules-button.tsx'
import { openRules } from '../../rules/rules-overlay.ts'
import { rulesButtonMessages } from '../../i18n/messages/rules-button.ts'
import { MIN_ANTIQUES_DEALERS } from '../../store/pad-games.ts'
import { useEditionT } from '../../i18n/edition-t.ts'

/** What the table counts: one of the four rulesets, or Antique Dealer's SOLD. */
export type PadChoice = RulesetId | 'antiques'

const LIMITS = { cards: { min: MIN_PLAYERS, max: MAX_PLAYERS }, antiques: { min: MIN_ANTIQUES_DEALERS, max: MAX_DEALERS } } as const

/** Before counting: which game the table plays from the box, and who plays. */
export function PadSetupScreen(props: {
  recentNames: readonly string[]
  onStart: (choice: PadChoice, names: string[]) => void
  onBack: () => void
}) {
  const ts = useT(setupMessages)
  const tr = useT(rulesetMessages)
  const tb = useT(rulesButtonMessages)
  const [choice, setChoice] = useState<PadChoice>('for-sale')
  const t = useEditionT(padMessages, choice === 'antiques' ? null : choice)
  const [problem, setProblem] = useState<NamesProblem | null>(null)
  const ids = { problem: useId() }
  const { min, max } = LIMITS[choice === 'antiques' ? 'antiques' : 'cards']
  const names = useNameFields<NameField>({
    initial: () => [0, 1, 2, 3].map((key) => ({ key, name: '' })),
    make: (key, name) => ({ key, name }),
    min,
    max,
    onRename: () => setProblem(null),
    onRemove: () => setProblem(null),
  })

  const choose = (next: PadChoice) => {
    setChoice(next)
    setProblem(null)
    // Antique Dealer's SOLD is counted from two dealers, the card games from three: a switch adds the fields missing.
    const limits = LIMITS[next === 'antiques' ? 'antiques' : 'cards']
    if (names.fields.length < limits.min) {
      names.setFields((all) => [...all, ...Array.from({ length: limits.min - all.length }, () => ({ key: names.newKey(), name: '' }))])
    }
  }

  const start = () => {
    const typed = names.fields.map((f) => f.name.trim())
    const checked = checkNames(typed)
    const found = checked.ok ? null : namesProblem(checked.error.detail, typed, ts)
    if (found !== null) {
      setProblem(found)
      names.focus(found.focus)
      return
    }
    props.onStart(choice, typed)
  }

  const options: readonly PadChoice[] = [...RULESET_IDS, 'antiques']

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-10">
      <header className="flex flex-wrap items-center gap-4">
        <button type="button" className="btn btn-secondary" onClick={props.onBack}>
          <span aria-hidden="true">←</span> {ts('back')}
        </button>
        <h1 className="text-4xl font-black">{t('setupTitle')}</h1>
        {choice === 'antiques' ? (
          // Antique Dealer's SOLD is its own part of the reference.
          <button type="button" aria-haspopup="dialog" className="btn btn-secondary ml-auto" onClick={() => openRules({ section: 'antiques.goal' })}>
            <span aria-hidden="true">§</span> {tb('open')}
          </button>
        ) : (
          <RulesButton ruleset={choice} className="btn btn-secondary ml-auto" />
        )}
      </header>
      <p className="text-lg text-slate-200">{t('setupIntro')}</p>

      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault()
          start()
        }}
      >
        <fieldset className="min-w-0 rounded-2xl bg-white p-5 text-slate-900">
          <legend className="float-left mb-3 w-full text-2xl font-bold">{ts('game')}</legend>
          <div className="clear-both grid gap-3 sm:grid-cols-2">
            {options.map((id) => (
              <label
                key={id}
                className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-4 p-3 text-lg ${
                  id === choice ? 'border-sky-800 bg-sky-50 font-semibold' : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="pad-game"
                  value={id}
                  checked={id === choice}
                  onChange={() => choose(id)}
                  className="size-6 shrink-0 accent-sky-800"
                />
                <span>{id === 'antiques' ? t('antiquesDescription') : tr(`${id}.description`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <NamesFieldset
          names={names}
          min={min}
          max={max}
          recentNames={props.recentNames}
          legend={choice === 'antiques' ? t('dealers') : ts('players')}
          hint={t('namesHint', { min, max })}
          className="min-w-0 rounded-2xl bg-white p-5 text-slate-900"
          compact={false}
          invalid={problem?.fields ?? []}
          problemId={ids.problem}
          row={(field, i, parts) => (
            <li key={field.key} className="flex flex-wrap items-center gap-2">
              <label htmlFor={parts.input.id} className="w-28 shrink-0 text-lg font-semibold">
                {ts('playerName', { number: i + 1 })}
              </label>
              <input {...parts.input} className={`${parts.input.className} grow basis-40`} />
              {parts.remove()}
            </li>
          )}
        />

        {problem !== null && (
          <p id={ids.problem} role="alert" className="rounded-xl border-4 border-red-700 bg-red-50 p-4 text-lg font-semibold text-red-900">
            <span aria-hidden="true">✖ </span>
            {problem.message}
          </p>
        )}

        <button type="submit" className="btn btn-primary btn-big">
          {t('startCounting')}
        </button>
      </form>
    </main>
  )
}
