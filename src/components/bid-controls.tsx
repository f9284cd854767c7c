import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Action, LegalActions } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { bidMessages } from '../i18n/messages/bid.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { QUICK_RAISES, parseBid, type ShownBidRange } from './bid-range.ts'
import { winCost, passLabel, type HeldCards } from './pass-label.ts'
import { useEditionT } from '../i18n/edition-t.ts'

type AuctionLegal = Extract<LegalActions, { phase: 'auction' }>

const focusRing = 'focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600 focus-visible:ring-offset-2'
/** The first row (pass, the next legal bid): one height all game, whatever its buttons say. */
const ROW_ONE = 'h-24 low:h-[5.25rem] sm:h-[5.25rem] xl:h-24'

const stepButton = `size-12 low:size-11 shrink-0 rounded-xl border-2 border-slate-800 bg-white text-3xl font-black text-slate-900 disabled:border-slate-500 disabled:bg-slate-700 disabled:text-slate-400 ${focusRing}`

/**
 * Bid and pass for the seat whose turn it is, made for fingers and keys: the next legal bid and the
 * quick raises (+2, +5 over the high bid) in one tap each; any other amount typed into the field
 * (a numeric keypad on phones and tablets) or stepped with − and +, then "Bid". Keys: digits type
 * the amount from anywhere in the controls, ↑/↓ step it (Page Up/Down by 5), Enter bids it.
 *
 * `range` comes from `shownBidRange`: with secret money it never depends on the player's money, so
 * nothing here (limits, disabled buttons, messages) tells an onlooker how much the player holds.
 * `turn` changes after every action: the amount then starts again from the new minimum. (The typed
 * amount is kept with the turn it was typed in and read as the minimum on any other turn: neither
 * remounting with a key, which rebuilt the controls' DOM on every bid, nor resetting state during
 * render, which drew the controls twice, both costs in the tap-to-paint time of `npm run perf`.)
 */
