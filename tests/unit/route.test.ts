import { describe, expect, it } from 'vitest'
import { GAME, HOME, SETUP, arrivalRoute, routeOf, routeState, type Route } from '../../src/route.ts'

describe('routes and history entries', () => {
  const routes: readonly Route[] = [
    HOME,
    SETUP,
    GAME,
    { screen: 'history', open: null },
    { screen: 'history', open: 'h-123' },
    { screen: 'pad', count: null },
    { screen: 'pad', count: 'pad-42' },
  ]

  it.each(routes)('reads back the route it wrote: %o', (route) => {
    expect(routeOf(routeState(route))).toEqual(route)
  })

  it('writes the screen as `gavel`, as the boot script and teacher mode read it', () => {
    expect(routeState(SETUP)).toEqual({ gavel: 'setup' })
    expect(routeState({ screen: 'pad', count: 'p1' })).toEqual({ gavel: 'pad', pad: 'p1' })
    expect(routeState({ screen: 'history', open: null })).toEqual({ gavel: 'history' })
  })

  it('reads entries with marks of their own beside the screen (teacher mode, a finished game viewed)', () => {
    expect(routeOf({ gavel: 'game', teach: true })).toEqual(GAME)
    expect(routeOf({ gavel: 'history', view: true })).toEqual({ screen: 'history', open: null })
  })

  it('does not take a foreign or damaged entry for a route', () => {
    for (const state of [null, undefined, 'home', 3, {}, { gavel: 'scores' }, { gavel: 7 }]) expect(routeOf(state)).toBeNull()
    expect(routeOf({ gavel: 'pad', pad: 12 })).toEqual({ screen: 'pad', count: null })
  })

  describe('where a reload lands', () => {
    it('on the open game, whatever the entry', () => {
      expect(arrivalRoute({ gavel: 'setup' }, true)).toEqual(GAME)
      expect(arrivalRoute(null, true)).toEqual(GAME)
    })
    it('on the entry’s screen otherwise', () => {
      expect(arrivalRoute({ gavel: 'setup' }, false)).toEqual(SETUP)
      expect(arrivalRoute({ gavel: 'pad', pad: 'p9' }, false)).toEqual({ screen: 'pad', count: 'p9' })
      expect(arrivalRoute({ gavel: 'history', open: 'h1' }, false)).toEqual({ screen: 'history', open: 'h1' })
    })
    it('on Home for a game’s entry with no game open, or a fresh tab', () => {
      expect(arrivalRoute({ gavel: 'game' }, false)).toEqual(HOME)
      expect(arrivalRoute(null, false)).toEqual(HOME)
    })
  })
})
