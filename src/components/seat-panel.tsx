import type { ReactNode } from 'react'
import type { BotLevel } from '../bots/levels.ts'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { AuctionState, PlayerView, Seat } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { feltMessages } from '../i18n/messages/felt.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { MoneyCard } from './money-card.tsx'
import { PropertyCard } from './property-card.tsx'
import { SeatFace } from './seat-face.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

/** A card back, small: a stack of them stands for cards kept face down. */
function Back(props: { readonly tone?: 'property' | 'check' | 'money'; readonly className?: string }) {
  const tone =
    props.tone === 'check'
      ? 'bg-[repeating-linear-gradient(45deg,#065f46_0_3px,#334155_3px_6px)]'
      : props.tone === 'money'
        ? 'bg-[repeating-linear-gradient(45deg,#92400e_0_3px,#334155_3px_6px)]'
        : 'bg-[repeating-linear-gradient(45deg,#1e3a8a_0_3px,#334155_3px_6px)]'
  return <span className={`inline-block h-9 w-6 rounded-sm border border-slate-200 @max-[7rem]:h-7 @max-[7rem]:w-5 @max-[5rem]:h-6 @max-[5rem]:w-4 xl:h-12 xl:w-8 ${tone} ${props.className ?? ''}`} />
}

/** Up to four backs, overlapped, and how many: the stack grows, the count says exactly. */
function BackStack(props: { readonly count: number; readonly tone?: 'property' | 'check' | 'money'; readonly label: string; readonly showCount?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1" title={props.label}>
      <span aria-hidden="true" className="inline-flex -space-x-4 @max-[7rem]:space-x-0">
        {/*
         * A narrow seat (a phone's) shows one back: the count beside it says how many, and the seat's
         * properties and checks stay on one line, leaving the felt its height.
         */}
        {Array.from({ length: Math.max(1, Math.min(props.count, 4)) }, (_, i) => (
          <Back key={i} tone={props.tone} className={i === 0 ? '' : '@max-[7rem]:hidden'} />
        ))}
      </span>
      {props.showCount !== false && (
        <span aria-hidden="true" className="text-sm xl:text-base font-black tabular-nums">
          {props.count}
        </span>
      )}
      <span className="sr-only">{props.label}</span>
    </span>
  )
}

/**
 * One player at the table as everyone may see them, small enough that every seat stays in view:
 * their face and name, money (Sold!: the cards; For Sale: the amount, or a face-down stack with no
 * number when money is secret), properties as a small stack with its count (face down as the box
 * keeps them, their faces as a memory aid), checks won, and where they stand in this auction (a bid
 * bubble, "out"). The seat to act is lit with a ring and says "▶ to play": never colour alone.
 */
