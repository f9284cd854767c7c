import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { AuctionState, PlayerView, Seat } from '../engine/types.ts'
import { formatMoney, useLocale, useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { MoneyCard } from './money-card.tsx'
import { PropertyCard } from './property-card.tsx'
import { FaceDownCards } from './face-down-cards.tsx'

/**
 * One player at the table as everyone may see them: money (Sold!: the cards; For Sale: the amount,
 * or "hidden" with secret money), properties won, and where they stand in this auction.
 * Each state is said in words as well as shown by colour.
 */
export function SeatPanel(props: {
  readonly ruleset: RulesetId
  readonly seat: Seat
  readonly view: PlayerView['seats'][number]
  readonly auction: AuctionState | null
  readonly isTurn: boolean
  /** A table played "as the box": bought properties lie face down, so only their number shows. */
  readonly faceDown?: boolean
}) {
  const locale = useLocale((s) => s.locale)
  const t = useT(tableMessages)
  const { view, auction, seat, ruleset } = props
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const bid = auction?.bids[seat] ?? 0
  const inAuction = auction?.inAuction[seat] ?? false
  const isHigh = auction !== null && auction.highBidder === seat && auction.highBid > 0
  const badges: string[] = []
  if (props.isTurn) badges.push(t('theirTurn'))
  if (isHigh) badges.push(t('highBidder'))
  if (auction !== null && !inAuction && auction.properties.length > 0) badges.push(t('passedOut'))

  return (
    <li
      aria-current={props.isTurn ? 'true' : undefined}
      className={`flex flex-col gap-2 rounded-xl border-4 bg-slate-800 p-3 text-white ${
        props.isTurn ? 'border-sky-400 shadow-lg' : 'border-slate-600'
      } ${auction !== null && !inAuction && auction.properties.length > 0 ? 'opacity-75' : ''}`}
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 className="text-xl font-black">
          {props.isTurn && <span aria-hidden="true">▶ </span>}
          {view.name}
        </h3>
        {badges.map((b) => (
          <span
            key={b}
            className={`rounded-full px-2 py-0.5 text-sm font-bold ${
              b === t('theirTurn') ? 'bg-sky-400 text-slate-950' : b === t('highBidder') ? 'bg-emerald-400 text-slate-950' : 'bg-slate-600 text-white'
            }`}
          >
            {b}
          </span>
        ))}
        {bid > 0 && <span className="text-lg font-bold tabular-nums">{t('currentBid', { amount: money(bid) })}</span>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-300">{t('money')}:</span>
        <MoneyLine ruleset={ruleset} seat={seat} view={view} />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <span className="text-sm font-semibold text-slate-300">{t('properties')}:</span>
        {props.faceDown === true ? (
          <FaceDownCards count={view.properties.length} />
        ) : view.properties.length === 0 ? (
          <span className="text-slate-300">{t('noProperties')}</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {view.properties.map((p) => (
              <li key={p}>
                <PropertyCard ruleset={ruleset} card={p} size="sm" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}

function MoneyLine(props: { readonly ruleset: RulesetId; readonly seat: Seat; readonly view: PlayerView['seats'][number] }) {
  const locale = useLocale((s) => s.locale)
  const t = useT(tableMessages)
  const { view, seat, ruleset } = props
  if (view.money === null) return (
      <span className="font-semibold text-slate-200">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-1 inline size-4 align-[-2px] fill-current">
          <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
        </svg>
        {t('moneyHidden')}
      </span>
    )
  if (RULESETS[ruleset].money === 'cards') {
    if (view.moneyCards === null || view.moneyCards.length === 0) return <span className="font-semibold">{t('noMoneyCards')}</span>
    return (
      <>
        <ul className="flex flex-wrap -space-x-5 xl:-space-x-7">
          {view.moneyCards.map((v) => (
            <li key={v}>
              <MoneyCard seat={seat} value={v} size="sm" />
            </li>
          ))}
        </ul>
        <span className="text-base font-semibold">
          {t('moneyCards', { count: view.moneyCards.length, total: formatMoney(locale, ruleset, view.money) })}
        </span>
      </>
    )
  }
  return <span className="text-xl font-black tabular-nums">{formatMoney(locale, ruleset, view.money)}</span>
}
