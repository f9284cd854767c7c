import { beforeEach, describe, expect, it } from 'vitest'
import {
  PAD_FORMAT,
  deletePadGame,
  listPadGames,
  loadPadGame,
  newAntiquesPad,
  newCardsPad,
  padKey,
  readPadText,
  savePadGame,
  type CardsPad,
} from './pad-games.ts'

beforeEach(() => localStorage.clear())

const cards = (): CardsPad => ({
  ...newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 1000),
  entries: [
    { checks: [15, 0, 2], moneyLeft: 4 },
    { checks: [], moneyLeft: null },
    { checks: [9], moneyLeft: 28 },
  ],
})

const stored = (game: unknown, version = 1) => JSON.stringify({ format: PAD_FORMAT, version, game })

describe('saved counts', () => {
  it('a count and an antiques count are saved and read back as they were', () => {
    const a = cards()
    const b = {
      ...newAntiquesPad(['Ann', 'Ben'], 2000),
      dealers: [
        { name: 'Ann', cash: 4250, items: [{ category: 'glass' as const, face: 1000, special: 'rare3' as const, damaged: true }] },
        { name: 'Ben', cash: null, items: [] },
      ],
    }
    expect(savePadGame(a).ok).toBe(true)
    expect(savePadGame(b).ok).toBe(true)
    expect(loadPadGame(a.id)).toEqual({ ok: true, game: a })
    expect(listPadGames()).toEqual([
      { ok: true, game: b },
      { ok: true, game: a },
    ])
  })

  it('deleting removes only that count', () => {
    const a = cards()
    const b = cards()
    savePadGame(a)
    savePadGame(b)
    deletePadGame(a.id)
    expect(listPadGames().map((l) => (l.ok ? l.game.id : l.id))).toEqual([b.id])
  })

  it('a damaged entry is reported with its reason and the others still open', () => {
    const good = cards()
    savePadGame(good)
    localStorage.setItem(padKey('junk'), '{not json')
    localStorage.setItem(padKey('other'), JSON.stringify({ hello: 1 }))
    localStorage.setItem(padKey('newer'), JSON.stringify({ format: PAD_FORMAT, version: 9, game: {} }))
    localStorage.setItem(padKey('bad'), stored({ ...cards(), id: 'bad', entries: [{ checks: [1], moneyLeft: 0 }, { checks: [], moneyLeft: 0 }, { checks: [], moneyLeft: 0 }] }))
    const listed = listPadGames()
    expect(listed[0]).toEqual({ ok: true, game: good })
    const reasons = Object.fromEntries(listed.slice(1).map((l) => (l.ok ? ['?', null] : [l.id, l.reason])))
    expect(reasons).toEqual({
      junk: { kind: 'unreadable' },
      other: { kind: 'foreign' },
      newer: { kind: 'newer', version: 9 },
      bad: { kind: 'invalid', field: 'checks' },
    })
  })

  it.each([
    ['an unknown ruleset', { ruleset: 'chess' }, 'ruleset'],
    ['two players', { players: ['Ann', 'Ben'], entries: [] }, 'players'],
    ['the same name twice', { players: ['Ann', 'ann', 'Cy'] }, 'players'],
    ['an auction past the last', { stage: { phase: 'auction', round: 11 } }, 'stage'],
    ['negative money', { entries: [{ checks: [], moneyLeft: -1 }, { checks: [], moneyLeft: 0 }, { checks: [], moneyLeft: 0 }] }, 'moneyLeft'],
    ['a missing entry', { entries: [{ checks: [], moneyLeft: 0 }] }, 'entries'],
  ])('a count with %s is invalid', (_, change, field) => {
    const game = { ...cards(), id: 'x', ...change }
    expect(readPadText('x', stored(game))).toEqual({ ok: false, id: 'x', reason: { kind: 'invalid', field } })
  })

  it.each([
    ['one dealer', { dealers: [{ name: 'Ann', cash: 0, items: [] }] }, 'dealers'],
    ['cash off the $50 steps', { dealers: [{ name: 'Ann', cash: 120, items: [] }, { name: 'Ben', cash: 0, items: [] }] }, 'cash'],
    ['an item of no category', { dealers: [{ name: 'Ann', cash: 0, items: [{ category: 'coins', face: 50 }] }, { name: 'Ben', cash: 0, items: [] }] }, 'items'],
    ['round 9', { round: 9 }, 'round'],
    ['events missing a category', { events: { glass: { doubles: 1, halves: 0 } } }, 'events'],
  ])('an antiques count with %s is invalid', (_, change, field) => {
    const game = { ...newAntiquesPad(['Ann', 'Ben'], 0), id: 'y', ...change }
    expect(readPadText('y', stored(game))).toEqual({ ok: false, id: 'y', reason: { kind: 'invalid', field } })
  })
})
