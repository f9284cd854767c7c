import { memo } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import type { GameEvent } from '../engine/types.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { isEchoEvent, narrate } from '../i18n/narrate.ts'
import { rulesWhyMessages } from '../i18n/messages/rules-why.ts'
import { openRules } from '../rules/rules-overlay.ts'
import { ruleFor } from '../rules/why.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/** How many of the latest lines the log keeps on screen. */
const SHOWN = 200

/**
 * The game so far in plain words, oldest first, scrolled so the newest line shows.
 * A polite live region: screen readers hear each new line without losing their place.
 * The list sits in a reversed flex column, whose scroll position starts at its end and stays there
 * as lines are added (or the screen is turned): no script reads the layout after every move to keep
 * the newest line in view, which had cost each tap a forced layout.
 */
export function EventLog(props: {
  readonly events: readonly GameEvent[]
  readonly ruleset: RulesetId
  readonly names: readonly string[]
  readonly className?: string
}) {
  const t = useEditionT(tableMessages)
  // Each line keyed by its event's place in the game: a line keeps its key (and is not drawn again) as
  // the game goes on, whatever events the log leaves out come after it.
  const shown = props.events.flatMap((e, n) => (isEchoEvent(e) ? [] : [{ e, n }])).slice(-SHOWN)
  return (
    <section aria-labelledby="event-log-heading" className={`flex min-h-0 flex-col ${props.className ?? ''}`}>
      <h2 id="event-log-heading" className="mb-1 text-lg font-bold">
        {t('logHeading')}
      </h2>
      <div
        role="log"
        aria-live="polite"
        aria-labelledby="event-log-heading"
        tabIndex={0}
        className="flex max-h-72 min-h-24 flex-1 flex-col-reverse overflow-y-auto rounded-lg border-2 border-slate-600 bg-slate-800 p-2 text-base leading-snug text-white focus-ring-sky-600"
      >
        {/* The auto margin keeps a short list at the top; a long one overflows upwards, where it scrolls. */}
        <ol className="mb-auto">
          {shown.length === 0 && <li className="text-slate-300">{t('logEmpty')}</li>}
          {shown.map(({ e, n }, i) => (
            <LogLine key={n} n={n} event={e} ruleset={props.ruleset} names={props.names} newest={i === shown.length - 1} />
          ))}
        </ol>
      </div>
    </section>
  )
}

interface LogLineProps {
  /** The line's place in the game's events, for its id. */
  readonly n: number
  readonly event: GameEvent
  readonly ruleset: RulesetId
  readonly names: readonly string[]
  readonly newest: boolean
}

/** Screens pass the players' names as a fresh array on every move: equal names are the same names. */
const sameLine = (a: LogLineProps, b: LogLineProps): boolean =>
  a.n === b.n &&
  a.event === b.event &&
  a.ruleset === b.ruleset &&
  a.newest === b.newest &&
  a.names.length === b.names.length &&
  a.names.every((name, i) => name === b.names[i])

/** One line of the log; drawn again only when it changes (not on every move of the game). */
const LogLine = memo(function LogLine(props: LogLineProps) {
  const locale = useLocale((s) => s.locale)
  const tw = useT(rulesWhyMessages)
  const { n, event, ruleset } = props
  const rule = ruleFor(event, ruleset)
  return (
    <li className={`flex items-center gap-2 border-b border-slate-700 py-1 last:border-0 ${props.newest ? 'font-semibold' : ''}`}>
      <span id={`event-line-${n}`} className="min-w-0 flex-1">
        {narrate(event, { ruleset, names: props.names }, locale)}
      </span>
      {/* The rule that produced this line, in the rules reference (which leaves the game as it is). */}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-describedby={`event-line-${n}`}
        data-rule={rule}
        onClick={() => openRules({ ruleset, section: rule })}
        className="min-h-11 min-w-11 shrink-0 rounded-md border border-slate-400 px-2 text-sm font-normal text-sky-200 underline hover:bg-slate-700 focus-ring"
      >
        {tw('why')}
      </button>
    </li>
  )
}, sameLine)
