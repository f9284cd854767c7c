import { useEffect, useId, useState } from 'react'
import type { Advice, AdviceOption } from '../bots/advice.ts'
import { HOPELESS, shownChance } from '../bots/advice-precision.ts'
import type { PickStyle } from '../bots/pick-styles.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Seat } from '../engine/types.ts'
import type { GameTable } from '../engine/table-view.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import { useLocale, type Locale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { coachMessages } from '../i18n/messages/coach.ts'
import { askCoach } from '../store/coach-thinker.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The coach of a learners' table: the strong computer player's reading of the acting seat's choice,
 * each option with its chance of winning the game and a reason in words. The reading is asked for
 * with that seat's own view and the public log only (`askCoach`, in a worker). With secret money it
 * shows only while the player holds the button, as their money does; the screens mount it only on
 * that seat's turn (and in the sale, only on that seat's private pick screen).
 */
export interface CoachPanelProps {
  readonly table: GameTable
  readonly seat: Seat
  readonly name: string
  /** Hide the reading behind a hold-to-see button (it depends on the player's secret money). */
  readonly hidden: boolean
}

type Status = { readonly kind: 'thinking' } | { readonly kind: 'ready'; readonly advice: Advice | null } | { readonly kind: 'failed' }

/** One reading per position and seat, however often the panel mounts (a hold, a re-render). */
const readings = new WeakMap<GameTable, Map<Seat, Promise<Advice | null>>>()

function readingFor(table: GameTable, seat: Seat): Promise<Advice | null> {
  let bySeat = readings.get(table)
  if (bySeat === undefined) {
    bySeat = new Map()
    readings.set(table, bySeat)
  }
  let reading = bySeat.get(seat)
  if (reading === undefined) {
    // The coach reads the table as the seat to act may know it, and nothing more.
    const { view, legal, log } = table.seat(seat)
    reading = askCoach({ view, legal, seat, seed: `coach:${view.actionCount}:${seat}`, log })
    bySeat.set(seat, reading)
  }
  return reading
}

export function CoachPanel(props: CoachPanelProps) {
  const t = useEditionT(coachMessages)
  const headingId = useId()
  const { table, seat } = props
  const [status, setStatus] = useState<{ readonly for: GameTable; readonly seat: Seat; readonly status: Status } | null>(null)
  const [held, setHeld] = useState(false)

  useEffect(() => {
    let live = true
    // Set once per position and seat.
    const settle = (next: Status) => {
      if (live) setStatus((prev) => (prev !== null && prev.for === table && prev.seat === seat && prev.status.kind !== 'thinking' ? prev : { for: table, seat, status: next }))
    }
    readingFor(table, seat).then(
      (advice) => settle({ kind: 'ready', advice }),
      () => settle({ kind: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [table, seat])

  const current: Status = status !== null && status.for === table && status.seat === seat ? status.status : { kind: 'thinking' }
  if (current.kind === 'ready' && current.advice === null) return null

  const body = () => {
    if (current.kind === 'thinking') {
      return (
        <p role="status" className="text-lg">
          <span aria-hidden="true" className="mr-2 inline-block motion-safe:animate-pulse">●</span>
          {t('thinking')}
        </p>
      )
    }
    if (current.kind === 'failed' || current.advice === null) return <p role="alert">{t('failed')}</p>
    return <CoachReading ruleset={table.onlookers.view.ruleset} names={table.onlookers.view.seats.map((s) => s.name)} advice={current.advice} />
  }

  const hide = () => setHeld(false)
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-4 border-violet-300 bg-violet-950 p-4 text-white short:p-3">
      <h2 id={headingId} className="text-xl font-black">
        {t('heading')}
      </h2>
      <p className="mb-3 text-base text-violet-100 short:mb-2 short:text-sm">{t('honest', { name: props.name })}</p>
      {props.hidden ? (
        <>
          <button
            type="button"
            aria-pressed={held}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture?.(e.pointerId)
              setHeld(true)
            }}
            onPointerUp={hide}
            onPointerCancel={hide}
            onLostPointerCapture={hide}
            onContextMenu={(e) => e.preventDefault()}
            onKeyDown={(e) => {
              if (e.key === ' ' || e.key === 'Enter') {
                e.preventDefault()
                setHeld(true)
              }
            }}
            onKeyUp={(e) => {
              if (e.key === ' ' || e.key === 'Enter') hide()
            }}
            onBlur={hide}
            className="min-h-12 touch-none select-none rounded-lg border-2 border-white bg-white px-4 py-2 text-base font-semibold text-violet-950 focus-ring aria-pressed:bg-violet-800 aria-pressed:text-white"
          >
            {t('holdToSee')}
          </button>
          {held && <div className="mt-3">{body()}</div>}
        </>
      ) : (
        body()
      )}
    </section>
  )
}

function percent(locale: Locale, x: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(Number.isFinite(x) ? x : 0)
}

const orLists = new Map<Locale, Intl.ListFormat>()
/** "$1,000, $2,000 or $3,000". */
function orList(locale: Locale, items: readonly string[]): string {
  let format = orLists.get(locale)
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'disjunction' })
    orLists.set(locale, format)
  }
  return format.format(items)
}

