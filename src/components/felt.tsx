import { memo, type CSSProperties } from 'react'
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
 * A card's width on the felt, as large as the felt allows: the least of its natural size (growing
 * with the screen: about 80 px on a phone, 160 px at 1080p), an equal share of the row's width, and
 * what the height left to the cards holds (a card is 7/5 as tall as wide). Four cards or more may lie
 * in two rows where that makes them larger (six cards on a tall phone). The percentages are of the
 * size container round the cards (`cq` units), so the browser sizes them without a script, and a
 * resize or a rotated phone resizes them at once. `n`: the cards; `gap`: between them; `shape`: a
 * card standing or a check lying sideways.
 */
export function feltCardWidth(n: number, gap: string, shape: 'upright' | 'sideways' = 'upright'): string {
  // Width over height: an upright card 5:7, a For Sale check lying sideways 9:5.
  const ratio = shape === 'upright' ? '5 / 7' : '9 / 5'
  const inRows = (rows: number) => {
    const across = Math.ceil(n / rows)
    return `min(var(--card-max), (100cqw - ${across - 1} * ${gap}) / ${across}, (100cqh - ${rows - 1} * ${gap}) / ${rows} * ${ratio})`
  }
  return n >= 4 ? `max(${inRows(1)}, ${inRows(2)})` : inRows(1)
}

/**
 * How wide the row of `n` cards of `width` may be: all of them on one line where they fit the felt's
 * width, else half of them (rounded up) to a line: 3 and 3, never 4 and 2. (A length cannot choose
 * between two lengths by a test; the second term is huge exactly when one line fits, which `min` then
 * passes over.) `fanned`: a length huge exactly when the row is fanned (`fannedRow`), which keeps it one line.
 */
export function feltRowWidth(n: number, width: string, gap: string, fanned = '0px'): string {
  const line = (k: number) => `(${width} * ${k} + ${k - 1} * ${gap})`
  if (n < 4) return line(n)
  return `min(${line(n)}, ${line(Math.ceil(n / 2))} + max(0px, 100cqw + 1px - ${line(n)}) * 1000 + ${fanned})`
}

/**
 * How much of each card but the last a fanned row shows: the value in its top-left corner whole, a
 * narrow Sold! card's large index included (about the left half of the card).
 */
const FAN_SHOWN = 0.62

/** A row is fanned only where that draws its cards at least this much wider than lying apart, in one row or two. */
const FAN_GAIN = '0.5rem'

/**
 * The cards on offer overlapped like a hand, one row as tall as the felt allows, where the felt's
 * width and not its height keeps the cards small (six cards on a phone): the widths apart and fanned,
 * the width chosen, each card's margin (overlapping the one before: zero or less) and how much of a
 * card the next one covers, as CSS variables for the row's list (`--card-w`, `--fan-margin`, `--fan-cover`).
 * All in `cq` units of the size container round the row, like `feltCardWidth`: no script.
 */
function fannedRow(n: number, gap: string): { readonly [name: string]: string } {
  const apart = feltCardWidth(n, gap)
  const fan = `min(var(--card-max), 100cqh * 5 / 7, 100cqw / ${1 + (n - 1) * FAN_SHOWN})`
  // Huge exactly when fanned, and when not: a length cannot choose between two by a test (see `feltRowWidth`).
  const on = `max(0px, var(--card-fan) - ${FAN_GAIN} - var(--card-apart)) * 100000`
  const off = `max(0px, var(--card-apart) + ${FAN_GAIN} - var(--card-fan)) * 100000`
  // Fanned: the row's spare width shared out between the cards (negative: they overlap), less a pixel for rounding.
  const margin = `min(0px, (100cqw - ${n} * var(--card-w)) / ${n - 1} - ${gap} - 1px + ${off})`
  return {
    '--card-apart': apart,
    '--card-fan': fan,
    '--card-w': `max(var(--card-apart), min(var(--card-fan), ${on}))`,
    '--fan-margin': margin,
    '--fan-cover': `max(0px, 0px - ${gap} - var(--fan-margin))`,
    maxWidth: feltRowWidth(n, 'var(--card-w)', gap, on),
  }
}

