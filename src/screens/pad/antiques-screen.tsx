import { useId, useState } from 'react'
import {
  ANTIQUE_CATEGORIES,
  MAX_EVENTS,
  countDealer,
  currentValue,
  finalCount,
  halfPrices,
  showcaseCap,
  type AntiqueCategory,
  type AntiqueItem,
  type EventsInForce,
} from '../../engine/antiques.ts'
import { isMoneyAmount } from '../../engine/antiques-request.ts'
import { categoryText, formatDollars, itemText, stepsText } from '../../i18n/antiques-text.ts'
import { useLocale, useT } from '../../i18n/i18n.ts'
import { formatList } from '../../i18n/list-format.ts'
import { antiquesMessages } from '../../i18n/messages/antiques.ts'
import { padMessages } from '../../i18n/messages/pad.ts'
import { openRules } from '../../rules/rules-overlay.ts'
import { ANTIQUES_ROUNDS, NO_EVENTS_SHOWING, type AntiquesDealer, type AntiquesPad } from '../../store/pad-games.ts'
import { AntiqueItemFields, EMPTY_DRAFT, draftFace, type ItemDraft } from './antique-item-fields.tsx'
import { useEditionT } from '../../i18n/edition-t.ts'

const itemOf = (draft: ItemDraft, face: number): AntiqueItem => ({ category: draft.category, face, special: draft.special, damaged: draft.damaged })

function Stepper(props: { label: string; value: number; min: number; max: number; lessLabel: string; moreLabel: string; onChange: (n: number) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="min-w-0 text-base">{props.label}</span>
      <span className="flex shrink-0 items-center gap-2">
        <button type="button" className="btn btn-secondary min-w-12 px-3" aria-label={props.lessLabel} disabled={props.value <= props.min} onClick={() => props.onChange(props.value - 1)}>
          −
        </button>
        <output className="w-8 text-center text-xl font-bold" aria-label={props.label}>
          {props.value}
        </output>
        <button type="button" className="btn btn-secondary min-w-12 px-3" aria-label={props.moreLabel} disabled={props.value >= props.max} onClick={() => props.onChange(props.value + 1)}>
          +
        </button>
      </span>
    </div>
  )
}

