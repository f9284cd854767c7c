import { useState } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Action, LegalActions } from '../engine/types.ts'
import { formatMoney, useLocale, useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { passLabel } from './pass-label.ts'

type AuctionLegal = Extract<LegalActions, { phase: 'auction' }>

const focusRing = 'focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600 focus-visible:ring-offset-2'

/**
 * Bid and pass for the seat whose turn it is, made for fingers: the next legal bid in one tap,
 * a stepper up to the player's money, and a pass button that says what passing does.
 * Only what `legalActions` allows is enabled. With secret money the stepper's limit (the
 * player's money) is never written out, so an onlooker does not read it off the screen.
 * `turn` changes after every action: the stepper then starts again from the new minimum. (State is
 * reset during render rather than by remounting with a key, which rebuilt the controls' DOM on
 * every bid and was a large part of the bid-tap-to-paint time measured by `npm run perf`.)
 */
export function BidControls(props: {
  readonly ruleset: RulesetId
  readonly legal: AuctionLegal
  readonly playerName: string
  readonly secretMoney: boolean
  readonly onAction: (action: Action) => void
  /** Changes after every action (the game's action count). */
  readonly turn: number
}) {
  const locale = useLocale((s) => s.locale)
  const t = useT(tableMessages)
  const { legal, ruleset } = props
  const range = legal.bid
  const [amount, setAmount] = useState(range?.min ?? 0)
  const [amountTurn, setAmountTurn] = useState(props.turn)
  if (amountTurn !== props.turn) {
    setAmountTurn(props.turn)
    setAmount(range?.min ?? 0)
  }
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const pass = passLabel(locale, ruleset, legal.pass)
  const clamp = (n: number) => (range ? Math.min(range.max, Math.max(range.min, n)) : 0)
  const value = clamp(amount)

  return (
    <div className="flex flex-col gap-3">
      {range === null ? (
        <p className="rounded-lg border-2 border-amber-700 bg-amber-50 p-3 text-lg font-semibold text-amber-950">
          {t('mustPass', { name: props.playerName })}
        </p>
      ) : (
        <>
          <button
            type="button"
            aria-label={`${t('nextBid', { amount: money(range.min) })}, ${t('nextBidHint')}`}
            onClick={() => props.onAction({ type: 'bid', player: legal.player, amount: range.min })}
            className={`min-h-20 w-full rounded-2xl bg-emerald-700 px-6 py-3 text-3xl font-black text-white shadow active:bg-emerald-800 ${focusRing}`}
          >
            {t('nextBid', { amount: money(range.min) })}
            <span className="block text-base font-semibold">{t('nextBidHint')}</span>
          </button>
          <div role="group" aria-labelledby="bid-stepper-label" className="flex flex-wrap items-center gap-2">
            <span id="bid-stepper-label" className="sr-only">
              {t('stepperLabel')}
            </span>
            <button
              type="button"
              aria-label={t('less')}
              disabled={value <= range.min}
              onClick={() => setAmount(value - 1)}
              className={`size-16 rounded-xl border-2 border-slate-800 bg-white text-4xl font-black text-slate-900 disabled:border-slate-500 disabled:bg-slate-700 disabled:text-slate-400 ${focusRing}`}
            >
              −
            </button>
            <output
              aria-live="polite"
              aria-labelledby="bid-stepper-label"
              className="min-w-28 rounded-xl border-2 border-slate-400 bg-white px-3 py-3 text-center text-3xl font-black tabular-nums text-slate-900"
            >
              {money(value)}
            </output>
            <button
              type="button"
              aria-label={t('more')}
              disabled={value >= range.max}
              onClick={() => setAmount(value + 1)}
              className={`size-16 rounded-xl border-2 border-slate-800 bg-white text-4xl font-black text-slate-900 disabled:border-slate-500 disabled:bg-slate-700 disabled:text-slate-400 ${focusRing}`}
            >
              +
            </button>
            <button
              type="button"
              onClick={() => props.onAction({ type: 'bid', player: legal.player, amount: value })}
              className={`min-h-16 flex-1 rounded-xl bg-emerald-800 px-5 text-2xl font-bold text-white active:bg-emerald-900 ${focusRing}`}
            >
              {t('bidAmount', { amount: money(value) })}
            </button>
          </div>
          {!props.secretMoney && <p className="text-base text-slate-300">{t('upTo', { amount: money(range.max) })}</p>}
        </>
      )}
      <button
        type="button"
        onClick={() => props.onAction({ type: 'pass', player: legal.player })}
        className={`min-h-20 w-full rounded-2xl border-4 border-amber-100 bg-amber-300 px-6 py-3 text-2xl font-black text-slate-950 shadow active:bg-amber-400 ${focusRing}`}
      >
        {pass.main}
        {pass.detail !== null && <span className="block text-base font-semibold">{pass.detail}</span>}
      </button>
    </div>
  )
}
