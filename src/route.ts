/*
 * Where the app is: each screen is a route value, and this module alone writes the browser's history
 * entries and reads them back, so that Back, Forward and a reload land on the route the entry names.
 * The entry's `gavel` field names the screen: the boot script reads it before the first paint
 * (src/boot/boot-script.js). Teacher mode has an entry of its own over the screen it was opened from,
 * and the history screen marks the entry of a finished game it opens (`pushMark`), both kept here.
 */

export type Route =
  | { readonly screen: 'home' }
  | { readonly screen: 'setup' }
  /** The open game (which one is the game store's `current`): its table, sale or scores. */
  | { readonly screen: 'game' }
  /** Finished games; `open`: the id of the one to open on arrival (Home's list sends it). */
  | { readonly screen: 'history'; readonly open: string | null }
  /** A game counted with cards: `count` is its id once started, null for a new count's setup. */
  | { readonly screen: 'pad'; readonly count: string | null }

export type RouteScreen = Route['screen']

export const HOME: Route = { screen: 'home' }
export const SETUP: Route = { screen: 'setup' }
export const GAME: Route = { screen: 'game' }

/** What a history entry holds for a route. */
export type RouteState =
  | { readonly gavel: 'home' | 'setup' | 'game' }
  | { readonly gavel: 'history'; readonly open?: string }
  | { readonly gavel: 'pad'; readonly pad: string | null }

export function routeState(route: Route): RouteState {
  if (route.screen === 'history') return route.open === null ? { gavel: 'history' } : { gavel: 'history', open: route.open }
  if (route.screen === 'pad') return { gavel: 'pad', pad: route.count }
  return { gavel: route.screen }
}

/** The route a history entry names; null for an entry that is not the app's (a fresh tab's first). */
export function routeOf(state: unknown): Route | null {
  const s = (typeof state === 'object' ? state : null) as { gavel?: unknown; open?: unknown; pad?: unknown } | null
  const screen = s?.gavel
  if (screen === 'home' || screen === 'setup' || screen === 'game') return { screen }
  if (screen === 'history') return { screen, open: typeof s?.open === 'string' ? s.open : null }
  if (screen === 'pad') return { screen, count: typeof s?.pad === 'string' ? s.pad : null }
  return null
}

/**
 * Where a page (re)loaded on this entry lands, given whether the game store reopened a game: that
 * game's table first of all; a game's entry without a game is Home.
 */
export function arrivalRoute(state: unknown, gameOpen: boolean): Route {
  if (gameOpen) return GAME
  const route = routeOf(state)
  return route === null || route.screen === 'game' ? HOME : route
}

/** The route of the entry showing; null for an entry that is not the app's (a fresh tab's first). */
export function entryRoute(): Route | null {
  return typeof history === 'undefined' ? null : routeOf(history.state)
}

/** A route written as a new history entry over this one, or this one rewritten. */
export function writeRoute(route: Route, how: 'push' | 'replace'): void {
  if (how === 'push') history.pushState(routeState(route), '')
  else history.replaceState(routeState(route), '')
}

/** Back over the entry showing, as the browser's Back button would. */
export function stepBack(): void {
  history.back()
}

/**
 * The stack a page (re)loaded on this entry starts with: a game reopened after a reload sits on top of
 * Home; with no game open, a game's entry (or none) becomes Home's.
 */
export function settleEntries(gameOpen: boolean): void {
  const entry = entryRoute()
  if (gameOpen) {
    if (entry?.screen !== 'game') {
      writeRoute(HOME, 'replace')
      writeRoute(GAME, 'push')
    }
  } else if (entry === null || entry.screen === 'game') {
    writeRoute(HOME, 'replace')
  }
}

/** Teacher mode's entry over the one showing, keeping what it was (`gavel`). */
export function pushTeachEntry(): void {
  if (isTeachEntry(history.state)) return
  const below = (history.state as { gavel?: unknown } | null)?.gavel
  history.pushState({ gavel: below ?? 'home', teach: true }, '')
}

export function isTeachEntry(state: unknown): boolean {
  return (state as { teach?: unknown } | null)?.teach === true
}

/**
 * Teacher mode is closed onto the game it started ("Continue from here"): opened over a game, Back
 * onto that game's entry; opened over Home, its entry becomes the game's.
 */
export function leaveTeachEntryForGame(): void {
  const state: unknown = history.state
  if (!isTeachEntry(state)) return
  if ((state as { gavel?: unknown }).gavel === 'game') history.back()
  else history.replaceState(routeState(GAME), '')
}

/** A mark over the entry showing (`key`: a screen's own view of it, such as a finished game opened). */
export function pushMark(key: string): void {
  history.pushState({ ...(history.state as object | null), [key]: true }, '')
}

export function hasMark(state: unknown, key: string): boolean {
  return (state as Record<string, unknown> | null)?.[key] === true
}

/** The entry showing without its marks and its `open` request (the screen has taken them). */
export function clearMarks(key: string): void {
  const state = history.state as Record<string, unknown> | null
  if (state?.[key] === true || state?.open !== undefined) history.replaceState({ ...state, [key]: undefined, open: undefined }, '')
}
