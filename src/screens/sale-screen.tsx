import { useState, type ReactNode } from 'react'
import { legalActions } from '../engine/game.ts'
import type { Action, Card, GameError, GameEvent, Seat } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { CheckCard } from '../components/check-card.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { bringIntoView, stickyBarRef } from '../components/sticky-bar.ts'
import { SaleReveal } from '../components/sale-reveal.tsx'
import { UndoButton } from '../components/undo-button.tsx'
import { RulesButton } from '../rules/rules-button.tsx'
import { propertyText } from '../i18n/card-text.ts'
import { errorText } from '../i18n/error-text.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { saleMessages } from '../i18n/messages/sale.ts'
import { LEVEL_KEYS, botMessages } from '../i18n/messages/bots.ts'
import { formatList } from '../i18n/list-format.ts'
import { revealMessages } from '../i18n/messages/reveal.ts'
import { AuctionResult, lastAuctionResult } from '../components/auction-result.tsx'
import { checkText } from '../i18n/card-text.ts'
import type { TableScreenProps } from './table-screen.tsx'
import { announceTurnChange } from '../device/turn-signal.ts'
import { lastPicksForced } from '../store/forced-moves.ts'
import { CoachPanel } from '../components/coach-panel.tsx'
import { useLearnersTable } from '../store/coach-store.ts'
import { CardTrackerPanel } from '../components/card-tracker-panel.tsx'
import { useGameSounds } from '../device/game-sounds.ts'

export interface SaleScreenProps extends TableScreenProps {
  /** Several moves in one tap, saved together (the picks of a last sale round); one by one with `onAction` when absent. */
  readonly onActions?: (actions: readonly Action[]) => GameError | null
  /** The game is over and its last sale round has been looked at: go on to the scores. */
  readonly onSeeScores?: () => void
}

type Reveal = Extract<GameEvent, { type: 'sale-revealed' }>

/**
 * Where the hand-over stands. Local state only: a reload lands on "Pass the device to …" again,
 * never on a pick. `choosing` is the only step that shows a seat's own properties.
 */
type Step =
  | { readonly kind: 'handover' }
  /** The seat's own screen. `property` is the pick shown ("your pick: the 12"), not yet made: it is made when hidden. */
  | { readonly kind: 'choosing'; readonly seat: Seat; readonly property: Card | null }

const focusRing = 'focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 focus-visible:ring-offset-2'

/** The latest reveal, if it belongs to the round just finished and nobody has picked since. */
function pendingReveal(events: readonly GameEvent[], round: number, anyPicked: boolean): Reveal | null {
  if (anyPicked) return null
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent
    if (e.type === 'sale-revealed') return e.round === round - 1 ? e : null
  }
  return null
}

/** The last event of a type, if any. */
function lastOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }> | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent
    if (e.type === type) return e as Extract<GameEvent, { type: T }>
  }
  return null
}

/** Once the game is over: the last sale round's reveal, turned up before the scores. */
function finalReveal(events: readonly GameEvent[]): Reveal | null {
  return lastOf(events, 'sale-revealed')
}

/**
 * The selling phase, one seat at a time on a shared device. Before a seat is confirmed on screen
 * only the onlooker's view is used (`playerView(state, null)`); the confirmed seat sees its own view.
 * No other player's pick is ever rendered before the reveal.
 */
