import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { isLocale, type Locale } from '../i18n/locales.ts'

interface LocaleStore {
  readonly locale: Locale
  setLocale(locale: Locale): void
}

export const LOCALE_STORAGE_KEY = 'gavel:locale'

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

/** Storage that never throws: without storage the choice simply lasts until the page closes. */
const safeStorage = createJSONStorage<Pick<LocaleStore, 'locale'>>(() => ({
  getItem: (name) => {
    try {
      return localStorage.getItem(name)
    } catch {
      return null
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, value)
    } catch {
      // Storage full or blocked: keep the locale in memory only.
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name)
    } catch {
      // Nothing to do.
    }
  },
}))

export const useLocale = create<LocaleStore>()(
  persist(
    (set) => ({
      locale: deviceLocale(),
      setLocale: (locale) => set({ locale }),
    }),
    {
      name: LOCALE_STORAGE_KEY,
      version: 1,
      storage: safeStorage,
      partialize: (s) => ({ locale: s.locale }),
      // What comes back from storage is checked: anything but a known locale is ignored.
      migrate: (persisted) => persisted as Pick<LocaleStore, 'locale'>,
      merge: (persisted, current) => {
        const locale = (persisted as { locale?: unknown } | null)?.locale
        return isLocale(locale) ? { ...current, locale } : current
      },
    },
  ),
)
