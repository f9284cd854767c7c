import type { RulesetId } from '../engine/rulesets.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import { isolate, useLocale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { storyMessages } from '../i18n/messages/story.ts'
import { bargainAlt, bestBuyText } from './story-words.ts'
import { markerPath, seatColor, seatMarker } from './seat-style.ts'
import type { Deal, Story } from './story.ts'
import { fitText, textWidth } from './text-fit.ts'
import { useEditionT } from '../i18n/edition-t.ts'

const W = 640
const H = 400
// Type is drawn at 19–20 units: at least 16 px once the picture is scaled into a half-width box at 1080p.
const FONT = 20
/** The margins; the left one grows with the widest amount on the check axis (`left`). */
const M = { right: 48, top: 24, bottom: 64 }

/**
 * Every property: the price paid (across) against the check it sold for (up). The diagonal is
 * "sold for what it cost": points above it are bargains, below it overpays; the best buy is named.
 */
export function BargainChart(props: { readonly story: Story; readonly ruleset: RulesetId; readonly names: readonly string[] }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(storyMessages)
  const { story, ruleset, names } = props
  const ctx = { ruleset, names }
  const sold = story.deals.filter((d): d is Deal & { checkValue: number } => d.checkValue !== null)
  const max = Math.max(1, ...sold.map((d) => Math.max(d.price, d.checkValue)))
  const money = (v: number) => formatMoney(locale, ruleset, v)
  const ticks = [0, Math.round(max / 2), max]
  // "15.000 $" is wider than "$15,000": the axis makes room for the widest amount in this language,
  // and the price axis's last amount, centred on the right edge of the plot, stays inside the picture.
  const left = Math.max(80, 40 + Math.max(...ticks.map((v) => textWidth(money(v), FONT))))
  const right = Math.max(M.right, textWidth(money(max), FONT) / 2 + 6)
  const x = (v: number) => left + (v * (W - left - right)) / max
  const y = (v: number) => H - M.bottom - (v * (H - M.top - M.bottom)) / max
  const best = story.bestBuy
  const worst = story.worstBuy
  const alt = bargainAlt(locale, ctx, story)
  /** "Ann: 30 → $15,000" in the room there is, the name shortened first (the caption below says it in full). */
  const dealLabel = (d: Deal, room: number) => {
    const deal = `: ${propertyText(ruleset, d.property)} → ${checkText(locale, ruleset, d.check as number)}`
    return `${isolate(fitText(names[d.player] ?? '', FONT, Math.max(FONT, room - textWidth(deal, FONT))))}${deal}`
  }

  return (
    <figure className="flex flex-col gap-2">
      <svg role="img" aria-label={alt} viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" data-picture="bargains">
        <polygon points={`${x(0)},${y(0)} ${x(0)},${y(max)} ${x(max)},${y(max)}`} fill="#14532d" opacity={0.45} />
        <polygon points={`${x(0)},${y(0)} ${x(max)},${y(0)} ${x(max)},${y(max)}`} fill="#7f1d1d" opacity={0.35} />
        {ticks.map((v) => (
          <g key={v}>
            <text x={left - 8} y={y(v) + 5} textAnchor="end" fill="#cbd5e1" fontSize={FONT}>
              {money(v)}
            </text>
            {/* Low enough that the two axes' "$0" at the corner keep clear of each other. */}
            <text x={x(v)} y={H - M.bottom + 30} textAnchor="middle" fill="#cbd5e1" fontSize={FONT}>
              {money(v)}
            </text>
          </g>
        ))}
        <line x1={x(0)} y1={y(0)} x2={x(max)} y2={y(max)} stroke="#e2e8f0" strokeWidth={2} strokeDasharray="6 4" />
        <text x={(left + W - right) / 2} y={H - 6} textAnchor="middle" fill="#94a3b8" fontSize={19}>
          {t('priceAxis')}
        </text>
        {/* Turned on its side, the label's letters rise to the left of its line: 20 units keeps them in the picture. */}
        <text transform={`translate(20 ${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle" fill="#94a3b8" fontSize={19}>
          {t('checkAxis')}
        </text>
        {sold.map((d) => (
          <path key={`${d.player}-${d.property}`} d={markerPath(seatMarker(d.player), x(d.price), y(d.checkValue), 6)} fill={seatColor(d.player)} stroke="#0f172a" strokeWidth={1} />
        ))}
        {[best, worst].map((d, i) =>
          d === null || d.checkValue === null ? null : (
            <g key={i}>
              <circle cx={x(d.price)} cy={y(d.checkValue)} r={13} fill="none" stroke="#fff" strokeWidth={2.5} />
              <text
                x={x(d.price) + (d.price > max * 0.6 ? -18 : 18)}
                y={y(d.checkValue) + (d.checkValue > max * 0.9 ? 22 : -12)}
                textAnchor={d.price > max * 0.6 ? 'end' : 'start'}
                fill="#fff"
                fontSize={FONT}
                fontWeight={700}
              >
                {dealLabel(d, d.price > max * 0.6 ? x(d.price) - 18 - left : W - x(d.price) - 18)}
              </text>
            </g>
          ),
        )}
      </svg>
      <figcaption className="flex flex-col gap-1 text-lg">
        <span className="text-slate-300">{t('evenLine')}</span>
        {best !== null && <strong className="text-emerald-300">{bestBuyText(locale, ctx, best, 'bestBuy')}</strong>}
        {worst !== null && <span className="text-rose-300">{bestBuyText(locale, ctx, worst, 'worstBuy')}</span>}
        <span className="flex flex-wrap gap-x-4 gap-y-1" aria-hidden="true">
          {names.map((name, seat) => (
            <span key={seat} className="inline-flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
              <svg viewBox="0 0 16 16" className="size-4 shrink-0">
                <path d={markerPath(seatMarker(seat), 8, 8, 5)} fill={seatColor(seat)} />
              </svg>
              <bdi className="min-w-0">{name}</bdi>
            </span>
          ))}
        </span>
      </figcaption>
      <details className="text-base">
        <summary className="cursor-pointer font-semibold text-sky-200">{t('showTable')}</summary>
        <div tabIndex={0} className="overflow-x-auto rounded focus-ring">
          <table className="mt-2 border-collapse text-left tabular-nums">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">{t('seat')}</th>
                <th scope="col" className="px-2 py-1">{t('propertyColumn')}</th>
                <th scope="col" className="px-2 py-1">{t('priceAxis')}</th>
                <th scope="col" className="px-2 py-1">{t('checkAxis')}</th>
              </tr>
            </thead>
            <tbody>
              {story.deals.map((d) => (
                <tr key={`${d.player}-${d.property}`} className="border-t border-slate-700">
                  <td className="px-2 py-1"><bdi>{names[d.player]}</bdi></td>
                  <th scope="row" className="px-2 py-1">{propertyText(ruleset, d.property)}</th>
                  <td className="px-2 py-1">{money(d.price)}</td>
                  <td className="px-2 py-1">{d.check === null ? '—' : checkText(locale, ruleset, d.check)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
