/**
 * Build time only (scripts/vite-prerender.ts runs this in Node): Home as the app first draws it on a
 * device with no saved games, as HTML. The built index.html carries it so that the first screen
 * paints before any script has run, and src/main.tsx hydrates it: React takes over these very
 * elements rather than drawing them again. (A render for hydration, not static markup: the
 * comments between adjacent texts tell React where one text ends and the next begins.)
 */
import { renderToString } from 'react-dom/server'
import { App } from './app.tsx'
import type { Locale } from './i18n/locales.ts'
import { useLocale } from './i18n/locale-store.ts'

/**
 * Home in `locale`. A server render reads each store's initial state, so the language must be the
 * one the locale store starts with: the caller imports this module afresh with a device that speaks it.
 */
export function prerenderHome(locale: Locale): string {
  const spoken = useLocale.getInitialState().locale
  if (spoken !== locale) throw new Error(`prerenderHome: the locale store starts in ${spoken}, not ${locale}`)
  return renderToString(<App />)
}
