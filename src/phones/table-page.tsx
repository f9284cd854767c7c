import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { GameTable, TableView } from '../engine/table-view.ts'
import type { Action, GameError, Seat } from '../engine/types.ts'
import { EditionContext } from '../i18n/edition-context.ts'
import { useT } from '../i18n/i18n.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import { TableScreen } from '../screens/table-screen.tsx'
import { SaleScreen } from '../screens/sale-screen.tsx'
import { ScoresScreen } from '../screens/scores-screen.tsx'
import { botOf, type LobbyNews, type ViewNews } from '../game/phone-protocol.ts'
import { QrCode } from './qr-code.tsx'
import { LinkProblem } from './link-problem.tsx'
import { RefusalLine } from './refusal-line.tsx'
import { useTableLink, type TableLink } from './table-link.ts'
import { keepFinishedTable } from './keep-finished.ts'

/** What the table screen that opened the table may do to a seat (it alone holds the token for it). */
interface SeatControls {
  /** Let a seat's phone go (lost, or in the wrong hands). */
  readonly free: (seat: Seat) => void
  /** Play a person's seat on this screen (someone without a phone), or give it back to the phones. */
  readonly onScreen: (seat: Seat, on: boolean) => void
}

/**
 * The table screen of a table with phones: the join code until every person's seat is taken (or
 * played here), then the public table (today's table and sale screens, fed the onlookers' view the
 * server sends it). People with phones play on them; a seat played on this screen has its controls
 * here on its turn, and its sale pick behind today's hand-over, for that seat alone: its own view
 * comes from the server to the table screen that opened the table only, and is drawn only there.
 */
export function TablePage(props: { readonly roomId: string }) {
  const { state, link } = useTableLink(props.roomId, 'table')
  const { lobby, view } = state
  if (lobby === null || (lobby.started && view === null)) return <LinkProblem status={state.status} />
  const controls: SeatControls | undefined = lobby.screen
    ? { free: (seat) => link.send('free', { seat }), onScreen: (seat, on) => link.send('screen', { seat, on }) }
    : undefined
  if (!lobby.started || view === null) return <JoinPanel lobby={lobby} controls={controls} refusal={<RefusalLine refusal={state.refusal} />} />
  return (
    <>
      <LinkProblem status={state.status} quiet />
      <div className="phones-table">
        <EditionContext value={view.table.view.ruleset}>
          <PublicTable lobby={lobby} news={view} roomId={props.roomId} link={link} />
        </EditionContext>
      </div>
      {state.refusal !== null && (
        <div className="fixed inset-x-2 top-12 z-50 mx-auto max-w-xl">
          <RefusalLine refusal={state.refusal} />
        </div>
      )}
      {view.table.view.phase !== 'over' && <SeatsCorner lobby={lobby} controls={controls} />}
    </>
  )
}

/** During the game, folded in a corner: the join code (a phone that reloaded elsewhere) and the seats. */
function SeatsCorner(props: { readonly lobby: LobbyNews; readonly controls: SeatControls | undefined }) {
  const t = useT(phoneMessages)
  return (
    // In the top bar, left of its sound button: the action bar below is the seats' to play in.
    <details className="fixed top-1 right-16 z-40 max-w-sm rounded-xl border-2 border-slate-500 bg-slate-900/95 px-1 text-slate-50 shadow-xl sm:right-20">
      <summary className="min-h-11 cursor-pointer content-center px-2 font-bold">{t('seatsAndCode')}</summary>
      <div className="flex flex-col gap-2 p-1 pt-2">
        <div className="w-40">
          <QrCode text={`${props.lobby.joinBase}/join/${props.lobby.roomId}`} label={t('qrLabel')} />
        </div>
        <p>
          {t('roomCode')}: <span className="font-mono text-2xl font-black tracking-widest text-amber-300">{props.lobby.code}</span>
        </p>
        <SeatList lobby={props.lobby} controls={props.controls} />
      </div>
    </details>
  )
}

/**
 * The table as the screens take a game: the onlookers' view, and a seat played on this screen its
 * own (which the screens read only behind that seat's hand-over or its hold-to-see); any other seat
 * sees what the table sees.
 */
function publicTable(news: ViewNews): GameTable {
  const onlookers = news.table
  const own = new Map<Seat, TableView>((news.screenSeats ?? []).map((s) => [s.seat, s.table]))
  return { onlookers, seat: (s) => own.get(s) ?? onlookers }
}

const noMove = (): GameError => ({ code: 'NOT_YOUR_TURN', message: 'Moves are made on the phones.' })

