import { GAME, HOME, type Route } from './route.ts'
import type { PresenterSource } from './teacher/presenter-source.ts'

/*
 * What the app shows, as one value: the screen (its route) and whatever is open over it. Every change
 * goes through `navigate`, a pure function that also says what must follow outside the value (a
 * history entry written, the game closed): the shell carries those out (app.tsx), and only the route
 * module writes history entries (route.ts).
 */

export interface Nav {
  readonly route: Route
  /** The game menu, over the table. */
  readonly menu: boolean
  /** Leaving a game that could not be saved: asked first. */
  readonly leaveAsked: boolean
  /** Teacher mode, over whatever was showing. */
  readonly teaching: PresenterSource | null
  /**
   * The game whose selling phase was on screen. When it ends, its last sale round is turned up on the
   * sale screen before the scores, like every other round ("See the scores" clears it).
   */
  readonly selling: string | null
}

export type NavEvent =
  /** A screen opened by the app itself: a new history entry over this one, or this one rewritten. */
  | { readonly type: 'go'; readonly route: Route; readonly how: 'push' | 'replace' }
  /** A game was opened (from Home, Setup, teacher mode's "Continue from here"): its table. */
  | { readonly type: 'enter-game'; readonly how: 'push' | 'replace' | 'none' }
  | { readonly type: 'open-menu' }
  | { readonly type: 'close-menu' }
  /** Home from the game; `unsaved`: the game could not be saved, so the person is asked first. */
  | { readonly type: 'leave-game'; readonly unsaved: boolean }
  /** Home from the game, whatever the state of its save (asked already, or exported). */
  | { readonly type: 'home' }
  | { readonly type: 'stay' }
  | { readonly type: 'present'; readonly source: PresenterSource }
  | { readonly type: 'stop-presenting' }
  | { readonly type: 'selling'; readonly id: string }
  | { readonly type: 'see-scores' }
  /**
   * The browser moved to another history entry (Back, Forward): `to` is the route it names;
   * `gameOpen` and `unsaved` describe the open game.
   */
  | { readonly type: 'popped'; readonly to: Route; readonly gameOpen: boolean; readonly unsaved: boolean }

/** What must follow outside the value, in order. */
export type NavEffect =
  | { readonly kind: 'write'; readonly route: Route; readonly how: 'push' | 'replace' }
  /** Step back over the game's own entry (the Back it causes is not a person's). */
  | { readonly kind: 'back-over-game' }
  | { readonly kind: 'push-teach-entry' }
  | { readonly kind: 'close-game' }
  | { readonly kind: 'refresh-games' }

export interface NavStep {
  readonly nav: Nav
  readonly effects: readonly NavEffect[]
}

export const initialNav = (route: Route): Nav => ({ route, menu: false, leaveAsked: false, teaching: null, selling: null })

const closedOver = { menu: false, leaveAsked: false } as const

export function navigate(nav: Nav, event: NavEvent): NavStep {
  switch (event.type) {
    case 'go':
      return { nav: { ...nav, route: event.route }, effects: [{ kind: 'write', route: event.route, how: event.how }] }
    case 'enter-game':
      return {
        nav: { ...nav, ...closedOver, route: GAME },
        effects: event.how === 'none' ? [] : [{ kind: 'write', route: GAME, how: event.how }],
      }
    case 'open-menu':
      return { nav: { ...nav, menu: true }, effects: [] }
    case 'close-menu':
      return { nav: { ...nav, menu: false }, effects: [] }
    case 'leave-game':
      return event.unsaved ? { nav: { ...nav, menu: false, leaveAsked: true }, effects: [] } : navigate(nav, { type: 'home' })
    case 'home':
      return {
        nav: { ...nav, ...closedOver, route: HOME },
        effects: [{ kind: 'close-game' }, { kind: 'refresh-games' }, { kind: 'back-over-game' }],
      }
    case 'stay':
      return { nav: { ...nav, leaveAsked: false }, effects: [] }
    case 'present':
      return { nav: { ...nav, menu: false, teaching: event.source }, effects: [{ kind: 'push-teach-entry' }] }
    case 'stop-presenting':
      return { nav: { ...nav, teaching: null }, effects: [] }
    case 'selling':
      return nav.selling === event.id ? { nav, effects: [] } : { nav: { ...nav, selling: event.id }, effects: [] }
    case 'see-scores':
      return { nav: { ...nav, selling: null }, effects: [] }
    case 'popped':
      return popped(nav, event)
  }
}

/** Back or Forward. */
function popped(nav: Nav, event: Extract<NavEvent, { type: 'popped' }>): NavStep {
  const { to } = event
  if (event.gameOpen) {
    if (to.screen === 'game') return { nav, effects: [] }
    // Leaving would lose a game that could not be saved: ask first, the game's entry kept.
    if (nav.menu && event.unsaved) return { nav: { ...nav, menu: false, leaveAsked: true }, effects: [{ kind: 'write', route: GAME, how: 'push' }] }
    // A second Back, with the menu already open: Home. The game stays saved.
    if (nav.menu) return { nav: { ...nav, ...closedOver, route: HOME }, effects: [{ kind: 'close-game' }, { kind: 'refresh-games' }] }
    // Back during a game opens its menu and keeps the game's entry on top.
    return { nav: { ...nav, menu: true }, effects: [{ kind: 'write', route: GAME, how: 'push' }] }
  }
  // A game's entry with no game open (it was closed or abandoned): Home.
  if (to.screen === 'game') return { nav: { ...nav, route: HOME }, effects: [{ kind: 'write', route: HOME, how: 'replace' }, { kind: 'refresh-games' }] }
  return { nav: { ...nav, route: to }, effects: to.screen === 'home' ? [{ kind: 'refresh-games' }] : [] }
}

/** Which of the game's screens shows it: its table, its sale rounds (the last one turned up too), or its scores. */
export function gameScreen(phase: 'auction' | 'payment' | 'sale' | 'over', id: string, nav: Nav): 'table' | 'sale' | 'scores' {
  if (phase === 'auction' || phase === 'payment') return 'table'
  return phase === 'sale' || nav.selling === id ? 'sale' : 'scores'
}
