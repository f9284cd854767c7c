import { legalActions } from '../engine/game.ts'
import { RULESETS, auctionCount } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import type { Card, GameEvent, GameState, Seat } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { CheckCard } from '../components/check-card.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { PresenterSeat, type SaleStatus, type SeatShown } from './presenter-seat.tsx'
import { botLevels, type SeatKind } from '../store/seat-kinds.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The table at one step of the game. Closed hands render from the onlooker's view only
 * (`playerView(state, null)`), so no secret reaches the page; open hands read the whole state.
 */
export function PresenterTable(props: {
  readonly state: GameState
  readonly open: boolean
  readonly faceDown?: boolean
  /** Who plays each seat (a saved game's `seats`): a computer player's face beside its name. */
  readonly seats?: readonly SeatKind[] | undefined
  /** The events of the step shown: a sale round's picks turned up in it are drawn turning up (table-motion.ts). */
  readonly events?: readonly GameEvent[]
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const { state, open } = props
  const view = playerView(state, null)
  const ruleset = state.ruleset
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const names = view.seats.map((s) => s.name)
  const seats: readonly SeatShown[] = open ? state.seats : view.seats
  const legal = legalActions(state)
  const actor = legal.phase === 'auction' || legal.phase === 'payment' ? legal.player : null
  const auction = view.auction
  const sale = view.sale
  const holder = (card: number) => seats.findIndex((s) => s.properties.includes(card))
  const sold = new Map<Seat, Card>()
  for (const e of props.events ?? []) if (e.type === 'sale-revealed') for (const s of e.sales) sold.set(s.player, s.property)

  let status: string | null = null
  if (legal.phase === 'auction') status = t('toPlay', { name: names[legal.player] ?? '' })
  else if (legal.phase === 'payment') status = t('toPay', { name: names[legal.player] ?? '', amount: money(legal.amount) })
  else if (legal.phase === 'sale') status = t('toPick', { names: formatList(locale, legal.pickers.map((p) => names[p.player] ?? '')) })

  const phaseTitle =
    state.phase === 'over'
      ? t('gameOver')
      : sale !== null
        ? t('saleRound', { number: sale.round + 1 })
        : auction !== null
          ? t('auctionOf', { number: auction.number + 1, total: auctionCount(RULESETS[ruleset], state.playerCount) })
          : ''

  const saleStatus = (seat: number): SaleStatus | null => {
    if (sale === null) return null
    if (!sale.sellers.includes(seat)) return 'not-selling'
    return sale.picked[seat] ? 'picked' : 'picking'
  }

  return (
    <section aria-labelledby="presenter-phase" className="flex min-w-0 flex-col gap-4 lg:gap-3 short:gap-2">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <h2 id="presenter-phase" className="text-4xl font-black lg:text-3xl short:text-2xl">
          {phaseTitle}
        </h2>
        {status !== null && <p className="text-3xl font-bold text-sky-200 short:text-2xl">{status}</p>}
        {auction !== null && state.phase !== 'over' && (
          <p data-pot className="text-3xl font-bold short:text-2xl">
            {auction.highBidder !== null && auction.highBid > 0
              ? t('highBid', { amount: money(auction.highBid), name: names[auction.highBidder] ?? '' })
              : t('noBid')}
          </p>
        )}
      </div>

      {auction !== null && sale === null && state.phase !== 'over' && (
        <section aria-labelledby="presenter-up" className="relative">
          <h3 id="presenter-up" className="sr-only">
            {t('upForAuction')}
          </h3>
          <ul className="flex flex-wrap gap-4 short:[zoom:0.75]">
            {auction.revealed.map((card) => {
              const taken = !auction.properties.includes(card)
              const by = taken ? holder(card) : -1
              return (
                <li key={card} data-slot={card} data-card={card} className="flex flex-col items-center gap-1">
                  <span className={taken ? 'opacity-50' : ''}>
                    <PropertyCard ruleset={ruleset} card={card} size="lg" />
                  </span>
                  {taken && by >= 0 && <span className="text-xl font-bold">{t('takenBy', { name: names[by] ?? '' })}</span>}
                </li>
              )
            })}
          </ul>
        </section>
      )}

      {sale !== null && (
        <section aria-labelledby="presenter-checks" data-bank className="relative">
          <h3 id="presenter-checks" className="sr-only">
            {t('checksUp')}
          </h3>
          <ul className="flex flex-wrap gap-4 short:[zoom:0.75]">
            {sale.checks.map((c, i) => (
              <li key={`${c}-${i}`}>
                <CheckCard ruleset={ruleset} card={c} size="lg" />
              </li>
            ))}
          </ul>
        </section>
      )}

      {state.phase === 'over' && <PresenterScores state={state} />}

      <section aria-labelledby="presenter-seats" className="relative">
        <h3 id="presenter-seats" className="sr-only">
          {t('seats')}
        </h3>
        <ul className={`grid gap-3 sm:grid-cols-2 short:[zoom:0.85] ${seats.length === 4 ? 'xl:grid-cols-4' : 'xl:grid-cols-3'}`}>
          {seats.map((shown, i) => (
            <PresenterSeat
              key={i}
              ruleset={ruleset}
              seat={i}
              shown={shown}
              auction={state.phase === 'over' ? null : auction}
              isTurn={i === actor}
              secretShown={open && view.seats[i]?.money === null}
              saleStatus={saleStatus(i)}
              pick={open ? (state.sale?.picks[i] ?? null) : null}
              faceDown={props.faceDown === true && state.phase !== 'over'}
              bot={botLevels(props.seats, seats.length)[i] ?? null}
              sold={sold.get(i) ?? null}
            />
          ))}
        </ul>
      </section>
    </section>
  )
}

/**
 * The final scores. On a phone they are a size smaller, the winner's mark goes under the name and the
 * rank joins the name ("1. Ben") instead of taking a column, so that the table fits 360 px.
 */
function PresenterScores(props: { readonly state: GameState }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const ruleset = props.state.ruleset
  const scores = scoreGame(props.state)
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const byCards = RULESETS[ruleset].moneyScore === 'card-count'
  const ranked = scores.lines.slice().sort((a, b) => a.rank - b.rank || a.player - b.player)
  return (
    <table className="w-full max-w-5xl border-collapse text-base sm:text-2xl">
      <caption className="mb-2 text-left text-2xl font-bold">{t('scoresHeading')}</caption>
      <thead>
        <tr className="border-b-4 border-slate-500 text-left text-sm text-slate-200 sm:text-xl">
          <th scope="col" className="py-1 pr-4 max-sm:hidden">{t('rank')}</th>
          <th scope="col" className="py-1 pr-2 sm:pr-4">{t('player')}</th>
          <th scope="col" className="py-1 pr-2 text-right sm:pr-4">{t('checkTotal')}</th>
          <th scope="col" className="py-1 pr-2 text-right sm:pr-4">{byCards ? t('cardPoints') : t('moneyPoints')}</th>
          <th scope="col" className="py-1 text-right">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((line) => {
          const won = scores.winners.includes(line.player)
          return (
            <tr key={line.player} className={`border-b-2 border-slate-700 ${won ? 'bg-amber-900/60' : ''}`}>
              <td className="py-1 pr-4 tabular-nums max-sm:hidden">{formatNumber(locale, line.rank)}</td>
              <th scope="row" className="py-1 pr-2 text-left font-black [overflow-wrap:anywhere] sm:pr-4">
                <span className="tabular-nums sm:hidden">{t('rankShort', { rank: formatNumber(locale, line.rank) })} </span>
                <bdi>{line.name}</bdi>{' '}
                {won && <span className="inline-block rounded-full bg-amber-300 px-2 text-sm font-bold whitespace-nowrap text-slate-950 sm:ml-3 sm:px-3 sm:text-xl">{t('winner')}</span>}
              </th>
              <td className="py-1 pr-2 text-right tabular-nums sm:pr-4">{money(line.checkTotal)}</td>
              <td className="py-1 pr-2 text-right tabular-nums sm:pr-4">{byCards ? formatNumber(locale, line.moneyPoints) : money(line.moneyPoints)}</td>
              <td className="py-1 text-right font-black tabular-nums">{money(line.score)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
