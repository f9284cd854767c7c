import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react'
import { CoachPanel } from '../components/coach-panel.tsx'
import { useTableMotion } from '../components/table-motion.ts'
import { actorsOf } from '../engine/table-view.ts'
import { coachMessages } from '../i18n/messages/coach.ts'
import type { GameError } from '../engine/types.ts'
import { errorText } from '../i18n/error-text.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatList } from '../i18n/list-format.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { integrityMessages } from '../i18n/messages/integrity.ts'
import { isEchoEvent } from '../i18n/narrate.ts'
import type { GameRecord } from '../store/saved-games.ts'
import type { SeatKind } from '../store/seat-kinds.ts'
import { HelpOverlay } from './help-overlay.tsx'
import { Icon } from './icons.tsx'
import { PresenterLog } from './presenter-log.tsx'
import type { PresenterSource } from './presenter-source.ts'
import { PresenterTable } from './presenter-table.tsx'
import { PresenterWhy } from './presenter-why.tsx'
import { buildTimeline, clampStep, type Step } from './timeline.ts'
import { usePresenterKeys } from './use-presenter-keys.ts'
import { editionTranslator, useEditionT } from '../i18n/edition-t.ts'
import { EditionContext } from '../i18n/edition-context.ts'

// The story of the game in pictures, once the presented game has reached its end.
const GameStory = lazy(() => import('../story/game-story.tsx').then((m) => ({ default: m.GameStory })))

/** Seconds per move while playing. */
export const SPEEDS = [0.5, 1, 2, 3, 5] as const
const DEFAULT_SPEED = 2

export interface PresenterScreenProps {
  readonly source: PresenterSource
  readonly onClose: () => void
  /** Start a new saved game from this record (a prefix of the presented one); the presented game is left alone. */
  readonly onContinue: (record: GameRecord, dealCode: string | null, seats?: readonly SeatKind[]) => GameError | null
}

const bar =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 px-3 text-xl font-bold focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-300 disabled:cursor-not-allowed disabled:opacity-50'
const light = `${bar} border-slate-200 bg-white text-slate-950 hover:bg-slate-200`
const dark = `${bar} border-slate-300 bg-slate-900 text-white hover:bg-slate-800`
/**
 * The header's buttons, a size smaller on a projector so that the header stays one line at 1280 px
 * and its controls one line at 1024 px (where the title takes a line of its own under them, never a narrow column).
 */
const head = 'lg:min-h-10 lg:px-2 lg:text-base xl:min-h-11 xl:px-2.5 xl:text-lg'

/**
 * Teacher mode: a game shown on a projector, move by move, with the reason for each move.
 * It only reads the record; "continue from here" and "deal this again" start new games.
 */
