import { useId, useRef, useState } from 'react'
import { MAX_DEALERS } from '../../engine/antiques.ts'
import { RULESET_IDS, type RulesetId } from '../../engine/rulesets.ts'
import { MAX_NAME_LENGTH } from '../../engine/setup.ts'
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

const LIMITS = { cards: { min: 3, max: 6 }, antiques: { min: MIN_ANTIQUES_DEALERS, max: MAX_DEALERS } } as const

interface NameField {
  readonly key: number
  readonly name: string
}

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
  const [fields, setFields] = useState<NameField[]>(() => [0, 1, 2, 3].map((key) => ({ key, name: '' })))
  const nextKey = useRef(4)
  const [problem, setProblem] = useState<{ message: string; fields: number[] } | null>(null)
  const inputs = useRef(new Map<number, HTMLInputElement>())
  const ids = { hint: useId(), problem: useId(), input: useId() }
  const { min, max } = LIMITS[choice === 'antiques' ? 'antiques' : 'cards']

  const taken = new Set(fields.map((f) => f.name.trim().toLowerCase()).filter((n) => n !== ''))
  const offered = props.recentNames.filter((n) => !taken.has(n.trim().toLowerCase()))
  const hasEmpty = fields.some((f) => f.name.trim() === '')

  const rename = (index: number, name: string) => {
    setFields((all) => all.map((f, i) => (i === index ? { ...f, name } : f)))
    setProblem(null)
  }
  const add = (name = '') => {
    if (fields.length >= max) return
    const key = nextKey.current++
    setFields((all) => [...all, { key, name }])
    if (name === '') requestAnimationFrame(() => inputs.current.get(key)?.focus())
  }
  const remove = (index: number) => {
    if (fields.length <= min) return
    setFields((all) => all.filter((_, i) => i !== index))
    setProblem(null)
  }
  const takeRecent = (name: string) => {
    const empty = fields.findIndex((f) => f.name.trim() === '')
    if (empty >= 0) rename(empty, name)
    else add(name)
  }
  const focus = (index: number) => {
    const key = fields[index]?.key
    if (key !== undefined) inputs.current.get(key)?.focus()
  }

  const choose = (next: PadChoice) => {
    setChoice(next)
    setProblem(null)
    // Antique Dealer's SOLD seats up to six; the card games at least three.
    const limits = LIMITS[next === 'antiques' ? 'antiques' : 'cards']
    if (fields.length < limits.min) {
      setFields((all) => [...all, ...Array.from({ length: limits.min - all.length }, () => ({ key: nextKey.current++, name: '' }))])
    }
  }

  const start = () => {
    const names = fields.map((f) => f.name.trim())
    const empty = names.flatMap((n, i) => (n === '' ? [i] : []))
    if (empty.length > 0) {
      setProblem({ message: ts('errorEmpty'), fields: empty })
      focus(empty[0] as number)
      return
    }
    const long = names.flatMap((n, i) => (n.length > MAX_NAME_LENGTH ? [i] : []))
    if (long.length > 0) {
      setProblem({ message: ts('errorTooLong', { max: MAX_NAME_LENGTH }), fields: long })
      focus(long[0] as number)
      return
    }
    for (let i = 0; i < names.length; i++) {
      const same = names.flatMap((n, j) => (n.toLowerCase() === (names[i] as string).toLowerCase() ? [j] : []))
      if (same.length > 1) {
        setProblem({ message: ts('errorDuplicate', { name: names[i] as string }), fields: same })
        focus(same[1] as number)
        return
      }
    }
    props.onStart(choice, names)
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

        <fieldset className="min-w-0 rounded-2xl bg-white p-5 text-slate-900" aria-describedby={ids.hint}>
          <legend className="float-left mb-1 w-full text-2xl font-bold">{choice === 'antiques' ? t('dealers') : ts('players')}</legend>
          <p id={ids.hint} className="clear-both mb-3 text-base text-slate-700">
            {t('namesHint', { min, max })}
          </p>
          <ol className="flex flex-col gap-3">
            {fields.map((field, i) => {
              const bad = problem?.fields.includes(i) ?? false
              const inputId = `${ids.input}-${field.key}`
              return (
                <li key={field.key} className="flex flex-wrap items-center gap-2">
                  <label htmlFor={inputId} className="w-28 shrink-0 text-lg font-semibold">
                    {ts('playerName', { number: i + 1 })}
                  </label>
                  <input
                    id={inputId}
                    ref={(el) => {
                      if (el) inputs.current.set(field.key, el)
                      else inputs.current.delete(field.key)
                    }}
                    type="text"
                    value={field.name}
                    maxLength={MAX_NAME_LENGTH}
                    autoComplete="off"
                    autoCapitalize="words"
                    enterKeyHint="next"
                    aria-invalid={bad}
                    aria-describedby={bad ? ids.problem : undefined}
                    onChange={(e) => rename(i, e.currentTarget.value)}
                    className={`min-h-12 min-w-0 grow basis-40 rounded-lg border-2 px-3 text-lg ${bad ? 'border-red-700 bg-red-50' : 'border-slate-400'}`}
                  />
                  <button
                    type="button"
                    className="btn btn-secondary min-w-12 px-3"
                    aria-label={ts('removePlayer', { number: i + 1 })}
                    disabled={fields.length <= min}
                    onClick={() => remove(i)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              )
            })}
          </ol>
          <button type="button" className="btn btn-secondary mt-3" disabled={fields.length >= max} onClick={() => add()}>
            <span aria-hidden="true">+</span> {ts('addPlayer')}
          </button>
          {offered.length > 0 && (
            <div className="mt-4">
              <h2 className="mb-2 text-lg font-semibold">{ts('recentNames')}</h2>
              <ul className="flex flex-wrap gap-2">
                {offered.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      className="min-h-11 rounded-full border-2 border-slate-500 bg-slate-100 px-4 text-base font-semibold hover:bg-slate-200 disabled:opacity-50"
                      aria-label={ts('addRecentName', { name })}
                      disabled={!hasEmpty && fields.length >= max}
                      onClick={() => takeRecent(name)}
                    >
                      <span aria-hidden="true">+ </span>
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>

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
