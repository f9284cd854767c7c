import { useId, useState, type FormEvent } from 'react'
import type { TableView } from '../engine/table-view.ts'
import type { Action, Card, Seat } from '../engine/types.ts'
import { BidControls } from '../components/bid-controls.tsx'
import { shownBidRange } from '../components/bid-range.ts'
import { PaymentChooser } from '../components/payment-chooser.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { EditionContext } from '../i18n/edition-context.ts'
import { propertyText } from '../i18n/card-text.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatList } from '../i18n/list-format.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import { NAME_MAX, SHORT_CODE_LENGTH, type LobbyNews, type Refusal } from '../game/phone-protocol.ts'
import { RefusalLine } from './refusal-line.tsx'
import { LinkProblem } from './link-problem.tsx'
import { useTableLink, type TableLink } from './table-link.ts'
import { SeatList } from './table-page.tsx'

const button = 'min-h-14 rounded-2xl bg-emerald-600 px-4 text-xl font-black text-white disabled:bg-slate-700 disabled:text-slate-300 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400'
const field = 'min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-3 text-xl text-slate-950'

/** A phone with no table yet: the room code typed in, then the table it names. */
export function JoinByCode() {
  const t = useT(phoneMessages)
  const id = useId()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState(false)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    fetch(`/api/code/${encodeURIComponent(code.trim().toUpperCase())}`).then(
      async (res) => {
        const body = (await res.json()) as { roomId?: string }
        if (!res.ok || body.roomId === undefined) return setProblem(true)
        location.assign(`/join/${body.roomId}`)
      },
      () => setProblem(true),
    )
  }
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 p-4 text-slate-50">
      <h1 className="text-3xl font-black">{t('joinHeading')}</h1>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label htmlFor={id} className="text-lg font-semibold">
          {t('typeCode')}
        </label>
        <input
          id={id}
          className={`${field} font-mono tracking-widest uppercase`}
          value={code}
          maxLength={SHORT_CODE_LENGTH + 2}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(e) => {
            setCode(e.target.value)
            setProblem(false)
          }}
        />
        {problem && (
          <p role="alert" className="rounded-xl bg-red-100 p-2 font-semibold text-red-900">
            {t('badCode')}
          </p>
        )}
        <button type="submit" className={button} disabled={code.trim().length < SHORT_CODE_LENGTH}>
          {t('join')}
        </button>
      </form>
    </main>
  )
}

/** A phone at a table: its seat picked and named, then its hand. */
export function PhonePage(props: { readonly roomId: string }) {
  const { state, link } = useTableLink(props.roomId, 'phone')
  const { lobby, view, refusal } = state
  if (lobby === null) return <LinkProblem status={state.status} />
  const you = lobby.you
  return (
    <>
      <LinkProblem status={state.status} quiet />
      {you === null ? (
        <SeatPicker lobby={lobby} link={link} refusal={refusal} />
      ) : view === null ? (
        <Waiting lobby={lobby} you={you} />
      ) : (
        <EditionContext value={view.table.view.ruleset}>
          <Hand key={you} table={view.table} turn={view.turn} you={you} link={link} refusal={refusal} />
        </EditionContext>
      )}
    </>
  )
}

function SeatPicker(props: { readonly lobby: LobbyNews; readonly link: TableLink; readonly refusal: Refusal | null }) {
  const t = useT(phoneMessages)
  const id = useId()
  const free = props.lobby.seats.flatMap((s, i) => (s.kind === 'person' && !s.taken ? [i] : []))
  const [seat, setSeat] = useState<Seat | null>(null)
  const [name, setName] = useState('')
  const chosen = seat !== null && free.includes(seat) ? seat : null
  const claim = (e: FormEvent) => {
    e.preventDefault()
    if (chosen === null) return
    props.link.send('claim', { seat: chosen, name: name.trim() || (props.lobby.seats[chosen]?.name ?? '') })
  }
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 p-4 text-slate-50">
      <h1 className="text-3xl font-black">{t('pickSeat')}</h1>
      <form onSubmit={claim} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('pickSeat')}</legend>
          {free.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={chosen === s}
              onClick={() => {
                setSeat(s)
                setName(props.lobby.seats[s]?.name ?? '')
              }}
              className={`min-h-12 rounded-xl border-4 px-3 text-left text-xl font-bold ${chosen === s ? 'border-amber-300 bg-slate-700' : 'border-slate-500 bg-slate-800'}`}
            >
              {t('takeSeat', { number: s + 1, name: props.lobby.seats[s]?.name ?? '' })}
            </button>
          ))}
        </fieldset>
        <label htmlFor={id} className="text-lg font-semibold">
          {t('yourName')}
        </label>
        <input id={id} className={field} value={name} maxLength={NAME_MAX} onChange={(e) => setName(e.target.value)} disabled={chosen === null} />
        <RefusalLine refusal={props.refusal} />
        <button type="submit" className={button} disabled={chosen === null}>
          {t('join')}
        </button>
      </form>
    </main>
  )
}

function Waiting(props: { readonly lobby: LobbyNews; readonly you: Seat }) {
  const t = useT(phoneMessages)
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 p-4 text-slate-50">
      <h1 className="text-3xl font-black">{t('seatedAs', { name: props.lobby.seats[props.you]?.name ?? '' })}</h1>
      <SeatList lobby={props.lobby} />
      <p role="status" className="text-lg">
        {t('waitingForSeats')}
      </p>
    </main>
  )
}

