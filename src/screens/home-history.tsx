import { useState } from 'react'
import { formatList } from '../i18n/list-format.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { historyMessages } from '../i18n/messages/history.ts'
import type { HistoryEntry } from '../history/history-entry.ts'
import { listHistory } from '../history/history-store.ts'
import { finishedWhen, gameName, winnersText } from '../history/history-words.ts'
import { sweepFinishedSaves } from '../history/sweep.ts'

/** How many finished games Home lists; the rest are a tap away. */
const RECENT = 3

/**
 * Home's list of finished games, apart from the games in progress: the latest few, and the way to
 * all of them, the stats, the backup and the samples. Loaded once Home has settled.
 */
export function HomeHistory(props: { readonly onOpenHistory: (id: string | null) => void }) {
  const locale = useLocale((s) => s.locale)
  const t = useT(historyMessages)
  const [recent] = useState<readonly HistoryEntry[]>(() => {
    sweepFinishedSaves()
    return listHistory()
      .flatMap((l) => (l.ok ? [l.entry] : []))
      .slice(0, RECENT)
  })

  return (
    <section aria-labelledby="home-history-title">
      <h2 id="home-history-title" className="mb-4 text-3xl font-bold">
        {t('recentHeading')}
      </h2>
      {recent.length === 0 && <p className="mb-4 text-lg text-slate-200">{t('noGames')}</p>}
      {recent.length > 0 && (
        <ul className="mb-4 grid grid-cols-1 gap-3 md:grid-cols-3">
          {recent.map((e) => {
            const names = formatList(locale, e.players.map((p) => p.name))
            const when = finishedWhen(locale, e.finishedAt)
            return (
              <li key={e.id} className="flex flex-col gap-2 rounded-2xl border-2 border-slate-500 bg-slate-800 p-4">
                <h3 className="text-xl font-bold">{gameName(locale, e.ruleset)}</h3>
                <p className="text-lg">{winnersText(locale, e)}</p>
                <p className="text-base text-slate-300">{t('finished', { when })}</p>
                {e.kind === 'played' && (
                  <button
                    type="button"
                    className="btn btn-secondary mt-auto"
                    aria-label={t('openLabel', { game: gameName(locale, e.ruleset), names, when })}
                    onClick={() => props.onOpenHistory(e.id)}
                  >
                    {t('open')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => props.onOpenHistory(null)}>
        {t('openHistory')}
      </button>
    </section>
  )
}
