import { useEffect, useMemo, useState } from 'react'
import type { GameTable, TableView } from '../engine/table-view.ts'
import type { GameError } from '../engine/types.ts'
import { EditionContext } from '../i18n/edition-context.ts'
import { useT } from '../i18n/i18n.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import { TableScreen } from '../screens/table-screen.tsx'
import { SaleScreen } from '../screens/sale-screen.tsx'
import { ScoresScreen } from '../screens/scores-screen.tsx'
import type { LobbyNews } from '../game/phone-protocol.ts'
import { QrCode } from './qr-code.tsx'
import { LinkProblem } from './link-problem.tsx'
import { useTableLink } from './table-link.ts'
import { keepFinishedTable } from './keep-finished.ts'

/**
 * The table screen of a table with phones: the join code until every person's seat is taken, then
 * the public table (today's table and sale screens, fed the onlookers' view the server sends it and
 * nothing else: no seat's own view ever reaches this page, so `seat` answers with the onlookers').
 * Nobody plays here: every person's controls are on their phone.
 */
export function TablePage(props: { readonly roomId: string }) {
  const { state, link } = useTableLink(props.roomId, 'table')
  const { lobby, view } = state
  if (lobby === null || (lobby.started && view === null)) return <LinkProblem status={state.status} />
  // The table screen that opened the table may let a seat's phone go (lost, or in the wrong hands).
  const onFree = lobby.screen ? (seat: number) => link.send('free', { seat }) : undefined
  if (!lobby.started || view === null) return <JoinPanel lobby={lobby} onFree={onFree} />
  return (
    <>
      <LinkProblem status={state.status} quiet />
      <EditionContext value={view.table.view.ruleset}>
        <PublicTable lobby={lobby} onlookers={view.table} roomId={props.roomId} />
      </EditionContext>
      {view.table.view.phase !== 'over' && <SeatsCorner lobby={lobby} onFree={onFree} />}
    </>
  )
}

/** During the game, folded in a corner: the join code (a phone that reloaded elsewhere) and the seats. */
function SeatsCorner(props: { readonly lobby: LobbyNews; readonly onFree: ((seat: number) => void) | undefined }) {
  const t = useT(phoneMessages)
  return (
    <details className="fixed right-2 bottom-2 z-40 max-w-sm rounded-xl border-2 border-slate-500 bg-slate-900/95 p-2 text-slate-50 shadow-xl">
      <summary className="min-h-11 cursor-pointer content-center px-2 font-bold">{t('seatsAndCode')}</summary>
      <div className="flex flex-col gap-2 pt-2">
        <div className="w-40">
          <QrCode text={`${props.lobby.joinBase}/join/${props.lobby.roomId}`} label={t('qrLabel')} />
        </div>
        <p>
          {t('roomCode')}: <span className="font-mono text-2xl font-black tracking-widest text-amber-300">{props.lobby.code}</span>
        </p>
        <SeatList lobby={props.lobby} onFree={props.onFree} />
      </div>
    </details>
  )
}

/** The onlookers' view as the screens take a game: every seat sees what the table sees. */
function publicTable(onlookers: TableView): GameTable {
  return { onlookers, seat: () => onlookers }
}

const noMove = (): GameError => ({ code: 'NOT_YOUR_TURN', message: 'Moves are made on the phones.' })

function PublicTable(props: { readonly lobby: LobbyNews; readonly onlookers: TableView; readonly roomId: string }) {
  const { lobby, onlookers } = props
  const table = useMemo(() => publicTable(onlookers), [onlookers])
  const [scores, setScores] = useState(false)
  const over = onlookers.view.phase === 'over'
  // The finished game goes to this device's history, as a game played out on it would.
  useEffect(() => {
    if (over) void keepFinishedTable(props.roomId, lobby).catch(() => false)
  }, [over, props.roomId, lobby])
  const bots = lobby.seats.map((s) => (s.kind === 'person' ? null : s.kind))
  const away = lobby.seats.map((s) => s.kind === 'person')
  const home = () => location.assign('/')
  const common = { table, onAction: noMove, canUndo: false, onUndo: () => {}, onOpenMenu: home, saveProblem: null, bots, away, coach: false }
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

function JoinPanel(props: { readonly lobby: LobbyNews; readonly onFree: ((seat: number) => void) | undefined }) {
  const t = useT(phoneMessages)
  const { lobby } = props
  const link = `${lobby.joinBase}/join/${lobby.roomId}`
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 p-4 text-slate-50 sm:p-8 md:flex-row md:items-start">
      <section aria-labelledby="join-heading" className="flex flex-1 flex-col gap-3">
        <h1 id="join-heading" className="text-3xl font-black sm:text-4xl">
          {t('joinHeading')}
        </h1>
        <div className="w-full max-w-sm">
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
        <SeatList lobby={lobby} onFree={props.onFree} />
        <p role="status" className="text-lg">
          {t('waitingForSeats')}
        </p>
      </section>
    </main>
  )
}

export function SeatList(props: { readonly lobby: LobbyNews; readonly onFree?: ((seat: number) => void) | undefined }) {
  const t = useT(phoneMessages)
  const { onFree } = props
  return (
    <ul className="flex flex-col gap-2">
      {props.lobby.seats.map((s, i) => (
        <li key={i} className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-slate-500 bg-slate-800 px-3 py-2 text-lg">
          <span>
            <bdi className="font-bold">{s.name}</bdi> — {s.kind !== 'person' ? t('seatBot') : !s.taken ? t('seatFree') : s.connected ? t('seatTaken') : t('seatAway')}
          </span>
          {onFree !== undefined && s.kind === 'person' && s.taken && (
            <button type="button" onClick={() => onFree(i)} className="ml-auto min-h-11 rounded-lg border-2 border-white px-2 text-base font-semibold">
              {t('freeSeat', { number: i + 1, name: s.name })}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
