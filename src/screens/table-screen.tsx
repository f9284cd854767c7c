import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { RULESETS, auctionCount } from '../engine/rulesets.ts'
import type { Action, GameError, GameEvent, GameState, PlayerView } from '../engine/types.ts'
import { legalActionsInView, playerView } from '../engine/view.ts'
import { AuctionResult, lastAuctionResult } from '../components/auction-result.tsx'
import { BidControls } from '../components/bid-controls.tsx'
import { shownBidRange } from '../components/bid-range.ts'
import { EventLog } from '../components/event-log.tsx'
import { HoldToReveal } from '../components/hold-to-reveal.tsx'
import { PaymentChooser } from '../components/payment-chooser.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { SeatPanel } from '../components/seat-panel.tsx'
import { UndoButton } from '../components/undo-button.tsx'
import { RulesButton } from '../rules/rules-button.tsx'
import { useAfterPaint } from './use-after-paint.ts'
import { useOnlookerView } from './use-onlooker-view.ts'
import { formatMoney, useLocale, useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { bidMessages } from '../i18n/messages/bid.ts'
import { errorText } from '../i18n/error-text.ts'
import { narrate } from '../i18n/narrate.ts'
import { LEVEL_KEYS, botMessages } from '../i18n/messages/bots.ts'
import type { BotLevel } from '../bots/levels.ts'
import { CoachPanel } from '../components/coach-panel.tsx'
import { TableWithSidePanel } from '../components/table-with-side-panel.tsx'
import { useLearnersTable } from '../store/coach-store.ts'
import { CardTrackerPanel } from '../components/card-tracker-panel.tsx'
import { faceUpEvents } from '../table-info/face-up-events.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { DEFAULT_TABLE_INFO, type TableInfo } from '../table-info/table-info.ts'
import { useGameSounds } from '../device/game-sounds.ts'

export interface TableScreenProps {
  readonly state: GameState
  readonly events: readonly GameEvent[]
  /** A move; the store then plays the passes nobody could choose after it (store/forced-moves.ts). */
  readonly onAction: (action: Action) => GameError | null
  readonly canUndo: boolean
  readonly onUndo: () => void
  readonly onOpenMenu: () => void
  /** A sentence saying why the game cannot be saved right now, or null. */
  readonly saveProblem: string | null
  /** Each seat's computer level, or null for a person; people everywhere when absent. */
  readonly bots?: readonly (BotLevel | null)[]
  /** Show the coach to the person whose turn it is (a learners' table); the open game's choice when absent. */
  readonly coach?: boolean
  /** How much the table shows (table-info.ts); the memory aid when absent. */
  readonly tableInfo?: TableInfo | undefined
}

/**
 * The auction table (phases 'auction' and 'payment'). Everything on it comes from the onlooker's
 * view, `playerView(state, null)`, the log as the onlooker knows it (`logInView`) and the legal
 * actions read from that view (`legalActionsInView`); the acting seat's own view is read only for
 * secret money, and only while that player holds the reveal button.
 */
export function TableScreen(props: TableScreenProps) {
  useGameSounds()
  const locale = useLocale((s) => s.locale)
  const t = useT(tableMessages)
  const [refusal, setRefusal] = useState<GameError | null>(null)
  const { state } = props
  const { view, log } = useOnlookerView(state, props.events)
  const legal = legalActionsInView(view)
  const ruleset = view.ruleset
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const names = view.seats.map((s) => s.name)
  const auction = view.auction
  const actor = legal.phase === 'auction' || legal.phase === 'payment' ? legal.player : null
  const actorName = actor === null ? '' : (names[actor] ?? '')
  const tb = useT(botMessages)
  /** The computer level of the seat to act: its move comes from the bot driver, not from these controls. */
  const actorBot = actor === null ? null : (props.bots?.[actor] ?? null)

  const learners = useLearnersTable()
  const coach = props.coach ?? learners

  const tbid = useT(bidMessages)
  /**
   * A computer player's last bid or pass, said large until the next move: with the pace chosen on
   * Setup between moves, a table can follow "Ben bids $5,000" rather than see it flash by.
   */
  const botMove = (() => {
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i] as GameEvent
      if (e.type === 'bid' || e.type === 'passed') return (props.bots?.[e.player] ?? null) !== null ? e : null
    }
    return null
  })()
  /**
   * The passes just played for players who could not top the high bid (money on the table: see
   * store/forced-moves.ts), said large until the next choice, so that the table sees why the turn
   * moved on without them.
   */
  const secret = view.options.secretMoney
  const forcedPasses: Extract<GameEvent, { type: 'passed' }>[] = []
  // From the end of the log back to the last bid or chosen pass: a few events at most.
  for (let i = log.length - 1; i >= 0 && !secret; i--) {
    const e = log[i] as GameEvent
    if (e.type === 'bid' || (e.type === 'passed' && !e.forced)) break
    if (e.type === 'passed') forcedPasses.unshift(e)
  }
  /** The auction just ended, turned up for everyone until the first move of the next one. */
  const lastResult = useMemo(() => lastAuctionResult(log), [log])
  /** A table played as the box (table-info.ts): bought properties lie face down. */
  const box = props.tableInfo === 'box'
  const ti = useT(tableInfoMessages)
  const bidRange = legal.phase === 'auction' ? shownBidRange(legal) : null
  const act = (action: Action) => setRefusal(props.onAction(action))
  /*
   * When the turn passes to someone else, their banner and controls come back into view if the page
   * was left scrolled down (a long payment list, the log): the next player never has to look for them.
   */
  const turnBanner = useRef<HTMLElement>(null)
  const turnKey = `${legal.phase}:${actor ?? ''}`
  useEffect(() => {
    const banner = turnBanner.current
    if (banner !== null && banner.getBoundingClientRect().top < 0) banner.scrollIntoView({ block: 'start' })
  }, [turnKey])
  /** With secret money an over-bid is refused without saying why: the reason is the player's money. */
  const refusalText = (error: GameError) =>
    secret && error.code === 'BID_OVER_MONEY' ? tbid('notPlaced', { name: actorName }) : errorText(locale, error)
  /*
   * The players' panels and the log follow a move one frame later: a tap first redraws what answers
   * it (whose turn, the high bid, the next controls), and the rest straight after that paint. Until
   * then they show the state before the move, as a whole.
   */
  const now = useMemo(() => ({ view, log }), [view, log])
  const later = useAfterPaint(now)

  const holder = (card: number) => view.seats.findIndex((s) => s.properties.includes(card))
  const due = view.payments[0]
  /** The property a Sold! payment is for: what the payer just took. */
  const paymentProperty = (() => {
    if (legal.phase !== 'payment' || auction === null) return null
    const taken = auction.revealed.filter((c) => holder(c) === legal.player)
    return taken.length > 0 ? (taken[taken.length - 1] as number) : null
  })()

  const coachPanel = coach && actor !== null && actorBot === null && (
    <CoachPanel state={state} events={log} seat={actor} name={actorName} hidden={legal.phase === 'auction' && view.options.secretMoney} />
  )
  return (
    <TableWithSidePanel side={coachPanel}>
    <div className="flex min-h-dvh flex-col bg-slate-900 text-white">
      <header className="flex flex-wrap items-center gap-2 bg-slate-950 px-2 py-2 text-white sm:px-3">
        <button
          type="button"
          onClick={props.onOpenMenu}
          className="min-h-11 min-w-11 rounded-lg border-2 border-white px-2 font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 sm:px-4"
        >
          <span aria-hidden="true">☰</span>
          {/* On a phone the icon alone, so the top bar stays one line. */}
          <span className="sr-only sm:not-sr-only sm:ml-1">{t('menu')}</span>
        </button>
        <RulesButton ruleset={ruleset} />
        {auction !== null && (
          <p className="min-w-0 flex-1 text-center text-lg font-semibold leading-tight">
            {t('auctionOf', {
              number: auction.number + 1,
              total: auctionCount(RULESETS[ruleset], view.playerCount),
            })}
          </p>
        )}
        {props.canUndo && <UndoButton onUndo={props.onUndo} />}
      </header>

      {props.saveProblem !== null && (
        <p role="alert" className="bg-amber-200 px-3 py-2 font-semibold text-amber-950">
          <span aria-hidden="true">⚠ </span>
          {props.saveProblem}
        </p>
      )}

      <main className="grid flex-1 content-start gap-4 p-3 lg:grid-cols-[minmax(0,1fr)_22rem] lg:p-5 2xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
          {actor !== null && (
            <section
              ref={turnBanner}
              aria-labelledby="turn-banner"
              className={`rounded-2xl border-4 px-4 py-2 text-white shadow-lg sm:py-4 ${legal.phase === 'payment' ? 'border-amber-300 bg-amber-800' : 'border-sky-300 bg-sky-800'}`}
            >
              <p className="text-base font-bold uppercase tracking-wider">
                {legal.phase === 'payment' ? t('nowPaying') : t('nowPlaying')}
              </p>
              {/* Smaller while paying, so that the payment's own button stays in view on a 1080p screen. */}
              <h1 id="turn-banner" className={`text-4xl font-black break-words ${legal.phase === 'payment' ? '' : 'sm:text-6xl'}`}>
                <span className="sr-only">{t('turnSentence', { name: actorName })} </span>
                <span aria-hidden="true">{actorName}</span>
                {actorBot !== null && (
                  <span className="ml-3 align-middle text-2xl font-bold">({tb('computerTag', { level: tb(LEVEL_KEYS[actorBot]) })})</span>
                )}
              </h1>
              {auction !== null && (
                <p data-tour="pot" className="mt-1 text-xl font-bold sm:text-2xl">
                  {auction.highBidder !== null && auction.highBid > 0
                    ? t('highBid', { amount: money(auction.highBid), name: names[auction.highBidder] ?? '' })
                    : t('noBidYet')}
                </p>
              )}
            </section>
          )}

          {lastResult !== null && <AuctionResult ruleset={ruleset} result={lastResult} names={names} cards />}

          {auction !== null && (
            <section data-tour="offer" aria-labelledby="up-heading">
              <h2 id="up-heading" className="mb-2 text-lg font-bold">
                {t('upForAuction')}
              </h2>
              {/* Five cards fit one row of a 390 px phone. */}
              <ul className="flex flex-wrap gap-2 sm:gap-3">
                {auction.revealed.map((card) => {
                  const taken = !auction.properties.includes(card)
                  const by = taken ? holder(card) : -1
                  return (
                    <li key={card} className="flex flex-col items-center gap-1">
                      <span className={taken ? 'opacity-60' : ''}>
                        <PropertyCard ruleset={ruleset} card={card} size={legal.phase === 'payment' ? 'sm' : 'lg'} />
                      </span>
                      {taken && by >= 0 && (
                        <span className="rounded-full bg-slate-700 px-2 text-base font-semibold">
                          <span aria-hidden="true">✓ </span>
                          {t('takenBy', { name: names[by] ?? '' })}
                        </span>
                      )}
                    </li>
                  )
                })}
              </ul>
            </section>
          )}

          {/* After forced passes the last pass is one of them: they are said below instead. */}
          {botMove !== null && forcedPasses.length === 0 && (
            <p role="status" className="rounded-2xl border-4 border-sky-300 bg-slate-800 p-3 text-2xl font-bold">
              {narrate(botMove, { ruleset, names }, locale)}
            </p>
          )}

          {refusal !== null && (
            <p role="alert" className="rounded-lg border-2 border-red-400 bg-red-950 p-3 font-semibold text-white">
              {refusalText(refusal)}
            </p>
          )}

          {actorBot !== null && (
            <p role="status" className="rounded-2xl border-4 border-dashed border-sky-300 p-5 text-2xl font-bold">
              <span aria-hidden="true" className="mr-2 inline-block motion-safe:animate-pulse">●</span>
              {tb('thinking', { name: actorName })}
              <span className="mt-1 block text-lg font-normal">{tb('thinkingHint', { name: actorName, level: tb(LEVEL_KEYS[actorBot]) })}</span>
            </p>
          )}

          {legal.phase === 'auction' && actorBot === null && (
            <section aria-label={t('turnSentence', { name: actorName })} className="flex flex-col gap-3">
              {(secret || box) && (
                <HoldToReveal label={box ? ti(secret ? 'holdToSeeAll' : 'holdToSeeCards') : t('holdToSee')}>
                  {() => {
                    const ownView = playerView(state, legal.player)
                    const own = ownView.seats[legal.player]
                    const ownLegal = legalActionsInView(ownView)
                    return (
                      <>
                        {secret && (
                          <>
                            {t('yourMoney', { name: actorName, amount: money(own?.money ?? 0) })}
                            <span className="block text-lg font-semibold">
                              {ownLegal.phase !== 'auction' || ownLegal.bid === null ? tbid('cannotRaise') : tbid('canBidUpTo', { amount: money(ownLegal.bid.max) })}
                            </span>
                          </>
                        )}
                        {/* As the box, a player may look at their own face-down properties, and only while holding. */}
                        {box && (
                          <span className="mt-1 flex flex-wrap items-center gap-1 text-lg font-semibold">
                            {ti('yourProperties', { name: actorName })}
                            {(own?.properties ?? []).length === 0
                              ? ` ${ti('noneYet')}`
                              : own?.properties.map((p) => <PropertyCard key={p} ruleset={ruleset} card={p} size="sm" />)}
                          </span>
                        )}
                      </>
                    )
                  }}
                </HoldToReveal>
              )}
              <BidControls
                turn={view.actionCount}
                ruleset={ruleset}
                legal={legal}
                range={bidRange}
                playerName={actorName}
                held={view.seats[legal.player]?.moneyCards?.length ? { seat: legal.player, cards: view.seats[legal.player]?.moneyCards ?? [] } : null}
                onAction={act}
              />
            </section>
          )}

          {legal.phase === 'payment' && due !== undefined && actorBot === null && (
            <PaymentChooser
              key={view.actionCount}
              ruleset={ruleset}
              legal={legal}
              playerName={actorName}
              held={view.seats[legal.player]?.moneyCards ?? []}
              property={paymentProperty}
              onAction={act}
            />
          )}

          {forcedPasses.length > 0 && (
            // Under the controls, so that the next player's bid and pass stay in view on a phone and at 1080p.
            <div role="status" className="rounded-2xl border-4 border-amber-300 bg-slate-800 p-3 text-xl font-bold sm:text-2xl">
              {forcedPasses.map((e, i) => (
                <p key={i}>{narrate(e, { ruleset, names }, locale)}</p>
              ))}
            </div>
          )}

        </div>

        <TableSides view={later.view} events={later.log} tableInfo={props.tableInfo ?? DEFAULT_TABLE_INFO} />
      </main>
    </div>
    </TableWithSidePanel>
  )
}

