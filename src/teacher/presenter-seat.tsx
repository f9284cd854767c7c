import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { AuctionState, Card, PlayerView, Seat } from '../engine/types.ts'
import { CheckCard } from '../components/check-card.tsx'
import { MoneyCard } from '../components/money-card.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { FaceDownCards } from '../components/face-down-cards.tsx'
import { SeatFace } from '../components/seat-face.tsx'
import type { BotLevel } from '../bots/levels.ts'
import { propertyText } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/** What the presenter shows of a seat: the onlooker's view, or with open hands the whole seat. */
export type SeatShown = PlayerView['seats'][number]

export type SaleStatus = 'picked' | 'picking' | 'not-selling'

/**
 * One player, large enough to read from the back of a room: name, money, properties, checks and
 * where they stand now. Every status is a word as well as a colour.
 */
export function PresenterSeat(props: {
  readonly ruleset: RulesetId
  readonly seat: Seat
  readonly shown: SeatShown
  readonly auction: AuctionState | null
  readonly isTurn: boolean
  /** Money is secret at this table but shown because hands are open. */
  readonly secretShown: boolean
  readonly saleStatus: SaleStatus | null
  /** With open hands only: this seat's secret pick this round. */
  readonly pick: Card | null
  /** A live game played as the box: properties and checks show as backs and a count, never their faces. */
  readonly faceDown?: boolean
  /** The computer player's level at this seat, or null / absent for a person: the face beside the name. */
  readonly bot?: BotLevel | null
  /** The property this seat sold in the step shown (a sale round's picks turned up), for the step's motion. */
  readonly sold?: Card | null
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const { shown, auction, seat, ruleset } = props
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const bid = auction?.bids[seat] ?? 0
  const out = auction !== null && !(auction.inAuction[seat] ?? false) && auction.properties.length > 0
  const isHigh = auction !== null && auction.highBidder === seat && auction.highBid > 0
  const badges: { text: string; tone: string }[] = []
  if (props.isTurn) badges.push({ text: t('turn'), tone: 'bg-sky-300 text-slate-950' })
  if (isHigh) badges.push({ text: t('high'), tone: 'bg-emerald-300 text-slate-950' })
  if (out) badges.push({ text: t('out'), tone: 'bg-slate-600 text-white' })
  if (props.saleStatus === 'picked') badges.push({ text: t('picked'), tone: 'bg-emerald-300 text-slate-950' })
  if (props.saleStatus === 'picking') badges.push({ text: t('notPicked'), tone: 'bg-amber-300 text-slate-950' })
  if (props.saleStatus === 'not-selling') badges.push({ text: t('notSelling'), tone: 'bg-slate-600 text-white' })

  return (
    <li
      data-seat={seat}
      aria-current={props.isTurn ? 'true' : undefined}
      aria-labelledby={`presenter-seat-${seat}`}
      className={`relative flex min-w-0 flex-col gap-1 rounded-2xl border-4 bg-slate-800 px-3 py-2 lg:gap-0.5 lg:px-2.5 lg:py-1.5 ${
        props.isTurn ? 'border-sky-300 shadow-xl' : 'border-slate-600'
      } ${out ? 'opacity-80' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {/* Where the seat stands, as tags on its top edge: the seat keeps its height whatever they say. */}
        {badges.length > 0 && (
          <span className="absolute -top-3.5 right-2 z-10 flex max-w-[calc(100%-1rem)] flex-wrap justify-end gap-1">
            {badges.map((b) => (
              <span key={b.text} className={`rounded-full px-3 py-0.5 text-lg leading-tight font-bold whitespace-nowrap shadow lg:px-2 lg:text-base ${b.tone}`}>
                {b.text}
              </span>
            ))}
          </span>
        )}
        {/* The face as tall as the name's line, no taller: six seats and their cards fit a 1024×768 projector. */}
        <SeatFace seat={seat} name={shown.name} bot={props.bot} size="md" className="lg:size-8 2xl:size-10" />
        <h3 id={`presenter-seat-${seat}`} className="text-3xl font-black break-words lg:text-xl 2xl:text-2xl">
          {props.isTurn && <span aria-hidden="true">▶ </span>}
          <bdi>{shown.name}</bdi>
        </h3>
        {props.pick !== null && (
          <span className="rounded-full border-2 border-dashed border-amber-300 px-3 text-lg font-bold text-amber-200">
            {t('secretPick')}: {propertyText(ruleset, props.pick)}
          </span>
        )}
        {bid > 0 && <span data-seat-bid className="ml-auto text-2xl font-black whitespace-nowrap tabular-nums lg:text-xl 2xl:text-2xl">{t('bidNow', { amount: money(bid) })}</span>}
      </div>
      <div data-seat-money className="flex min-w-0 flex-wrap items-center gap-x-2 text-xl lg:text-base 2xl:text-xl">
        <span className="font-semibold text-slate-300">{t('money')}:</span>
        <MoneyShown ruleset={ruleset} seat={seat} shown={shown} />
        {props.secretShown && (
          <span className="rounded border-2 border-dashed border-amber-300 px-2 text-base font-bold text-amber-200">
            {t('secretShown')}
          </span>
        )}
      </div>
      {/* Properties and checks on one line: the seat keeps one height, as many cards as it holds. */}
      <div className="flex min-w-0 items-center gap-3 overflow-hidden lg:[zoom:0.8] 2xl:[zoom:1]">
      <div data-seat-stack="properties" className="relative flex min-w-0 items-center gap-1 text-xl">
        <span className="sr-only">{t('properties')}:</span>
        {/* The property just sold, hidden: the step's motion turns a copy of it up here (table-motion.ts). */}
        {props.sold != null && (
          <span data-sold={props.sold} aria-hidden="true" className="pointer-events-none invisible absolute top-0 left-0">
            <PropertyCard ruleset={ruleset} card={props.sold} size="sm" />
          </span>
        )}
        {props.faceDown === true ? (
          <>
            <span aria-hidden="true" className="font-semibold text-slate-300">{t('properties')}: </span>
            <FaceDownCards count={shown.properties.length} ruleset={ruleset} kind="property" />
          </>
        ) : shown.properties.length === 0 ? (
          <span className="text-slate-200">
            <span aria-hidden="true">{t('properties')}: </span>
            {t('none')}
          </span>
        ) : (
          // One overlapping row, however many: the seat keeps its height, every card's corner in view.
          <ul className="flex min-w-0 -space-x-5 2xl:-space-x-4">
            {shown.properties.map((p) => (
              <li key={p} className={`flex min-w-0 last:shrink-0 ${p === props.pick ? 'relative z-10 rounded-lg ring-4 ring-amber-300' : ''}`}>
                <PropertyCard ruleset={ruleset} card={p} size="sm" />
              </li>
            ))}
          </ul>
        )}
      </div>
      {props.faceDown === true && shown.checks.length > 0 && (
        <div className="flex flex-wrap items-center gap-1 text-xl">
          <span className="font-semibold text-slate-300">{t('checks')}: </span>
          <span data-seat-stack="checks" className="flex">
            <FaceDownCards count={shown.checks.length} ruleset={ruleset} kind="check" />
          </span>
        </div>
      )}
      {props.faceDown !== true && shown.checks.length > 0 && (
        <div className="relative flex min-w-0 items-center gap-1 text-xl">
          <span className="sr-only">{t('checks')}:</span>
          <ul data-seat-stack="checks" className="flex min-w-0 gap-0.5">
            {/* Each card its own flex box, so no line's baseline gap stands under it: the seats stay short. */}
            {shown.checks.map((c, i) => (
              <li key={`${c}-${i}`} className="flex min-w-0 last:shrink-0">
                <CheckCard ruleset={ruleset} card={c} size="sm" />
              </li>
            ))}
          </ul>
        </div>
      )}
      </div>
    </li>
  )
}

function MoneyShown(props: { readonly ruleset: RulesetId; readonly seat: Seat; readonly shown: SeatShown }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const { shown, ruleset } = props
  if (shown.money === null) {
    return (
      <span className="font-bold text-slate-200">
        {t('moneyHidden')}
      </span>
    )
  }
  if (RULESETS[ruleset].money === 'cards') {
    const cards = shown.moneyCards ?? []
    if (cards.length === 0) return <span className="font-bold">{t('noMoneyCards')}</span>
    return (
      <>
        <ul className="flex min-w-0 -space-x-6 lg:[zoom:0.8] 2xl:[zoom:1]">
          {cards.map((v) => (
            <li key={v} className="flex min-w-0 last:shrink-0">
              <MoneyCard seat={props.seat} value={v} size="sm" />
            </li>
          ))}
        </ul>
        <span className="font-bold">{t('moneyCards', { count: cards.length, total: formatMoney(locale, ruleset, shown.money) })}</span>
      </>
    )
  }
  return <span className="text-3xl font-black tabular-nums lg:text-xl 2xl:text-2xl">{formatMoney(locale, ruleset, shown.money)}</span>
}
