import { describe, expect, it } from 'vitest'
import { gameScreen, initialNav, navigate, type Nav } from '../../src/nav.ts'
import { GAME, HOME, SETUP } from '../../src/route.ts'
import type { PresenterSource } from '../../src/teacher/presenter-source.ts'

const atGame: Nav = initialNav(GAME)
const popped = (nav: Nav, to = HOME, unsaved = false) => navigate(nav, { type: 'popped', to, gameOpen: true, unsaved })

describe('the navigator', () => {
  it('writes a history entry for each screen the app opens, and only then', () => {
    expect(navigate(initialNav(HOME), { type: 'go', route: SETUP, how: 'push' })).toEqual({
      nav: initialNav(SETUP),
      effects: [{ kind: 'write', route: SETUP, how: 'push' }],
    })
    expect(navigate(initialNav(SETUP), { type: 'enter-game', how: 'replace' }).effects).toEqual([{ kind: 'write', route: GAME, how: 'replace' }])
    expect(navigate(initialNav(HOME), { type: 'enter-game', how: 'none' })).toEqual({ nav: atGame, effects: [] })
  })

  it('Back during a game opens its menu, the game’s entry kept; Back again is Home, the game closed and kept', () => {
    const first = popped(atGame)
    expect(first.nav.menu).toBe(true)
    expect(first.effects).toEqual([{ kind: 'write', route: GAME, how: 'push' }])
    const second = popped(first.nav)
    expect(second.nav).toEqual(initialNav(HOME))
    expect(second.effects).toEqual([{ kind: 'close-game' }, { kind: 'refresh-games' }])
  })

  it('Back with the menu open over a game that could not be saved asks first, and leaves nothing', () => {
    const menu = navigate(atGame, { type: 'open-menu' }).nav
    const asked = popped(menu, HOME, true)
    expect(asked.nav).toEqual({ ...atGame, leaveAsked: true })
    expect(asked.effects).toEqual([{ kind: 'write', route: GAME, how: 'push' }])
    expect(navigate(asked.nav, { type: 'stay' }).nav).toEqual(atGame)
  })

  it('Forward onto the game’s entry changes nothing while it is open; with no game open, it is Home', () => {
    expect(popped(atGame, GAME)).toEqual({ nav: atGame, effects: [] })
    const closed = navigate(initialNav(HOME), { type: 'popped', to: GAME, gameOpen: false, unsaved: false })
    expect(closed.nav.route).toEqual(HOME)
    expect(closed.effects).toEqual([{ kind: 'write', route: HOME, how: 'replace' }, { kind: 'refresh-games' }])
    expect(navigate(initialNav(HOME), { type: 'popped', to: SETUP, gameOpen: false, unsaved: false })).toEqual({ nav: initialNav(SETUP), effects: [] })
  })

  it('leaving a game asks first when it could not be saved, and goes Home otherwise', () => {
    expect(navigate({ ...atGame, menu: true }, { type: 'leave-game', unsaved: true }).nav).toEqual({ ...atGame, leaveAsked: true })
    const home = navigate({ ...atGame, menu: true }, { type: 'leave-game', unsaved: false })
    expect(home.nav).toEqual(initialNav(HOME))
    expect(home.effects).toEqual([{ kind: 'close-game' }, { kind: 'refresh-games' }, { kind: 'back-over-game' }])
  })

  it('teacher mode opens over whatever shows, with an entry of its own, and closes the menu', () => {
    const source = { title: 'a record' } as unknown as PresenterSource
    const step = navigate({ ...atGame, menu: true }, { type: 'present', source })
    expect(step.nav).toEqual({ ...atGame, teaching: source })
    expect(step.effects).toEqual([{ kind: 'push-teach-entry' }])
    expect(navigate(step.nav, { type: 'stop-presenting' }).nav).toEqual(atGame)
  })

  it('shows a game’s last sale round turned up before its scores, until "See the scores"', () => {
    expect(gameScreen('auction', 'g', atGame)).toBe('table')
    expect(gameScreen('payment', 'g', atGame)).toBe('table')
    expect(gameScreen('sale', 'g', atGame)).toBe('sale')
    const selling = navigate(atGame, { type: 'selling', id: 'g' }).nav
    expect(gameScreen('over', 'g', selling)).toBe('sale')
    expect(gameScreen('over', 'other', selling)).toBe('scores')
    expect(gameScreen('over', 'g', navigate(selling, { type: 'see-scores' }).nav)).toBe('scores')
  })
})