export function BidControls(props: {
  readonly ruleset: RulesetId
  readonly legal: AuctionLegal
  readonly range: ShownBidRange | null
  readonly playerName: string
  /** Sold!: the player's money cards, to say what passing or winning costs in cards; null otherwise. */
  readonly held?: HeldCards | null
  readonly onAction: (action: Action) => void
  /** Changes after every action (the game's action count). */
  readonly turn: number
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableMessages)
  const tb = useEditionT(bidMessages)
  const ids = { label: useId(), hint: useId(), cost: useId() }
  const input = useRef<HTMLInputElement>(null)
  const { legal, ruleset, range } = props
  const [typedIn, setTypedIn] = useState<{ readonly turn: number; readonly text: string } | null>(null)
  const draft = typedIn !== null && typedIn.turn === props.turn ? typedIn.text : String(range?.min ?? '')
  const setDraft = (text: string) => setTypedIn({ turn: props.turn, text })
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const held = props.held ?? null
  const pass = passLabel(locale, ruleset, legal.pass, held)
  const bid = (amount: number) => props.onAction({ type: 'bid', player: legal.player, amount })

  const typed = parseBid(draft)
  const problem =
    range === null
      ? null
      : typed === null
        ? tb('amountEmpty')
        : typed < range.min
          ? tb('amountTooLow', { min: money(range.min) })
          : typed > range.max
            ? tb(range.publicCap ? 'amountOverStart' : 'amountTooHigh', { max: money(range.max) })
            : null
  /** − and + (and the arrow keys) from the typed amount, kept within the range. */
  const step = (by: number) => {
    if (range === null) return
    setDraft(String(typed === null ? range.min : Math.min(range.max, Math.max(range.min, typed + by))))
  }
  const submit = () => {
    if (problem === null && typed !== null) bid(typed)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (range === null || e.altKey || e.ctrlKey || e.metaKey) return
    const inField = e.target === input.current
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 5, PageDown: -5 }
    const by = steps[e.key]
    if (by !== undefined) {
      e.preventDefault()
      step(by)
      input.current?.focus()
    } else if (/^\d$/.test(e.key) && !inField) {
      // A digit typed while a button has focus starts a new amount in the field.
      e.preventDefault()
      setDraft(e.key)
      input.current?.focus()
    } else if (e.key === 'Enter' && inField) {
      e.preventDefault()
      // The field lets go of the focus: a phone's keyboard closes before the device goes round.
      input.current?.blur()
      submit()
    }
  }

  const high = range === null ? 0 : range.min - 1
  const quick = range === null ? [] : QUICK_RAISES.map((s) => ({ step: s, amount: high + s })).filter((q, i) => i === 0 || (q.amount > range.min && q.amount <= range.max)).map((q) => {
    const win = winCost(locale, held, q.amount)
    return { ...q, cost: win?.full ?? null, short: win?.short ?? null }
  })

  const passButton = (
    <button
      type="button"
      data-tour="pass"
      onClick={() => props.onAction({ type: 'pass', player: legal.player })}
      className={`${ROW_ONE} w-full overflow-hidden rounded-2xl border-2 border-amber-100 bg-amber-300 px-1.5 py-0.5 font-black text-slate-950 shadow active:bg-amber-400 sm:px-3 ${pass.detail === null ? 'text-lg leading-tight sm:text-xl xl:text-2xl' : 'text-sm leading-[1.05] sm:text-base sm:leading-tight xl:text-2xl'} ${focusRing}`}
    >
      {pass.main}
      {/* The explanation of a pass that costs, inside its button: smaller type, never a taller bar (French runs to four lines of it on a phone). */}
      {pass.detail !== null && <span className="block text-[0.625rem] leading-[1.1] font-semibold sm:text-xs sm:leading-[1.15] xl:text-base">{pass.detail}</span>}
    </button>
  )

  if (range === null) {
    // Pass where it always is; the message where the bid button would be: nothing moves.
    return (
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        {passButton}
        <p className={`${ROW_ONE} flex items-center overflow-hidden rounded-2xl border-2 border-amber-700 bg-amber-50 p-2 text-base leading-tight font-semibold text-amber-950 sm:text-lg`}>
          {t('mustPass', { name: props.playerName })}
        </p>
      </div>
    )
  }

  const [next, ...raises] = quick
  // Pass and the next legal bid side by side, always in the same place; under them the quick raises and any other amount.
  return (
    <div className="flex flex-col gap-1.5 sm:gap-2" onKeyDown={onKeyDown}>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        {passButton}
        {next !== undefined && (
          <button
            type="button"
            data-tour="bid"
            aria-label={`${t('nextBid', { amount: money(next.amount) })}, ${t('nextBidHint')}`}
            aria-describedby={next.cost === null ? undefined : `${ids.cost}-${next.step}`}
            onClick={() => bid(next.amount)}
            className={`${ROW_ONE} w-full overflow-hidden rounded-2xl bg-emerald-700 px-2 py-1 text-2xl leading-tight font-black text-white shadow active:bg-emerald-800 sm:text-3xl ${focusRing}`}
          >
            {t('nextBid', { amount: money(next.amount) })}
            {/* On a wide screen the button says what it is; in Sold! its line is what winning costs in cards (the name still says both). */}
            {next.cost === null && <span className="hidden text-base font-semibold lg:block">{t('nextBidHint')}</span>}
            {next.cost !== null && (
              <span id={`${ids.cost}-${next.step}`} className="block text-sm xl:text-base font-semibold sm:text-base">
                {next.cost}
              </span>
            )}
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-1.5 sm:gap-2 lg:grid-cols-[1fr_1fr_minmax(0,2.2fr)]">
        {raises.map(({ step: s, amount, cost, short }) => (
          <button
            key={s}
            type="button"
            aria-label={tb('quickRaiseLabel', { amount: money(amount), step: money(s) })}
            aria-describedby={cost === null ? undefined : `${ids.cost}-${s}`}
            onClick={() => bid(amount)}
            className={`h-12 low:h-11 xl:h-14 min-w-0 rounded-xl border-2 border-emerald-300 bg-emerald-900 px-1 text-lg leading-tight font-black text-white shadow active:bg-emerald-950 sm:text-xl ${focusRing}`}
          >
            {tb('quickRaise', { amount: money(amount) })}
            <span className="sr-only">
              {' '}
              {tb('quickRaiseStep', { step: money(s) })}
            </span>
            {/* A phone's quick raise is half the bar wide: its cards alone, on one line (the full line is its description). */}
            {cost !== null && (
              <span id={`${ids.cost}-${s}`} className="hidden text-xs xl:text-base font-semibold sm:block sm:text-sm">
                {cost}
              </span>
            )}
            {short !== null && (
              <span aria-hidden="true" className="block text-xs font-semibold sm:hidden">
                {short}
              </span>
            )}
          </button>
        ))}
        {/* A raise that is over the limit keeps its place, so the field never moves. */}
        {raises.length < 2 && Array.from({ length: 2 - raises.length }, (_, i) => <span key={`gap-${i}`} aria-hidden="true" />)}
        <div role="group" aria-labelledby={ids.label} className="relative col-span-2 flex min-w-0 flex-col gap-0.5 lg:col-span-1">
          <span id={ids.label} className="sr-only">
            {tb('otherAmount')}
          </span>
          <div className="flex items-center gap-1.5">
            <button type="button" aria-label={tb('less')} disabled={typed !== null && typed <= range.min} onClick={() => step(-1)} className={stepButton}>
              −
            </button>
            <input
              ref={input}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="go"
              aria-label={tb('amountLabel')}
              aria-describedby={ids.hint}
              aria-invalid={problem !== null}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value.replace(/[^\d]/g, '').slice(0, 4))}
              onFocus={(e) => e.currentTarget.select()}
              className={`h-12 low:h-11 w-16 min-w-0 rounded-xl border-2 bg-white px-1 text-center text-2xl font-black tabular-nums text-slate-900 ${problem === null ? 'border-slate-400' : 'border-red-600'} ${focusRing}`}
            />
            <button type="button" aria-label={tb('more')} disabled={typed !== null && typed >= range.max} onClick={() => step(1)} className={stepButton}>
              +
            </button>
            <button
              type="button"
              disabled={problem !== null}
              aria-describedby={ids.hint}
              onClick={submit}
              aria-label={typed !== null && problem === null ? tb('bidTyped', { amount: money(typed) }) : tb('bidTyped', { amount: '…' })}
              className={`h-12 low:h-11 min-w-0 flex-1 rounded-xl bg-emerald-800 px-2 text-lg font-bold text-white active:bg-emerald-900 disabled:bg-slate-700 disabled:text-slate-300 ${focusRing}`}
            >
              {/* The amount is in the field beside it: said once on screen (the button's name says it again). */}
              {tb('bidField')}
            </button>
          </div>
          {/*
           * On a phone the bar has no line to spare: the keys' hint is for screen readers, and a
           * refused amount's reason lies over the raises above the field until it is put right.
           */}
          <p
            id={ids.hint}
            aria-live="polite"
            className={`text-sm leading-tight xl:text-base ${problem === null ? 'text-slate-300 max-sm:sr-only' : 'font-semibold text-red-200 max-sm:absolute max-sm:inset-x-0 max-sm:bottom-full max-sm:mb-1 max-sm:rounded-lg max-sm:bg-red-950 max-sm:p-2'}`}
          >
            {problem ?? (range.publicCap ? tb('amountKeys') : `${t('upTo', { amount: money(range.max) })} ${tb('amountKeys')}`)}
          </p>
        </div>
      </div>
    </div>
  )
}
