import { memo, useMemo, useRef, useState } from 'react'
import { RULESETS, auctionCount, type RulesetId } from '../engine/rulesets.ts'
import type { Action, Card, GameError, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import type { GameTable } from '../engine/table-view.ts'
import { beforeLastTurnUp, lastAuctionResult, latestMoves } from '../engine/table-log.ts'
import { BidControls } from '../components/bid-controls.tsx'
import { shownBidRange } from '../components/bid-range.ts'
import { EventLog } from '../components/event-log.tsx'
import { HoldToReveal } from '../components/hold-to-reveal.tsx'
import { PaymentChooser } from '../components/payment-chooser.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { SeatPanel } from '../components/seat-panel.tsx'
import { SeatStrip } from '../components/seat-strip.tsx'
import { UndoButton } from '../components/undo-button.tsx'
import { TableTopBar } from '../components/table-top-bar.tsx'
import { AuctionTicker, OfferRow, Pot, auctionMoves } from '../components/felt.tsx'
import { useTableMotion } from '../components/table-motion.ts'
import { HeldMoment } from '../components/held-moment.tsx'
import { useAfterPaint } from '../components/use-after-paint.ts'
import { useSteadyCallback } from '../components/use-steady-callback.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { bidMessages } from '../i18n/messages/bid.ts'
import { feltMessages } from '../i18n/messages/felt.ts'
import { errorText } from '../i18n/error-text.ts'
import { LEVEL_KEYS, botMessages } from '../i18n/messages/bots.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import type { BotLevel } from '../bots/levels.ts'
import { CoachPanel } from '../components/coach-panel.tsx'
import { TableWithSidePanel } from '../components/table-with-side-panel.tsx'
import { useLearnersTable } from '../store/coach-store.ts'
import { useGameStore } from '../store/game-store.ts'
import { holdsCards } from '../game/held-cards.ts'
import { CardTrackerPanel } from '../components/card-tracker-panel.tsx'
import { faceUpEvents } from '../table-info/face-up-events.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { DEFAULT_TABLE_INFO, type TableInfo } from '../table-info/table-info.ts'
import { useGameSounds } from '../device/game-sounds.ts'
import { ActionBar, ActionSheet, FeltBand, SHEET_BESIDE_FELT, TABLE_ROOM, TableBelowSeats } from './table-bands.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

export interface TableScreenProps {
  /** The game as the table may see it, and each seat's own view (engine/table-view.ts). */
  readonly table: GameTable
  /** A move; the store then plays the passes nobody could choose after it (src/game/forced-moves.ts). */
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
  /**
   * At a table with phones, the seats whose controls are never on this screen, and where they are:
   * on the person's own phone, or on the main table screen (this page is another one); false for a
   * seat played here.
   */
  readonly away?: readonly (false | 'phone' | 'screen')[]
}

/**
 * Where an away seat plays, drawn rather than written as an emoji: a machine with no emoji font (many
 * Linux kiosks and projectors) draws the phone and screen emoji as empty boxes. The words beside it are its accessible name.
 */
function DeviceIcon(props: { readonly kind: 'phone' | 'screen' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]">
      {props.kind === 'phone' ? (
        <>
          <rect x="6" y="2" width="12" height="20" rx="2" />
          <path d="M11 18h2" />
        </>
      ) : (
        <>
          <rect x="2" y="3" width="20" height="14" rx="2" />
          <path d="M8 21h8M12 17v4" />
        </>
      )}
    </svg>
  )
}

/** The seat holding a property, if any. */
function holderIn(seats: PlayerView['seats'], card: Card): Seat | null {
  const i = seats.findIndex((s) => s.properties.includes(card))
  return i < 0 ? null : i
}

/**
 * The auction table (phases 'auction' and 'payment'), in three bands that keep their place all game:
 * the top bar, the seats and the felt (the cards up for auction in fixed slots, the pot, the last
 * move and the auction so far), and the action bar at the bottom, one height all game, where the
 * controls of the seat to act always are. Everything comes from the onlookers' view of the table;
 * the acting seat's own view is read only for secret money, and only while that player holds the
 * reveal button.
 *
 * A move is drawn in two frames. The tap's own frame: the move is played and saved, input pauses
 * (the tap guard, its dimming a change the compositor alone makes: index.css), and the next player's
 * controls and the top bar are drawn, so the next person can read and reach them at the tap's first
 * paint. The frame after it: the felt, the seats, the log and their motion (`later` below). The
 * controls on screen keep acting for the turn they were drawn for (`onAction` comes with them): a tap
 * on them once the game has moved on is refused by the store, and the tap guard drops it anyway.
 */
