/*
 * Where the app is (issue 23): each screen is a route value, and this module alone says how a route
 * is written into the browser's history entry and read back from it. Back, Forward and a reload
 * land on the route the entry names. The entry's `gavel` field names the screen: the boot script
 * reads it before the first paint (src/boot/boot-script.js), teacher mode keeps it under its own
 * entry (src/teacher/teach-history.ts), and the history screen adds its own marks beside it.
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