export function PresenterScreen(props: PresenterScreenProps) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const tr = useT(rulesetMessages)
  const ti = useT(integrityMessages)
  const { record, dealCode } = props.source
  const live = props.source.live === true
  const timeline = useMemo(() => buildTimeline(record, live), [record, live])
  const last = timeline.steps.length - 1
  /** A live game played as the box: cards taken lie face down, and nothing before this round is shown. */
  const faceDown = live && props.source.tableInfo === 'box'
  const first = faceDown ? roundStart(timeline.steps) : 0
  const [step, setStep] = useState(() => (props.source.startAt === 'end' ? last : 0))
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState<number>(DEFAULT_SPEED)
  const [openWanted, setOpen] = useState(false)
  /** Open hands are for finished games and records from a file, never a game in progress here. */
  const open = openWanted && !live
  const [explainWanted, setExplain] = useState(true)
  const [coachWanted, setCoach] = useState(false)
  /** The coach reads the acting seat's own view: never on a game in progress on this device. */
  const coach = coachWanted && !live
  const tc = useEditionT(coachMessages)
  const [showLater, setShowLater] = useState(false)
  const [help, setHelp] = useState(false)
  const [fullscreen, setFullscreen] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null && document.fullscreenElement !== undefined)
  const [problem, setProblem] = useState<string | null>(null)
  const speedId = useId()
  const scrubId = useId()

  const current = timeline.steps[Math.max(first, clampStep(timeline, step))]

  // Each step forward shows its move as the live table does (src/components/table-motion.ts): a bid
  // goes to the pot, a card to its taker; a step back, or a jump, moves nothing.
  const tableRef = useRef<HTMLDivElement>(null)
  const upTo = current?.index ?? -1
  const motionEvents = useMemo(() => timeline.steps.slice(0, upTo + 1).flatMap((s) => s.events), [timeline, upTo])
  const shownAuction = current?.table.onlookers.view.auction ?? null
  const ruleset = current?.table.onlookers.view.ruleset ?? 'for-sale'
  useTableMotion(tableRef, motionEvents, shownAuction === null ? null : `auction-${shownAuction.number}`, (n) => formatMoney(locale, ruleset, n))

  /** Playing stops by itself at the last move. */
  const running = playing && step < last

  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => setStep((s) => Math.min(last, s + 1)), speed * 1000)
    return () => clearTimeout(timer)
  }, [running, step, last, speed])

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement))
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const go = (to: number) => {
    setPlaying(false)
    setStep(Math.max(first, clampStep(timeline, to)))
  }
  const togglePlay = () => {
    if (running) return setPlaying(false)
    if (step >= last) setStep(0)
    setPlaying(true)
  }
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined)
    else void document.documentElement.requestFullscreen?.().catch(() => undefined)
  }

  usePresenterKeys(
    {
      step: (delta) => go(step + delta),
      toStart: () => go(0),
      toEnd: () => go(last),
      togglePlay,
      toggleFullscreen,
      toggleOpen: () => setOpen((o) => !o),
      toggleExplain: () => setExplain((x) => !x),
      toggleHelp: () => setHelp((h) => !h),
    },
    help,
  )

  if (current === undefined) {
    // Only a record that never opened has no deal; the callers present opened records.
    return (
      <main className="p-8 text-2xl">
        <p role="alert">{timeline.error === null ? '' : errorText(locale, timeline.error)}</p>
        <button type="button" className={light} onClick={props.onClose}>
          {t('close')}
        </button>
      </main>
    )
  }

  const table = current.table
  const { view, legal, scores } = table.onlookers
  const over = scores !== null
  // Explanations name the players' money: on a live table that keeps money secret, they wait.
  const explainHidden = live && view.options.secretMoney
  const explain = explainWanted && !explainHidden
  const names = view.seats.map((s) => s.name)
  const ctx = { ruleset, names }
  const shownEvents = current.events.filter((e) => !isEchoEvent(e))
  const start = (r: GameRecord) => {
    const error = props.onContinue(r, dealCode, props.source.seats)
    setProblem(error === null ? null : t('continueFailed', { reason: errorText(locale, error) }))
  }

  /** The coach reads the move about to be played: the seat of the record's next action, else the first to act. */
  const coachSeat = over ? null : (record.actions[current.move]?.player ?? actorsOf(legal)[0] ?? null)

  // The move and its "Why?": beside the table, above the log; above the table while the coach takes the side.
  const why = <PresenterWhy events={shownEvents} ctx={{ ...ctx, before: current.before, after: table }} />
  const moveLabel = current.move === 0 ? t('stepDeal') : t('stepOf', { step: current.move, total: record.actions.length })
  const toggle = (on: boolean, tone: string) => `${on ? `${bar} ${tone} text-slate-950` : dark}`

  return (
    <EditionContext value={ruleset}>
      {/*
        A projector (lg and up) shows the whole table at once and nothing scrolls; a 4K projector draws
        the 1080p layout at twice the size, so that it reads from the back of the room.
      */}
      <div className="flex min-h-dvh flex-col bg-slate-950 text-white lg:h-dvh lg:overflow-hidden [@media(min-width:3200px)_and_(min-height:1800px)]:h-[50dvh] [@media(min-width:3200px)_and_(min-height:1800px)]:min-h-0 [@media(min-width:3200px)_and_(min-height:1800px)]:[zoom:2]">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b-4 border-slate-700 px-4 py-2 lg:gap-x-3 lg:gap-y-1 lg:py-1.5 xl:flex-nowrap">
          <p className="shrink-0 rounded-lg bg-amber-300 px-3 py-1 text-xl font-black text-slate-950 lg:text-base xl:text-lg">{t('mode')}</p>
          <h1 className="min-w-0 flex-1 basis-[16rem] text-3xl font-black lg:order-last lg:basis-full lg:text-xl xl:order-none xl:basis-0 2xl:text-2xl short:text-lg short:leading-tight">
            {/* A dash, not a colon: an edition's name may end in its own '!' ("Sold!"), and "Sold!:" reads as a slip. */}
            {t('headingDashed', { game: tr(`${ruleset}.name`), names: formatList(locale, names) })}
          </h1>
          <div role="group" aria-label={t('mode')} className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
            <button
              type="button"
              aria-pressed={open}
              title={t('openHandsLabel')}
              disabled={live}
              aria-describedby={live ? 'presenter-live' : undefined}
              className={`${toggle(open, 'border-amber-300 bg-amber-300')} ${head}`}
              onClick={() => setOpen(!open)}
            >
              {t('openHands')}
            </button>
            <button
              type="button"
              aria-pressed={explain}
              title={t('explainLabel')}
              disabled={explainHidden}
              className={`${toggle(explain, 'border-sky-300 bg-sky-300')} ${head}`}
              onClick={() => setExplain(!explain)}
            >
              {t('explain')}
            </button>
            <button type="button" aria-pressed={coach} title={tc('teacherToggleLabel')} disabled={live} className={`${toggle(coach, 'border-violet-300 bg-violet-300')} ${head}`} onClick={() => setCoach(!coach)}>
              {tc('teacherToggle')}
            </button>
            <button type="button" aria-haspopup="dialog" title={t('helpLabel')} className={`${dark} ${head}`} onClick={() => setHelp(true)}>
              {t('help')} <kbd className="font-mono">?</kbd>
            </button>
            <button type="button" title={t('fullscreenLabel')} className={`${dark} ${head}`} onClick={toggleFullscreen}>
              {fullscreen ? t('exitFullscreen') : t('fullscreen')}
            </button>
          </div>
          <p className="text-3xl font-black whitespace-nowrap tabular-nums lg:shrink-0 lg:text-xl 2xl:text-2xl" aria-live="polite">
            {moveLabel}
          </p>
          <button type="button" className={`${light} ${head} lg:shrink-0`} aria-label={t('closeLabel')} onClick={props.onClose}>
            <span aria-hidden="true">✕</span> {t('close')}
          </button>
        </header>

        {live && (
          <p id="presenter-live" role="note" className="border-b-4 border-sky-400 bg-slate-800 px-4 py-2 text-xl font-bold text-white">
            {ti('liveNote')} {explainHidden ? ti('liveNoExplain') : ''}
          </p>
        )}
        {open && (
          <p role="note" className="border-b-4 border-amber-400 bg-[repeating-linear-gradient(135deg,#78350f_0_24px,#92400e_24px_48px)] px-4 py-2 text-2xl font-black text-white">
            {editionTranslator(teacherMessages, locale, ruleset)('openBanner')}
          </p>
        )}

        {/*
          A projector (lg and up) shows everything at once without scrolling: the felt with the seats
          round it; on the right, the move and its "Why?" over the log, or, with the coach on, the
          coach, the move and its "Why?" then in a band above the table. Neither ever covers the felt.
          Narrower screens stack them and scroll the page.
        */}
        <div className="grid min-h-0 flex-1 gap-4 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:gap-3 lg:p-3 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] short:p-2">
          <main className="flex min-h-0 min-w-0 flex-col gap-3 lg:gap-2">
            {explain && coach && why}
            <div ref={tableRef} className="flex min-h-0 flex-1 flex-col">
              <PresenterTable
                table={table}
                open={open}
                faceDown={faceDown}
                seats={props.source.seats}
                events={current.events}
                reveal={current.stage === 'reveal' ? current.events.find((e) => e.type === 'sale-revealed') : undefined}
                after={
                  over ? (
                    <Suspense fallback={null}>
                      <GameStory state={view} events={timeline.steps.flatMap((s) => s.events)} large />
                    </Suspense>
                  ) : null
                }
              />
            </div>
          </main>

          <div className="flex min-h-0 min-w-0 flex-col gap-3">
            {explain && !coach && why}
            {coach && coachSeat !== null ? (
              <div className="min-h-0 flex-1 overflow-y-auto rounded-2xl">
                <CoachPanel
                  key={`${current.index}:${coachSeat}`}
                  table={table}
                  seat={coachSeat}
                  name={names[coachSeat] ?? ''}
                  hidden={view.options.secretMoney && !open}
                />
              </div>
            ) : (
              <PresenterLog
                steps={timeline.steps}
                current={current.index}
                from={first}
                ruleset={ruleset}
                names={names}
                showLater={showLater}
                onShowLater={setShowLater}
                onJump={go}
              />
            )}
            {!live && (
              <div className="flex shrink-0 flex-wrap items-center gap-3">
                <button type="button" className={`${light} ${head}`} title={t('dealAgainLabel')} onClick={() => start({ setup: record.setup, actions: [] })}>
                  {t('dealAgain')}
                </button>
                {!over && (
                  <button type="button" className={`${light} ${head}`} title={t('continueHereLabel')} onClick={() => start({ setup: record.setup, actions: record.actions.slice(0, current.move) })}>
                    {t('continueHere')}
                  </button>
                )}
                {dealCode !== null && (
                  <p className="text-xl">
                    {t('dealCode')}: <span className="font-mono text-3xl font-black tracking-widest">{dealCode}</span>
                  </p>
                )}
                <p className="basis-full text-base text-slate-300 short:hidden">{dealCode === null ? t('noDealCode') : t('dealCodeHint')}</p>
              </div>
            )}
          </div>
        </div>

        {/* The step controls stay at hand when the page scrolls (phones, tablets held upright). */}
        <footer className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 border-t-4 border-slate-700 bg-slate-950 px-4 py-2 lg:flex-nowrap lg:py-1.5 short:py-1">
          <nav aria-label={t('transport')} className="flex flex-wrap items-center gap-2">
            <button type="button" className={dark} aria-label={t('toStartLabel')} disabled={current.index === first} onClick={() => go(0)}>
              <Icon name="start" /> <span className="max-xl:sr-only">{t('toStart')}</span>
            </button>
            <button type="button" className={dark} aria-label={t('backLabel')} disabled={current.index === first} onClick={() => go(step - 1)}>
              <Icon name="back" /> <span className="max-sm:sr-only">{t('back')}</span>
            </button>
            <button type="button" className={`${light} min-w-36`} aria-label={running ? t('pauseLabel') : t('playLabel')} onClick={togglePlay}>
              <Icon name={running ? 'pause' : 'play'} /> {running ? t('pause') : t('play')}
            </button>
            <button type="button" className={dark} aria-label={t('forwardLabel')} disabled={current.index === last} onClick={() => go(step + 1)}>
              <span className="max-sm:sr-only">{t('forward')}</span> <Icon name="forward" />
            </button>
            <button type="button" className={dark} aria-label={t('toEndLabel')} disabled={current.index === last} onClick={() => go(last)}>
              <span className="max-xl:sr-only">{t('toEnd')}</span> <Icon name="end" />
            </button>
          </nav>
          <label htmlFor={speedId} className="ml-2 text-xl font-semibold lg:ml-0">
            {t('speed')}
          </label>
          <select
            id={speedId}
            value={speed}
            onChange={(e) => setSpeed(Number(e.currentTarget.value))}
            className="min-h-12 rounded-xl border-2 border-slate-300 bg-slate-900 px-2 text-xl text-white"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t('speedOption', { seconds: s.toLocaleString(locale) })}
              </option>
            ))}
          </select>
          <label htmlFor={scrubId} className="sr-only">
            {t('scrub')}
          </label>
          <input
            id={scrubId}
            type="range"
            min={first}
            max={last}
            value={current.index}
            aria-valuetext={moveLabel}
            onChange={(e) => go(Number(e.currentTarget.value))}
            className="h-12 min-w-40 flex-1 accent-amber-300"
          />
        </footer>
        {problem !== null && (
          <p role="alert" className="fixed inset-x-0 bottom-24 mx-auto w-fit rounded-xl bg-red-900 px-5 py-3 text-xl font-bold">
            {problem}
          </p>
        )}
        {help && <HelpOverlay onClose={() => setHelp(false)} />}
      </div>
    </EditionContext>
  )
}

/** The step that turned up the auction or sale round now on the table (0 before the first ends). */
function roundStart(steps: readonly Step[]): number {
  for (let i = steps.length - 1; i > 0; i--) {
    if ((steps[i] as Step).events.some((e) => e.type === 'auction-started' || e.type === 'sale-started')) return i
  }
  return 0
}
