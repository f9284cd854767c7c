import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { RULESETS, auctionCount } from '../engine/rulesets.ts'
import type { Action, Card, GameError, GameEvent, Seat } from '../engine/types.ts'
import { CheckCard } from '../components/check-card.tsx'
import { PickHand } from '../components/pick-hand.tsx'
import { FeltReveal } from '../components/sale-reveal.tsx'
import { UndoButton } from '../components/undo-button.tsx'
import { propertyText } from '../i18n/card-text.ts'
import { errorText } from '../i18n/error-text.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { saleMessages } from '../i18n/messages/sale.ts'
import { LEVEL_KEYS, botMessages } from '../i18n/messages/bots.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import { formatList } from '../i18n/list-format.ts'
import { revealMessages } from '../i18n/messages/reveal.ts'
import { AuctionResult } from '../components/auction-result.tsx'
import { lastAuctionResult, lastOf, pendingReveal } from '../engine/table-log.ts'
import { checkText } from '../i18n/card-text.ts'
import type { TableScreenProps } from './table-screen.tsx'
import { announceTurnChange } from '../device/turn-signal.ts'
import { lastPicks, lastPicksForced } from '../game/forced-moves.ts'
import { CoachPanel } from '../components/coach-panel.tsx'
import { useLearnersTable } from '../store/coach-store.ts'
import { CardTrackerPanel } from '../components/card-tracker-panel.tsx'
import { useGameSounds } from '../device/game-sounds.ts'
import { TableTopBar } from '../components/table-top-bar.tsx'
import { SeatPanel } from '../components/seat-panel.tsx'
import { SeatStrip } from '../components/seat-strip.tsx'
import { FeltPanel } from '../components/felt-panel.tsx'
import { HeldMoment } from '../components/held-moment.tsx'
import { CARD_MAX, feltCardWidth, feltRowWidth } from '../components/felt.tsx'
import { feltMessages } from '../i18n/messages/felt.ts'
import { useGameStore } from '../store/game-store.ts'
import { holdsCards } from '../game/held-cards.ts'
import { ActionBar, FeltBand, TABLE_ROOM } from './table-bands.tsx'
import { flourish, resultMotion } from '../components/table-motion.ts'
import { useEditionT } from '../i18n/edition-t.ts'

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

/**
 * The line above the action bar's buttons, one height on every step of the sale (what is next, your
 * pick): the buttons under it never move from one step to the next. Three short lines fit a phone.
 */
const BAR_LINE = 'flex h-16 shrink-0 flex-col justify-center overflow-hidden text-base leading-tight font-bold sm:h-14 sm:text-lg xl:text-xl'

/** Once the game is over: the last sale round's reveal, turned up before the scores. */
function finalReveal(events: readonly GameEvent[]): Reveal | null {
  return lastOf(events, 'sale-revealed')
}

/**
 * The selling phase, one seat at a time on a shared device. Before a seat is confirmed on screen
 * only the onlookers' view of the table is used; the confirmed seat sees its own view.
 * No other player's pick is ever rendered before the reveal.
 */
