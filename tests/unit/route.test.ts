import { describe, expect, it } from 'vitest'
import { arrivalRoute, routeOf, routeState, type Route } from '../../src/route.ts'

describe('routes in history entries', () => {
  const routes: Route[] = [
    { screen: 'home' },
    { screen: 'setup' },
    { screen: 'game' },
    { screen: 'history', open: null },
    { screen: 'history', open: 'g1' },
    { screen: 'pad', count: null },
    { screen: 'pad', count: 'p1' },
  ]

  it('reads back every route it writes', () => {
    for (const route of routes) expect(routeOf(routeState(route))).toEqual(route)
  })

  it('writes only what a route needs', () => {
    expect(routeState({ screen: 'history', open: null })).toEqual({ gavel: 'history' })
    expect(routeState({ screen: 'pad', count: null })).toEqual({ gavel: 'pad', pad: null })
  })

  it('reads an entry that is not the app’s, or a damaged one, as none (or as the screen without its extra)', () => {
    for (const state of [null, undefined, 'home', 3, {}, { gavel: 'table' }]) expect(routeOf(state)).toBeNull()
    expect(routeOf({ gavel: 'history', open: 5 })).toEqual({ screen: 'history', open: null })
    expect(routeOf({ gavel: 'pad', pad: {} })).toEqual({ screen: 'pad', count: null })
  })

  it('lands on the open game first, and on Home for a game entry without a game', () => {
    expect(arrivalRoute({ gavel: 'setup' }, true)).toEqual({ screen: 'game' })
    expect(arrivalRoute({ gavel: 'game' }, false)).toEqual({ screen: 'home' })
    expect(arrivalRoute(null, false)).toEqual({ screen: 'home' })
    expect(arrivalRoute({ gavel: 'history', open: 'g1' }, false)).toEqual({ screen: 'history', open: 'g1' })
  })
})
