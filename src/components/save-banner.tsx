import { translator, useT, type Locale } from '../i18n/i18n.ts'
import { shellMessages } from '../i18n/messages/shell.ts'
import type { StorageProblem } from '../storage/safe-storage.ts'

export function saveProblemText(locale: Locale, problem: StorageProblem | null): string | null {
  if (problem === null) return null
  return translator(shellMessages, locale)(problem === 'full' ? 'saveFull' : 'saveUnavailable')
}

/** Says, for as long as it is so, that the game is not being saved. */
export function SaveBanner(props: { problem: StorageProblem | null }) {
  const t = useT(shellMessages)
  if (props.problem === null) return null
  return (
    <div role="alert" className="border-b-4 border-amber-700 bg-amber-100 px-4 py-3 text-center text-base font-semibold text-slate-950">
      <span aria-hidden="true">⚠ </span>
      {t(props.problem === 'full' ? 'saveFull' : 'saveUnavailable')}
    </div>
  )
}
