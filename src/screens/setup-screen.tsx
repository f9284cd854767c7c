import { useId, useRef, useState } from 'react'
import { RULESETS, RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { MAX_NAME_LENGTH } from '../engine/setup.ts'
import type { GameError, Seat } from '../engine/types.ts'
import { errorText } from '../i18n/error-text.ts'
import { useT } from '../i18n/i18n.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { rulesetDifferences } from '../i18n/messages/ruleset-differences.ts'
import { botPaceMessages } from '../i18n/messages/bot-pace.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { DEFAULT_TABLE_INFO, TABLE_INFO_IDS, type TableInfo } from '../table-info/table-info.ts'
import { SoundToggle } from '../components/sound-toggle.tsx'
import { BOT_PACE_IDS, readBotPace, writeBotPace, type BotPace } from '../store/bot-pace.ts'
import { setupMessages } from '../i18n/messages/setup.ts'
import { botMessages } from '../i18n/messages/bots.ts'
import { coachMessages } from '../i18n/messages/coach.ts'
import { setCoachForOpenGame, useCoachStore } from '../store/coach-store.ts'
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/levels.ts'
import { RulesButton } from '../rules/rules-button.tsx'
import { DEAL_CODE_MAX_LENGTH, normalizeDealCode } from '../store/deal-code.ts'
import type { NewGameOptions } from '../store/game-store.ts'
import { useLocale } from '../store/locale-store.ts'
import { SeatFace } from '../components/seat-face.tsx'
import { defaultSeatNames } from '../i18n/bot-names.ts'

const MIN_SEATS = 3
const MAX_SEATS = 6

interface SeatField {
  /** Stable React key: seats can be removed from the middle. */
  readonly key: number
  readonly name: string
  /** A person, or a computer player of this level. */
  readonly kind: 'person' | BotLevel
}

type Problem = { readonly message: string; readonly seats: readonly number[]; readonly field: 'names' | 'dealCode' | 'other' }

export function SetupScreen(props: {
  recentNames: readonly string[]
  onStart: (options: NewGameOptions) => GameError | null
  onBack: () => void
}) {
  const t = useT(setupMessages)
  const tb = useT(botMessages)
  const tr = useT(rulesetMessages)
  const tc = useT(coachMessages)
  const [learners, setLearners] = useState<boolean>(() => useCoachStore.getState().lastChoice)
  const td = useT(rulesetDifferences)
  const tp = useT(botPaceMessages)
  const [pace, setPace] = useState<BotPace>(readBotPace)
  const locale = useLocale((s) => s.locale)
  const [ruleset, setRuleset] = useState<RulesetId>('for-sale')
  const [seats, setSeats] = useState<SeatField[]>(() => [0, 1, 2, 3].map((key) => ({ key, name: '', kind: 'person' })))
  const nextKey = useRef(4)
  const [startPlayer, setStartPlayer] = useState<Seat | null>(null)
  const [secretMoney, setSecretMoney] = useState<boolean>(RULESETS['for-sale'].secretMoneyDefault ?? false)
  const [dealCode, setDealCode] = useState('')
  const [tableInfo, setTableInfo] = useState<TableInfo>(DEFAULT_TABLE_INFO)
  const ti = useT(tableInfoMessages)
  const tableInfoName = useId()
  const [problem, setProblem] = useState<Problem | null>(null)
  const inputs = useRef(new Map<number, HTMLInputElement>())
  const ids = { players: useId(), hint: useId(), problem: useId(), code: useId(), codeHint: useId(), secret: useId(), learners: useId(), learnersHint: useId(), ruleset: useId(), pace: useId(), paceHint: useId() }

  const secretDefault = RULESETS[ruleset].secretMoneyDefault
  const taken = new Set(seats.map((s) => s.name.trim().toLowerCase()).filter((n) => n !== ''))
  const offered = props.recentNames.filter((n) => !taken.has(n.trim().toLowerCase()))
  const hasEmptySeat = seats.some((s) => s.name.trim() === '')

  const chooseRuleset = (id: RulesetId) => {
    setRuleset(id)
    setSecretMoney(RULESETS[id].secretMoneyDefault ?? false)
  }

  // An unnamed computer seat takes its level's first name nobody has yet: "Eddie", "Mia", "Rex".
  const autoNames = defaultSeatNames(locale, seats.map((s) => ({ name: s.name, level: s.kind === 'person' ? null : s.kind })))
  const defaultName = (seat: SeatField, i: number) => (seat.name.trim() === '' ? autoNames[i] : null) ?? t('unnamedSeat', { number: i + 1 })
  const rename = (index: number, name: string) => {
    setSeats((all) => all.map((s, i) => (i === index ? { ...s, name } : s)))
    if (problem?.field === 'names') setProblem(null)
  }

  const addSeat = (name = '') => {
    if (seats.length >= MAX_SEATS) return
    const key = nextKey.current++
    setSeats((all) => [...all, { key, name, kind: 'person' }])
    if (name === '') requestAnimationFrame(() => inputs.current.get(key)?.focus())
  }

  const removeSeat = (index: number) => {
    if (seats.length <= MIN_SEATS) return
    setSeats((all) => all.filter((_, i) => i !== index))
    if (startPlayer !== null) {
      if (startPlayer === index) setStartPlayer(null)
      else if (startPlayer > index) setStartPlayer(startPlayer - 1)
    }
    setProblem(null)
  }

  const takeRecent = (name: string) => {
    const empty = seats.findIndex((s) => s.name.trim() === '')
    if (empty >= 0) rename(empty, name)
    else addSeat(name)
  }

  const focusSeat = (index: number) => {
    const key = seats[index]?.key
    if (key !== undefined) inputs.current.get(key)?.focus()
  }

  const setKind = (index: number, value: string) => {
    const kind = isBotLevel(value) ? value : 'person'
    setSeats((all) => all.map((s, i) => (i === index ? { ...s, kind } : s)))
    if (problem?.field === 'other') setProblem(null)
  }

  const start = () => {
    if (seats.every((s) => s.kind !== 'person')) {
      setProblem({ message: tb('errorNoPerson'), seats: [], field: 'other' })
      return
    }
    // A seat left unnamed is called as its field's placeholder says: "Player 2", or a computer's own name ("Eddie").
    const names = seats.map((s, i) => s.name.trim() || defaultName(s, i))
    const long = names.flatMap((n, i) => (n.length > MAX_NAME_LENGTH ? [i] : []))
    if (long.length > 0) {
      setProblem({ message: t('errorTooLong', { max: MAX_NAME_LENGTH }), seats: long, field: 'names' })
      focusSeat(long[0] as number)
      return
    }
    for (let i = 0; i < names.length; i++) {
      const same = names.flatMap((n, j) => (n.toLowerCase() === (names[i] as string).toLowerCase() ? [j] : []))
      if (same.length > 1) {
        setProblem({ message: t('errorDuplicate', { name: names[i] as string }), seats: same, field: 'names' })
        focusSeat(same[1] as number)
        return
      }
    }
    if (dealCode.trim() !== '' && normalizeDealCode(dealCode) === null) {
      setProblem({ message: t('errorDealCode'), seats: [], field: 'dealCode' })
      document.getElementById(ids.code)?.focus()
      return
    }
    const error = props.onStart({
      ruleset,
      players: names,
      startPlayer,
      ...(secretDefault === null ? {} : { secretMoney }),
      tableInfo,
      dealCode: dealCode.trim() === '' ? null : dealCode,
      ...(seats.some((s) => s.kind !== 'person')
        ? { seats: seats.map((s) => (s.kind === 'person' ? { kind: 'person' as const } : { kind: 'bot' as const, level: s.kind })) }
        : {}),
    })
    if (error !== null) setProblem({ message: t('errorOther', { reason: errorText(locale, error) }), seats: [], field: 'other' })
    else setCoachForOpenGame(learners)
  }

  const problemFor = (field: Problem['field']) => (problem?.field === field ? ids.problem : undefined)

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-10">
      <header className="flex flex-wrap items-center gap-4">
        <button type="button" className="btn btn-secondary" onClick={props.onBack}>
          <span aria-hidden="true">←</span> {t('back')}
        </button>
        <h1 className="text-4xl font-black">{t('title')}</h1>
        <RulesButton ruleset={ruleset} className="btn btn-secondary ml-auto" />
      </header>

      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault()
          start()
        }}
      >
        <fieldset className="min-w-0 rounded-2xl bg-white p-5 text-slate-900">
          <legend className="float-left mb-3 w-full text-2xl font-bold">{t('game')}</legend>
          <div className="clear-both grid gap-3 sm:grid-cols-2">
            {RULESET_IDS.map((id) => (
              <label
                key={id}
                className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-4 p-3 text-lg ${
                  id === ruleset ? 'border-sky-800 bg-sky-50 font-semibold' : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="ruleset"
                  value={id}
                  checked={id === ruleset}
                  onChange={() => chooseRuleset(id)}
                  aria-labelledby={`${ids.ruleset}-${id}`}
                  aria-describedby={`${ids.ruleset}-${id}-differs`}
                  className="size-6 shrink-0 accent-sky-800"
                />
                <span>
                  <span id={`${ids.ruleset}-${id}`}>{tr(`${id}.description`)}</span>
                  <span id={`${ids.ruleset}-${id}-differs`} className="block text-base font-normal text-slate-700">
                    {td(id)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="min-w-0 rounded-2xl bg-white p-5 text-slate-900" aria-describedby={ids.hint}>
          <legend className="float-left mb-1 w-full text-2xl font-bold">{t('players')}</legend>
          <p id={ids.hint} className="clear-both mb-3 text-base text-slate-700">
            {t('playersHint')} {tb('kindHint')}
          </p>
          <ul className="mb-3 list-disc pl-6 text-base text-slate-700">
            <li>{tc('levelEasyLine')}</li>
            <li>{tc('levelNormalLine')}</li>
            <li>{tc('levelStrongLine')}</li>
          </ul>
          <ol className="flex flex-col gap-3">
            {seats.map((seat, i) => {
              const bad = problem?.field === 'names' && problem.seats.includes(i)
              const inputId = `${ids.players}-${seat.key}`
              return (
                <li key={seat.key} className="flex flex-wrap items-center gap-2">
                  <label htmlFor={inputId} className="flex w-36 shrink-0 items-center gap-2 text-lg font-semibold">
                    <SeatFace seat={i} name={seat.name.trim() || defaultName(seat, i)} bot={seat.kind === 'person' ? null : seat.kind} size="sm" />
                    {t('playerName', { number: i + 1 })}
                  </label>
                  <input
                    id={inputId}
                    ref={(el) => {
                      if (el) inputs.current.set(seat.key, el)
                      else inputs.current.delete(seat.key)
                    }}
                    type="text"
                    value={seat.name}
                    maxLength={MAX_NAME_LENGTH}
                    autoComplete="off"
                    autoCapitalize="words"
                    enterKeyHint="next"
                    placeholder={defaultName(seat, i)}
                    aria-invalid={bad}
                    aria-describedby={bad ? ids.problem : undefined}
                    onChange={(e) => rename(i, e.currentTarget.value)}
                    className={`min-h-12 min-w-0 grow basis-40 rounded-lg border-2 px-3 text-lg ${bad ? 'border-red-700 bg-red-50' : 'border-slate-400'}`}
                  />
                  <select
                    aria-label={tb('seatKind', { number: i + 1 })}
                    value={seat.kind}
                    onChange={(e) => setKind(i, e.currentTarget.value)}
                    className="min-h-12 grow rounded-lg border-2 border-slate-400 bg-white px-2 text-lg sm:grow-0"
                  >
                    <option value="person">{tb('person')}</option>
                    {BOT_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {tb(level)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="btn btn-secondary min-w-12 px-3"
                    aria-label={t('removePlayer', { number: i + 1 })}
                    disabled={seats.length <= MIN_SEATS}
                    onClick={() => removeSeat(i)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              )
            })}
          </ol>
          <button type="button" className="btn btn-secondary mt-3" disabled={seats.length >= MAX_SEATS} onClick={() => addSeat()}>
            <span aria-hidden="true">+</span> {t('addPlayer')}
          </button>

          {offered.length > 0 && (
            <div className="mt-4">
              <h2 className="mb-2 text-lg font-semibold">{t('recentNames')}</h2>
              <ul className="flex flex-wrap gap-2">
                {offered.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      className="min-h-11 rounded-full border-2 border-slate-500 bg-slate-100 px-4 text-base font-semibold hover:bg-slate-200 disabled:opacity-50"
                      aria-label={t('addRecentName', { name })}
                      disabled={!hasEmptySeat && seats.length >= MAX_SEATS}
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

        <fieldset className="min-w-0 rounded-2xl bg-white p-5 text-slate-900">
          <legend className="float-left mb-3 w-full text-2xl font-bold">{t('startPlayer')}</legend>
          <div className="clear-both flex flex-wrap gap-3">
            {[null, ...seats.map((_, i) => i)].map((choice) => (
              <label
                key={choice ?? 'random'}
                className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-4 px-3 text-lg ${
                  choice === startPlayer ? 'border-sky-800 bg-sky-50 font-semibold' : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="start-player"
                  checked={choice === startPlayer}
                  onChange={() => setStartPlayer(choice)}
                  className="size-6 accent-sky-800"
                />
                {choice === null
                  ? t('random')
                  : seats[choice]?.name.trim() || defaultName(seats[choice] as SeatField, choice)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="min-w-0 flex flex-col gap-4 rounded-2xl bg-white p-5 text-slate-900">
          <legend className="float-left w-full text-2xl font-bold">{t('options')}</legend>
          {secretDefault !== null && (
            <label htmlFor={ids.secret} className="clear-both flex min-h-12 cursor-pointer items-center gap-3 text-lg">
              <input
                id={ids.secret}
                type="checkbox"
                checked={secretMoney}
                onChange={(e) => setSecretMoney(e.currentTarget.checked)}
                className="size-6 shrink-0 accent-sky-800"
              />
              {t('secretMoney')}
            </label>
          )}
          {seats.some((seat) => seat.kind !== 'person') && (
            <div className="clear-both">
              <label htmlFor={ids.pace} className="mb-1 block text-lg font-semibold">
                {tp('pace')}
              </label>
              <select
                id={ids.pace}
                value={pace}
                aria-describedby={ids.paceHint}
                onChange={(e) => {
                  const chosen = e.currentTarget.value as BotPace
                  setPace(chosen)
                  writeBotPace(chosen)
                }}
                className="min-h-12 rounded-lg border-2 border-slate-400 bg-white px-3 text-lg"
              >
                {BOT_PACE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {tp(id)}
                  </option>
                ))}
              </select>
              <p id={ids.paceHint} className="mt-1 text-base text-slate-700">
                {tp('paceHint')}
              </p>
            </div>
          )}
          <fieldset className="clear-both min-w-0">
            <legend className="mb-1 text-lg font-semibold">{ti('option')}</legend>
            <div className="flex flex-col gap-2">
              {TABLE_INFO_IDS.map((id) => (
                <label
                  key={id}
                  className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 ${tableInfo === id ? 'border-sky-800 bg-sky-50' : 'border-slate-300'}`}
                >
                  <input
                    type="radio"
                    name={tableInfoName}
                    value={id}
                    checked={tableInfo === id}
                    onChange={() => setTableInfo(id)}
                    aria-describedby={`${tableInfoName}-${id}`}
                    className="mt-1 size-6 shrink-0 accent-sky-800"
                  />
                  <span>
                    <span className="block text-lg font-semibold">{ti(id)}</span>
                    <span id={`${tableInfoName}-${id}`} className="block text-base text-slate-700">
                      {ti(id === 'box' ? 'boxHint' : 'aidHint')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="clear-both">
            <label htmlFor={ids.learners} className="flex min-h-12 cursor-pointer items-center gap-3 text-lg">
              <input
                id={ids.learners}
                type="checkbox"
                checked={learners}
                aria-describedby={ids.learnersHint}
                onChange={(e) => setLearners(e.currentTarget.checked)}
                className="size-6 shrink-0 accent-sky-800"
              />
              {tc('learnersTable')}
            </label>
            <p id={ids.learnersHint} className="text-base text-slate-700">
              {tc('learnersHint')}
            </p>
          </div>
          <div className="clear-both">
            <SoundToggle tone="light" />
          </div>
          <div className="clear-both">
            <label htmlFor={ids.code} className="mb-1 block text-lg font-semibold">
              {t('dealCode')}
            </label>
            <input
              id={ids.code}
              type="text"
              value={dealCode}
              maxLength={DEAL_CODE_MAX_LENGTH + 4}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={problem?.field === 'dealCode'}
              aria-describedby={[ids.codeHint, problemFor('dealCode')].filter(Boolean).join(' ')}
              onChange={(e) => {
                setDealCode(e.currentTarget.value)
                if (problem?.field === 'dealCode') setProblem(null)
              }}
              className="min-h-12 w-48 rounded-lg border-2 border-slate-400 px-3 font-mono text-xl uppercase tracking-widest"
            />
            <p id={ids.codeHint} className="mt-1 text-base text-slate-700">
              {t('dealCodeHint')}
            </p>
          </div>
        </fieldset>

        {problem !== null && (
          <p id={ids.problem} role="alert" className="rounded-xl border-4 border-red-700 bg-red-50 p-4 text-lg font-semibold text-red-900">
            <span aria-hidden="true">✖ </span>
            {problem.message}
          </p>
        )}

        <button type="submit" className="btn btn-primary btn-big">
          {t('start')}
        </button>
      </form>
    </main>
  )
}
