import type { RulesetId } from '../engine/rulesets.ts'
import { isolate, useLocale } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { storyMessages } from '../i18n/messages/story.ts'
import { moneyAlt } from './story-words.ts'
import { seatColor, seatDash, seatMarker, markerPath, spreadLabels } from './seat-style.ts'
import type { Story } from './story.ts'
import { fitText, textWidth } from './text-fit.ts'
import { useEditionT } from '../i18n/edition-t.ts'

const W = 640
const H = 328
// Type is drawn at 19–20 units: at least 16 px once the picture is scaled into a half-width box at 1080p.
const FONT = 20
/** The margins; the left one grows with the widest amount on the money axis (`leftMargin`). */
const M = { right: 130, top: 16, bottom: 60 }
/** Room kept between two labels of the auction axis. */
const LABEL_GAP = 14

/** Money through the buying phase: one line per player, from the start to the last auction. */
export function MoneyChart(props: { readonly story: Story; readonly ruleset: RulesetId; readonly names: readonly string[] }) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(storyMessages)
  const { story, ruleset, names } = props
  const points = story.money[0]?.length ?? 1
  const max = Math.max(1, story.startingMoney)
  const money = (v: number) => formatMoney(locale, ruleset, v)
  const ticks = [0, Math.round(max / 2), max]
  // "11.000 $" is wider than "$11,000": the axis makes room for the widest amount in this language.
  const left = Math.max(60, 16 + Math.max(...ticks.map((v) => textWidth(money(v), FONT))), textWidth(t('startLabel'), FONT) / 2 + 8)
  const x = (k: number) => left + (points <= 1 ? 0 : (k * (W - left - M.right)) / (points - 1))
  const y = (v: number) => H - M.bottom - (v * (H - M.top - M.bottom)) / max
  // Auction numbers are written every `step` auctions, so that none runs into the next or into "Start".
  const spacing = points <= 1 ? W : (W - left - M.right) / (points - 1)
  const widest = Math.max(textWidth(formatNumber(locale, points - 1), FONT), textWidth(t('startLabel'), FONT))
  const step = Math.max(1, Math.ceil((widest + LABEL_GAP) / spacing))
  const axisLabels = Array.from({ length: points }, (_, k) => k).filter((k) => k % step === 0)
  const alt = moneyAlt(locale, { ruleset, names }, story)
  const ends = story.money.map((series, seat) => ({ seat, y: y(series[series.length - 1] ?? 0) })).sort((a, b) => a.y - b.y)
  const labelYs = spreadLabels(
    ends.map((e) => e.y),
    // A line of type at 20 units takes about 23 in height: names this far apart never touch.
    24,
    M.top + 6,
    H - M.bottom,
  )

  return (
    <figure className="flex flex-col gap-2">
      <svg role="img" aria-label={alt} viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" data-picture="money">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={left} x2={W - M.right} y1={y(v)} y2={y(v)} stroke="#475569" strokeWidth={1} />
            <text x={left - 8} y={y(v) + 5} textAnchor="end" fill="#cbd5e1" fontSize={FONT} className="tabular-nums">
              {money(v)}
            </text>
          </g>
        ))}
        {axisLabels.map((k) => (
          // Low enough that "Start" keeps clear of the money axis's "$0" just above its left half.
          <text key={k} x={x(k)} y={H - M.bottom + 30} textAnchor="middle" fill="#cbd5e1" fontSize={FONT}>
            {k === 0 ? t('startLabel') : formatNumber(locale, k)}
          </text>
        ))}
        <text x={(left + W - M.right) / 2} y={H - 6} textAnchor="middle" fill="#94a3b8" fontSize={19}>
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
          <text key={e.seat} x={W - M.right + 10} y={(labelYs[i] ?? e.y) + 5} fill={seatColor(e.seat)} fontSize={FONT} fontWeight={700}>
            {isolate(fitText(names[e.seat] ?? '', FONT, M.right - 14))}
          </text>
        ))}
      </svg>
      {/* Each line's player in full: a long name is shortened at the end of its line. */}
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-lg" aria-hidden="true">
        {names.map((name, seat) => (
          <span key={seat} className="inline-flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
            <svg viewBox="0 0 16 16" className="size-4 shrink-0">
              <path d={markerPath(seatMarker(seat), 8, 8, 5)} fill={seatColor(seat)} />
            </svg>
            <bdi className="min-w-0">{name}</bdi>
          </span>
        ))}
      </figcaption>
      <details className="text-base">
        <summary className="cursor-pointer font-semibold text-sky-200">{t('showTable')}</summary>
        <div tabIndex={0} className="overflow-x-auto rounded focus-ring">
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
                    <bdi>{names[seat]}</bdi>
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
