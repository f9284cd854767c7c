import type { Locale } from './locales.ts'

/*
 * Only the current language's messages on the first load, which the first visit's budget cannot
 * carry all three of (scripts/size-budget.mjs). In the built app, each messages
 * file keeps its English inline (the keys' source and the fallback) and has its French and Spanish
 * split off into chunks of their own by scripts/vite-locale-split.ts, which rewrites
 * `defineMessages({ en, fr, es })` into `defineMessages(await localeTables({ en }, { fr: load, es: load }))`.
 * The module waits (top-level await) for the current language's table, so that whatever imports
 * it, the first page or a lazy screen, has its words before it draws. Switching language loads the
 * new language's tables first (`loadLocale`), then switches: no text shows in the wrong language.
 * Files written as they are (dev server, tests, Node) keep all three languages and load nothing.
 */

type Table = Readonly<Record<string, string>>
type Tables = { -readonly [L in Locale]?: Table }
type Loaders = { readonly [L in Locale]?: () => Promise<{ readonly default: Table }> }

interface Area {
  readonly tables: Tables
  readonly loaders: Loaders
}

/** Every messages area loaded so far, with what it can still load. */
const areas: Area[] = []
/** The language the app is showing or about to show, set by the locale store. */
let wanted: Locale = 'en'

/** The locale store tells which language new areas must bring with them. */
export function setWantedLocale(locale: Locale): void {
  wanted = locale
}

async function loadInto(area: Area, locale: Locale): Promise<void> {
  if (area.tables[locale] !== undefined) return
  const load = area.loaders[locale]
  if (load === undefined) return
  area.tables[locale] = (await load()).default
}

/** One messages area as the build rewrites it; resolves with the wanted language's table in it. */
export async function localeTables<T extends Tables>(inline: T, loaders: Loaders): Promise<T> {
  const area: Area = { tables: inline, loaders }
  areas.push(area)
  await loadInto(area, wanted)
  return inline
}

/** Whether every area loaded so far has `locale`'s table (switching to it needs no loading). */
export function hasLocale(locale: Locale): boolean {
  return areas.every((a) => a.tables[locale] !== undefined || a.loaders[locale] === undefined)
}

/** Loads `locale`'s table of every area loaded so far; rejects if one cannot be fetched. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all(areas.map((a) => loadInto(a, locale)))
}