export function SaleScreen(props: SaleScreenProps) {
  useGameSounds()
  const locale = useLocale((s) => s.locale)
  const t = useT(saleMessages)
  const tr = useT(revealMessages)
  const [step, setStepNow] = useState<Step>({ kind: 'handover' })
  /** Each hand-over step is shown to someone else: the taps that left the last one must not act on it. */
  const setStep = (next: Step) => {
    announceTurnChange()
    setStepNow(next)
  }
  const [seenReveal, setSeenReveal] = useState<number | null>(null)
  const [refusal, setRefusal] = useState<ReturnType<TableScreenProps['onAction']>>(null)
  const { state } = props
  const ruleset = state.ruleset
  const view = playerView(state, null)
  const sale = view.sale
  const legal = legalActions(state)
  const names = view.seats.map((s) => s.name)
  const pickers = legal.phase === 'sale' ? legal.pickers.map((p) => p.player) : []
  const tb = useT(botMessages)
  const learners = useLearnersTable()
  /** The coach shows only on a seat's own pick screen, after the hand-over: never during anyone else's pick. */
  const coach = props.coach ?? learners
  /** Computer players pick on their own (the bot driver), without a hand-over. */
  const botLevel = (s: Seat) => props.bots?.[s] ?? null
  const nextPicker = pickers.find((s) => botLevel(s) === null) ?? null
  const nameTag = (s: Seat) => {
    const level = botLevel(s)
    return level === null ? (names[s] ?? '') : `${names[s] ?? ''} (${tb('computerTag', { level: tb(LEVEL_KEYS[level]) })})`
  }

  const over = state.phase === 'over'
  /** The last round, nothing to choose: one tap turns every pick up (store/forced-moves.ts). */
  const forcedRound = nextPicker !== null && lastPicksForced(state, legal)
  const sellLast = () => {
    if (legal.phase !== 'sale') return
    const picks = legal.pickers.map((p) => ({ type: 'pick', player: p.player, property: p.properties[0] as Card }) as const)
    if (props.onActions !== undefined) {
      setRefusal(props.onActions(picks))
      return
    }
    for (const pick of picks) {
      const error = props.onAction(pick)
      setRefusal(error)
      if (error !== null) return
    }
  }
  const refusalAlert = refusal !== null && (
    <p role="alert" className="rounded-lg border-2 border-red-400 bg-red-950 p-3 font-semibold">
      {errorText(locale, refusal)}
    </p>
  )
  const reveal = over
    ? finalReveal(props.events)
    : sale === null
      ? null
      : pendingReveal(
          props.events,
          sale.round,
          sale.picked.some((p, s) => p && botLevel(s) === null),
        )
  const showReveal = reveal !== null && (over || reveal.round !== seenReveal)
  const taken = over ? lastOf(props.events, 'checks-taken') : null
  /** The last auction's outcome, shown on the first hand-over of the selling phase. */
  const auctionResult = sale !== null && sale.round === 0 && !sale.picked.some(Boolean) ? lastAuctionResult(props.events) : null

  const header = (
    <header className="flex flex-wrap items-center gap-2 bg-slate-950 px-3 py-2 text-white">
      <button
        type="button"
        onClick={props.onOpenMenu}
        className={`min-h-11 rounded-lg border-2 border-white px-4 font-semibold ${focusRing}`}
      >
        ☰ {t('menu')}
      </button>
      <RulesButton ruleset={ruleset} />
      {sale !== null && (
        <p className="flex-1 text-center text-lg font-semibold">
          {t('saleRound', { number: (showReveal && reveal !== null ? reveal.round : sale.round) + 1 })}
        </p>
      )}
      {props.canUndo && step.kind === 'handover' && !showReveal && <UndoButton onUndo={props.onUndo} />}
    </header>
  )

  const checks =
    sale === null ? null : (
      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading" className="mb-2 text-lg font-bold">
          {t('checksOnOffer')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {sale.checks.map((c, i) => (
            <li key={`${c}-${i}`}>
              <CheckCard ruleset={ruleset} card={c} size="lg" />
            </li>
          ))}
        </ul>
      </section>
    )

  /** Who has picked this round (never what). */
  const picksList =
    sale === null ? null : (
      <section aria-labelledby="picks-heading">
        <h2 id="picks-heading" className="mb-2 text-lg font-bold">
          {t('picks')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {sale.sellers.map((s) => (
            <li
              key={s}
              className={`rounded-full border-2 px-3 py-1 text-lg font-semibold ${sale.picked[s] ? 'border-emerald-400' : 'border-slate-500'}`}
            >
              <span aria-hidden="true">{sale.picked[s] ? '✓ ' : '… '}</span>
              {nameTag(s)}: {sale.picked[s] ? t('hasPicked') : t('toPick')}
            </li>
          ))}
        </ul>
      </section>
    )

  let body: ReactNode
  if (showReveal && reveal !== null) {
    body = (
      <>
        {taken !== null && (
          <p className="rounded-2xl border-2 border-sky-300 p-3 text-xl font-semibold">
            {tr('checksTaken', { name: names[taken.player] ?? '', checks: formatList(locale, taken.checks.map((c) => checkText(locale, ruleset, c))) })}
          </p>
        )}
        {refusalAlert}
        {/* The next round's first hand-over is on the reveal itself: "I am Ann" goes straight to Ann's pick. */}
        <SaleReveal
          ruleset={ruleset}
          reveal={reveal}
          names={names}
          nextLabel={over ? tr('seeScores') : forcedRound ? tr('sellLast') : nextPicker !== null ? t('iAm', { name: names[nextPicker] ?? '' }) : t('nextRound')}
          nextHint={over ? undefined : forcedRound ? tr('lastRoundForced') : nextPicker !== null ? tr('nextHandOver', { name: names[nextPicker] ?? '' }) : undefined}
          onNext={() => {
            if (over) {
              props.onSeeScores?.()
              return
            }
            setSeenReveal(reveal.round)
            setRefusal(null)
            if (forcedRound) sellLast()
            else if (nextPicker !== null) setStep({ kind: 'choosing', seat: nextPicker, property: null })
            else setStep({ kind: 'handover' })
          }}
        />
      </>
    )
  } else if (over) {
    body = (
      <button
        type="button"
        autoFocus
        onClick={() => props.onSeeScores?.()}
        className={`min-h-20 w-full rounded-2xl bg-sky-700 px-6 text-3xl font-black text-white ${focusRing}`}
      >
        {tr('seeScores')}
      </button>
    )
  } else if (sale === null || pickers.length === 0) {
    body = null
  } else if (nextPicker === null) {
    body = (
      <>
        <div role="status" className="rounded-2xl border-4 border-dashed border-sky-300 p-5 text-center">
          <h1 className="text-3xl font-black sm:text-4xl">{tb('waitingHeading')}</h1>
          <p className="mt-2 text-xl">
            <span aria-hidden="true" className="mr-2 inline-block motion-safe:animate-pulse">●</span>
            {tb('botsPicking', { names: formatList(locale, pickers.map((s) => names[s] ?? '')) })}
          </p>
        </div>
        {checks}
        {picksList}
      </>
    )
  } else if (step.kind === 'choosing' && pickers.includes(step.seat)) {
    const seat = step.seat
    const chosen = step.property
    const own = playerView(state, seat).seats[seat]?.properties ?? []
    const name = names[seat] ?? ''
    /** Who gets the device next: the next person still to pick, or nobody (the picks are then turned up). */
    const after = pickers.find((s) => s !== seat && botLevel(s) === null) ?? null
    const othersLeft = pickers.some((s) => s !== seat)
    body = (
      <>
        <h1 className="text-4xl font-black">{t('pickHeading', { name })}</h1>
        <p className="text-lg text-slate-200">{t('pickHint')}</p>
        {checks}
        <section aria-labelledby="own-heading">
          <h2 id="own-heading" className="mb-2 text-lg font-bold">
            {t('yourProperties')}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {own.map((p) => (
              <li key={p}>
                <button
                  type="button"
                  aria-pressed={chosen === p}
                  onClick={(e) => {
                    setStep({ kind: 'choosing', seat, property: p })
                    // A card tapped half under the bar below comes fully into view, lifted and ticked.
                    bringIntoView(e.currentTarget)
                  }}
                  className={`rounded-2xl border-4 p-1 transition-transform motion-reduce:transition-none ${chosen === p ? '-translate-y-1 border-sky-400 bg-sky-900' : 'border-transparent'} ${focusRing}`}
                >
                  <PropertyCard ruleset={ruleset} card={p} size="lg" />
                  <span aria-hidden="true" className="block h-6 text-center text-lg font-black">
                    {chosen === p ? '✓' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        {refusalAlert}
        {/* The pick is made only when hidden: until then another tap on a property changes it. */}
        <div ref={stickyBarRef} className="sticky bottom-0 -mx-4 flex flex-col gap-2 bg-slate-900 px-4 py-3">
          <p role="status" className="text-xl font-bold">
            {chosen === null ? tr('noPickYet') : (
              <>
                {tr('yourPick', { name, property: propertyText(ruleset, chosen) })}
                <span className="block text-base font-normal text-slate-200">{tr('yourPickHint')}</span>
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={chosen === null}
              onClick={() => {
                if (chosen === null) return
                const error = props.onAction({ type: 'pick', player: seat, property: chosen })
                setRefusal(error)
                if (error === null) setStep({ kind: 'handover' })
              }}
              className={`min-h-16 flex-1 basis-64 rounded-2xl bg-emerald-600 px-6 text-2xl font-black text-white disabled:bg-slate-700 disabled:text-slate-300 sm:min-h-20 sm:text-3xl ${focusRing}`}
            >
              {after !== null ? t('hideAndPass', { name: names[after] ?? '' }) : othersLeft ? tr('hideAndWait') : tr('hideAndReveal')}
            </button>
            <button
              type="button"
              onClick={() => setStep({ kind: 'handover' })}
              className={`min-h-12 grow rounded-2xl border-2 border-white px-5 text-lg font-semibold sm:min-h-16 sm:grow-0 ${focusRing}`}
            >
              {t('notMe', { name })}
            </button>
          </div>
        </div>
        {coach && <CoachPanel state={state} events={props.events} seat={seat} name={name} hidden={false} />}
      </>
    )
  } else if (forcedRound) {
    body = (
      <>
        <div className="rounded-2xl border-4 border-sky-300 bg-sky-800 p-5 text-center shadow-lg">
          <h1 className="text-4xl font-black sm:text-5xl">{t('saleRound', { number: sale.round + 1 })}</h1>
          <p className="mt-2 text-xl">{tr('lastRoundForced')}</p>
          <button
            type="button"
            onClick={sellLast}
            className={`mt-4 min-h-20 w-full max-w-md rounded-2xl bg-white px-6 text-3xl font-black text-slate-950 ${focusRing}`}
          >
            {tr('sellLast')}
          </button>
        </div>
        {refusalAlert}
        {checks}
        {picksList}
      </>
    )
  } else {
    const name = names[nextPicker] ?? ''
    body = (
      <>
        <div className="rounded-2xl border-4 border-sky-300 bg-sky-800 p-5 text-center shadow-lg">
          <h1 className="text-4xl font-black sm:text-5xl">{t('passDevice', { name })}</h1>
          <p className="mt-2 text-lg">{t('passDeviceHint', { name })}</p>
          <button
            type="button"
            onClick={() => {
              setRefusal(null)
              setStep({ kind: 'choosing', seat: nextPicker, property: null })
            }}
            className={`mt-4 min-h-20 w-full max-w-md rounded-2xl bg-white px-6 text-3xl font-black text-slate-950 ${focusRing}`}
          >
            {t('iAm', { name })}
          </button>
        </div>
        {auctionResult !== null && <AuctionResult ruleset={ruleset} result={auctionResult} names={names} />}
        {checks}
        {picksList}
      </>
    )
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-900 text-white">
      {header}
      {props.saveProblem !== null && (
        <p role="alert" className="bg-amber-200 px-3 py-2 font-semibold text-amber-950">
          <span aria-hidden="true">⚠ </span>
          {props.saveProblem}
        </p>
      )}
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-5 p-4">
        {body}
        {/* The memory aid's tracker (table-info.ts); as the box, this screen shows nobody's checks or properties. */}
        {!over && !showReveal && props.tableInfo !== 'box' && <CardTrackerPanel view={view} events={props.events} />}
      </main>
    </div>
  )
}