/** The largest a card grows on the felt, per screen (the caps `feltCardWidth` reads). */
export const CARD_MAX = '[--card-max:6rem] sm:[--card-max:8rem] lg:[--card-max:9rem] xl:[--card-max:10rem] min-[2500px]:[--card-max:15rem]'

/** The offer row's list: its width and its cards', apart or, where `fan` allows, fanned where that draws them larger. */
function rowStyle(n: number, fan: boolean): CSSProperties {
  if (!fan) return { maxWidth: feltRowWidth(n, 'var(--card-w)', 'var(--gap)'), ['--card-w' as string]: feltCardWidth(n, 'var(--gap)') }
  return fannedRow(n, 'var(--gap)') as CSSProperties
}

/**
 * The row of cards up for auction: one fixed slot per card, in order, for the whole auction. A taken
 * card leaves its slot and the slot keeps its place, showing the taker's face and "taken": the row
 * never reflows. Where the felt is wide enough for the cards' height but not for their widths side by
 * side (six cards on a phone), they overlap like a hand, each value in view (`fannedRow`).
 */
export const OfferRow = memo(function OfferRow(props: {
  readonly ruleset: RulesetId
  readonly cards: readonly Card[]
  /** The seat that took each card, or null while it is still up for auction. */
  readonly takenBy: (card: Card) => Seat | null
  readonly names: readonly string[]
  readonly bots?: readonly (BotLevel | null)[] | undefined
  /** Face-down slots (the next cards held back a moment): their faces are not in the page. */
  readonly hidden?: boolean
  /** The cards may overlap like a hand where that draws them larger (the default). */
  readonly fan?: boolean
}) {
  const fan = props.fan !== false && props.cards.length >= 4
  const t = useEditionT(tableMessages)
  const tf = useEditionT(feltMessages)
  return (
    // The felt's room for cards: the height the pot and the moves leave, which the cards then fill.
    <section aria-labelledby="up-heading" data-tour="offer" className={`flex min-h-12 w-full flex-1 items-center justify-center [container-type:size] [--gap:0.375rem] sm:[--gap:0.75rem] ${CARD_MAX}`}>
      <h2 id="up-heading" className="sr-only">
        {t('upForAuction')}
      </h2>
      <ul className="flex flex-wrap justify-center gap-(--gap)" style={rowStyle(props.cards.length, fan)}>
        {props.cards.map((card, i) => {
          const by = props.hidden === true ? null : props.takenBy(card)
          return (
            <li
              key={props.hidden === true ? `slot-${i}` : card}
              data-slot={i}
              data-card={props.hidden === true ? undefined : card}
              className="relative"
              style={{ width: 'var(--card-w)', marginLeft: i === 0 || !fan ? undefined : 'var(--fan-margin)' }}
            >
              {props.hidden === true ? (
                <span aria-hidden="true" className={`block border-2 border-slate-300 bg-[repeating-linear-gradient(45deg,#1e3a8a_0_6px,#334155_6px_12px)] ${CARD_BOX.fill}`} />
              ) : (
                <>
                  {/*
                   * The card stays in the page once taken, not drawn and unspoken (display: none): what
                   * the motion layer flies to the taker (`[data-fly]`). The same element all along, so
                   * a pass or the end of an auction draws no card anew inside the tap.
                   */}
                  <span data-fly={by === null ? undefined : ''} aria-hidden={by === null ? undefined : true} className={by === null ? 'contents' : 'hidden'}>
                    <PropertyCard ruleset={props.ruleset} card={card} size="fill" />
                  </span>
                  {by !== null && (
                    <span
                      data-ghost={by}
                      className={`relative flex flex-col items-center justify-center gap-1 border-2 border-dashed border-emerald-200/60 bg-black/15 p-1 text-center ${fan && i < props.cards.length - 1 ? 'pr-[calc(0.25rem+var(--fan-cover,0px))]' : ''} ${CARD_BOX.fill}`}
                    >
                      <SeatFace seat={by} name={props.names[by] ?? ''} bot={props.bots?.[by] ?? null} size="md" className="max-sm:size-6" />
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
})

/** The most chips the pot's stack shows: past it the stack stops growing (the amount says the rest). */
const POT_CHIPS_SHOWN = 7

/**
 * The pot: a stack of chips that grows with each bid of the auction (where the bids' chips land,
 * `[data-pot-stack]`, table-motion.ts), and beside it the high bid and its bidder.
 */
export const Pot = memo(function Pot(props: {
  readonly ruleset: RulesetId
  readonly highBid: number
  readonly highBidder: Seat | null
  readonly names: readonly string[]
  readonly bots?: readonly (BotLevel | null)[] | undefined
  /** The bids made in the auction so far: one chip each on the stack. */
  readonly chips: number
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableMessages)
  const tf = useEditionT(feltMessages)
  const has = props.highBidder !== null && props.highBid > 0
  const chips = Math.min(POT_CHIPS_SHOWN, props.chips)
  return (
    <div data-tour="pot" data-pot className="flex min-h-11 shrink-0 items-center justify-center gap-2 text-base font-black min-[400px]:text-lg sm:text-xl xl:min-h-14 xl:text-2xl">
      {/* The stack keeps one size as it grows, so the words beside it never move. */}
      <span aria-hidden="true" data-pot-stack className="flex h-9 w-9 shrink-0 flex-col-reverse items-center xl:h-12 xl:w-12">
        {chips === 0 ? (
          <span className="h-2.5 w-8 rounded-[50%] border-2 border-dashed border-amber-100/70 xl:h-3 xl:w-11" />
        ) : (
          Array.from({ length: chips }, (_, i) => (
            <span key={i} className="-mt-1.5 h-2.5 w-8 shrink-0 rounded-[50%] border-2 border-amber-200 bg-amber-600 shadow-[0_2px_0_#78350f] first:mt-0 xl:-mt-2 xl:h-3 xl:w-11" />
          ))
        )}
      </span>
      <span className="sr-only">{tf('pot')}: </span>
      {has ? (
        <>
          {/* On a narrow phone the words alone (they name the bidder): the high bid stays one line. */}
          <SeatFace seat={props.highBidder as Seat} name={props.names[props.highBidder as Seat] ?? ''} bot={props.bots?.[props.highBidder as Seat] ?? null} size="sm" className="max-[399px]:hidden" />
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
 * How many lines of the last move the felt shows (on a phone one, the newest: a line there often
 * takes two or three): a chain of passes the table played (up to five at six players) would push the
 * cards off the felt; the lines before are said to screen readers, and the whole game's log has them all.
 * On a phone with little height the line is a size smaller: a forced pass or a Sold! payment in
 * three lines left the cards no room.
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
  const line = (e: GameEvent, i: number, strong: boolean, unseen = false, phoneUnseen = false) => {
    const who = mover(e)
    return (
      <li key={i} className={`${unseen ? 'sr-only' : phoneUnseen ? 'flex max-sm:sr-only' : 'flex'} min-w-0 items-center gap-2 ${strong ? 'text-base font-bold low:text-sm sm:text-xl' : 'text-base text-emerald-50'}`}>
        {who !== null && <SeatFace seat={who} name={props.names[who] ?? ''} bot={props.bots?.[who] ?? null} size="sm" />}
        <span className="min-w-0">{say(e)}</span>
      </li>
    )
  }
  const earlier = props.history.slice(0, Math.max(0, props.history.length - props.latest.length))
  const before = Math.min(earlier.length, Math.max(0, 3 - Math.min(props.latest.length, LATEST_SHOWN)))
  return (
    <div data-ticker="" className="flex flex-col gap-1">
      <div role="status" aria-label={tf('lastMove')}>
        <ul className="flex min-h-8 flex-col gap-0.5">{props.latest.map((e, i) => line(e, i, true, i < props.latest.length - LATEST_SHOWN, i < props.latest.length - 1))}</ul>
      </div>
      {/*
       * The auction so far where there is room, three lines in all with the last move's, so that the
       * felt's cards keep their size as an auction ends (its passes and win take two lines); on a
       * phone the whole game's log is one tap away (TableNotes).
       */}
      <section aria-label={tf('thisAuction')} className="hidden sm:block">
        <ol className="flex flex-col gap-0.5">{earlier.slice(earlier.length - before).map((e, i) => line(e, earlier.length - before + i, false))}</ol>
      </section>
    </div>
  )
})
