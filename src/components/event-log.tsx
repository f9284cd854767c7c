import { useEffect, useRef } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import type { GameEvent } from '../engine/types.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { isEchoEvent, narrate } from '../i18n/narrate.ts'
import { rulesWhyMessages } from '../i18n/messages/rules-why.ts'
import { openRules } from '../rules/rules-overlay.ts'
import { ruleFor } from '../rules/why.ts'

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
  const tw = useT(rulesWhyMessages)
  const list = useRef<HTMLDivElement>(null)
  const shown = props.events.filter((e) => !isEchoEvent(e)).slice(-SHOWN)
  /** Whether the newest line is in view: the log then keeps it there when the screen is resized or turned. */
  const atEnd = useRef(true)
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTop = el.scrollHeight
    atEnd.current = true
  }, [shown.length])
  useEffect(() => {
    const el = list.current
    if (el === null || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atEnd.current) el.scrollTop = el.scrollHeight
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
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
        onScroll={(e) => {
          const el = e.currentTarget
          atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 4
        }}
        className="max-h-72 min-h-24 flex-1 overflow-y-auto rounded-lg border-2 border-slate-600 bg-slate-800 p-2 text-base leading-snug text-white focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600"
      >
        <ol>
          {shown.length === 0 && <li className="text-slate-300">{t('logEmpty')}</li>}
          {shown.map((e, i) => {
            const n = props.events.length - shown.length + i
            return (
              <li
                key={n}
                className={`flex items-center gap-2 border-b border-slate-700 py-1 last:border-0 ${i === shown.length - 1 ? 'font-semibold' : ''}`}
              >
                <span id={`event-line-${n}`} className="min-w-0 flex-1">
                  {narrate(e, ctx, locale)}
                </span>
                {/* The rule that produced this line, in the rules reference (which leaves the game as it is). */}
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-describedby={`event-line-${n}`}
                  data-rule={ruleFor(e, props.ruleset)}
                  onClick={() => openRules({ ruleset: props.ruleset, section: ruleFor(e, props.ruleset) })}
                  className="min-h-11 min-w-11 shrink-0 rounded-md border border-slate-400 px-2 text-sm font-normal text-sky-200 underline hover:bg-slate-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400"
                >
                  {tw('why')}
                </button>
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