/** The public line a player glances at: whose turn, the high bid, what is on offer. */
function PublicLine(props: { readonly table: TableView; readonly you: Seat }) {
  const t = useT(phoneMessages)
  const locale = useLocale((s) => s.locale)
  const { view, legal } = props.table
  const names = view.seats.map((s) => s.name)
  const money = (n: number) => formatMoney(locale, view.ruleset, n)
  const actor = legal.phase === 'auction' || legal.phase === 'payment' ? legal.player : null
  const auction = view.auction
  if (actor === null && auction === null) return null
  return (
    <section aria-label={t('whoseTurn', { name: actor === null ? '' : (names[actor] ?? '') })} className="rounded-xl bg-slate-800 p-2 text-base">
      {actor !== null && <p className="text-lg font-bold">{actor === props.you ? t('yourTurn') : t('whoseTurn', { name: names[actor] ?? '' })}</p>}
      {auction !== null && (
        <>
          <p>{auction.highBidder === null ? t('noBid') : t('highBid', { amount: money(auction.highBid), name: names[auction.highBidder] ?? '' })}</p>
          {/* Once an auction is won and being paid for, nothing is left on offer: no empty line. */}
          {auction.properties.length > 0 && <p>{t('offer', { cards: formatList(locale, auction.properties.map((c) => propertyText(view.ruleset, c))) })}</p>}
        </>
      )}
    </section>
  )
}

function Hand(props: { readonly table: TableView; readonly turn: number; readonly you: Seat; readonly link: TableLink; readonly refusal: Refusal | null }) {
  const t = useT(phoneMessages)
  const locale = useLocale((s) => s.locale)
  const { table, you } = props
  const { view, legal } = table
  const own = view.seats[you]
  const [chosen, setChosen] = useState<{ readonly turn: number; readonly card: Card } | null>(null)
  if (own === undefined) return null
  const ruleset = view.ruleset
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const act = (action: Action) => props.link.send('move', { turn: props.turn, action })
  const picker = legal.phase === 'sale' ? legal.pickers.find((p) => p.player === you) : undefined
  const ownPick = view.sale?.ownPick ?? null
  const pick = chosen !== null && picker?.properties.includes(chosen.card) ? chosen.card : null
  const paying = legal.phase === 'payment' && legal.player === you
  let controls = null
  if (legal.phase === 'auction' && legal.player === you) {
    controls = (
      <BidControls
        turn={props.turn}
        ruleset={ruleset}
        legal={legal}
        range={shownBidRange(legal)}
        playerName={own.name}
        held={own.moneyCards !== null && own.moneyCards.length > 0 ? { seat: you, cards: own.moneyCards } : null}
        onAction={act}
      />
    )
  } else if (paying) {
    controls = <PaymentChooser key={props.turn} ruleset={ruleset} legal={legal} playerName={own.name} held={own.moneyCards ?? []} property={null} onAction={act} />
  } else if (picker !== undefined) {
    controls = (
      <section aria-labelledby="pick-heading" className="flex flex-col gap-2">
        <h2 id="pick-heading" className="text-xl font-bold">
          {t('pickOne')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {picker.properties.map((p) => (
            <li key={p} className="w-20">
              <button
                type="button"
                aria-pressed={pick === p}
                aria-label={propertyText(ruleset, p)}
                onClick={() => setChosen({ turn: props.turn, card: p })}
                className={`block w-full rounded-xl border-4 ${pick === p ? '-translate-y-2 border-amber-300' : 'border-transparent'}`}
              >
                <PropertyCard ruleset={ruleset} card={p} size="fill" />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={button} disabled={pick === null} onClick={() => pick !== null && act({ type: 'pick', player: you, property: pick })}>
          {pick === null ? t('pickOne') : t('sellThis', { property: propertyText(ruleset, pick) })}
        </button>
      </section>
    )
  } else if (ownPick !== null) {
    controls = (
      <p role="status" className="rounded-xl bg-slate-800 p-3 text-lg font-semibold">
        {t('picked', { property: propertyText(ruleset, ownPick) })}
      </p>
    )
  } else if (view.phase === 'over') {
    controls = (
      <p role="status" className="rounded-xl bg-slate-800 p-3 text-lg font-semibold">
        {t('gameOver')}
      </p>
    )
  }
  const checkTotal = own.checks.reduce((a, b) => a + b, 0)
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-3 p-3 text-slate-50">
      <h1 className="text-2xl font-black">
        {t('seatedAs', { name: own.name })}
      </h1>
      <PublicLine table={table} you={you} />
      <section aria-labelledby="hand-heading" className="flex flex-col gap-2">
        <h2 id="hand-heading" className="sr-only">
          {t('yourHand')}
        </h2>
        {own.money !== null && <p className="text-xl font-bold">{t('yourMoney', { amount: money(own.money) })}</p>}
        {ruleset !== 'sold' && own.checks.length > 0 && <p className="text-lg">{t('yourChecks', { total: money(checkTotal) })}</p>}
        {/* While paying, the money cards are what matters: the properties give the payment their room, so a small phone shows it all without scrolling. */}
        {!paying && <h3 className="text-lg font-semibold">{t('yourProperties')}</h3>}
        {paying ? null : own.properties.length === 0 ? (
          <p>{t('noProperties')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {own.properties.map((p) => (
              <li key={p} className="w-14">
                <PropertyCard ruleset={ruleset} card={p} size="fill" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <RefusalLine refusal={props.refusal} />
      {controls}
    </main>
  )
}