function PublicTable(props: { readonly lobby: LobbyNews; readonly news: ViewNews; readonly roomId: string; readonly link: TableLink }) {
  const { lobby, news, link } = props
  const onlookers = news.table
  const table = useMemo(() => publicTable(news), [news])
  // The seats played here move from this screen, each move carrying the turn its controls were drawn on;
  // the server's refusal, if any, comes back as the link's.
  const onAction = useMemo(
    () =>
      lobby.screen
        ? (action: Action): GameError | null => {
            link.send('move', { turn: news.turn, action })
            return null
          }
        : noMove,
    [lobby.screen, link, news.turn],
  )
  const [scores, setScores] = useState(false)
  const over = onlookers.view.phase === 'over'
  // The finished game goes to this device's history, as a game played out on it would.
  useEffect(() => {
    if (over) void keepFinishedTable(props.roomId, lobby).catch(() => false)
  }, [over, props.roomId, lobby])
  const bots = lobby.seats.map((s) => botOf(s.kind))
  // Seats on phones, and the seats played on the main table screen when this is another one (no token): it plays none.
  const away = lobby.seats.map((s) => (s.kind === 'person' ? ('phone' as const) : s.kind === 'screen' && !lobby.screen ? ('screen' as const) : false))
  const home = () => location.assign('/')
  const common = { table, onAction, canUndo: false, onUndo: () => {}, onOpenMenu: home, saveProblem: null, bots, away, coach: false }
  const phase = onlookers.view.phase
  if (phase === 'over' && scores) {
    return (
      <ScoresScreen
        table={table}
        onExport={() => location.assign(`/api/tables/${encodeURIComponent(props.roomId)}/record`)}
        onCopyDealCode={null}
        onHome={home}
      />
    )
  }
  if (phase === 'auction' || phase === 'payment') return <TableScreen {...common} />
  return <SaleScreen {...common} onSeeScores={() => setScores(true)} />
}

function JoinPanel(props: { readonly lobby: LobbyNews; readonly controls: SeatControls | undefined; readonly refusal: ReactNode }) {
  const t = useT(phoneMessages)
  const { lobby } = props
  const link = `${lobby.joinBase}/join/${lobby.roomId}`
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 p-4 text-slate-50 sm:p-8 md:flex-row md:items-start xl:max-w-7xl xl:text-xl">
      <section aria-labelledby="join-heading" className="flex flex-1 flex-col gap-3">
        <h1 id="join-heading" className="text-3xl font-black sm:text-4xl">
          {t('joinHeading')}
        </h1>
        <div className="w-full max-w-sm xl:max-w-lg">
          <QrCode text={link} label={t('qrLabel')} />
        </div>
        <p className="text-lg">{t('joinScan', { address: `${lobby.joinBase}/join` })}</p>
        <p className="text-lg font-semibold">
          {t('roomCode')}:{' '}
          <span data-testid="room-code" className="font-mono text-5xl font-black tracking-widest text-amber-300">
            {lobby.code}
          </span>
        </p>
      </section>
      <section aria-labelledby="seats-heading" className="flex flex-1 flex-col gap-3">
        <h2 id="seats-heading" className="text-2xl font-bold">
          {t('seatsHeading')}
        </h2>
        <SeatList lobby={lobby} controls={props.controls} />
        {props.refusal}
        <p role="status" className="text-lg">
          {t('waitingForSeats')}
        </p>
        {props.controls !== undefined && <p className="text-base text-slate-200">{t('screenSeatsHint')}</p>}
      </section>
    </main>
  )
}

const seatButton = 'ml-auto min-h-11 rounded-lg border-2 border-white px-2 text-base font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400'

export function SeatList(props: { readonly lobby: LobbyNews; readonly controls?: SeatControls | undefined }) {
  const t = useT(phoneMessages)
  const { controls } = props
  return (
    <ul className="flex flex-col gap-2">
      {props.lobby.seats.map((s, i) => (
        <li key={i} className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-slate-500 bg-slate-800 px-3 py-2 text-lg">
          <span>
            <bdi className="font-bold">{s.name}</bdi> —{' '}
            {s.kind === 'screen' ? t('seatOnScreen') : s.kind !== 'person' ? t('seatBot') : !s.taken ? t('seatFree') : s.connected ? t('seatTaken') : t('seatAway')}
          </span>
          {controls !== undefined && s.kind === 'person' && s.taken && (
            <button type="button" onClick={() => controls.free(i)} className={seatButton}>
              {t('freeSeat', { number: i + 1, name: s.name })}
            </button>
          )}
          {controls !== undefined && s.kind === 'person' && !s.taken && (
            <button type="button" onClick={() => controls.onScreen(i, true)} className={seatButton}>
              {t('playOnScreen', { number: i + 1, name: s.name })}
            </button>
          )}
          {controls !== undefined && s.kind === 'screen' && (
            <button type="button" onClick={() => controls.onScreen(i, false)} className={seatButton}>
              {t('backToPhone', { number: i + 1, name: s.name })}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