export function TableScreen(props: TableScreenProps) {
  useGameSounds()
  /*
   * The next auction's cards are held face down a moment after the move that ended the last one
   * (game-store.ts `heldCards`): the table sees who took what, and a mistaken pass can be undone.
   * Until then nothing of the new auction is in the page.
   */
  const at = props.table.onlookers.view.actionCount
  const held = useGameStore((s) => holdsCards(s, 'properties', at))
  return <Table {...props} held={held} />
}

const Table = memo(function Table(props: TableScreenProps & { readonly held: boolean }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableMessages)
  const tf = useEditionT(feltMessages)
  const [refusal, setRefusal] = useState<GameError | null>(null)
  const { table, held } = props
  const { view, log, legal } = table.onlookers
  const ruleset = view.ruleset
  const money = (n: number) => formatMoney(locale, ruleset, n)
  // The same list while the names stay the same, so that what shows them is not drawn again on every move.
  const nameList = view.seats.map((s) => s.name).join('\u0000')
  const names = useMemo(() => nameList.split('\u0000'), [nameList])
  const tb = useT(botMessages)
  const tp = useT(phoneMessages)
  const tbid = useEditionT(bidMessages)
  const ti = useEditionT(tableInfoMessages)
  const learners = useLearnersTable()
  const coach = props.coach ?? learners
  const secret = view.options.secretMoney
  /** A table played as the box (table-info.ts): bought properties lie face down. */
  const box = props.tableInfo === 'box'

  const shownEvents = useMemo(() => (held ? beforeLastTurnUp(log) : log), [held, log])
  const ended = useMemo(() => (held ? lastAuctionResult(log) : null), [held, log])

  const auction = held ? null : view.auction
  const actor = !held && (legal.phase === 'auction' || legal.phase === 'payment') ? legal.player : null
  const actorName = actor === null ? '' : (names[actor] ?? '')
  /** The computer level of the seat to act: its move comes from the bot driver, not from these controls. */
  const actorBot = actor === null ? null : (props.bots?.[actor] ?? null)
  const actorAway = actor === null ? false : (props.away?.[actor] ?? false)
  /** The table screen of a table with phones: its action bar is only as tall as what it shows. */
  const phonesTable = props.away?.some(Boolean) ?? false
  /** A seat played on this screen is to move: its controls are in the bar. */
  const screenControls = actor !== null && actorBot === null && !actorAway && !held
  const total = auctionCount(RULESETS[ruleset], view.playerCount)
  const number = ended !== null ? ended.number : (view.auction?.number ?? 0)

  const bidRange = legal.phase === 'auction' ? shownBidRange(legal) : null
  const act = (action: Action) => setRefusal(props.onAction(action))
  /** With secret money an over-bid is refused without saying why: the reason is the player's money. */
  const refusalText = (error: GameError) =>
    secret && error.code === 'BID_OVER_MONEY' ? tbid('notPlaced', { name: actorName }) : errorText(locale, error)

  /*
   * The felt (its cards, the pot, the last move), the players' panels and the log follow the controls
   * one frame later. The action bar (the next player's controls, or the moment before the next cards
   * with its undo) and the top bar come first; the felt's change is drawn straight after their paint,
   * 16 ms on at 60 Hz, its motion with it. Drawn with the controls, the felt made the move that ends an
   * auction (its cards taken, the result, the seats no longer lit) the slowest of a game to draw:
   * measured at 4× CPU slowdown, 64–104 ms.
   */
  const now = useMemo(() => ({ view, legal, events: shownEvents, held, ended }), [view, legal, shownEvents, held, ended])
  const later = useAfterPaint(now)
  /** The auction the felt shows (`later`): the one being played, or none while the next cards are held. */
  const feltAuction = later.held ? null : later.view.auction

  const root = useRef<HTMLDivElement>(null)
  // The top bar is the same from one move to the next (its title changes once an auction): given the same handlers, it is not drawn again.
  const onOpenMenu = useSteadyCallback(props.onOpenMenu)
  const onUndo = useSteadyCallback(props.onUndo)
  const undoOffered = props.canUndo && !held
  const undoButton = useMemo(() => <UndoButton onUndo={onUndo} offered={undoOffered} />, [undoOffered, onUndo])
  useTableMotion(root, later.events, feltAuction === null ? null : `auction-${feltAuction.number}`, money, { afterTap: true })

  const holder = (card: Card) => holderIn(view.seats, card)
  const due = view.payments[0]
  /** The property a Sold! payment is for: what the payer just took. */
  const paymentProperty = (() => {
    if (legal.phase !== 'payment' || auction === null) return null
    const taken = auction.revealed.filter((c) => holder(c) === legal.player)
    return taken.length > 0 ? (taken[taken.length - 1] as number) : null
  })()

  /* The ticker (the last move in words, the auction so far) is drawn with the rest of the felt. */
  const { history, latest, bids } = useMemo(() => {
    const feltEvents = box ? faceUpEvents(later.events) : later.events
    const history = auctionMoves(feltEvents)
    return { history, latest: latestMoves(feltEvents), bids: history.filter((e) => e.type === 'bid').length }
  }, [box, later.events])

  /** The auction on the felt: the one being played, or the one just ended while the next cards wait. */
  const feltEnded = later.ended
  const feltSeats = later.view.seats
  // The same offer while the felt stays the same: the frame that draws the next controls leaves the cards be.
  const offer = useMemo(
    () =>
      feltAuction !== null
        ? { cards: feltAuction.revealed, takenBy: (c: Card) => (feltAuction.properties.includes(c) ? null : holderIn(feltSeats, c)) }
        : feltEnded !== null
          ? (() => {
              const by = new Map(feltEnded.outcomes.flatMap((o) => (o.property === null ? [] : [[o.property, o.player] as const])))
              return { cards: [...by.keys()].sort((a, b) => a - b), takenBy: (c: Card) => by.get(c) ?? null }
            })()
          : null,
    [feltAuction, feltEnded, feltSeats],
  )
  const winner = feltEnded?.outcomes.find((o) => o.won) ?? null

  const turnHeading = actor !== null && (
    <div className="flex h-10 shrink-0 items-center gap-2 low:h-8 sm:h-11">
      <h1 id="turn-banner" className="min-w-[35%] flex-1 truncate text-2xl font-black low:text-xl xl:text-3xl">
        <span className="sr-only">{t('turnSentence', { name: actorName })} </span>
        <span aria-hidden="true">
          <span className="text-amber-300">▶ </span>
          <bdi>{actorName}</bdi>
          <span className="ml-2 text-lg font-bold text-slate-200">{legal.phase === 'payment' ? tf('toPay') : tf('toPlay')}</span>
        </span>
        {actorBot !== null && <span className="ml-2 align-middle text-base font-semibold text-slate-200">({tb('computerTag', { level: tb(LEVEL_KEYS[actorBot]) })})</span>}
      </h1>
      {legal.phase === 'auction' && actorBot === null && !actorAway && (secret || box) && (
        <HoldToReveal open="above" label={box ? ti(secret ? 'holdToSeeAll' : 'holdToSeeCards') : t('holdToSee')}>
          {() => {
            const ownTable = table.seat(legal.player)
            const own = ownTable.view.seats[legal.player]
            const ownLegal = ownTable.legal
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
    </div>
  )

  let bar
  /** A Sold! payment's sheet, over the felt and the bar (which keeps its height under it). */
  let sheet = null
  if (held) {
    bar = <HeldMoment text={tf('nextCardsSoon')} canUndo={props.canUndo} onUndo={props.onUndo} />
  } else if (actor !== null && actorBot !== null) {
    bar = (
      <>
        {turnHeading}
        <p role="status" className="flex min-h-[4.5rem] items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-sky-300 bg-slate-800/80 px-3 text-center text-xl font-bold xl:text-2xl">
          <span aria-hidden="true" className="inline-block motion-safe:animate-pulse">●</span>
          {tb('thinking', { name: actorName })}
        </p>
        {/* The controls stay where they will be, dimmed: nothing moves when the turn comes back to a person. */}
        <div aria-hidden="true" className="mt-2 grid grid-cols-2 gap-2 opacity-25 sm:gap-3">
          <span className="h-12 rounded-xl bg-emerald-900" />
          <span className="h-12 rounded-xl bg-emerald-900" />
        </div>
      </>
    )
  } else if (actor !== null && actorAway !== false) {
    bar = (
      <>
        {turnHeading}
        <p role="status" className="flex min-h-[4.5rem] items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-sky-300 bg-slate-800/80 px-3 text-center text-xl font-bold xl:text-2xl">
          <DeviceIcon kind={actorAway} />
          {tp(actorAway === 'phone' ? 'onTheirPhone' : 'onMainScreen', { name: actorName })}
        </p>
      </>
    )
  } else if (legal.phase === 'auction' && actor !== null) {
    bar = (
      <section aria-label={t('turnSentence', { name: actorName })} className="flex flex-col">
        {turnHeading}
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
    )
  } else if (legal.phase === 'payment' && due !== undefined && actor !== null) {
    // The bar stays empty under the sheet. On a phone with little height, and beside the felt on a wide screen, the
    // sheet's own heading says who pays (and the seat is lit "to pay"): the turn's line is left to screen readers,
    // for every choice to fit under the seats.
    bar = null
    sheet = (
      <ActionSheet>
        <div className="low:sr-only roomy:sr-only">{turnHeading}</div>
        <PaymentChooser
          key={view.actionCount}
          ruleset={ruleset}
          legal={legal}
          playerName={actorName}
          held={view.seats[legal.player]?.moneyCards ?? []}
          property={paymentProperty}
          onAction={act}
        />
      </ActionSheet>
    )
  } else bar = null

  /* The coach of a learners' table: beside the whole table on a wide screen (the action bar stays in the table's column), below it otherwise. */
  const coachPanel = coach && actor !== null && actorBot === null && !actorAway && (
    <CoachPanel table={table} seat={actor} name={actorName} hidden={legal.phase === 'auction' && view.options.secretMoney} />
  )
  return (
    <TableWithSidePanel side={coachPanel}>
    <div ref={root} className={TABLE_ROOM}>
      <TableTopBar
        ruleset={ruleset}
        onOpenMenu={onOpenMenu}
        title={t('auctionOf', { number: number + 1, total })}
        done={number}
        total={total}
        undo={undoButton}
      />
      {props.saveProblem !== null && (
        <p role="alert" className="shrink-0 bg-amber-200 px-3 py-1 font-semibold text-amber-950">
          <span aria-hidden="true">⚠ </span>
          {props.saveProblem}
        </p>
      )}

      <Seats view={later.view} legal={later.legal} tableInfo={props.tableInfo ?? DEFAULT_TABLE_INFO} bots={props.bots} held={later.held} />

      <TableBelowSeats>
      <Felt
        ruleset={ruleset}
        offer={offer}
        pot={feltAuction !== null || winner !== null}
        highBid={feltAuction !== null ? feltAuction.highBid : (winner?.paid ?? 0)}
        highBidder={feltAuction !== null ? feltAuction.highBidder : (winner?.player ?? null)}
        bids={bids}
        latest={latest}
        history={history}
        names={names}
        bots={props.bots}
        view={later.view}
        events={later.events}
        tableInfo={props.tableInfo ?? DEFAULT_TABLE_INFO}
        hideTracker={later.held}
        covered={sheet !== null}
        refusal={refusal === null ? null : refusalText(refusal)}
      />

      <ActionBar controls={actorBot === null} size={phonesTable && !screenControls ? 'line' : 'full'}>
        {bar}
      </ActionBar>
      {sheet}
      </TableBelowSeats>
    </div>
    </TableWithSidePanel>
  )
})

/**
 * The felt's cards, pot and last moves: drawn from the felt's own moment of the game (`later`), so the
 * render that answers a tap, which draws the next player's controls, leaves the felt be.
 */
const Felt = memo(function Felt(props: {
  readonly ruleset: RulesetId
  readonly offer: { readonly cards: readonly Card[]; readonly takenBy: (card: Card) => Seat | null } | null
  /** Whether the felt shows a pot: an auction's high bid, or what the last auction's winner paid. */
  readonly pot: boolean
  readonly highBid: number
  readonly highBidder: Seat | null
  /** The bids of the auction so far: the pot's chips. */
  readonly bids: number
  readonly latest: ReturnType<typeof latestMoves>
  readonly history: readonly GameEvent[]
  readonly names: readonly string[]
  readonly bots?: readonly (BotLevel | null)[] | undefined
  readonly view: PlayerView
  readonly events: readonly GameEvent[]
  readonly tableInfo: TableInfo
  readonly hideTracker: boolean
  /** A payment's sheet lies over the felt. */
  readonly covered: boolean
  /** Why the last move was refused, or null. */
  readonly refusal: string | null
}) {
  const { ruleset, names, bots } = props
  return (
    <FeltBand>
      <div className={`mx-auto flex h-full w-full max-w-[120rem] flex-col items-center gap-1.5 p-1.5 sm:gap-2 sm:p-3 ${props.covered ? SHEET_BESIDE_FELT : ''}`}>
        {/* Beside a payment's sheet the cards lie apart, each one whole, where the table watches who pays for which. */}
        {props.offer !== null && <OfferRow ruleset={ruleset} cards={props.offer.cards} takenBy={props.offer.takenBy} names={names} bots={bots} fan={!props.covered} />}
        {/* On a wide screen the pot stands beside the moves, not above them: the cards take the height it leaves. */}
        <div className="flex w-full shrink-0 flex-col items-center gap-1.5 sm:gap-2 lg:flex-row lg:items-start lg:justify-center lg:gap-8">
          {props.pot && <Pot ruleset={ruleset} highBid={props.highBid} highBidder={props.highBidder} names={names} bots={bots} chips={props.bids} />}
          {/* The moves so far, and at their right the control that opens the whole game's log and the tracker over the felt. */}
          {/* Under a payment's sheet they are said to screen readers only: the sheet says who pays what and why, and the felt keeps the cards' room. */}
          {/* Room for the usual lines kept whether or not they are there yet, so the cards above keep their size from move to move. */}
          <div className={props.covered ? 'sr-only' : 'flex min-h-[3.25rem] w-full max-w-3xl shrink-0 items-start gap-2 low:min-h-11 sm:min-h-[5.5rem] lg:flex-1 xl:min-h-[6.5rem] xl:max-w-5xl'}>
            <div className="min-w-0 flex-1">
              <AuctionTicker ruleset={ruleset} latest={props.latest} history={props.history} names={names} bots={bots} />
            </div>
            <TableRecord view={props.view} events={props.events} tableInfo={props.tableInfo} hideTracker={props.hideTracker} covered={props.covered} />
          </div>
        </div>
        {props.refusal !== null && (
          <p role="alert" className="w-full max-w-2xl rounded-lg border-2 border-red-400 bg-red-950 p-2 font-semibold text-white">
            {props.refusal}
          </p>
        )}
      </div>
    </FeltBand>
  )
})

/** The seats, in table order, every one always in view. */
const Seats = memo(function Seats(props: {
  readonly view: PlayerView
  readonly legal: LegalActions
  readonly tableInfo: TableInfo
  readonly bots?: readonly (BotLevel | null)[] | undefined
  /** The next cards held back: nobody is to play yet. */
  readonly held: boolean
}) {
  const tf = useEditionT(feltMessages)
  const { view, legal } = props
  const actor = !props.held && (legal.phase === 'auction' || legal.phase === 'payment') ? legal.player : null
  return (
    <SeatStrip count={view.seats.length}>
        {view.seats.map((seat, i) => (
          <SeatPanel
            key={i}
            ruleset={view.ruleset}
            seat={i}
            view={seat}
            auction={view.auction}
            isTurn={i === actor}
            faceDown={props.tableInfo === 'box'}
            bot={props.bots?.[i] ?? null}
            turnWord={legal.phase === 'payment' ? tf('toPay') : undefined}
          />
        ))
}
    </SeatStrip>
  )
})

/**
 * The whole game so far (the log) and the memory aid's card tracker, from one state of the game (the
 * onlooker's view), behind one control at the felt's top edge: opened, they lie in a panel over the
 * felt, which never gives them its height (the cards, the pot and the last moves stay where they are).
 * Closed, the panel stays in the page unseen, so the log is read out as it grows. As the box the log
 * keeps the auction on the table, and there is no tracker.
 */
const TableRecord = memo(function TableRecord(props: {
  readonly view: PlayerView
  readonly events: readonly GameEvent[]
  readonly tableInfo: TableInfo
  readonly hideTracker: boolean
  /** A payment's sheet lies over the felt: the control is not offered (its panel would open under the sheet). */
  readonly covered: boolean
}) {
  const tf = useEditionT(feltMessages)
  const { view } = props
  const box = props.tableInfo === 'box'
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="table-notes"
        onClick={() => setOpen(!open)}
        aria-label={tf('tableNotes')}
        className={`${props.covered ? 'hidden' : ''} min-h-11 min-w-11 shrink-0 rounded-lg border-2 border-emerald-200/60 bg-black/25 px-2 text-base font-bold text-emerald-50 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 sm:px-3`}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {/* A phone's line of moves needs the width: there the control is its arrow, named all the same. */}
        <span aria-hidden="true" className="hidden sm:inline"> {tf('tableNotes')}</span>
      </button>
      <div
        id="table-notes"
        className={open ? 'absolute inset-2 z-20 flex flex-col gap-3 overflow-y-auto overscroll-contain rounded-2xl border-2 border-slate-500 bg-slate-900 p-3 shadow-2xl' : 'hidden'}
      >
        {!box && !props.hideTracker && <CardTrackerPanel view={view} events={props.events} />}
        <EventLog events={box ? faceUpEvents(props.events) : props.events} ruleset={view.ruleset} names={view.seats.map((s) => s.name)} />
      </div>
    </>
  )
})
