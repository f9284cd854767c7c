import { memo } from 'react'
import { checkValue, playingCard } from '../engine/cards.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { checkLabel, isPlayingCards } from '../i18n/card-text.ts'
import { formatMoney, useLocale, useT, type Translate } from '../i18n/i18n.ts'
import { cardMessages } from '../i18n/messages/cards.ts'
import { chequeMessages } from '../i18n/messages/cheque.ts'
import { CHECK_BOX, type CardSize } from './card-size.ts'
import { PlayingCardFace } from './playing-card.tsx'

/** "twelve thousand dollars": a For Sale cheque's amount (in thousands) in words. */
export function amountInWords(t: Translate<'numbers' | 'amountInWords' | 'zeroInWords'>, thousands: number): string {
  if (thousands === 0) return t('zeroInWords')
  const number = t('numbers').split('|')[thousands] ?? String(thousands)
  return t('amountInWords', { number })
}

/**
 * A check: a Sold! heart or diamond worth its rank, or a For Sale cheque with its amount in figures
 * and (from the middle size up) in words, a 0 stamped "refused".
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const CheckCard = memo(function CheckCard(props: { readonly ruleset: RulesetId; readonly card: Card; readonly size?: CardSize }) {
  const locale = useLocale((s) => s.locale)
  const t = useT(cardMessages)
  const tc = useT(chequeMessages)
  const size = props.size ?? 'md'
  const label = checkLabel(locale, props.ruleset, props.card)
  if (isPlayingCards(props.ruleset)) {
    const c = playingCard(props.card, 'check')
    const value = checkValue(props.ruleset, props.card)
    return <PlayingCardFace rank={c.rank} suit={c.suit} label={label} size={size} note={t('worth', { value })} />
  }
  const refused = props.card === 0
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-flex shrink-0 flex-col justify-between overflow-hidden border-2 py-0.5 shadow-sm ${size === 'sm' ? 'px-0.5' : 'px-1.5'} ${CHECK_BOX[size]} ${
        refused ? 'border-slate-700 bg-slate-100 text-slate-800' : 'border-emerald-900 bg-emerald-50 text-emerald-950'
      } bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.04)_6px_7px)]`}
    >
      {size === 'lg' && (
        <span aria-hidden="true" className="truncate text-sm font-semibold italic sm:text-base">
          {tc('bank')}
        </span>
      )}
      {/* "11.000 $" is two characters wider than "$11,000": no side padding on the small cheque, so no digit is cut. */}
      <span aria-hidden="true" className={`max-w-full self-end whitespace-nowrap rounded border border-current bg-white font-black leading-tight tabular-nums ${size === 'sm' ? 'px-0.5 tracking-tight' : 'px-1'}`}>
        {formatMoney(locale, props.ruleset, props.card)}
      </span>
      {size !== 'sm' && (
        <span aria-hidden="true" className="border-b border-dotted border-current text-sm leading-none sm:text-base sm:leading-tight">
          {amountInWords(tc, props.card)}
        </span>
      )}
      {refused && (
        <span
          aria-hidden="true"
          // Not in capitals: "RECHAZADO" is wider than the small cheque and lost its first and last letters.
          className={`absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 -rotate-12 whitespace-nowrap rounded border-2 border-red-700 bg-white/80 px-0.5 font-black leading-tight text-red-800 ${size === 'sm' ? 'text-sm xl:text-base' : 'text-lg'}`}
        >
          {t('refused')}
        </span>
      )}
    </span>
  )
})