export function SeatPanel(props: {
  readonly ruleset: RulesetId
  readonly seat: Seat
  readonly view: PlayerView['seats'][number]
  readonly auction: AuctionState | null
  readonly isTurn: boolean
  /** A table played "as the box": bought properties lie face down, so only their number shows. */
  readonly faceDown?: boolean
  /** The seat's computer level, or null for a person. */
  readonly bot?: BotLevel | null
  /** What the seat is to do when it is their turn ("to play" when absent). */
  readonly turnWord?: string
  /** Anything else said about the seat (the sale: "has picked"). */
  readonly note?: ReactNode
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableMessages)
  const tf = useEditionT(feltMessages)
  const ti = useEditionT(tableInfoMessages)
  const { view, auction, seat, ruleset } = props
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const bid = auction?.bids[seat] ?? 0
  const inAuction = auction?.inAuction[seat] ?? false
  const out = auction !== null && !inAuction && auction.properties.length > 0
  const isHigh = auction !== null && auction.highBidder === seat && auction.highBid > 0
  const properties = view.properties

  return (
    <li
      data-seat={seat}
      aria-current={props.isTurn ? 'true' : undefined}
      className={`@container relative flex w-full min-w-0 flex-col gap-0.5 rounded-xl border-2 bg-slate-800/95 p-1 text-white min-[400px]:p-1.5 xl:p-2.5 ${
        props.isTurn ? 'border-amber-300 shadow-[0_0_0_3px_rgba(252,211,77,0.55),0_0_18px_4px_rgba(252,211,77,0.45)]' : 'border-slate-600'
      } ${out ? 'opacity-70' : ''}`}
    >
      {/* A compact seat (a phone's) has a smaller face; a long name wraps under it, whole, never cut. */}
      <div className="flex min-w-0 flex-wrap items-center gap-x-1 pt-1 @max-[5rem]:flex-col @max-[5rem]:items-start min-[400px]:gap-x-1.5">
        <SeatFace seat={seat} name={view.name} bot={props.bot ?? null} size="sm" className="max-[399px]:size-5" />
        <h3 className="min-w-0 flex-1 text-sm leading-tight font-black [overflow-wrap:anywhere] @max-[5rem]:w-full @max-[5rem]:text-xs sm:text-base xl:text-xl">
          <bdi>{view.name}</bdi>
          {props.bot != null && <span className="sr-only"> ({tf('computer')})</span>}
        </h3>
      </div>
      {/* Where the seat stands, as tags on the seat's edges: the seat never changes height. */}
      {(props.isTurn || out || props.note != null) && (
        <span className="absolute -top-2.5 left-1 z-10 flex max-w-[calc(100%-0.5rem)] items-center gap-1 text-xs font-black sm:text-sm xl:text-base">
          {props.isTurn ? (
            <span className="rounded-full bg-amber-300 px-1 whitespace-nowrap text-slate-950 shadow sm:px-1.5">
              <span aria-hidden="true">
                ▶<span className="@max-[5rem]:hidden"> {props.turnWord ?? tf('toPlay')}</span>
              </span>
              <span className="sr-only">{t('theirTurn')}</span>
            </span>
          ) : out ? (
            <span className="rounded-full bg-slate-600 px-1.5 shadow">
              <span aria-hidden="true">{tf('out')}</span>
              <span className="sr-only">{t('passedOut')}</span>
            </span>
          ) : null}
          {props.note}
        </span>
      )}
      {bid > 0 && (
        <span
          data-seat-bid
          className={`absolute right-1 -bottom-2.5 z-10 rounded-full px-1.5 text-xs font-black whitespace-nowrap tabular-nums shadow @max-[5rem]:right-0 @max-[5rem]:px-0.5 @max-[5rem]:text-[0.625rem] @max-[5rem]:tracking-tighter sm:text-sm xl:text-base ${isHigh ? 'bg-emerald-300 text-slate-950' : 'bg-slate-200 text-slate-950'}`}
        >
          <span className="sr-only">{isHigh ? `${t('highBidder')}, ` : ''}{t('currentBid', { amount: money(bid) })}</span>
          <span aria-hidden="true">{money(bid)}</span>
        </span>
      )}
      <div data-seat-money className="flex min-h-7 items-center @max-[5rem]:min-h-5">
        <MoneyLine ruleset={ruleset} seat={seat} view={view} />
      </div>
      <div className="flex min-h-9 min-w-0 flex-wrap items-center gap-x-2 gap-y-1 @max-[7rem]:min-h-7 @max-[7rem]:gap-x-1 @max-[5rem]:min-h-6 xl:min-h-12">
        <span data-seat-stack="properties" className="inline-flex min-w-0 items-center gap-1">
          {props.faceDown === true ? (
            properties.length === 0 ? (
              <NoneYet text={ti('noneYet')} />
            ) : (
              <BackStack count={properties.length} label={ti('faceDown', { count: properties.length })} showCount={false} />
            )
          ) : properties.length === 0 ? (
            <NoneYet text={t('noProperties')} label={t('properties')} />
          ) : (
            <ul aria-label={tf('propertiesCount', { count: properties.length })} className="flex min-w-0 -space-x-7 [zoom:0.62] sm:[zoom:0.8] xl:-space-x-9 xl:[zoom:1]">
              {/* Where the seat is too narrow for the stack, every card but the top one gives way: they overlap more. */}
              {properties.map((p) => (
                <li key={p} className="min-w-0 last:shrink-0">
                  <PropertyCard ruleset={ruleset} card={p} size="sm" />
                </li>
              ))}
            </ul>
          )}
          {properties.length > 0 && (
            <span aria-hidden="true" className="text-sm xl:text-base font-black tabular-nums">
              ×{properties.length}
            </span>
          )}
        </span>
        {view.checks.length > 0 && (
          <span data-seat-stack="checks">
            <BackStack count={view.checks.length} tone="check" label={tf('checksCount', { count: view.checks.length })} />
          </span>
        )}
      </div>
    </li>
  )
}

/**
 * No properties yet: in words, or on a narrow seat (a phone's) a dash, the words said to screen
 * readers; "Aucune pour l'instant" took three lines of a phone's seat, and the felt that height.
 */
function NoneYet(props: { readonly text: string; readonly label?: string }) {
  return (
    <span className="text-sm text-slate-300 xl:text-base">
      {props.label !== undefined && <span className="sr-only">{props.label}: </span>}
      <span className="@max-[7rem]:sr-only">{props.text}</span>
      <span aria-hidden="true" className="hidden font-black @max-[7rem]:inline">–</span>
    </span>
  )
}

function MoneyLine(props: { readonly ruleset: RulesetId; readonly seat: Seat; readonly view: PlayerView['seats'][number] }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableMessages)
  const { view, seat, ruleset } = props
  // Secret money: a face-down stack, no number (the same for everyone, whatever they hold).
  if (view.money === null) return <BackStack count={3} tone="money" label={t('moneyHidden')} showCount={false} />
  if (RULESETS[ruleset].money === 'cards') {
    // On a narrow seat a dash (the words said to screen readers): they took four lines of a phone's sixth of the width, and the felt that height.
    if (view.moneyCards === null || view.moneyCards.length === 0) return <NoneYet text={t('noMoneyCards')} />
    return (
      <span className="flex min-w-0 flex-wrap items-center gap-1">
        {/*
         * A narrow seat (six on a phone) shows the total alone, as For Sale's seats do: there the fan is
         * a sliver of cards whose values nobody reads, on a line of its own that took the cards on
         * offer a third of their height. The payment's sheet shows each card.
         */}
        <ul className="flex min-w-0 -space-x-8 [zoom:0.62] @max-[5rem]:hidden sm:[zoom:0.8] xl:-space-x-9 xl:[zoom:1]">
          {view.moneyCards.map((v) => (
            <li key={v} className="min-w-0 last:shrink-0">
              <MoneyCard seat={seat} value={v} size="sm" />
            </li>
          ))}
        </ul>
        <span className="sr-only">{t('moneyCards', { count: view.moneyCards.length, total: formatMoney(locale, ruleset, view.money) })}</span>
        <span aria-hidden="true" className="text-sm xl:text-base font-black tabular-nums">
          {formatMoney(locale, ruleset, view.money)}
        </span>
      </span>
    )
  }
  return <span className="text-base font-black tabular-nums @max-[5rem]:text-[0.7rem] sm:text-lg xl:text-2xl">{formatMoney(locale, ruleset, view.money)}</span>
}
