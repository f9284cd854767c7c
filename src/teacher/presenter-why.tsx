import type { GameEvent } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { narrate } from '../i18n/narrate.ts'
import { explainEvent, type ExplainContext } from './explain.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The current move in words and why it happened ("Why?"), one pair of lines per event: a band above
 * the table that grows to its text, never clipping or scrolling it (the felt under it gives way).
 */
export function PresenterWhy(props: { readonly events: readonly GameEvent[]; readonly ctx: ExplainContext }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(teacherMessages)
  const { events, ctx } = props
  const names = { ruleset: ctx.ruleset, names: ctx.names }
  return (
    <section
      aria-labelledby="presenter-why"
      aria-live="polite"
      className="relative shrink-0 rounded-2xl border-4 border-sky-300 bg-slate-800 px-4 py-3 lg:px-3 lg:py-2"
    >
      <h2 id="presenter-why" className="sr-only">
        {t('explainHeading')}
      </h2>
      <ul className="flex flex-col gap-2 lg:gap-1">
        {events.map((event, i) => {
          const why = explainEvent(event, ctx, locale)
          return (
            <li key={i} className="text-2xl leading-snug lg:text-lg xl:text-xl 2xl:text-2xl short:text-lg">
              <p className="font-black">{narrate(event, names, locale)}</p>
              {why !== null && (
                <p className="text-sky-100">
                  <span className="font-bold text-sky-300">{t('explainHeading')} </span>
                  {why}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
