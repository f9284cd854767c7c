import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { hasLocale, loadLocale, setWantedLocale } from './locale-tables.ts'
import { isLocale, type Locale } from './locales.ts'
import { KEY_LOCALE } from '../storage/storage-keys.ts'
import { persistStorage } from '../storage/zustand-storage.ts'

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

export const useLocale = create<LocaleStore>()(
  persist(
    (set, get) => ({
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
    }),
    {
      name: LOCALE_STORAGE_KEY,
      version: 1,
      // Without storage the choice simply lasts until the page closes.
      storage: persistStorage<Pick<LocaleStore, 'locale'>>(),
      partialize: (s) => ({ locale: s.locale }),
      // What comes back from storage is checked: anything but a known locale is ignored.
      // The storage layer's steps for this setting (setting-records.ts), loaded only when a stored version differs.
      migrate: (persisted, version) => import('../storage/setting-records.ts').then((m) => m.migrateLocale(isLocale, deviceLocale())(persisted, version)),
      merge: (persisted, current) => {
        const locale = (persisted as { locale?: unknown } | null)?.locale
        return isLocale(locale) ? { ...current, locale } : current
      },
    },
  ),
)

// Messages areas loaded from now on bring the language shown (src/i18n/locale-tables.ts).
setWantedLocale(useLocale.getState().locale)
useLocale.subscribe((s) => setWantedLocale(s.locale))
