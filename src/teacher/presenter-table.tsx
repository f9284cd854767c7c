import type { ReactNode } from 'react'
import { RULESETS, auctionCount, type RulesetId } from '../engine/rulesets.ts'
import type { GameTable } from '../engine/table-view.ts'
import type { Card, GameEvent, Scores, Seat } from '../engine/types.ts'
import { CheckCard } from '../components/check-card.tsx'
import { FeltReveal } from '../components/sale-reveal.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { isPlayingCards } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { PresenterSeat, type SaleStatus, type SeatShown } from './presenter-seat.tsx'
import { botLevels, type SeatKind } from '../store/seat-kinds.ts'
import { useEditionT } from '../i18n/edition-t.ts'

type Revealed = Extract<GameEvent, { type: 'sale-revealed' }>

/**
 * The table at one step of the game, as the live table draws it: the felt in the middle (the cards
 * up for auction, the checks of a sale round, or the picks turned up), the seats round it in table
 * order (the first half along the top, the rest back along the foot), all of it in the height the
 * screen leaves, nothing scrolled. Closed hands render from the onlookers' view only, so no secret
 * reaches the page; open hands show each seat as that seat sees itself (its money, its pick).
 */
export function PresenterTable(props: {
  readonly table: GameTable
  readonly open: boolean
  readonly faceDown?: boolean
  /** Who plays each seat (a saved game's `seats`): a computer player's face beside its name. */
  readonly seats?: readonly SeatKind[] | undefined
  /** The events of the step shown: a sale round's picks turned up in it are drawn turning up (table-motion.ts). */
  readonly events?: readonly GameEvent[]
  /** The step turns a sale round's picks up: the felt shows them, not the next round's checks. */
  readonly reveal?: Revealed | undefined
  /** Under the scores at the end of the game (its story). */
  readonly after?: ReactNode
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const { table, open } = props
  const { view, legal, scores } = table.onlookers
  const over = scores !== null
  const ruleset = view.ruleset
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const names = view.seats.map((s) => s.name)
  const own = (seat: Seat) => table.seat(seat).view
  const seats: readonly SeatShown[] = open ? view.seats.map((shown, i) => own(i).seats[i] ?? shown) : view.seats
  const actor = legal.phase === 'auction' || legal.phase === 'payment' ? legal.player : null
  const auction = view.auction
  const sale = view.sale
  const holder = (card: number) => seats.findIndex((s) => s.properties.includes(card))
  const sold = new Map<Seat, Card>()
  for (const e of props.events ?? []) if (e.type === 'sale-revealed') for (const s of e.sales) sold.set(s.player, s.property)

  const reveal = props.reveal
  let status: string | null = null
  if (reveal !== undefined) status = null
  else if (legal.phase === 'auction') status = t('toPlay', { name: names[legal.player] ?? '' })
  else if (legal.phase === 'payment') status = t('toPay', { name: names[legal.player] ?? '', amount: money(legal.amount) })
  else if (legal.phase === 'sale' && legal.pickers.length > 0) status = t('toPick', { names: formatList(locale, legal.pickers.map((p) => names[p.player] ?? '')) })

  const phaseTitle =
    reveal !== undefined
      ? t('saleRound', { number: reveal.round + 1 })
      : over
      ? t('gameOver')
      : sale !== null
        ? t('saleRound', { number: sale.round + 1 })
        : auction !== null
          ? t('auctionOf', { number: auction.number + 1, total: auctionCount(RULESETS[ruleset], view.playerCount) })
          : ''

  const saleStatus = (seat: number): SaleStatus | null => {
    if (sale === null) return null
    if (!sale.sellers.includes(seat)) return 'not-selling'
    return sale.picked[seat] ? 'picked' : 'picking'
  }

  const seat = (shown: SeatShown, i: number) => (
    <PresenterSeat
      key={i}
      ruleset={ruleset}
      seat={i}
      shown={shown}
      auction={over ? null : auction}
      isTurn={i === actor}
      secretShown={open && view.seats[i]?.money === null}
      saleStatus={reveal === undefined ? saleStatus(i) : null}
      pick={open && reveal === undefined ? (own(i).sale?.ownPick ?? null) : null}
      faceDown={props.faceDown === true && !over}
      bot={botLevels(props.seats, seats.length)[i] ?? null}
      sold={sold.get(i) ?? null}
    />
  )
  // Round the table: seats 0…k-1 along the top, left to right, and the rest back along the foot.
  const half = Math.ceil(seats.length / 2)
  const top = seats.slice(0, half).map((s, i) => seat(s, i))
  const foot = seats
    .slice(half)
    .map((s, i) => seat(s, half + i))
    .reverse()
  const row = (n: number) =>
    `grid min-w-0 shrink-0 gap-2 xl:gap-3 ${n >= 3 ? 'grid-cols-3' : n === 2 ? 'grid-cols-2' : 'grid-cols-1 justify-items-center'}`

  return (
    <section aria-labelledby="presenter-phase" className="flex min-h-0 min-w-0 flex-1 flex-col gap-2 xl:gap-3">
      <h3 id="presenter-seats" className="sr-only">
        {t('seats')}
      </h3>
      <ul aria-labelledby="presenter-seats" className={row(top.length)}>
        {top}
      </ul>

      <div className={`felt relative flex min-h-48 min-w-0 flex-1 flex-col items-center gap-2 rounded-3xl px-4 py-3 xl:px-6 ${over ? 'overflow-y-auto' : ''}`}>
        <div className="flex shrink-0 flex-wrap items-baseline justify-center gap-x-6 gap-y-1 text-center">
          {/* A reveal's own heading names the round on the felt. */}
          <h2 id="presenter-phase" className={`text-3xl font-black xl:text-4xl short:text-2xl ${reveal === undefined ? '' : 'sr-only'}`}>
            {phaseTitle}
          </h2>
          {status !== null && <p className="text-2xl font-bold text-sky-100 xl:text-3xl short:text-xl">{status}</p>}
          {auction !== null && reveal === undefined && !over && (
            <p data-pot className="rounded-full bg-slate-950/50 px-4 text-2xl font-bold xl:text-3xl short:text-xl">
              {auction.highBidder !== null && auction.highBid > 0
                ? t('highBid', { amount: money(auction.highBid), name: names[auction.highBidder] ?? '' })
                : t('noBid')}
            </p>
          )}
        </div>

        {auction !== null && sale === null && !over && (
          <section aria-labelledby="presenter-up" className="flex min-h-0 w-full flex-1 flex-col">
            <h3 id="presenter-up" className="sr-only">
              {t('upForAuction')}
            </h3>
            {/* Each card as large as the felt allows: the least of its share of the width and of the height (a card is 7/5 as tall as wide). */}
            <ul
              className="grid min-h-0 w-full flex-1 content-center justify-center gap-3 [container-type:size] xl:gap-4"
              style={{ gridTemplateColumns: `repeat(${auction.revealed.length}, minmax(0, 11rem))` }}
            >
              {auction.revealed.map((card) => {
                const taken = !auction.properties.includes(card)
                const by = taken ? holder(card) : -1
                return (
                  <li key={card} data-slot={card} data-card={card} className="relative flex min-w-0 flex-col items-center justify-center">
                    {/* A flex box: an inline-block card in a line box would stand on the line's strut, taller than its slot. */}
                    <span className={`flex w-[min(100%,calc(100cqh/1.4))] ${taken ? 'opacity-50' : ''}`}>
                      <PropertyCard ruleset={ruleset} card={card} size="fill" />
                    </span>
                    {/* A taken card stays in its slot, dimmed, its taker named across it: the row never reflows. */}
                    {taken && by >= 0 && (
                      <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 rounded-lg bg-slate-950/85 px-1 py-0.5 text-center text-base leading-tight font-bold xl:text-xl">
                        {t('takenBy', { name: names[by] ?? '' })}
                      </span>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        )}

        {sale !== null && reveal === undefined && (
          <section aria-labelledby="presenter-checks" data-bank className="flex min-h-0 w-full flex-1 flex-col">
            <h3 id="presenter-checks" className="sr-only">
              {t('checksUp')}
            </h3>
            {/* A For Sale cheque is 5/9 as tall as wide, a Sold! check an upright card (7/5). */}
            <ul
              className="grid min-h-0 w-full flex-1 content-center justify-center gap-3 [container-type:size] xl:gap-4"
              style={{ gridTemplateColumns: `repeat(${sale.checks.length}, minmax(0, 14rem))` }}
            >
              {sale.checks.map((c, i) => (
                <li key={`${c}-${i}`} className="flex min-w-0 justify-center">
                  <span className={`flex ${isPlayingCards(ruleset) ? 'w-[min(100%,calc(100cqh/1.4))]' : 'w-[min(100%,calc(100cqh*1.8))]'}`}>
                    <CheckCard ruleset={ruleset} card={c} size="fill" />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {reveal !== undefined && (
          <div data-bank className="flex min-h-0 w-full flex-1 flex-col">
            <FeltReveal ruleset={ruleset} reveal={reveal} names={names} motion={false} />
          </div>
        )}

        {over && (
          <>
            <PresenterScores ruleset={ruleset} scores={scores} />
            {props.after}
          </>
        )}
      </div>

      <ul aria-labelledby="presenter-seats" className={row(foot.length)}>
        {foot}
      </ul>
    </section>
  )
}

/**
 * The final scores. On a phone they are a size smaller, the winner's mark goes under the name and the
 * rank joins the name ("1. Ben") instead of taking a column, so that the table fits 360 px.
 */
function PresenterScores(props: { readonly ruleset: RulesetId; readonly scores: Scores }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const { ruleset, scores } = props
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
