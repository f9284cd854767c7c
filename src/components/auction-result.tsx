import type { RulesetId } from '../engine/rulesets.ts'
import type { AuctionResultFacts } from '../engine/table-log.ts'
import { propertyText } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { revealMessages } from '../i18n/messages/reveal.ts'
import { PropertyCard } from './property-card.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The end of an auction, turned up for everyone before the table moves on: who took which property
 * and what it cost. Shown at the top of the next auction (or the first sale round) until its first move.
 */
export function AuctionResult(props: {
  readonly ruleset: RulesetId
  readonly result: AuctionResultFacts
  readonly names: readonly string[]
  /** Draw the properties as cards (the table); in words only where no property may be drawn (the hand-over card). */
  readonly cards?: boolean
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(revealMessages)
  const { ruleset, result } = props
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const headingId = `auction-result-${result.number}`
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-2 border-slate-500 bg-slate-800 p-3">
      <h2 id={headingId} className="mb-1 text-xl font-black sm:mb-2">
        {t('auctionResult', { number: result.number + 1 })}
      </h2>
      {/* Tight on a phone: with five players the bid buttons below must stay in view. */}
      <ul className="grid gap-1 sm:grid-cols-2 sm:gap-2">
        {result.outcomes.map((o) => (
          <li key={o.player} className="flex items-center gap-3">
            {/* The card marked for the motion layer (table-motion.ts `resultMotion`): it flies to its taker's seat. */}
            {props.cards === true && o.property !== null && (
              <span data-result-card={o.player} data-won={o.won ? '' : undefined} className="flex shrink-0">
                <PropertyCard ruleset={ruleset} card={o.property} size="sm" />
              </span>
            )}
            <span className="text-lg">
              {o.property === null
                ? t('tookNothing', { name: props.names[o.player] ?? '' })
                : t(o.won ? 'wonFor' : o.paid > 0 ? 'passedFor' : 'passedFree', {
                    name: props.names[o.player] ?? '',
                    property: propertyText(ruleset, o.property),
                    amount: money(o.paid),
                  })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
