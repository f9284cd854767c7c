import { useT } from '../i18n/i18n.ts'
import { historyKeepingMessages } from '../i18n/messages/history-keeping.ts'
import { useUnkept } from '../store/history-keeping.ts'

/** Says, on a finished game's scores, that it is not in the history, and offers to export it. */
export function HistoryNotKept(props: { readonly gameId: string | undefined; readonly onExport: () => void }) {
  const t = useT(historyKeepingMessages)
  const problem = useUnkept(props.gameId)
  if (problem === null) return null
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border-4 border-amber-700 bg-amber-100 px-4 py-3 text-base font-semibold text-slate-950">
      <p className="flex-1">
        <span aria-hidden="true">⚠ </span>
        {t(problem)}
      </p>
      <button type="button" className="btn btn-primary" onClick={props.onExport}>
        {t('export')}
      </button>
    </div>
  )
}