export function CoachReading(props: { readonly ruleset: RulesetId; readonly names: readonly string[]; readonly advice: Advice }) {
  const t = useEditionT(coachMessages)
  const locale = useLocale((s) => s.locale)
  const { ruleset, advice } = props
  const reads = advice.pickReads
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const property = (card: number) => propertyText(ruleset, card)
  const name = props.names[advice.seat] ?? ''
  /** A chance of winning, rounded to what its samples support (never "100%" nor "0%"). */
  const chance = (o: AdviceOption): string => {
    const shown = shownChance(o.win, o.samples)
    if (shown.kind === 'almost-sure') return t('chanceAlmostSure')
    if (shown.kind === 'almost-none') return t('chanceAlmostNone')
    if (shown.kind === 'over' || shown.kind === 'under') return t(shown.kind === 'over' ? 'chanceOver' : 'chanceUnder', { chance: percent(locale, shown.percent / 100) })
    return t(shown.about ? 'chanceAbout' : 'chance', { chance: percent(locale, shown.percent / 100) })
  }
  const label = (o: AdviceOption): string => {
    switch (o.kind) {
      case 'pass':
        return t('pass')
      case 'bid': {
        if (o.limits.length > 1) {
          if (o.limits.includes(null)) return t('bidAnyLimit', { amount: money(o.amount) })
          return t('bidUpTo', { amount: money(o.amount), limit: orList(locale, o.limits.map((l) => money(l ?? 0))) })
        }
        return o.upTo === null ? t('bid', { amount: money(o.amount) }) : t('bidUpTo', { amount: money(o.amount), limit: money(o.upTo) })
      }
      case 'pay':
        return t('pay', { cards: o.cards.map((c) => money(c)).join(' + ') })
      case 'pick':
        return t('sell', { property: property(o.property) })
    }
  }
  const reason = (o: AdviceOption): string => {
    switch (o.kind) {
      case 'pass':
        if (o.property === null) return o.bid > 0 ? t('passReasonNoneBack', { bid: money(o.bid) }) : t('passReasonNone')
        if (o.toCome === 0) return t('passReasonLast', { property: property(o.property), cost: money(o.cost) })
        return t(o.cost === 0 ? 'passReasonFree' : 'passReason', { property: property(o.property), cost: money(o.cost), count: o.toCome })
      case 'bid': {
        const limit = o.limits.length > 1 ? null : o.upTo
        const params = { amount: money(o.amount), share: percent(locale, o.shareOfMoney), property: property(o.top), cost: money(o.costIfOutbid) }
        const outbid = o.freeIfFirstToPass ? t('outbidScarce', params) : t('outbidCost', params)
        const aim = limit === null ? t('bidReason', params) : t('bidUpToReason', { ...params, limit: money(limit) })
        return `${aim} ${outbid}`
      }
      case 'pay':
        return o.kept.length === 0
          ? t('payReasonNone', { paid: o.cards.map((c) => money(c)).join(' + ') })
          : t('payReason', { paid: o.cards.map((c) => money(c)).join(' + '), kept: o.kept.map((c) => money(c)).join(' + '), count: o.cardsKept, amount: money(o.moneyKept) })
      case 'pick': {
        const likely = o.checks.reduce((a, b) => (b.chance > a.chance ? b : a), o.checks[0] ?? { check: 0, chance: 0 })
        return t('pickReason', { property: property(o.property), check: checkText(locale, ruleset, likely.check), chance: percent(locale, likely.chance) })
      }
    }
  }
  if (advice.hopeless) {
    return (
      <p className="rounded-xl border-2 border-violet-400 p-3 text-lg">
        {t('hopeless', { name, chance: percent(locale, HOPELESS) })}
      </p>
    )
  }
  const tie = advice.tied.length > 1
  const everyTie = tie && advice.tied.length === advice.options.length
  const whys = advice.options.map(reason)
  const options = (
    <ol className="flex flex-col gap-2 xl:gap-1.5 short:gap-1.5">
      {advice.options.map((o, i) => {
        const best = !tie && i === advice.best
        const tied = tie && advice.tied.includes(i)
        // Two lines in a row for the same reason (the same bid, read with different limits) say it once.
        const why = whys[i] as string
        const sameWhy = i > 0 && whys[i - 1] === why
        return (
          <li key={i} className={`rounded-xl border-2 p-3 xl:py-2 short:px-2.5 short:py-1.5 ${best || tied ? 'border-amber-300 bg-violet-800' : 'border-violet-400'}`}>
            <p className="flex flex-wrap items-baseline gap-x-3 text-lg short:text-base">
              <span className="font-black">{label(o)}</span>
              <span>{chance(o)}</span>
              {best && (
                <span className="rounded-full bg-amber-300 px-2 text-base font-bold text-slate-950">
                  <span aria-hidden="true">★ </span>
                  {t('best')}
                </span>
              )}
              {tied && !everyTie && <span className="rounded-full border-2 border-amber-300 px-2 text-base font-bold">{t('tieBadge')}</span>}
            </p>
            {!sameWhy && <p className="text-base text-violet-100 short:text-sm">{why}</p>}
            {o.kind === 'pick' && (
              <div className="mt-1">
                <p className="text-base text-violet-100">{t('checksHeading')}</p>
                <ul className="flex flex-wrap gap-x-4 text-base">
                  {o.checks.map((c, k) => (
                    <li key={k}>{t('checkChance', { check: checkText(locale, ruleset, c.check), chance: percent(locale, c.chance) })}</li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
  const tieLine = tie && (
    <p className="mb-2 text-lg font-bold short:mb-1.5 short:text-base">
      {everyTie ? t('tieAll') : t('tieSome', { options: formatList(locale, advice.tied.map((i) => label(advice.options[i] as AdviceOption))) })}
    </p>
  )
  if (reads.length === 0) {
    return (
      <>
        {tieLine}
        {options}
      </>
    )
  }
  return (
    <>
      <div className="mb-3">
        <p className="text-base text-violet-100">{t('readsHeading')}</p>
        <ul className="text-base">
          {reads.map((r) => (
            <li key={r.seat}>
              {t(STYLE_MESSAGE[r.style], { name: props.names[r.seat] ?? '' })} {t('readSure', { chance: percent(locale, r.chance) })}
            </li>
          ))}
        </ul>
      </div>
      {tieLine}
      {options}
    </>
  )
}

/** What the coach says of a player who picks in each way. */
const STYLE_MESSAGE = {
  mixed: 'styleMixed',
  sound: 'styleSound',
  rank: 'styleRank',
  extreme: 'styleExtreme',
  random: 'styleRandom',
} as const satisfies Record<PickStyle, string>
