import { useLocale, useT } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { historyMessages } from '../i18n/messages/history.ts'
import { isRulesetId } from '../engine/rulesets.ts'
import { botName, gameName } from '../history/history-words.ts'
import type { PlayerStats } from '../history/player-stats.ts'

const percent = (locale: string, rate: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate)

/** Each player's record on this device: overall, then by game and table size. */
export function PlayerStatsTable(props: { readonly stats: readonly PlayerStats[] }) {
  const locale = useLocale((s) => s.locale)
  const t = useT(historyMessages)
  const name = (s: PlayerStats) => (s.bot === null ? (s.name ?? '') : botName(locale, s.bot))
  /** Games, saying how many were played with real cards and counted here. */
  const games = (g: number, counted: number) =>
    counted > 0 ? t('gamesCounted', { games: formatNumber(locale, g), counted: formatNumber(locale, counted) }) : formatNumber(locale, g)
  const wins = (w: number, shared: number) =>
    shared > 0 ? t('winsShared', { wins: formatNumber(locale, w), shared: formatNumber(locale, shared) }) : formatNumber(locale, w)
  const cell = 'px-3 py-2'
  return (
    <div className="flex flex-col gap-4">
      <div tabIndex={0} className="overflow-x-auto rounded focus-ring">
        <table className="w-full border-collapse text-left text-lg tabular-nums">
          <thead>
            <tr className="border-b-2 border-slate-500">
              <th scope="col" className={cell}>{t('colPlayer')}</th>
              <th scope="col" className={cell}>{t('colGames')}</th>
              <th scope="col" className={cell}>{t('colWins')}</th>
              <th scope="col" className={cell}>{t('colWinRate')}</th>
            </tr>
          </thead>
          <tbody>
            {props.stats.map((s) => (
              <tr key={s.key} className="border-b border-slate-700">
                <th scope="row" className={`${cell} font-bold`}><bdi>{name(s)}</bdi></th>
                <td className={cell}>{games(s.overall.games, s.overall.counted)}</td>
                <td className={cell}>{wins(s.overall.wins, s.overall.sharedWins)}</td>
                <td className={cell}>{percent(locale, s.overall.winRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details>
        <summary className="cursor-pointer text-lg font-semibold text-sky-200">{t('breakdown')}</summary>
        <div tabIndex={0} className="overflow-x-auto rounded focus-ring">
          <table className="mt-2 w-full border-collapse text-left text-base tabular-nums">
            <thead>
              <tr className="border-b-2 border-slate-500">
                <th scope="col" className={cell}>{t('colPlayer')}</th>
                <th scope="col" className={cell}>{t('colGame')}</th>
                <th scope="col" className={cell}>{t('colTable')}</th>
                <th scope="col" className={cell}>{t('colGames')}</th>
                <th scope="col" className={cell}>{t('colWins')}</th>
                <th scope="col" className={cell}>{t('colWinRate')}</th>
                <th scope="col" className={cell}>{t('colAverage')}</th>
              </tr>
            </thead>
            <tbody>
              {props.stats.flatMap((s) =>
                s.breakdown.map((b) => (
                  <tr key={`${s.key}-${b.ruleset}-${b.players}`} className="border-b border-slate-700">
                    <th scope="row" className={`${cell} font-bold`}><bdi>{name(s)}</bdi></th>
                    <td className={cell}>{gameName(locale, b.ruleset)}</td>
                    <td className={cell}>{t('tableSize', { count: formatNumber(locale, b.players) })}</td>
                    <td className={cell}>{games(b.games, b.counted)}</td>
                    <td className={cell}>{wins(b.wins, b.sharedWins)}</td>
                    <td className={cell}>{percent(locale, b.winRate)}</td>
                    <td className={cell}>
                      {isRulesetId(b.ruleset) ? formatMoney(locale, b.ruleset, Math.round(b.averageScore * 10) / 10) : formatNumber(locale, b.averageScore)}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
