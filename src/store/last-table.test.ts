import { afterEach, describe, expect, it } from 'vitest'
import { LAST_TABLE_KEY, lastTableSnapshot, readLastTable, rememberTable, type LastTable } from './last-table.ts'
import { optionsOfTable } from '../game/game-actions.ts'

const table: LastTable = {
  ruleset: 'for-sale-gryphon',
  seats: [
    { typed: 'Ann', name: 'Ann', kind: 'person' },
    { typed: '', name: 'Computer 2', kind: 'strong' },
    { typed: 'Cy', name: 'Cy', kind: 'person' },
  ],
  startPlayer: 2,
  secretMoney: true,
  tableInfo: 'box',
  learners: true,
}

afterEach(() => localStorage.clear())

describe('the last table', () => {
  it('is none at first', () => {
    expect(readLastTable()).toBeNull()
  })

  it('reads back as kept', () => {
    rememberTable(table)
    expect(readLastTable()).toEqual(table)
  })

  it('gives a new game the same seats, levels and options, with a fresh deal', () => {
    expect(optionsOfTable(table)).toEqual({
      ruleset: 'for-sale-gryphon',
      players: ['Ann', 'Computer 2', 'Cy'],
      startPlayer: 2,
      secretMoney: true,
      tableInfo: 'box',
      dealCode: null,
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'strong' }, { kind: 'person' }],
    })
    const people = { ...table, ruleset: 'sold' as const, secretMoney: null, seats: table.seats.map((s) => ({ ...s, kind: 'person' as const })) }
    const options = optionsOfTable(people)
    expect(options).not.toHaveProperty('seats')
    expect(options).not.toHaveProperty('secretMoney')
  })

  it('reads anything unexpected as no table', () => {
    const bad: unknown[] = [
      'not json',
      { version: 2, table },
      { version: 1, table: { ...table, ruleset: 'chess' } },
      { version: 1, table: { ...table, tableInfo: 'all' } },
      { version: 1, table: { ...table, seats: table.seats.slice(0, 2) } },
      { version: 1, table: { ...table, seats: table.seats.map((s) => ({ ...s, kind: 'easy' })) } },
      { version: 1, table: { ...table, seats: [...table.seats.slice(0, 2), { typed: 'x', name: ' ', kind: 'person' }] } },
      { version: 1, table: { ...table, seats: [...table.seats.slice(0, 2), { typed: 'x', name: 'X', kind: 'robot' }] } },
    ]
    for (const doc of bad) {
      localStorage.setItem(LAST_TABLE_KEY, typeof doc === 'string' ? doc : JSON.stringify(doc))
      expect(readLastTable()).toBeNull()
    }
    // A start player past the seats is drawn at random instead.
    localStorage.setItem(LAST_TABLE_KEY, JSON.stringify({ version: 1, table: { ...table, startPlayer: 5 } }))
    expect(readLastTable()?.startPlayer).toBeNull()
  })

  it('hands out the same object while what is kept is unchanged', () => {
    rememberTable(table)
    const first = lastTableSnapshot()
    expect(lastTableSnapshot()).toBe(first)
    rememberTable({ ...table, learners: false })
    expect(lastTableSnapshot()).not.toBe(first)
    expect(lastTableSnapshot()?.learners).toBe(false)
  })
})
