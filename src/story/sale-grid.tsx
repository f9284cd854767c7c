import { useId } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import { useLocale } from '../i18n/i18n.ts'
import { formatNumber } from '../i18n/numbers.ts'
import { storyMessages } from '../i18n/messages/story.ts'
import { seatColor } from './seat-style.ts'
import type { Story } from './story.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/** The sale rounds as a grid: a row per round, the checks from highest, who sold what for each. */
export function SaleGrid(props: { readonly story: Story; readonly ruleset: RulesetId; readonly names: readonly string[] }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(storyMessages)
  const { story, ruleset, names } = props
  const columns = Math.max(0, ...story.rounds.map((r) => r.sales.length))
  const captionId = useId()
  return (
    <>
      <p id={captionId} className="text-base text-slate-300">
        {t('salesCaption')}
      </p>
      <div tabIndex={0} className="overflow-x-auto rounded focus-ring">
        <table aria-labelledby={captionId} className="w-full border-separate border-spacing-1 text-left" data-picture="sales">
          <thead>
            <tr>
              <td />
              {Array.from({ length: columns }, (_, i) => (
                <th key={i} scope="col" className="px-2 text-sm font-semibold text-slate-300">
                  {t('saleN', { n: formatNumber(locale, i + 1) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {story.rounds.map((round) => (
              <tr key={round.round}>
                <th scope="row" className="whitespace-nowrap pr-2 text-base font-bold">
                  {round.sweep ? t('sweep') : t('roundN', { n: formatNumber(locale, round.round + 1) })}
                </th>
                {round.sales.map((s, i) => (
                  <td
                    key={i}
                    className="min-w-24 rounded-lg border-l-8 bg-slate-800 px-2 py-1 text-base leading-tight"
                    style={{ borderLeftColor: seatColor(s.player) }}
                  >
                    <bdi className="block font-bold">{names[s.player]}</bdi>
                    <span className="whitespace-nowrap tabular-nums">
                      {propertyText(ruleset, s.property)} → {checkText(locale, ruleset, s.check)}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
