import { translator } from '../i18n/i18n.ts'
import { boundaryMessages } from '../i18n/messages/boundary.ts'
import { useLocale } from '../i18n/locale-store.ts'
import { storedDumpText } from '../storage/stored-dump.ts'

/*
 * What stands in for a screen that failed to draw (error-boundary.tsx): a plain message, a way Home,
 * and a way to save everything stored first. Loaded only when something has failed, so the first
 * page does not carry it. Written without hooks, which may be what failed.
 */

function words() {
  let locale: Parameters<typeof translator>[1] = 'en'
  try {
    locale = useLocale.getState().locale
  } catch {
    // English, then.
  }
  return translator(boundaryMessages, locale)
}

/** Saves everything stored as a JSON file. */
export function saveStoredCopy(now: Date = new Date()): void {
  const url = URL.createObjectURL(new Blob([storedDumpText(now.getTime())], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `gavel-stored-${now.toISOString().slice(0, 10)}.json`
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function FailedScreen(props: { readonly onHome: () => void }) {
  const t = words()
  return (
    <main role="alert" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 p-6 text-white">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="text-xl">{t('body')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary btn-big" onClick={props.onHome}>
          {t('home')}
        </button>
        <button type="button" className="btn btn-secondary btn-big" onClick={() => saveStoredCopy()}>
          {t('save')}
        </button>
      </div>
    </main>
  )
}
