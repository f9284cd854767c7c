import { memo } from 'react'
import type { Seat } from '../engine/types.ts'
import { SUIT_SYMBOL, moneyCardLabel, moneySuit } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { CARD_BOX, type CardSize } from './card-size.ts'

/**
 * Each seat's colour for its money pack. The mark (● ▲ ■ ★ ✚ ✿) tells the packs apart as well,
 * so colour is never the only sign.
 */
const SEAT_FRAMES: readonly string[] = [
  'border-sky-700 bg-sky-50 text-sky-950',
  'border-violet-700 bg-violet-50 text-violet-950',
  'border-orange-700 bg-orange-50 text-orange-950',
  'border-teal-700 bg-teal-50 text-teal-950',
  'border-fuchsia-700 bg-fuchsia-50 text-fuchsia-950',
  'border-lime-700 bg-lime-50 text-lime-950',
]

/**
 * A Sold! money card: a pack of its own, not a playing card. A banknote's double frame in its owner's
 * colour, the value as a number (1–8, no ace) and the owner's mark, so money never reads as one of the
 * ♠♣ properties or ♥♦ checks.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const MoneyCard = memo(function MoneyCard(props: { readonly seat: Seat; readonly value: number; readonly size?: CardSize }) {
  const locale = useLocale((s) => s.locale)
  const size = props.size ?? 'sm'
  const mark = SUIT_SYMBOL[moneySuit(props.seat)]
  const frame = SEAT_FRAMES[props.seat % SEAT_FRAMES.length] as string
  return (
    <span
      role="img"
      aria-label={moneyCardLabel(locale, props.seat, props.value)}
      className={`relative inline-flex shrink-0 flex-col items-center justify-center border-4 border-double shadow-sm ${frame} ${CARD_BOX[size]}`}
    >
      {size === 'sm' ? (
        // Small cards overlap in a hand: value and mark sit in the corner that stays in view.
        <span aria-hidden="true" className="absolute left-1 top-0.5 text-center font-black leading-none tabular-nums">
          {props.value}
          <span className="block font-normal">{mark}</span>
        </span>
      ) : (
        <>
          <span aria-hidden="true" className="absolute left-1 top-0.5 leading-none">
            {mark}
          </span>
          <span aria-hidden="true" className="absolute bottom-0.5 right-1 rotate-180 leading-none">
            {mark}
          </span>
          <span aria-hidden="true" className={`flex items-center justify-center rounded-full border-2 border-current bg-white font-black leading-none tabular-nums ${size === 'md' ? 'size-12 text-3xl' : 'size-16 text-4xl'}`}>
            {props.value}
          </span>
        </>
      )}
    </span>
  )
})
