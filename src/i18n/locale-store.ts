import { create } from 'zustand'
import { hasLocale, loadLocale, setWantedLocale } from './locale-tables.ts'
import { isLocale, type Locale } from './locales.ts'
import { KEY_LOCALE } from '../storage/storage-keys.ts'
import { keepSetting } from '../storage/zustand-storage.ts'

interface LocaleStore {
  readonly locale: Locale
  /** Switches language, at once when its messages are loaded, else once they are (see `switchLocale`). */
  setLocale(locale: Locale): void
  /**
   * Switches language once its messages are loaded (at once when they are: src/i18n/locale-tables.ts).
   * Resolves false, the language unchanged, when they cannot be loaded (offline, not yet cached).
   */
  switchLocale(locale: Locale): Promise<boolean>
}

export const LOCALE_STORAGE_KEY = KEY_LOCALE

/** The device's language if we speak it (first match in navigator.languages), else English. */
export function deviceLocale(): Locale {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  const wanted = nav ? [...(nav.languages ?? []), nav.language] : []
  for (const tag of wanted) {
    const base = typeof tag === 'string' ? tag.toLowerCase().split('-')[0] : undefined
    if (isLocale(base)) return base
  }
  return 'en'
}

export const useLocale = create<LocaleStore>()((set, get) => ({
  locale: deviceLocale(),
  setLocale: (locale) => {
    void get().switchLocale(locale)
  },
  switchLocale: (locale) => {
    setWantedLocale(locale)
    if (hasLocale(locale)) {
      set({ locale })
      return Promise.resolve(true)
    }
    return loadLocale(locale).then(
      () => {
        set({ locale })
        return true
      },
      () => {
        setWantedLocale(get().locale)
        return false
      },
    )
  },
}))

/** The version of the stored language setting (its steps: src/storage/setting-records.ts `localeRecord`). */
export const LOCALE_VERSION = 1

/** What a stored `{ locale }` brings back: a known locale only. */
const knownLocale = (kept: unknown): Pick<LocaleStore, 'locale'> | null => {
  const locale = (kept as { locale?: unknown } | null)?.locale
  return isLocale(locale) ? { locale } : null
}

/**
 * The chosen language, kept on the device. Without storage the choice simply lasts until the page
 * closes; anything but a known locale is ignored. The storage layer's steps for an older version
 * (setting-records.ts) load only when a stored version differs. `rehydrateLocale` reads it again.
 */
export const { rehydrate: rehydrateLocale } = keepSetting(useLocale, LOCALE_STORAGE_KEY, LOCALE_VERSION, (s) => ({ locale: s.locale }), (kept, version) =>
  version === LOCALE_VERSION
    ? knownLocale(kept)
    : import('../storage/setting-records.ts').then((m) => knownLocale(m.migrateLocale(isLocale, deviceLocale())(kept, version))),
)

// Messages areas loaded from now on bring the language shown (src/i18n/locale-tables.ts).
setWantedLocale(useLocale.getState().locale)
useLocale.subscribe((s) => setWantedLocale(s.locale))
