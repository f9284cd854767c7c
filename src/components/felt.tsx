import { memo } from 'react'
import type { BotLevel } from '../bots/levels.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Card, GameEvent, Seat } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import type { Locale } from '../i18n/locales.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { feltMessages } from '../i18n/messages/felt.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { isEchoEvent, narrate } from '../i18n/narrate.ts'
import { CARD_BOX } from './card-size.ts'
import { PropertyCard } from './property-card.tsx'
import { SeatFace } from './seat-face.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The cards' scale on the felt: one size per screen, set by the slot, so that six cards fit a row
 * of a 360 px phone and the row fills a 1080p screen. `zoom` scales the card's layout box too, so
 * the slots stay put and what measures them (the motion layer) sees the real size.
 */
export const FELT_ZOOM = '[zoom:0.84] min-[400px]:[zoom:1] md:[zoom:1.15] min-[1800px]:[zoom:1.45]'

/**
 * The row of cards up for auction: one fixed slot per card, in order, for the whole auction. A taken
 * card leaves its slot and the slot keeps its place, showing the taker's face and "taken": the row
 * never reflows.
 */
export function OfferRow(props: {
  readonly ruleset: RulesetId
  readonly cards: readonly Card[]
  /** The seat that took each card, or null while it is still up for auction. */
  readonly takenBy: (card: Card) => Seat | null
  readonly names: readonly string[]
  readonly bots?: readonly (BotLevel | null)[] | undefined
  /** Face-down slots (the next cards held back a moment): their faces are not in the page. */
  readonly hidden?: boolean
}) {
  const t = useEditionT(tableMessages)
  const tf = useEditionT(feltMessages)
  return (
    <section aria-labelledby="up-heading" data-tour="offer" className="flex flex-col items-center gap-1">
      <h2 id="up-heading" className="sr-only">
        {t('upForAuction')}
      </h2>
      <ul className={`flex justify-center gap-1.5 sm:gap-3 ${FELT_ZOOM}`}>
        {props.cards.map((card, i) => {
          const by = props.hidden === true ? null : props.takenBy(card)
          return (
            <li key={props.hidden === true ? `slot-${i}` : card} data-slot={i} data-card={props.hidden === true ? undefined : card} className="relative">
              {props.hidden === true ? (
                <span aria-hidden="true" className={`block border-2 border-slate-300 bg-[repeating-linear-gradient(45deg,#1e3a8a_0_6px,#334155_6px_12px)] ${CARD_BOX.lg}`} />
              ) : (
                <>
                  {/*
                   * The card stays in the page once taken, not drawn and unspoken (display: none): what
                   * the motion layer flies to the taker (`[data-fly]`). The same element all along, so
                   * a pass or the end of an auction draws no card anew inside the tap.
                   */}
                  <span data-fly={by === null ? undefined : ''} aria-hidden={by === null ? undefined : true} className={by === null ? 'contents' : 'hidden'}>
                    <PropertyCard ruleset={props.ruleset} card={card} size="lg" />
                  </span>
                  {by !== null && (
                    <span
                      data-ghost={by}
                      className={`relative flex flex-col items-center justify-center gap-1 border-2 border-dashed border-emerald-200/60 bg-black/15 p-1 text-center ${CARD_BOX.lg}`}
                    >
                      <SeatFace seat={by} name={props.names[by] ?? ''} bot={props.bots?.[by] ?? null} size="md" />
                      <span aria-hidden="true" className="text-xs xl:text-base font-bold leading-none text-emerald-50 sm:text-sm">
                        {tf('taken')}
                      </span>
                      <span className="sr-only">{t('takenBy', { name: props.names[by] ?? '' })}</span>
                    </span>
                  )}
                </>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The pot: the high bid and its bidder, as a chip on the felt. */
export const Pot = memo(function Pot(props: {
  readonly ruleset: RulesetId
  readonly highBid: number
  readonly highBidder: Seat | null
  readonly names: readonly string[]
  readonly bots?: readonly (BotLevel | null)[] | undefined
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableMessages)
  const tf = useEditionT(feltMessages)
  const has = props.highBidder !== null && props.highBid > 0
  return (
    <div data-tour="pot" data-pot className="flex min-h-10 items-center justify-center gap-2 text-lg font-black sm:text-xl xl:text-2xl">
      <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full border-4 border-dashed border-amber-100 bg-amber-500 text-sm xl:text-base text-slate-950 shadow xl:size-10">
        ⛁
      </span>
      <span className="sr-only">{tf('pot')}: </span>
      {has ? (
        <>
          <SeatFace seat={props.highBidder as Seat} name={props.names[props.highBidder as Seat] ?? ''} bot={props.bots?.[props.highBidder as Seat] ?? null} size="sm" />
          <span className="tabular-nums">{t('highBid', { amount: formatMoney(locale, props.ruleset, props.highBid), name: props.names[props.highBidder as Seat] ?? '' })}</span>
        </>
      ) : (
        <span className="font-bold text-emerald-50">{t('noBidYet')}</span>
      )}
    </div>
  )
})

/** The bids and passes of the auction on the table, oldest first (the auction just ended while none is open). */
export function auctionMoves(events: readonly GameEvent[]): GameEvent[] {
  let start = 0
  for (let i = events.length - 1; i >= 0; i--) {
    if ((events[i] as GameEvent).type === 'auction-started') {
      start = i + 1
      break
    }
  }
  return events.slice(start).filter((e) => (e.type === 'bid' || e.type === 'passed' || e.type === 'won' || e.type === 'paid') && !isEchoEvent(e))
}

/** Each event's words at the table, with what they were worded for (language, ruleset, names). */
const wordings = new WeakMap<GameEvent, { readonly key: string; readonly text: string }>()

function worded(e: GameEvent, ruleset: RulesetId, names: readonly string[], locale: Locale): string {
  const key = `${locale}\u0000${ruleset}\u0000${names.join('\u0000')}`
  const known = wordings.get(e)
  if (known !== undefined && known.key === key) return known.text
  const text = narrate(e, { ruleset, names }, locale)
  wordings.set(e, { key, text })
  return text
}

/** Who made a move, if it was someone's. */
function mover(e: GameEvent): Seat | null {
  return 'player' in e ? e.player : null
}

/**
 * How many lines of the last move the felt shows: a chain of passes the table played (up to five at
 * six players) would push the cards off the felt; the lines before are said to screen readers, and
 * the whole game's log has them all.
 */
const LATEST_SHOWN = 2

/**
 * The last move in words with the mover's face, said to screen readers as it changes, and under it
 * the auction's two moves before it where there is room.
 */
export const AuctionTicker = memo(function AuctionTicker(props: {
  readonly ruleset: RulesetId
  /** The moves to say: the last chosen move and the passes played after it (the last line is the newest). */
  readonly latest: readonly GameEvent[]
  /** This auction's moves so far. */
  readonly history: readonly GameEvent[]
  readonly names: readonly string[]
  readonly bots?: readonly (BotLevel | null)[] | undefined
}) {
  const locale = useLocale((s) => s.locale)
  const tf = useEditionT(feltMessages)
  // Each line is worded once (the same events come back on every move, see `worded`), and keyed by
  // its place in the auction (`i`), so that a new move adds a line instead of rewriting the ones shown.
  const say = (e: GameEvent) => worded(e, props.ruleset, props.names, locale)
  const line = (e: GameEvent, i: number, strong: boolean, unseen = false) => {
    const who = mover(e)
    return (
      <li key={i} className={`${unseen ? 'sr-only' : 'flex'} min-w-0 items-center gap-2 ${strong ? 'text-base font-bold sm:text-xl' : 'text-base text-emerald-50'}`}>
        {who !== null && <SeatFace seat={who} name={props.names[who] ?? ''} bot={props.bots?.[who] ?? null} size="sm" />}
        <span className="min-w-0">{say(e)}</span>
      </li>
    )
  }
  const earlier = props.history.slice(0, Math.max(0, props.history.length - props.latest.length))
  return (
    <div data-ticker="" className="flex flex-col gap-1">
      <div role="status" aria-label={tf('lastMove')}>
        <ul className="flex min-h-8 flex-col gap-0.5">{props.latest.map((e, i) => line(e, i, true, i < props.latest.length - LATEST_SHOWN))}</ul>
      </div>
      {/* The auction so far: two lines where there is room; on a phone the whole game's log is one tap away (TableNotes). */}
      <section aria-label={tf('thisAuction')} className="hidden sm:block">
        <ol className="flex flex-col gap-0.5">{earlier.slice(-2).map((e, i) => line(e, Math.max(0, earlier.length - 2) + i, false))}</ol>
      </section>
    </div>
  )
})