/**
 * Laid out and painted only while on screen (on a tablet held upright they are below the fold, and
 * a tap then redraws less); `auto` keeps the size they last had.
 */
const OFF_SCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_24rem]'

/**
 * The players' panels and the event log, from one state of the game (the onlooker's view of it).
 * As the box, bought properties lie face down and the log keeps the auction on the table; as a
 * memory aid, everything the table has seen, with the card tracker.
 */
const TableSides = memo(function TableSides(props: {
  readonly view: PlayerView
  readonly events: readonly GameEvent[]
  readonly tableInfo: TableInfo
}) {
  const t = useT(tableMessages)
  const { view } = props
  const legal = legalActionsInView(view)
  const actor = legal.phase === 'auction' || legal.phase === 'payment' ? legal.player : null
  const box = props.tableInfo === 'box'
  return (
    <>
      <section
        data-tour="seats"
        aria-labelledby="players-heading"
        className={`min-w-0 lg:col-start-1 lg:row-start-2 2xl:col-start-2 2xl:row-start-1 ${OFF_SCREEN_SKIPPED}`}
      >
        <h2 id="players-heading" className="mb-2 text-lg font-bold">
          {t('players')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {view.seats.map((seat, i) => (
            <SeatPanel key={i} ruleset={view.ruleset} seat={i} view={seat} auction={view.auction} isTurn={i === actor} faceDown={box} />
          ))}
        </ul>
        {!box && <CardTrackerPanel view={view} events={props.events} className="mt-3" />}
      </section>

      <EventLog
        events={box ? faceUpEvents(props.events) : props.events}
        ruleset={view.ruleset}
        names={view.seats.map((s) => s.name)}
        className={`lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start 2xl:col-start-3 2xl:row-span-1 ${OFF_SCREEN_SKIPPED}`}
      />
    </>
  )
})
