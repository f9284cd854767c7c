import { useMemo, useState } from 'react'
import type { GameEvent, PlayerView } from '../engine/types.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { cardTracker } from '../table-info/card-tracker.ts'
import { useEditionT } from '../i18n/edition-t.ts'

const chip = 'rounded-md border-2 border-slate-500 bg-slate-900 px-1.5 text-base font-bold tabular-nums'

/**
 * The memory aid's card tracker, folded into one line until opened so the table's main action stays
 * in view; folded, its contents are not drawn at all (nothing to lay out on each move).
 */
export function CardTrackerPanel(props: { readonly view: PlayerView; readonly events: readonly GameEvent[]; readonly className?: string }) {
  const t = useEditionT(tableInfoMessages)
  const [open, setOpen] = useState(false)
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={`rounded-xl border-2 border-slate-500 bg-slate-800 text-white ${props.className ?? ''}`}
      data-testid="card-tracker"
    >
      <summary className="min-h-11 cursor-pointer rounded-xl px-3 py-2 text-base font-bold sm:text-lg focus-ring">
        {t('tracker')}
      </summary>
      {open && <TrackerBody view={props.view} events={props.events} />}
    </details>
  )
}

/** What the tracker says, built from the onlooker's view and the public log only (`cardTracker`). */
function TrackerBody(props: { readonly view: PlayerView; readonly events: readonly GameEvent[] }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(tableInfoMessages)
  const { view } = props
  const ruleset = view.ruleset
  const tracker = useMemo(() => cardTracker(view, props.events), [view, props.events])
  const money = (n: number) => formatMoney(locale, ruleset, n)

  const remainder = (unseen: number, toCome: number) => {
    if (unseen === 0) return t('noneLeft')
    if (toCome === 0) return t('allAside')
    if (unseen === toCome) return t('toComeOnly', { toCome })
    return t('toComeAndAside', { toCome, aside: unseen - toCome })
  }
  /** Equal checks once each, with how many are unseen (For Sale has two of each value). */
  const checkGroups: { card: number; count: number }[] = []
  for (const c of tracker.unseenChecks) {
    const last = checkGroups[checkGroups.length - 1]
    if (last !== undefined && last.card === c) last.count++
    else checkGroups.push({ card: c, count: 1 })
  }

  return (
      <div className="flex flex-col gap-3 px-3 pb-3 text-base">
        <p className="text-slate-200">{t('trackerHint')}</p>
        <section aria-labelledby="tracker-properties">
          <h3 id="tracker-properties" className="font-bold">
            {t('unseenProperties', { count: tracker.unseenProperties.length })}
          </h3>
          <p className="text-slate-200">{remainder(tracker.unseenProperties.length, tracker.propertiesToCome)}</p>
          {tracker.unseenProperties.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1">
              {tracker.unseenProperties.map((c) => (
                <li key={c} className={chip}>
                  {propertyText(ruleset, c)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="tracker-checks">
          <h3 id="tracker-checks" className="font-bold">
            {t('unseenChecks', { count: tracker.unseenChecks.length })}
          </h3>
          <p className="text-slate-200">{remainder(tracker.unseenChecks.length, tracker.checksToCome)}</p>
          {checkGroups.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1">
              {checkGroups.map((g) => (
                <li key={g.card} className={chip}>
                  {checkText(locale, ruleset, g.card)}
                  {g.count > 1 && <span className="ml-1 font-semibold text-slate-200">{t('timesCount', { count: g.count })}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="tracker-players">
          <h3 id="tracker-players" className="font-bold">
            {t('byPlayer')}
          </h3>
          {tracker.spent === null && <p className="text-slate-200">{t('spentSecret')}</p>}
          <ul className="mt-1 grid gap-2 sm:grid-cols-2">
            {view.seats.map((seat, i) => {
              const bought = tracker.purchases.filter((p) => p.player === i)
              const checks = tracker.checks[i] ?? []
              return (
                <li key={i} className="rounded-lg border-2 border-slate-600 p-2">
                  <p className="text-lg font-black"><bdi>{seat.name}</bdi></p>
                  <p>
                    <span className="font-semibold text-slate-200">{t('bought')}: </span>
                    {bought.length === 0
                      ? t('nothingBought')
                      : bought.map((p, k) => (
                          <span key={p.property} className="whitespace-nowrap">
                            {t('boughtItem', { property: propertyText(ruleset, p.property), price: money(p.price) })}
                            {k < bought.length - 1 ? ', ' : ''}
                          </span>
                        ))}
                  </p>
                  {tracker.spent !== null && <p className="font-semibold">{t('spent', { amount: money(tracker.spent[i] ?? 0) })}</p>}
                  {checks.length > 0 && (
                    <p>
                      <span className="font-semibold text-slate-200">{t('checksWon')}: </span>
                      {checks.map((c) => checkText(locale, ruleset, c)).join(', ')}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      </div>
  )
}