/** Antique Dealer's SOLD beside the box: the value calculator for mid-game arguments, and the final count. */
export function AntiquesScreen(props: { game: AntiquesPad; onChange: (game: AntiquesPad) => void; onHome: () => void; saveProblem: string | null }) {
  const { game } = props
  const t = useT(antiquesMessages)
  const tp = useEditionT(padMessages)
  const locale = useLocale((s) => s.locale)
  const money = (n: number) => formatDollars(locale, n)
  const [tab, setTab] = useState<'calculator' | 'count'>(game.finished ? 'count' : 'calculator')
  const [draft, setDraft] = useState<ItemDraft>({ ...EMPTY_DRAFT, faceText: '1000' })
  const [showcased, setShowcased] = useState(1)
  const [dealer, setDealer] = useState(0)
  const [newItem, setNewItem] = useState<ItemDraft>(EMPTY_DRAFT)
  /** Cash as typed, per dealer; only a valid amount reaches the count. */
  const [cashText, setCashText] = useState<readonly string[]>(() => game.dealers.map((d) => (d.cash === null ? '' : String(d.cash))))
  const ids = { cash: useId(), cashHint: useId(), cashError: useId() }

  const change = (next: Partial<AntiquesPad>) => props.onChange({ ...game, ...next })
  const setDealerData = (index: number, d: AntiquesDealer) => change({ dealers: game.dealers.map((old, i) => (i === index ? d : old)) })
  const setEvents = (category: AntiqueCategory, events: EventsInForce) => change({ events: { ...game.events, [category]: events } })
  const goRound = (round: number) =>
    // Each dealer's new event covers the old one during the next round: the events showing start afresh.
    change({ round, events: round > game.round ? NO_EVENTS_SHOWING : game.events })

  const eventsShown = ANTIQUE_CATEGORIES.flatMap((c) => {
    const e = game.events[c]
    if (e.doubles === 0 && e.halves === 0) return []
    const net = e.doubles - e.halves
    const category = categoryText(locale, c)
    if (net === 0) return [t('eventsEntryCancel', { category })]
    return [t(net > 0 ? 'eventsEntry' : 'eventsEntryHalf', { category, factor: 2 ** Math.abs(net) })]
  })

  const face = draftFace(draft)
  const events = game.events[draft.category]
  const item = face === null ? null : itemOf(draft, face)
  const worked = item === null ? null : currentValue(item, events)
  const cap = item === null ? null : showcaseCap(item, events, showcased)
  const halves = item === null ? null : halfPrices(item, events)

  const d = game.dealers[dealer] as AntiquesDealer
  const cashTyped = cashText[dealer] ?? ''
  const cashNumber = Number(cashTyped)
  const cashBad = cashTyped.trim() !== '' && !(isMoneyAmount(cashNumber) && cashNumber >= 0)
  const setCash = (text: string) => {
    setCashText((all) => all.map((c, i) => (i === dealer ? text : c)))
    const n = Number(text)
    if (text.trim() !== '' && isMoneyAmount(n) && n >= 0) setDealerData(dealer, { ...d, cash: n })
  }
  const newFace = draftFace(newItem)
  const counted = countDealer({ name: d.name, cash: d.cash ?? 0, items: d.items })
  const missingCash = game.dealers.filter((x) => x.cash === null).map((x) => x.name)
  const all = finalCount(game.dealers.map((x) => ({ name: x.name, cash: x.cash ?? 0, items: x.items })))
  const best = all.dealers.find((x) => all.winners.includes(x.name))

  const tabButton = (id: 'calculator' | 'count', label: string) => (
    <button
      type="button"
      aria-pressed={tab === id}
      onClick={() => setTab(id)}
      className={`min-h-12 grow rounded-xl border-4 px-4 text-lg font-bold sm:grow-0 ${tab === id ? 'border-sky-800 bg-sky-800 text-white' : 'border-white bg-white text-slate-900'}`}
    >
      {label}
    </button>
  )

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-10">
      <header className="flex flex-wrap items-center gap-4">
        <button type="button" className="btn btn-secondary" onClick={props.onHome}>
          <span aria-hidden="true">←</span> {tp('home')}
        </button>
        <h1 className="text-3xl font-black sm:text-4xl">{t('title')}</h1>
        <button type="button" aria-haspopup="dialog" className="btn btn-secondary ml-auto" onClick={() => openRules({ section: 'antiques.value' })}>
          <span aria-hidden="true">§</span> {t('rulesButton')}
        </button>
      </header>
      <p className="text-lg text-slate-200">{t('intro')}</p>
      {props.saveProblem !== null && (
        <p role="alert" className="rounded-xl border-4 border-amber-500 bg-amber-100 p-4 text-lg font-semibold text-slate-950">
          {props.saveProblem}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 text-slate-900">
        <button type="button" className="btn btn-secondary" disabled={game.round <= 1} onClick={() => goRound(game.round - 1)}>
          <span aria-hidden="true">←</span> {t('previousRound')}
        </button>
        <p className="grow text-center text-2xl font-black" aria-live="polite">
          {t('round', { number: game.round, total: ANTIQUES_ROUNDS })}
        </p>
        <button type="button" className="btn btn-secondary" disabled={game.round >= ANTIQUES_ROUNDS} onClick={() => goRound(game.round + 1)}>
          {t('nextRound')} <span aria-hidden="true">→</span>
        </button>
      </div>

      <div role="group" aria-label={t('tabs')} className="flex flex-wrap gap-3">
        {tabButton('calculator', t('calculatorTab'))}
        {tabButton('count', t('countTab'))}
      </div>

      {tab === 'calculator' ? (
        <section aria-label={t('calculatorTab')} className="flex flex-col gap-5 rounded-2xl bg-white p-5 text-slate-900">
          {worked !== null && (
            // On a phone the full answer is a scroll away: its figure stays in view (screen readers get the answer below).
            <p aria-hidden="true" className="sticky top-2 z-10 -mb-12 self-end rounded-full bg-sky-800 px-4 py-2 text-lg font-black text-white shadow-lg sm:hidden">
              {money(worked.value)}
            </p>
          )}
          <AntiqueItemFields draft={draft} onChange={setDraft} idPrefix="calc" />

          <fieldset className="min-w-0 rounded-xl border-2 border-slate-300 p-4">
            <legend className="px-1 text-lg font-semibold">{t('eventsTitle', { category: categoryText(locale, draft.category) })}</legend>
            <p className="mb-2 text-base text-slate-700">{t('eventsHint')}</p>
            <div className="flex flex-col gap-2">
              <Stepper
                label={t('doubles')}
                value={events.doubles}
                min={0}
                max={MAX_EVENTS}
                lessLabel={t('lessEvents', { what: t('doubles') })}
                moreLabel={t('moreEvents', { what: t('doubles') })}
                onChange={(n) => setEvents(draft.category, { ...events, doubles: n })}
              />
              <Stepper
                label={t('halves')}
                value={events.halves}
                min={0}
                max={MAX_EVENTS}
                lessLabel={t('lessEvents', { what: t('halves') })}
                moreLabel={t('moreEvents', { what: t('halves') })}
                onChange={(n) => setEvents(draft.category, { ...events, halves: n })}
              />
            </div>
            <p className="mt-2 text-base font-semibold">{eventsShown.length === 0 ? t('eventsNone') : t('eventsInForce', { list: formatList(locale, eventsShown) })}</p>
          </fieldset>

          <Stepper
            label={t('showcased')}
            value={showcased}
            min={1}
            max={20}
            lessLabel={t('lessEvents', { what: t('showcased') })}
            moreLabel={t('moreEvents', { what: t('showcased') })}
            onChange={setShowcased}
          />

          {worked !== null && cap !== null && halves !== null && (
            <div role="status" className="flex flex-col gap-3 rounded-xl bg-sky-50 p-4">
              <p className="text-lg">
                {t('currentValue')} <strong className="text-3xl font-black">{money(worked.value)}</strong>
              </p>
              <p className="text-lg">{stepsText(locale, worked.steps)}</p>
              <p className="text-lg">
                <span className="font-semibold">{t('showcaseCap')}</span>{' '}
                {cap.factor === 1
                  ? t('capPlain', { cap: money(cap.value) })
                  : t('capFactor', { cap: money(cap.value), value: money(cap.currentValue), factor: cap.factor, count: showcased })}
              </p>
              <div>
                <p className="text-lg font-semibold">{t('halfPrices')}</p>
                <ul className="list-disc pl-6 text-lg">
                  <li>{t('halfCurrent', { amount: money(halves.ofCurrentValue) })}</li>
                  {halves.repair !== null && <li>{t('halfRepair', { amount: money(halves.repair) })}</li>}
                  {halves.fakeBought !== null && <li>{t('halfFake', { amount: money(halves.fakeBought) })}</li>}
                </ul>
              </div>
            </div>
          )}
        </section>
      ) : (
        <section aria-label={t('countTab')} className="flex flex-col gap-5 rounded-2xl bg-white p-5 text-slate-900">
          <div role="group" aria-label={t('dealers')} className="flex flex-wrap gap-2">
            {game.dealers.map((x, i) => (
              <button
                key={x.name}
                type="button"
                aria-pressed={i === dealer}
                onClick={() => setDealer(i)}
                className={`min-h-12 rounded-xl border-4 px-4 text-lg font-semibold ${i === dealer ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 bg-white text-slate-900'}`}
              >
                <bdi>{x.name}</bdi>
              </button>
            ))}
          </div>

          <div>
            <label htmlFor={ids.cash} className="block text-lg font-semibold">
              {t('cash', { name: d.name })}
            </label>
            <input
              id={ids.cash}
              type="number"
              inputMode="numeric"
              min={0}
              step={50}
              value={cashTyped}
              aria-invalid={cashBad}
              aria-describedby={cashBad ? `${ids.cashHint} ${ids.cashError}` : ids.cashHint}
              onChange={(e) => setCash(e.currentTarget.value)}
              className={`mt-1 min-h-12 w-40 rounded-lg border-2 px-3 text-xl ${cashBad ? 'border-red-700 bg-red-50' : 'border-slate-400'}`}
            />
            <p id={ids.cashHint} className="mt-1 text-base text-slate-700">
              {t('cashHint')}
            </p>
            {cashBad && (
              <p id={ids.cashError} className="text-base font-semibold text-red-800">
                {t('cashBad')}
              </p>
            )}
          </div>

          <form
            noValidate
            className="flex flex-col gap-3 rounded-xl border-2 border-slate-300 p-4"
            aria-label={t('addItemTitle', { name: d.name })}
            onSubmit={(e) => {
              e.preventDefault()
              if (newFace === null) return
              setDealerData(dealer, { ...d, items: [...d.items, itemOf(newItem, newFace)] })
              setNewItem({ ...newItem, faceText: '', special: null, damaged: false })
            }}
          >
            <h2 className="text-xl font-bold">{t('addItemTitle', { name: d.name })}</h2>
            <AntiqueItemFields draft={newItem} onChange={setNewItem} idPrefix="count" />
            <button type="submit" className="btn btn-primary self-start" disabled={newFace === null}>
              {t('addItem')}
            </button>
          </form>

          <div>
            <h2 className="mb-2 text-xl font-bold">{t('itemsOf', { name: d.name })}</h2>
            {d.items.length === 0 ? (
              <p className="text-base text-slate-700">{t('noItems')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {d.items.map((it, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className="min-h-11 rounded-lg border-2 border-emerald-800 bg-emerald-50 px-3 text-base font-semibold"
                      aria-label={t('removeItem', { item: itemText(locale, it) })}
                      onClick={() => setDealerData(dealer, { ...d, items: d.items.filter((_, j) => j !== i) })}
                    >
                      {itemText(locale, it)} <span aria-hidden="true">✕</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div role="region" aria-labelledby="antiques-breakdown-caption" tabIndex={0} className="overflow-x-auto focus-ring">
            <table className="w-full border-collapse text-left text-base sm:text-lg">
              <caption id="antiques-breakdown-caption" className="mb-2 text-left text-xl font-bold">
                {t('breakdownCaption', { name: d.name })}
              </caption>
              <thead>
                <tr className="border-b-2 border-slate-400">
                  <th scope="col" className="py-2 pr-2">
                    {t('collection')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    {t('items')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    {t('sum')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    {t('rounded')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    {t('factor')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ANTIQUE_CATEGORIES.map((c) => {
                  const col = counted.collections[c]
                  if (col === undefined) return null
                  return (
                    <tr key={c} className="border-b border-slate-200">
                      <th scope="row" className="py-2 pr-2 font-semibold">
                        {categoryText(locale, c)}
                      </th>
                      <td className="py-2 pr-2 text-right">{col.items}</td>
                      <td className="py-2 pr-2 text-right">{money(col.sum)}</td>
                      <td className="py-2 pr-2 text-right">{money(col.rounded)}</td>
                      <td className="py-2 pr-2 text-right">×{col.factor}</td>
                      <td className="py-2 text-right font-bold">{money(col.value)}</td>
                    </tr>
                  )
                })}
                <tr className="border-b border-slate-200">
                  <th scope="row" colSpan={5} className="py-2 pr-2 font-semibold">
                    {t('cashLine')}
                  </th>
                  <td className="py-2 text-right">{d.cash === null ? '–' : money(d.cash)}</td>
                </tr>
                <tr className="border-b border-slate-200">
                  <th scope="row" colSpan={5} className="py-2 pr-2 font-semibold">
                    {t('damagedLine', { count: counted.damagedItems })}
                  </th>
                  <td className="py-2 text-right">{money(counted.damaged)}</td>
                </tr>
                <tr className="border-b-2 border-slate-400">
                  <th scope="row" colSpan={5} className="py-2 pr-2 text-xl font-black">
                    {t('totalLine')}
                  </th>
                  <td className="py-2 text-right text-xl font-black">{money(counted.total)}</td>
                </tr>
              </tbody>
            </table>
            {counted.fakeItems > 0 && <p className="mt-2 text-base">{t('fakesLine', { count: counted.fakeItems })}</p>}
          </div>

          <table className="w-full border-collapse text-left text-lg">
            <caption className="mb-2 text-left text-xl font-bold">{t('summaryCaption')}</caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
                <th scope="col" className="py-2 pr-2">
                  {t('dealer')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {all.dealers.map((x, i) => (
                <tr key={x.name} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-2 font-semibold">
                    <bdi>{x.name}</bdi>
                  </th>
                  <td className="py-2 text-right font-bold">{game.dealers[i]?.cash === null ? '–' : money(x.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          {missingCash.length > 0 ? (
            <p className="rounded-xl border-4 border-amber-500 bg-amber-50 p-4 text-lg font-semibold">{t('missingCash', { names: formatList(locale, missingCash) })}</p>
          ) : (
            best !== undefined && (
              <p className="rounded-xl bg-sky-50 p-4 text-2xl font-black">
                {all.winners.length > 1
                  ? t('winnerShared', { names: formatList(locale, all.winners), total: money(best.total) })
                  : t('winnerOne', { name: best.name, total: money(best.total) })}
              </p>
            )
          )}

          {game.finished ? (
            <p role="status" className="rounded-xl border-4 border-emerald-700 bg-emerald-50 p-4 text-lg font-semibold">
              {t('finishedNote')}
            </p>
          ) : (
            <button type="button" className="btn btn-primary btn-big" disabled={missingCash.length > 0} onClick={() => change({ finished: true })}>
              {t('finish')}
            </button>
          )}
        </section>
      )}
    </main>
  )
}
