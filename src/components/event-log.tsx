import { useEffect, useRef } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import type { GameEvent } from '../engine/types.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { isEchoEvent, narrate } from '../i18n/narrate.ts'

/** How many of the latest lines the log keeps on screen. */
const SHOWN = 200

/**
 * The game so far in plain words, oldest first, scrolled so the newest line shows.
 * A polite live region: screen readers hear each new line without losing their place.
 */
export function EventLog(props: {
  readonly events: readonly GameEvent[]
  readonly ruleset: RulesetId
  readonly names: readonly string[]
  readonly className?: string
}) {
  const locale = useLocale((s) => s.locale)
  const t = useT(tableMessages)
  const list = useRef<HTMLDivElement>(null)
  const shown = props.events.filter((e) => !isEchoEvent(e)).slice(-SHOWN)
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTop = el.scrollHeight
  }, [shown.length])
  const ctx = { ruleset: props.ruleset, names: props.names }
  return (
    <section aria-labelledby="event-log-heading" className={`flex min-h-0 flex-col ${props.className ?? ''}`}>
      <h2 id="event-log-heading" className="mb-1 text-lg font-bold">
        {t('logHeading')}
      </h2>
      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-labelledby="event-log-heading"
        tabIndex={0}
        className="max-h-72 min-h-24 flex-1 overflow-y-auto rounded-lg border-2 border-slate-600 bg-slate-800 p-2 text-base leading-snug text-white focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600"
      >
        <ol>
          {shown.length === 0 && <li className="text-slate-300">{t('logEmpty')}</li>}
          {shown.map((e, i) => (
            <li
              key={props.events.length - shown.length + i}
              className={`border-b border-slate-700 py-1 last:border-0 ${i === shown.length - 1 ? 'font-semibold' : ''}`}
            >
              {narrate(e, ctx, locale)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
