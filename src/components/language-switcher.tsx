import { useState } from 'react'
import { LOCALES, LOCALE_NAMES, useT, type Locale } from '../i18n/i18n.ts'
import { homeMessages } from '../i18n/messages/home.ts'
import { languageMessages } from '../i18n/messages/language.ts'
import { useLocale } from '../i18n/locale-store.ts'

/**
 * EN / FR / ES, each with its language's own name; the current one is marked pressed, not only coloured.
 * A language whose words cannot be loaded (offline before they were cached) is not switched to: it says so.
 */
export function LanguageSwitcher() {
  const t = useT(homeMessages)
  const tl = useT(languageMessages)
  const locale = useLocale((s) => s.locale)
  const switchLocale = useLocale((s) => s.switchLocale)
  const [failed, setFailed] = useState(false)
  const choose = (l: Locale) => {
    setFailed(false)
    void switchLocale(l).then((ok) => setFailed(!ok))
  }
  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={t('language')} className="flex gap-2">
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={l === locale}
            onClick={() => choose(l)}
            className={`flex min-h-11 min-w-16 flex-col items-center justify-center rounded-lg border-2 px-3 py-1 leading-tight ${
              l === locale ? 'border-sky-300 bg-sky-300 text-slate-950' : 'border-slate-400 bg-slate-800 text-white hover:bg-slate-700'
            }`}
          >
            <span className="text-base font-bold">
              {l === locale ? '✓ ' : ''}
              {l.toUpperCase()}
            </span>
            <span className="text-xs">{LOCALE_NAMES[l]}</span>
          </button>
        ))}
      </div>
      {failed && (
        <p role="alert" className="max-w-xs text-sm text-amber-200">
          {tl('unavailable')}
        </p>
      )}
    </div>
  )
}