export function SaleScreen(props: SaleScreenProps) {
  useGameSounds()
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(saleMessages)
  const tr = useEditionT(revealMessages)
  const [step, setStepNow] = useState<Step>({ kind: 'handover' })
  /** Each hand-over step is shown to someone else: the taps that left the last one must not act on it. */
  const setStep = (next: Step) => {
    announceTurnChange()
    setStepNow(next)
  }
  const [seenReveal, setSeenReveal] = useState<number | null>(null)
  const [refusal, setRefusal] = useState<ReturnType<TableScreenProps['onAction']>>(null)
  const { table } = props
  const { view, log, legal } = table.onlookers
  const ruleset = view.ruleset
  const sale = view.sale
  const names = view.seats.map((s) => s.name)
  const pickers = legal.phase === 'sale' ? legal.pickers.map((p) => p.player) : []
  const tb = useT(botMessages)
  const tp = useT(phoneMessages)
  const learners = useLearnersTable()
  /** The coach shows only on a seat's own pick screen, after the hand-over: never during anyone else's pick. */
  const coach = props.coach ?? learners
  /** Computer players pick on their own (the bot driver), without a hand-over. */
  const botLevel = (s: Seat) => props.bots?.[s] ?? null
  /** A seat played on this screen: neither a computer player nor a person on their own phone. */
  const here = (s: Seat) => botLevel(s) === null && (props.away?.[s] ?? false) === false
  const nextPicker = pickers.find(here) ?? null
  /**
   * One person among computer players: nobody to hide a pick from, so no hand-over ("Pass the device
   * to Ann … I am Ann"): the sale goes straight to the person's pick, then to the picks turned up.
   * Not at a table with phones: the people holding them look at this screen too.
   */
  const lone = view.seats.filter((_, s) => here(s)).length === 1 && !(props.away ?? []).some(Boolean)
  const nameTag = (s: Seat) => {
    const level = botLevel(s)
    return level === null ? (names[s] ?? '') : `${names[s] ?? ''} (${tb('computerTag', { level: tb(LEVEL_KEYS[level]) })})`
  }

  const over = view.phase === 'over'
  /** The last round, nothing to choose: one tap turns every pick up (src/game/forced-moves.ts). */
  const forcedRound = nextPicker !== null && lastPicksForced(view, legal)
  const sellLast = () => {
    const picks = lastPicks(legal)
    if (picks.length === 0) return
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
    ? finalReveal(log)
    : sale === null
      ? null
      : pendingReveal(
          log,
          sale.round,
          sale.picked.some((p, s) => p && botLevel(s) === null),
        )
  const showReveal = reveal !== null && (over || reveal.round !== seenReveal)
  const taken = over ? lastOf(log, 'checks-taken') : null
  /** The last auction's outcome, shown on the first hand-over of the selling phase. */
  const auctionResult = sale !== null && sale.round === 0 && !sale.picked.some(Boolean) ? lastAuctionResult(log) : null

  const tf = useEditionT(feltMessages)
  /** The last auction's result stays face up a moment before the checks turn up (game-store.ts `heldCards`). */
  const held = useGameStore((st) => holdsCards(st, 'checks', view.actionCount))
  const rounds = auctionCount(RULESETS[ruleset], view.playerCount)
  // The last reveal is shown once the game is over (no sale round left): its title stays on the top bar.
  const roundShown = showReveal && reveal !== null ? reveal.round : sale === null ? null : sale.round
  const header = (
    <TableTopBar
      ruleset={ruleset}
      onOpenMenu={props.onOpenMenu}
      title={roundShown === null ? null : tf('saleRoundOf', { number: roundShown + 1, total: rounds })}
      done={over ? rounds : (roundShown ?? 0)}
      total={rounds}
      undo={<UndoButton onUndo={props.onUndo} offered={props.canUndo && step.kind === 'handover' && !showReveal && !held} />}
    />
  )

  /** Sold!'s checks are upright playing cards (5:7); For Sale's lie sideways like a cheque (9:5). */
  const playingChecks = RULESETS[ruleset].cardNames === 'playing'
  const checks =
    sale === null ? null : (
      // The felt's room left for the checks, which they then fill: as large as the felt allows.
      <section aria-labelledby="checks-heading" data-tour="checks" className="flex min-h-16 w-full flex-[2] flex-col items-center gap-1">
        <h2 id="checks-heading" className="shrink-0 text-sm font-bold text-emerald-50 sm:text-lg">
          {t('checksOnOffer')}
        </h2>
        {/* One slot per check, in order, for the whole round: a row that shares out the felt's width, never wrapping. */}
        <div
          className={`flex min-h-0 w-full flex-1 items-center justify-center [container-type:size] [--gap:0.25rem] sm:[--gap:0.5rem] ${
            playingChecks ? CARD_MAX : '[--card-max:7rem] sm:[--card-max:10rem] xl:[--card-max:13rem] min-[2500px]:[--card-max:18rem]'
          }`}
        >
          <ul
            className="flex flex-wrap justify-center gap-(--gap)"
            style={{
              maxWidth: feltRowWidth(sale.checks.length, 'var(--card-w)', 'var(--gap)'),
              ['--card-w' as string]: feltCardWidth(sale.checks.length, 'var(--gap)', playingChecks ? 'upright' : 'sideways'),
            }}
          >
            {sale.checks.map((c, i) => (
              <li key={`${c}-${i}`} data-slot={i} className="w-(--card-w)">
                <CheckCard ruleset={ruleset} card={c} size="fill" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    )

  /** Who has picked this round (never what). */
  const picksList =
    sale === null ? null : (
      // Said to screen readers; on screen each seat that has picked carries a tick (the seats' `note`).
      <section aria-labelledby="picks-heading" className="sr-only">
        <h2 id="picks-heading">
          {t('picks')}
        </h2>
        <ul>
          {sale.sellers.map((s) => (
            <li
              key={s}
              className={`rounded-full border-2 bg-slate-900/70 px-2 py-0.5 text-base font-semibold ${sale.picked[s] ? 'border-emerald-300' : 'border-slate-500'}`}
            >
              <span aria-hidden="true">{sale.picked[s] ? '✓ ' : '… '}</span>
              {nameTag(s)}: {sale.picked[s] ? t('hasPicked') : t('toPick')}
            </li>
          ))}
        </ul>
      </section>
    )

  /** The seats, public information only (never a pick), with the seat whose turn it is lit. */
  const seats = (lit: Seat | null) => (
    <SeatStrip count={view.seats.length}>
      {view.seats.map((seat, i) => (
        // In the sale every hand is held, face down: a face shown could tell a pick.
        <SeatPanel
          key={i}
          ruleset={ruleset}
          seat={i}
          view={seat}
          auction={null}
          isTurn={i === lit}
          faceDown
          bot={botLevel(i)}
          note={sale?.picked[i] === true ? <span aria-hidden="true" className="rounded-full bg-emerald-300 px-1.5 text-slate-950 shadow">✓</span> : undefined}
        />
      ))}
    </SeatStrip>
  )

  const barButton = (label: string, onClick: () => void, tour: string, tone: 'light' | 'go' = 'light', extra?: { disabled?: boolean; autoFocus?: boolean }) => (
    <button
      type="button"
      data-tour={tour}
      disabled={extra?.disabled}
      autoFocus={extra?.autoFocus}
      onClick={onClick}
      className={`min-h-[4.5rem] w-full rounded-2xl px-3 text-2xl leading-tight font-black sm:text-3xl xl:min-h-24 ${tone === 'go' ? 'bg-emerald-600 text-white disabled:bg-slate-700 disabled:text-slate-300' : 'bg-white text-slate-950'} ${focusRing}`}
    >
      {label}
    </button>
  )

  /** The end: the winners' seats grow with a burst of light as the last picks turn up. */
  const root = useRef<HTMLDivElement>(null)
  const winners = over ? (lastOf(log, 'game-over')?.winners ?? []) : []
  const winnersKey = winners.join(',')
  useLayoutEffect(() => {
    if (winnersKey === '') return
    for (const w of winnersKey.split(',')) flourish(root.current?.querySelector<HTMLElement>(`[data-seat="${w}"]`) ?? null)
  }, [winnersKey])

  /** The move that ended the last auction, drawn as the result is held up: each property flies to its taker. */
  const resultHeld = held && !over
  useLayoutEffect(() => {
    if (resultHeld && root.current !== null) resultMotion(root.current)
  }, [resultHeld])

  let body: ReactNode
  let bar: ReactNode = null
  let lit: Seat | null = null
  /** The pick screen is one person's own: no seats, the hand at the bottom of the felt. */
  let privateScreen = false
  if (held && !over) {
    const ended = lastAuctionResult(log)
    body = ended === null ? null : <AuctionResult ruleset={ruleset} result={ended} names={names} cards />
    bar = <HeldMoment text={tf('checksSoon')} canUndo={props.canUndo} onUndo={props.onUndo} />
  } else if (showReveal && reveal !== null) {
    const nextLabel = over ? tr('seeScores') : forcedRound ? tr('sellLast') : nextPicker !== null && !lone ? t('iAm', { name: names[nextPicker] ?? '' }) : t('nextRound')
    const nextHint = over ? undefined : forcedRound ? tr('lastRoundForced') : nextPicker !== null && !lone ? tr('nextHandOver', { name: names[nextPicker] ?? '' }) : undefined
    body = (
      <>
        {taken !== null && (
          <p className="rounded-2xl border-2 border-sky-300 bg-slate-900/70 p-3 text-xl font-semibold">
            {tr('checksTaken', { name: names[taken.player] ?? '', checks: formatList(locale, taken.checks.map((c) => checkText(locale, ruleset, c))) })}
          </p>
        )}
        {refusalAlert}
        {/* The next round's first hand-over is on the reveal itself: "I am Ann" goes straight to Ann's pick. */}
        <FeltReveal ruleset={ruleset} reveal={reveal} names={names} motion />
      </>
    )
    bar = (
      <>
        <p className={BAR_LINE}>{nextHint ?? ''}</p>
        {barButton(
          nextLabel,
          () => {
            if (over) {
              props.onSeeScores?.()
              return
            }
            setSeenReveal(reveal.round)
            setRefusal(null)
            if (forcedRound) sellLast()
            else if (nextPicker !== null) setStep({ kind: 'choosing', seat: nextPicker, property: null })
            else setStep({ kind: 'handover' })
          },
          forcedRound ? 'reveal' : 'handover',
          'light',
          { autoFocus: true },
        )}
      </>
    )
  } else if (over) {
    body = null
    bar = barButton(tr('seeScores'), () => props.onSeeScores?.(), 'handover', 'light', { autoFocus: true })
  } else if (sale === null || pickers.length === 0) {
    body = null
  } else if (nextPicker === null) {
    // Who is picking where: on their phones, on the main table screen (this page is another one), or computer players.
    const where = (place: false | 'phone' | 'screen') => pickers.filter((s) => (props.away?.[s] ?? false) === place)
    const lines = [
      { names: where('phone'), say: (names: string) => tp('phonesPicking', { names }) },
      { names: where('screen'), say: (names: string) => tp('mainScreenPicking', { names }) },
      { names: where(false), say: (names: string) => tb('botsPicking', { names }) },
    ].filter((l) => l.names.length > 0)
    const heading = where('screen').length > 0 ? tp('picksHeading') : where('phone').length > 0 ? tp('phonesPickingHeading') : tb('waitingHeading')
    body = (
      <>
        <div role="status" className="rounded-2xl border-4 border-dashed border-sky-300 bg-slate-900/60 p-4 text-center">
          <h1 className="text-2xl font-black sm:text-4xl">{heading}</h1>
          {lines.map((l, i) => (
            <p key={i} className="mt-2 text-xl">
              <span aria-hidden="true" className="mr-2 inline-block motion-safe:animate-pulse">●</span>
              {l.say(formatList(locale, l.names.map((s) => names[s] ?? '')))}
            </p>
          ))}
        </div>
        {checks}
        {picksList}
      </>
    )
    lit = pickers[0] ?? null
  } else if ((step.kind === 'choosing' && pickers.includes(step.seat)) || (lone && !forcedRound)) {
    const seat = step.kind === 'choosing' && pickers.includes(step.seat) ? step.seat : nextPicker
    const chosen = step.kind === 'choosing' ? step.property : null
    const own = table.seat(seat).view.seats[seat]?.properties ?? []
    const name = names[seat] ?? ''
    /** Who gets the device next: the next person still to pick, or nobody (the picks are then turned up). */
    const after = pickers.find((s) => s !== seat && here(s)) ?? null
    const othersLeft = pickers.some((s) => s !== seat)
    privateScreen = true
    body = (
      <>
        <h1 className="text-center text-xl font-black sm:text-4xl">{t('pickHeading', { name })}</h1>
        <p className="sr-only">{t('pickHint')}</p>
        {checks}
        {/* The hand: fanned large in the felt's lower part, just above the action bar, in one row or two; the chosen card lifts. */}
        <section aria-labelledby="own-heading" className={`tap-dim flex min-h-24 w-full flex-[5] items-end justify-center [container-type:size] ${CARD_MAX}`}>
          <h2 id="own-heading" className="sr-only">
            {t('yourProperties')}
          </h2>
          {/* The guided game points at the cards themselves, not the room above them. */}
          <PickHand ruleset={ruleset} cards={own} chosen={chosen} onChoose={(p) => setStep({ kind: 'choosing', seat, property: p })} focusRing={focusRing} />
        </section>
        {refusalAlert}
        {coach && <CoachPanel table={table} seat={seat} name={name} hidden={false} />}
      </>
    )
    // The pick is made only when hidden: until then another tap on a property changes it.
    bar = (
      <>
        <p role="status" className={BAR_LINE}>
          {chosen === null ? (
            tr('noPickYet')
          ) : (
            <>
              {tr('yourPick', { name, property: propertyText(ruleset, chosen) })}
              <span className="block text-sm font-normal text-slate-200 xl:text-base">{tr('yourPickHint')}</span>
            </>
          )}
        </p>
        {/* A lone person has nobody to hide the screen from: no "Not Ann?" (it would only come back here). */}
        <div className={`grid gap-2 sm:gap-3 ${lone ? 'grid-cols-1' : 'grid-cols-[minmax(0,1fr)_minmax(0,2fr)]'}`}>
          {!lone && (
            <button
              type="button"
              onClick={() => setStep({ kind: 'handover' })}
              className={`min-h-[4.5rem] rounded-2xl border-2 border-white px-2 text-base leading-tight font-semibold sm:text-lg xl:min-h-24 ${focusRing}`}
            >
              {t('notMe', { name })}
            </button>
          )}
          {barButton(
            after !== null
              ? t('hideAndPass', { name: names[after] ?? '' })
              : pickers.some((s) => s !== seat && (props.away?.[s] ?? false) === 'phone')
                ? tp('hideForPhones')
                : othersLeft
                  ? tr('hideAndWait')
                  : tr('hideAndReveal'),
            () => {
              if (chosen === null) return
              const error = props.onAction({ type: 'pick', player: seat, property: chosen })
              setRefusal(error)
              if (error === null) setStep({ kind: 'handover' })
            },
            'reveal',
            'go',
            { disabled: chosen === null },
          )}
        </div>
      </>
    )
  } else if (forcedRound) {
    body = (
      <>
        <div className="rounded-2xl border-4 border-sky-300 bg-sky-800/90 p-4 text-center shadow-lg">
          <h1 className="text-3xl font-black sm:text-5xl">{t('saleRound', { number: sale.round + 1 })}</h1>
          <p className="mt-2 text-xl">{tr('lastRoundForced')}</p>
        </div>
        {refusalAlert}
        {checks}
        {picksList}
      </>
    )
    bar = (
      <>
        <p className={BAR_LINE} />
        {barButton(tr('sellLast'), sellLast, 'reveal')}
      </>
    )
  } else {
    const name = names[nextPicker] ?? ''
    lit = nextPicker
    body = (
      <>
        <div className="w-full rounded-2xl border-4 border-sky-300 bg-sky-800/90 p-1.5 text-center shadow-lg sm:p-5">
          <h1 className="text-xl font-black break-words sm:text-5xl">{t('passDevice', { name })}</h1>
        </div>
        {checks}
        {picksList}
      </>
    )
    bar = (
      <>
        {/* Above "I am …", where the reveal says who is next: only that person looks now. */}
        <p className={BAR_LINE}>{t('passDeviceHint', { name })}</p>
        {barButton(
          t('iAm', { name }),
          () => {
            setRefusal(null)
            setStep({ kind: 'choosing', seat: nextPicker, property: null })
          },
          'handover',
        )}
      </>
    )
  }

  const footResult = step.kind === 'handover' && !showReveal && !held && auctionResult !== null
  const footTracker = !over && !showReveal && !held && !privateScreen && props.tableInfo !== 'box'
  return (
    <div ref={root} className={TABLE_ROOM}>
      {header}
      {props.saveProblem !== null && (
        <p role="alert" className="shrink-0 bg-amber-200 px-3 py-1 font-semibold text-amber-950">
          <span aria-hidden="true">⚠ </span>
          {props.saveProblem}
        </p>
      )}
      {!privateScreen && seats(lit)}
      <FeltBand className="flex flex-col">
        <div className="mx-auto flex w-full max-w-[100rem] flex-1 flex-col items-center gap-1.5 p-2 sm:gap-3 sm:p-4">
          {body}
          {/*
           * At the felt's foot, side by side: the last auction's result on the sale's first hand-over
           * (held up on the felt as it ended, here one tap away) and the memory aid's tracker
           * (table-info.ts; as the box, this screen shows nobody's checks or properties).
           */}
          {(footResult || footTracker) && (
            <div className="mt-auto flex w-full items-start gap-1.5">
              {footResult && auctionResult !== null && (
                <div className="min-w-0 flex-1">
                  <FeltPanel summary={tf('lastAuction')}>
                    <AuctionResult ruleset={ruleset} result={auctionResult} names={names} />
                  </FeltPanel>
                </div>
              )}
              {footTracker && (
                <div className="min-w-0 flex-1">
                  <CardTrackerPanel view={view} events={log} />
                </div>
              )}
            </div>
          )}
        </div>
      </FeltBand>
      {/* On the table screen of a table with phones, no bar while there is nothing to tap (the phones are picking). */}
      <ActionBar size={bar === null && (props.away ?? []).some(Boolean) ? 'none' : 'full'}>{bar}</ActionBar>
    </div>
  )
}
