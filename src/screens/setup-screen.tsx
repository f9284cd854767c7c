import { useEffect, useId, useState } from 'react'
import { MAX_PLAYERS, MIN_PLAYERS, RULESETS, RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { validateSetup } from '../engine/setup.ts'
import { recentNames } from '../store/recent-names.ts'
import type { GameError, Seat } from '../engine/types.ts'
import { errorText } from '../i18n/error-text.ts'
import { translator, useT } from '../i18n/i18n.ts'
import { inputBoundMessages } from '../i18n/messages/input-bounds.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { rulesetDifferences } from '../i18n/messages/ruleset-differences.ts'
import { botPaceMessages } from '../i18n/messages/bot-pace.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { DEFAULT_TABLE_INFO, TABLE_INFO_IDS, type TableInfo } from '../table-info/table-info.ts'
import { SoundToggle } from '../components/sound-toggle.tsx'
import { BOT_PACE_IDS, readBotPace, writeBotPace, type BotPace } from '../store/bot-pace.ts'
import { setupMessages } from '../i18n/messages/setup.ts'
import { botMessages } from '../i18n/messages/bots.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import { coachMessages } from '../i18n/messages/coach.ts'
import { setCoachForOpenGame } from '../game/game-actions.ts'
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/levels.ts'
import { RulesButton } from '../rules/rules-button.tsx'
import { DEAL_CODE_MAX_LENGTH, normalizeDealCode } from '../game/deal-code.ts'
import type { NewGameOptions } from '../game/new-games.ts'
import { useLocale } from '../i18n/locale-store.ts'
import { readLastTable, rememberTable, type LastTable } from '../store/last-table.ts'
import { releaseBotWorkerAhead, startBotWorkerAhead } from '../store/bot-thinker.ts'
import { useSoundSetting } from '../store/sound-setting.ts'
import { SeatFace } from '../components/seat-face.tsx'
import { NamesFieldset, namesProblem, useNameFields, type NameField } from '../components/names-fieldset.tsx'
import { defaultSeatNames } from '../i18n/bot-names.ts'
import { useEditionT } from '../i18n/edition-t.ts'

interface SeatField extends NameField {
  /**
   * A person, a person who plays on the table screen at a table with phones (someone without a
   * phone; on a single device everyone does), or a computer player of this level.
   */
  readonly kind: 'person' | 'screen' | BotLevel
}

const isPerson = (kind: SeatField['kind']) => kind === 'person' || kind === 'screen'

type Problem = { readonly message: string; readonly seats: readonly number[]; readonly field: 'names' | 'dealCode' | 'other' }

export function SetupScreen(props: {
  /** Names to offer; without them, the names of this device's recent players. */
  recentNames?: readonly string[]
  onStart: (options: NewGameOptions) => GameError | null
  onBack: () => void
}) {
  const t = useT(setupMessages)
  const tb = useT(botMessages)
  const tr = useT(rulesetMessages)
  const tph = useT(phoneMessages)
  // The last table set up comes back; the coach does not: it is chosen for each table.
  const [last] = useState<LastTable | null>(readLastTable)
  const [learners, setLearners] = useState(false)
  const td = useT(rulesetDifferences)
  const tp = useT(botPaceMessages)
  const soundsOn = useSoundSetting((s) => s.on)
  const [pace, setPace] = useState<BotPace>(readBotPace)
  const locale = useLocale((s) => s.locale)
  const [ruleset, setRuleset] = useState<RulesetId>(last?.ruleset ?? 'for-sale')
  const tc = useEditionT(coachMessages, ruleset)
  const [startPlayer, setStartPlayer] = useState<Seat | null>(last?.startPlayer ?? null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const seatList = useNameFields<SeatField>({
    initial: () =>
      last === null
        ? [0, 1, 2, 3].map((key) => ({ key, name: '', kind: 'person' }))
        : last.seats.map((seat, key) => ({ key, name: seat.typed, kind: seat.kind })),
    make: (key, name) => ({ key, name, kind: 'person' }),
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
    onRename: () => {
      if (problem?.field === 'names') setProblem(null)
    },
    onRemove: (index) => {
      if (startPlayer !== null) {
        if (startPlayer === index) setStartPlayer(null)
        else if (startPlayer > index) setStartPlayer(startPlayer - 1)
      }
      setProblem(null)
    },
  })
  const seats = seatList.fields
  const [secretMoney, setSecretMoney] = useState<boolean>(() => last?.secretMoney ?? RULESETS[ruleset].secretMoneyDefault ?? false)
  const [dealCode, setDealCode] = useState('')
  const [tableInfo, setTableInfo] = useState<TableInfo>(last?.tableInfo ?? DEFAULT_TABLE_INFO)
  /** The table options' disclosure: folded to its summary line so that Start is in view. */
  const [optionsOpen, setOptionsOpen] = useState(false)
  const ti = useEditionT(tableInfoMessages)
  const tableInfoName = useId()
  const ids = { problem: useId(), code: useId(), codeHint: useId(), secret: useId(), learners: useId(), learnersHint: useId(), ruleset: useId(), pace: useId(), paceHint: useId() }

  const secretDefault = RULESETS[ruleset].secretMoneyDefault

  const chooseRuleset = (id: RulesetId) => {
    setRuleset(id)
    setSecretMoney(RULESETS[id].secretMoneyDefault ?? false)
  }

  // An unnamed computer seat takes its level's first name nobody has yet: "Eddie", "Mia", "Rex".
  const autoNames = defaultSeatNames(locale, seats.map((s) => ({ name: s.name, level: isPerson(s.kind) ? null : s.kind })))
  const defaultName = (seat: SeatField, i: number) => (seat.name.trim() === '' ? autoNames[i] : null) ?? t('unnamedSeat', { number: i + 1 })
  // A table with computer players is likely: their worker loads and warms up now, not as the table opens.
  const withBots = seats.some((s) => isBotLevel(s.kind))
  useEffect(() => {
    if (!withBots) return
    startBotWorkerAhead()
    return () => releaseBotWorkerAhead()
  }, [withBots])
  const setKind = (index: number, value: string) => {
    const kind = isBotLevel(value) ? value : value === 'screen' ? 'screen' : 'person'
    seatList.setFields((all) => all.map((s, i) => (i === index ? { ...s, kind } : s)))
    if (problem?.field === 'other') setProblem(null)
  }

  const start = (where: 'device' | 'phones' = 'device') => {
    if (!seats.some((s) => isPerson(s.kind))) {
      setProblem({ message: tb('errorNoPerson'), seats: [], field: 'other' })
      return
    }
    // A seat left unnamed is called as its field's placeholder says: "Player 2", or a computer's own name ("Eddie").
    const names = seats.map((s, i) => s.name.trim() || defaultName(s, i))
    // The engine checks the names before it asks for a deal, so a table with none says whether they will do.
    const checked = validateSetup({ ruleset, players: names })
    const named = checked.ok ? null : namesProblem(checked.error.detail, names, t)
    if (named !== null) {
      setProblem({ message: named.message, seats: named.fields, field: 'names' })
      seatList.focus(named.focus)
      return
    }
    if (dealCode.trim() !== '' && normalizeDealCode(dealCode) === null) {
      const length = dealCode.replace(/[\s-]+/g, '').length
      const message =
        length > DEAL_CODE_MAX_LENGTH ? translator(inputBoundMessages, locale)('dealCodeTooLong', { max: DEAL_CODE_MAX_LENGTH, length }) : t('errorDealCode')
      setProblem({ message, seats: [], field: 'dealCode' })
      setOptionsOpen(true)
      requestAnimationFrame(() => document.getElementById(ids.code)?.focus())
      return
    }
    const options: NewGameOptions = {
      ruleset,
      players: names,
      startPlayer,
      ...(secretDefault === null ? {} : { secretMoney }),
      tableInfo,
      dealCode: dealCode.trim() === '' ? null : dealCode,
      ...(seats.some((s) => !isPerson(s.kind))
        ? { seats: seats.map((s) => (isPerson(s.kind) ? { kind: 'person' as const } : { kind: 'bot' as const, level: s.kind })) }
        : {}),
    }
    if (where === 'phones') {
      setProblem(null)
      // A table with phones: each person's hand on their own phone, the table on the server this page came from.
      void import('../game/open-phone-table.ts').then((m) => m.openPhoneTable(options, seats.map((s) => s.kind === 'screen'))).then((opened) => {
        if (!opened) setProblem({ message: translator(phoneMessages, locale)('noServer'), seats: [], field: 'other' })
      })
      return
    }
    const error = props.onStart(options)
    if (error !== null) {
      setProblem({ message: t('errorOther', { reason: errorText(locale, error) }), seats: [], field: 'other' })
      return
    }
    setCoachForOpenGame(learners)
    rememberTable({
      ruleset,
      // A single device has no other screen: its people are people.
      seats: seats.map((s, i) => ({ typed: s.name.trim(), name: names[i] as string, kind: s.kind === 'screen' ? 'person' : s.kind })),
      startPlayer,
      secretMoney: secretDefault === null ? null : secretMoney,
      tableInfo,
      learners,
    })
  }

  const problemFor = (field: Problem['field']) => (problem?.field === field ? ids.problem : undefined)
  const seatName = (i: number) => {
    const seat = seats[i]
    return seat === undefined ? '' : seat.name.trim() || defaultName(seat, i)
  }
  const levelsSeated = BOT_LEVELS.filter((level) => seats.some((s) => s.kind === level))
  const levelLine = { easy: 'levelEasyLine', normal: 'levelNormalLine', strong: 'levelStrongLine' } as const
  // The options folded to one line: what the table will play with, without opening them.
  const summary = [
    startPlayer === null ? t('random') : t('startsSummary', { name: seatName(startPlayer) }),
    ...(levelsSeated.length === 0 ? [] : [t('paceSummary', { pace: tp(pace).toLowerCase() })]),
    ...(secretDefault === null ? [] : [t(secretMoney ? 'secretOn' : 'secretOff')]),
    ti(tableInfo),
    ...(learners ? [t('learnersOn')] : []),
    t(soundsOn ? 'soundsOn' : 'soundsOff'),
    ...(dealCode.trim() === '' ? [] : [t('dealCodeSummary', { code: dealCode.trim().toUpperCase() })]),
  ].join(' · ')
  const card = 'min-w-0 rounded-2xl bg-white p-4 text-slate-900'

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-3 pt-3 sm:px-6 sm:pt-5">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" className="btn btn-secondary" onClick={props.onBack}>
          <span aria-hidden="true">←</span> {t('back')}
        </button>
        {/* On a phone the title takes a line of its own under Back and Rules. */}
        <h1 className="order-last w-full text-3xl font-black sm:order-none sm:w-auto sm:text-4xl">{t('title')}</h1>
        <RulesButton ruleset={ruleset} className="btn btn-secondary ml-auto" />
      </header>

      <form
        noValidate
        className="flex grow flex-col pt-3"
        onSubmit={(e) => {
          e.preventDefault()
          start()
        }}
      >
        <div className="grid grow content-start gap-3 pb-3 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            <fieldset className={card}>
              <legend className="float-left mb-2 w-full text-2xl font-bold">{t('game')}</legend>
              <div className="clear-both grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
                {RULESET_IDS.map((id) => (
                  <label
                    key={id}
                    className={`flex min-h-14 min-w-0 cursor-pointer items-center gap-2 rounded-xl border-4 px-2 py-1.5 text-base leading-snug ${
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
                      className="size-5 shrink-0 accent-sky-800"
                    />
                    <span id={`${ids.ruleset}-${id}`} className="min-w-0 [overflow-wrap:anywhere]">
                      {tr(`${id}.description`)}
                    </span>
                  </label>
                ))}
              </div>
              {/* One line on what sets the chosen ruleset apart; each radio is described by its own. */}
              {RULESET_IDS.map((id) => (
                <p key={id} id={`${ids.ruleset}-${id}-differs`} hidden={id !== ruleset} className="mt-2 text-base text-slate-700">
                  {td(id)}
                </p>
              ))}
            </fieldset>

            <details
              className="rounded-2xl bg-white text-slate-900 max-lg:order-last"
              open={optionsOpen}
              onToggle={(e) => setOptionsOpen(e.currentTarget.open)}
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl p-4 sm:px-5 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 grow">
                  <span className="block text-2xl font-bold">{t('options')}</span>
                  <span className="block text-base text-slate-700" data-testid="options-summary">
                    {summary}
                  </span>
                </span>
                <span aria-hidden="true" className={`shrink-0 text-2xl transition-transform motion-reduce:transition-none ${optionsOpen ? 'rotate-180' : ''}`}>
                  ▾
                </span>
              </summary>
              <div className="flex flex-col gap-4 border-t-2 border-slate-200 p-4 sm:p-5">
                <fieldset className="min-w-0">
                  <legend className="mb-2 text-lg font-semibold">{t('startPlayer')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {[null, ...seats.map((_, i) => i)].map((choice) => (
                      <label
                        key={choice ?? 'random'}
                        className={`flex min-h-12 min-w-0 cursor-pointer items-center gap-2 rounded-xl border-4 px-3 text-lg ${
                          choice === startPlayer ? 'border-sky-800 bg-sky-50 font-semibold' : 'border-slate-300'
                        }`}
                      >
                        <input
                          type="radio"
                          name="start-player"
                          checked={choice === startPlayer}
                          onChange={() => setStartPlayer(choice)}
                          className="size-6 shrink-0 accent-sky-800"
                        />
                        <span className="min-w-0 [overflow-wrap:anywhere]">{choice === null ? t('random') : <bdi>{seatName(choice)}</bdi>}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {levelsSeated.length > 0 && (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <label htmlFor={ids.pace} className="text-lg font-semibold">
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
                      className="min-h-12 min-w-0 rounded-lg border-2 border-slate-400 bg-white px-3 text-lg"
                    >
                      {BOT_PACE_IDS.map((id) => (
                        <option key={id} value={id}>
                          {tp(id)}
                        </option>
                      ))}
                    </select>
                    <p id={ids.paceHint} className="w-full text-base text-slate-700">
                      {tp('paceHint')}
                    </p>
                  </div>
                )}
                {secretDefault !== null && (
                  <label htmlFor={ids.secret} className="flex min-h-12 cursor-pointer items-center gap-3 text-lg">
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
                <fieldset className="min-w-0">
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
                        <span className="min-w-0">
                          <span className="block text-lg font-semibold">{ti(id)}</span>
                          <span id={`${tableInfoName}-${id}`} className="block text-base text-slate-700">
                            {ti(id === 'box' ? 'boxHint' : 'aidHint')}
                          </span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div>
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
                <SoundToggle tone="light" />
                <div>
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
                    className="min-h-12 w-full max-w-60 rounded-lg border-2 border-slate-400 px-3 font-mono text-xl uppercase tracking-widest"
                  />
                  <p id={ids.codeHint} className="mt-1 text-base text-slate-700">
                    {t('dealCodeHint')}
                  </p>
                </div>
              </div>
            </details>
          </div>

          <NamesFieldset
            names={seatList}
            min={MIN_PLAYERS}
            max={MAX_PLAYERS}
            recentNames={props.recentNames ?? recentNames()}
            legend={t('players')}
            hint={t('playersHint')}
            className={card}
            compact
            invalid={problem?.field === 'names' ? problem.seats : []}
            problemId={ids.problem}
            row={(seat, i, parts) => (
              <li
                key={seat.key}
                className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]"
              >
                <SeatFace seat={i} name={seat.name.trim() || defaultName(seat, i)} bot={isPerson(seat.kind) ? null : seat.kind} size="sm" />
                <input {...parts.input} aria-label={t('playerName', { number: i + 1 })} placeholder={defaultName(seat, i)} className={`${parts.input.className} w-full`} />
                <select
                  aria-label={tb('seatKind', { number: i + 1 })}
                  value={seat.kind}
                  onChange={(e) => setKind(i, e.currentTarget.value)}
                  className="col-span-2 col-start-2 min-h-12 min-w-0 rounded-lg border-2 border-slate-400 bg-white px-2 text-lg sm:col-span-1 sm:col-start-auto"
                >
                  <option value="person">{tb('person')}</option>
                  <option value="screen">{tph('seatKindScreen')}</option>
                  {BOT_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {tb(level)}
                    </option>
                  ))}
                </select>
                {parts.remove('col-start-3 row-start-1 sm:col-start-auto sm:row-start-auto')}
              </li>
            )}
          >
            {seats.some((s) => s.kind === 'screen') && <p className="mt-3 border-t-2 border-slate-200 pt-2 text-base text-slate-700">{tph('seatKindScreenLine')}</p>}
            {levelsSeated.length > 0 && (
              <div className="mt-3 border-t-2 border-slate-200 pt-2">
                <h2 className="text-lg font-semibold">{t('levelsTitle')}</h2>
                <ul className="list-disc pl-6 text-base text-slate-700">
                  {levelsSeated.map((level) => (
                    <li key={level}>{tc(levelLine[level])}</li>
                  ))}
                </ul>
              </div>
            )}
          </NamesFieldset>
        </div>

        {/* Start stays in view on every screen: a footer that sticks to the bottom while the page scrolls. */}
        <div className="sticky bottom-0 z-10 -mx-3 mt-auto flex flex-col gap-2 border-t-2 border-slate-700 bg-slate-900/95 px-3 py-3 sm:-mx-6 sm:px-6">
          {problem !== null && (
            <p id={ids.problem} role="alert" className="rounded-xl border-4 border-red-700 bg-red-50 p-3 text-lg font-semibold text-red-900">
              <span aria-hidden="true">✖ </span>
              {problem.message}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
            <button type="submit" className="btn btn-primary btn-big w-full px-4 text-xl sm:w-auto sm:min-w-80 sm:px-8 sm:text-2xl">
              {t('start')}
            </button>
            <button type="button" className="btn btn-secondary w-full px-4 text-lg sm:w-auto" title={translator(phoneMessages, locale)('startWithPhonesHint')} onClick={() => start('phones')}>
              {translator(phoneMessages, locale)('startWithPhones')}
            </button>
          </div>
        </div>
      </form>
    </main>
  )
}
