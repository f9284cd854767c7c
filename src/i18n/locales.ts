/** The languages Gavel speaks. Kept apart from i18n.ts so the locale store can use it without a cycle. */
export const LOCALES = ['en', 'fr', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Each language's own name, for the switcher (always written in that language). */
export const LOCALE_NAMES: { readonly [L in Locale]: string } = { en: 'English', fr: 'Français', es: 'Español' }
