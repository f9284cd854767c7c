import { memo } from 'react'
import type { Rank } from '../engine/cards.ts'
import { RED_SUITS, SUIT_SYMBOL, suitName, type SuitKey } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { CARD_BIG_SYMBOL, CARD_BOX, type CardSize } from './card-size.ts'

/**
 * A playing card's face: rank and suit symbol in the corner, the suit large in the middle and
 * the suit's name under it, so suits are told apart by shape and word, never by colour alone.
 * The whole face is one image for screen readers, named by `label`.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const PlayingCardFace = memo(function PlayingCardFace(props: {
  readonly rank: Rank
  readonly suit: SuitKey
  readonly label: string
  readonly size?: CardSize
  /** Extra line under the suit (e.g. a Sold! check's worth). */
  readonly note?: string
}) {
  const locale = useLocale((s) => s.locale)
  const size = props.size ?? 'md'
  const red = RED_SUITS.includes(props.suit)
  const symbol = SUIT_SYMBOL[props.suit]
  return (
    <span
      role="img"
      aria-label={props.label}
      className={`relative inline-flex shrink-0 flex-col items-center justify-center border-2 border-slate-800 bg-white shadow-sm ${CARD_BOX[size]} ${red ? 'text-red-700' : 'text-slate-900'}`}
    >
      <span aria-hidden="true" className="absolute left-1 top-0.5 font-bold leading-none">
        {props.rank}
        {size !== 'sm' && <span className="block text-center">{symbol}</span>}
      </span>
      {size === 'sm' ? (
        <span aria-hidden="true" className="mt-3 leading-none">
          {symbol}
        </span>
      ) : (
        <>
          <span aria-hidden="true" className={`leading-none ${CARD_BIG_SYMBOL[size]}`}>
            {symbol}
          </span>
          {/* On a middle-sized card a long suit name ("DIAMANTES") only fits set closer and smaller. */}
          <span
            aria-hidden="true"
            className={`mt-0.5 font-semibold uppercase ${size === 'md' ? 'text-[0.55rem] tracking-tight' : 'text-[0.6rem] tracking-wide'}`}
          >
            {suitName(locale, props.suit)}
          </span>
          {props.note !== undefined && (
            <span aria-hidden="true" className="text-[0.65rem] font-semibold text-slate-700">
              {props.note}
            </span>
          )}
        </>
      )}
    </span>
  )
})
