import { memo } from 'react'
import { checkValue, playingCard } from '../engine/cards.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { checkLabel, isPlayingCards } from '../i18n/card-text.ts'
import { useLocale, useT, type Translate } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { cardMessages } from '../i18n/messages/cards.ts'
import { chequeMessages } from '../i18n/messages/cheque.ts'
import { CHECK_BOX, FACE_SVG, u, type CardSize } from './card-size.ts'
import { PlayingCardFace } from './playing-card.tsx'

/** "twelve thousand dollars": a For Sale cheque's amount (in thousands) in words. */
export function amountInWords(t: Translate<(typeof chequeMessages)['en']>, thousands: number): string {
  if (thousands === 0) return t('zeroInWords')
  const number = t('numbers').split('|')[thousands] ?? String(thousands)
  return t('amountInWords', { number })
}

/** `textLength` for a line of `chars` characters at `fontSize` that must fit `max` units (about `em` of the size a character). */
const fit = (chars: number, fontSize: number, max: number, em = 0.55) => (chars * fontSize * em > max ? u(max) : undefined)

/** A banknote's seal: a scalloped rosette, twelve points round (x, y). */
function sealPath(x: number, y: number, r: number): string {
  let d = ''
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12
    const rr = i % 2 === 0 ? r : r * 0.85
    d += `${i === 0 ? 'M' : 'L'}${u(x + rr * Math.sin(a))} ${u(y - rr * Math.cos(a))}`
  }
  return `${d}Z`
}

const SEAL = sealPath(1.4, 2.5, 1.0)

/** A For Sale cheque, 9×5 units: a seal, the bank, the amount large in figures and in words; a refused one grey, a red stamp across it and a large 0 in its seal. */
function ChequeFace(props: { readonly amount: string; readonly words: string; readonly bank: string; readonly refusedWord: string; readonly refused: boolean; readonly className?: string }) {
  const { amount, words, bank, refused } = props
  return (
    <g data-layout="full" className={props.className}>
      <path d="M0.2 0.2h8.6v4.6h-8.6zM0.4 0.4h8.2v4.2h-8.2z" className="fill-none stroke-current" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      <path d={SEAL} className={refused ? 'fill-slate-300 stroke-current' : 'fill-emerald-200 stroke-current'} strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      {refused ? (
        <text x="1.4" y="3.1" fontSize="1.6" textAnchor="middle" className="fill-current font-black">
          0
        </text>
      ) : (
        // A little house: the bank lends on property.
        <path d="M0.9 2.4L1.4 1.9L1.9 2.4V3.0H0.9Z" className="fill-current" />
      )}
      <text x="2.6" y="1.2" fontSize="0.7" textLength={fit(bank.length, 0.7, 6)} lengthAdjust="spacingAndGlyphs" className="fill-current font-semibold italic">
        {bank}
      </text>
      <text x="8.5" y="3.0" fontSize="1.7" textAnchor="end" textLength={fit(amount.length, 1.7, 5.8, 0.66)} lengthAdjust="spacingAndGlyphs" className="fill-current font-black">
        {amount}
      </text>
      <text x="2.6" y="4.2" fontSize="0.6" textLength={fit(words.length, 0.6, 5.9)} lengthAdjust="spacingAndGlyphs" className="fill-current">
        {words}
      </text>
      <path d="M2.6 4.4h5.9" className="stroke-current" strokeWidth="1.0" vectorEffect="non-scaling-stroke" strokeDasharray="0.1 0.1" />
      {refused && (
        <g data-stamp="" transform="rotate(-9.5 5.0 3.6)">
          <path d="M3.0 2.9h4.0v1.4h-4.0z" className="fill-white/85 stroke-red-700" strokeWidth="0.2" />
          <text x="5.0" y="3.9" fontSize="0.9" textAnchor="middle" textLength={fit(props.refusedWord.length, 0.9, 3.6)} lengthAdjust="spacingAndGlyphs" className="fill-red-800 font-black uppercase">
            {props.refusedWord}
          </text>
        </g>
      )}
    </g>
  )
}

/** A narrow cheque (under 6 rem): the amount alone, large; a refused one struck through in red. */
function CompactCheque(props: { readonly amount: string; readonly refused: boolean; readonly className?: string }) {
  return (
    <g data-layout="compact" className={props.className}>
      <path d="M0.3 0.3h8.4v4.4h-8.4z" className="fill-none stroke-current" strokeWidth="0.1" />
      <text x="4.5" y="3.4" fontSize="2.4" textAnchor="middle" textLength={fit(props.amount.length, 2.4, 8, 0.66)} lengthAdjust="spacingAndGlyphs" className="fill-current font-black">
        {props.amount}
      </text>
      {props.refused && <path d="M0.6 4.4L8.4 0.6" className="stroke-red-700" strokeWidth="0.4" strokeLinecap="round" />}
    </g>
  )
}

/**
 * A check: a Sold! heart or diamond worth its rank, or a For Sale cheque drawn as a banknote: its
 * amount large in figures and (from the middle size up) in words, a 0 grey with a large 0 and
 * stamped "refused". `size` sets the width (`fill`: the slot's width); the height follows the shape.
 * Memoised: the table draws itself again on every move, a card only when it changes.
 */
export const CheckCard = memo(function CheckCard(props: {
  readonly ruleset: RulesetId
  readonly card: Card
  readonly size?: CardSize
  /** Extra classes for the card's box (a slot's own width, a shadow, a ring). */
  readonly className?: string
}) {
  const locale = useLocale((s) => s.locale)
  const t = useT(cardMessages)
  const tc = useT(chequeMessages)
  const size = props.size ?? 'md'
  const label = checkLabel(locale, props.ruleset, props.card)
  if (isPlayingCards(props.ruleset)) {
    const c = playingCard(props.card, 'check')
    const value = checkValue(props.ruleset, props.card)
    return <PlayingCardFace rank={c.rank} suit={c.suit} label={label} size={size} note={t('worth', { value })} className={props.className} />
  }
  const refused = props.card === 0
  const amount = formatMoney(locale, props.ruleset, props.card)
  const full = (className?: string) => (
    <ChequeFace amount={amount} words={amountInWords(tc, props.card)} bank={tc('bank')} refusedWord={t('refused')} refused={refused} className={className} />
  )
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-block shrink-0 overflow-hidden border-2 shadow-sm ${CHECK_BOX[size]} ${
        refused ? 'border-slate-700 bg-slate-100 text-slate-800' : 'border-emerald-900 bg-emerald-50 text-emerald-950'
      } ${props.className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox="0.0 0.0 9.0 5.0" className={FACE_SVG}>
        {size === 'sm' ? (
          <CompactCheque amount={amount} refused={refused} />
        ) : size === 'fill' ? (
          <>
            {full('@max-[6rem]:hidden')}
            <CompactCheque amount={amount} refused={refused} className="hidden @max-[6rem]:inline" />
          </>
        ) : (
          full()
        )}
      </svg>
    </span>
  )
})
