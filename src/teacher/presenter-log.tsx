import { useLayoutEffect, useRef } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import { useLocale } from '../i18n/i18n.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { isEchoEvent, narrate } from '../i18n/narrate.ts'
import type { Step } from './timeline.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The narrated log in large type: every line is a button that goes to its move, and the lines
 * of the current move are highlighted. Later moves stay hidden unless asked for, so a lesson
 * does not give away what comes next. The log never scrolls: it shows the lines round the current
 * move that fit its height whole (the oldest give way first); the step controls reach the rest.
 */
export function PresenterLog(props: {
  readonly steps: readonly Step[]
  readonly current: number
  readonly ruleset: RulesetId
  readonly names: readonly string[]
  readonly showLater: boolean
  readonly onShowLater: (show: boolean) => void
  readonly onJump: (step: number) => void
  /** The first step whose lines show (a live game played as the box: the round on the table). */
  readonly from?: number
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const box = useRef<HTMLOListElement>(null)
  const ctx = { ruleset: props.ruleset, names: props.names }
  const last = props.showLater ? props.steps.length - 1 : props.current
  // Moves, not steps: a move that ends a sale round is three steps of one move.
  const later = (props.steps.at(-1)?.move ?? 0) - (props.steps[props.current]?.move ?? 0)

  useLayoutEffect(() => {
    const list = box.current
    if (list === null) return
    const fit = () => {
      const items = [...list.children].filter((c): c is HTMLElement => c instanceof HTMLElement)
      const firstHere = Math.max(0, items.findIndex((item) => item.querySelector('[aria-current="step"]') !== null))
      // The order lines give way in: the oldest, down to the current move's first; then the latest, from the end.
      const order = [...items.slice(0, firstHere), ...items.slice(firstHere).reverse()]
      const hideFirst = (k: number) => order.forEach((item, i) => (item.hidden = i < k))
      const fits = () => list.scrollHeight <= list.clientHeight + 1
      hideFirst(0)
      if (fits()) return
      // Hiding one more line never makes the list taller, so the fewest to hide are found by halving:
      // a few layouts a step, not one a hidden line.
      let over = 0
      let enough = order.length
      while (enough - over > 1) {
        const mid = (over + enough) >> 1
        hideFirst(mid)
        if (fits()) enough = mid
        else over = mid
      }
      hideFirst(enough)
    }
    fit()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(fit)
    observer.observe(list)
    return () => observer.disconnect()
  })
  const lines = props.steps.slice(props.from ?? 0, last + 1).flatMap((step) =>
    step.events
      .map((event, i) => ({ event, key: `${step.index}-${i}`, step: step.index, move: step.move }))
      .filter((line) => !isEchoEvent(line.event)),
  )

  return (
    // On a projector the log takes the height its column leaves (not its lines' height, which the fit below changes).
    <section aria-labelledby="presenter-log-heading" className="flex min-h-0 flex-col gap-2 lg:flex-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="presenter-log-heading" className="text-2xl font-black short:text-xl">
          {t('logHeading')}
        </h2>
        {later > 0 || props.showLater ? (
          <button
            type="button"
            aria-pressed={props.showLater}
            className="min-h-11 rounded-lg border-2 border-slate-300 px-3 text-lg font-semibold"
            onClick={() => props.onShowLater(!props.showLater)}
          >
            {props.showLater ? t('hideLater') : t('showLater')}
          </button>
        ) : null}
      </div>
      <ol ref={box} className="flex max-h-[40dvh] min-h-0 flex-1 flex-col overflow-hidden rounded-xl border-2 border-slate-600 bg-slate-950 p-2 lg:max-h-none short:p-1">
        {lines.map((line) => {
          const here = line.step === props.current
          const future = line.step > props.current
          return (
            <li key={line.key}>
              <button
                type="button"
                aria-current={here ? 'step' : undefined}
                onClick={() => props.onJump(line.step)}
                className={`relative block w-full rounded-lg px-3 py-2 text-left text-2xl leading-snug lg:px-2 lg:py-1 lg:text-lg xl:text-xl 2xl:text-2xl short:py-0.5 short:text-base ${
                  here
                    ? 'border-l-8 border-amber-300 bg-amber-100 font-bold text-slate-950'
                    : future
                      ? 'text-slate-300 italic hover:bg-slate-800'
                      : 'text-white hover:bg-slate-800'
                }`}
              >
                <span className="sr-only">{line.move === 0 ? t('stepDeal') : t('goToMove', { step: line.move })}: </span>
                {narrate(line.event, ctx, locale)}
              </button>
            </li>
          )
        })}
      </ol>
      {/* A short screen leaves the log its room: the button above says that later moves are hidden. */}
      {!props.showLater && later > 0 && <p className="text-lg text-slate-300 short:sr-only">{t('laterHidden', { count: later })}</p>}
    </section>
  )
}
