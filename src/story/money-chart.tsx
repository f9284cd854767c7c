import type { RulesetId } from '../engine/rulesets.ts'
import { formatMoney, formatNumber, useLocale, useT } from '../i18n/i18n.ts'
import { storyMessages } from '../i18n/messages/story.ts'
import { moneyAlt } from '../i18n/story-words.ts'
import { seatColor, seatDash, seatMarker, markerPath, spreadLabels } from './seat-style.ts'
import type { Story } from './story.ts'

const W = 640
const H = 320
// Type is drawn at 19–20 units: at least 16 px once the picture is scaled into a half-width box at 1080p.
const M = { left: 92, right: 130, top: 16, bottom: 52 }

/** Money through the buying phase: one line per player, from the start to the last auction. */
export function MoneyChart(props: { readonly story: Story; readonly ruleset: RulesetId; readonly names: readonly string[] }) {
  const locale = useLocale((s) => s.locale)
  const t = useT(storyMessages)
  const { story, ruleset, names } = props
  const points = story.money[0]?.length ?? 1
  const max = Math.max(1, story.startingMoney)
  const x = (k: number) => M.left + (points <= 1 ? 0 : (k * (W - M.left - M.right)) / (points - 1))
  const y = (v: number) => H - M.bottom - (v * (H - M.top - M.bottom)) / max
  const money = (v: number) => formatMoney(locale, ruleset, v)
  const alt = moneyAlt(locale, { ruleset, names }, story)
  const ends = story.money.map((series, seat) => ({ seat, y: y(series[series.length - 1] ?? 0) })).sort((a, b) => a.y - b.y)
  const labelYs = spreadLabels(
    ends.map((e) => e.y),
    22,
    M.top + 6,
    H - M.bottom,
  )
  const ticks = [0, Math.round(max / 2), max]

  return (
    <figure className="flex flex-col gap-2">
      <svg role="img" aria-label={alt} viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" data-picture="money">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} stroke="#475569" strokeWidth={1} />
            <text x={M.left - 8} y={y(v) + 5} textAnchor="end" fill="#cbd5e1" fontSize={20}>
              {money(v)}
            </text>
          </g>
        ))}
        {Array.from({ length: points }, (_, k) => (
          <text key={k} x={x(k)} y={H - M.bottom + 24} textAnchor="middle" fill="#cbd5e1" fontSize={20}>
            {k === 0 ? t('startLabel') : formatNumber(locale, k)}
          </text>
        ))}
        <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" fill="#94a3b8" fontSize={19}>
          {t('auctionAxis')}
        </text>
        {story.money.map((series, seat) => (
          <g key={seat}>
            <polyline
              points={series.map((v, k) => `${x(k)},${y(v)}`).join(' ')}
              fill="none"
              stroke={seatColor(seat)}
              strokeWidth={3}
              strokeDasharray={seatDash(seat)}
              strokeLinejoin="round"
            />
            {series.map((v, k) => (
              <path key={k} d={markerPath(seatMarker(seat), x(k), y(v), 4)} fill={seatColor(seat)} />
            ))}
          </g>
        ))}
        {ends.map((e, i) => (
          <text key={e.seat} x={W - M.right + 10} y={(labelYs[i] ?? e.y) + 5} fill={seatColor(e.seat)} fontSize={20} fontWeight={700}>
            {names[e.seat]}
          </text>
        ))}
      </svg>
      <details className="text-base">
        <summary className="cursor-pointer font-semibold text-sky-200">{t('showTable')}</summary>
        <div tabIndex={0} className="overflow-x-auto rounded focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400">
          <table className="mt-2 border-collapse text-left tabular-nums">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  {t('seat')}
                </th>
                {Array.from({ length: points }, (_, k) => (
                  <th key={k} scope="col" className="px-2 py-1">
                    {k === 0 ? t('startLabel') : `${t('auctionAxis')} ${formatNumber(locale, k)}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {story.money.map((series, seat) => (
                <tr key={seat} className="border-t border-slate-700">
                  <th scope="row" className="px-2 py-1">
                    {names[seat]}
                  </th>
                  {series.map((v, k) => (
                    <td key={k} className="px-2 py-1">
                      {money(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
