import { describe, expect, it } from 'vitest'
import { applyAction, createGame, toAct } from './game.ts'
import { replayRecord } from './record.ts'
import { MAX_NAME_LENGTH, checkNames } from './setup.ts'
import { bid, gameWith, pass, pay, pick, play } from './test-kit.ts'
import { ERROR_CODES, type Action, type ErrorCode, type GameState, type TableSetup } from './types.ts'

const reached = new Set<ErrorCode>()

function expectRefused(state: GameState, action: Action, code: ErrorCode) {
  const result = applyAction(state, action)
  expect(result.ok ? 'ok' : result.error.code).toBe(code)
  if (!result.ok) {
    expect(result.error.message.length).toBeGreaterThan(5)
    reached.add(result.error.code)
  }
}

function expectSetupError(setup: unknown, code: ErrorCode) {
  const result = createGame(setup as TableSetup)
  expect(result.ok ? 'ok' : result.error.code).toBe(code)
  if (!result.ok) reached.add(result.error.code)
}

function expectRecordError(record: unknown, code: ErrorCode, action?: number) {
  const result = replayRecord(typeof record === 'string' ? record : JSON.stringify(record))
  expect(result.ok ? 'ok' : result.error.code).toBe(code)
  if (!result.ok) {
    expect(result.error.action).toBe(action)
    reached.add(result.error.code)
  }
}

const players = ['Ann', 'Ben', 'Cy']

function finished(): GameState {
  let g = gameWith('for-sale', 3)
  while (g.phase === 'auction') g = play(g, pass(toAct(g)[0] as number)).state
  while (g.phase === 'sale') {
    const p = toAct(g)[0] as number
    g = play(g, pick(p, g.seats[p]?.properties[0] as number)).state
  }
  return g
}

describe('illegal actions are refused with a stable code, never thrown', () => {
  const g = gameWith('for-sale', 3)

  it('NOT_YOUR_TURN', () => {
    expectRefused(g, bid(1, 3), 'NOT_YOUR_TURN')
    expectRefused(g, pass(2), 'NOT_YOUR_TURN')
  })
  it('WRONG_PHASE: a pick during an auction, a bid during the sale', () => {
    expectRefused(g, pick(0, 5), 'WRONG_PHASE')
    let sale = g
    while (sale.phase === 'auction') sale = play(sale, pass(toAct(sale)[0] as number)).state
    expectRefused(sale, bid(0, 1), 'WRONG_PHASE')
  })
  it('BID_TOO_LOW', () => {
    expectRefused(g, bid(0, 0), 'BID_TOO_LOW')
    expectRefused(play(g, bid(0, 5)).state, bid(1, 5), 'BID_TOO_LOW')
  })
  it('BID_OVER_MONEY', () => expectRefused(g, bid(0, 29), 'BID_OVER_MONEY'))
  it('PAYMENT_NOT_ALLOWED', () => {
    const owing = play(gameWith('sold', 3), bid(0, 30), bid(1, 31), pass(2), pass(0)).state
    expectRefused(owing, pay(0, [8, 8]), 'PAYMENT_NOT_ALLOWED')
    expectRefused(owing, pay(0, [40]), 'PAYMENT_NOT_ALLOWED')
    expectRefused(owing, pay(0, []), 'PAYMENT_NOT_ALLOWED')
    // A pay action with no choice waiting: For Sale pays amounts; Sold! single options pay themselves.
    expectRefused(g, pay(0, [1]), 'PAYMENT_NOT_ALLOWED')
    expectRefused(play(gameWith('sold', 3), bid(0, 5), pass(1)).state, pay(1, [1]), 'PAYMENT_NOT_ALLOWED')
  })
  it('PROPERTY_NOT_YOURS and ALREADY_PICKED', () => {
    let sale = g
    while (sale.phase === 'auction') sale = play(sale, pass(toAct(sale)[0] as number)).state
    const theirs = sale.seats[1]?.properties[0] as number
    expectRefused(sale, pick(0, theirs), 'PROPERTY_NOT_YOURS')
    expectRefused(sale, pick(0, 99), 'PROPERTY_NOT_YOURS')
    const once = play(sale, pick(0, sale.seats[0]?.properties[0] as number)).state
    expectRefused(once, pick(0, sale.seats[0]?.properties[1] as number), 'ALREADY_PICKED')
  })
  it('GAME_OVER', () => expectRefused(finished(), pass(0), 'GAME_OVER'))
  it('MALFORMED_ACTION', () => {
    expectRefused(g, { type: 'raise', player: 0 } as unknown as Action, 'MALFORMED_ACTION')
    expectRefused(g, { type: 'bid', player: 0, amount: 2.5 }, 'MALFORMED_ACTION')
    expectRefused(g, { type: 'bid', player: 7, amount: 2 }, 'MALFORMED_ACTION')
    expectRefused(g, null as unknown as Action, 'MALFORMED_ACTION')
  })
  it('a refused action leaves the state as it was', () => {
    const before = JSON.stringify(g)
    applyAction(g, bid(0, 99))
    expect(JSON.stringify(g)).toBe(before)
  })
})

describe('malformed setups and records', () => {
  it('BAD_PLAYERS and DUPLICATE_NAME', () => {
    expectSetupError({ ruleset: 'sold', players: ['A', 'B'], seed: 'x' }, 'BAD_PLAYERS')
    expectSetupError({ ruleset: 'sold', players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], seed: 'x' }, 'BAD_PLAYERS')
    expectSetupError({ ruleset: 'sold', players: ['A', ' ', 'C'], seed: 'x' }, 'BAD_PLAYERS')
    expectSetupError({ ruleset: 'sold', players: ['Ann', 'ann', 'C'], seed: 'x' }, 'DUPLICATE_NAME')
  })
  it('names the first fault of the names a form should point at: missing, then too long, then given twice', () => {
    const long = 'x'.repeat(MAX_NAME_LENGTH + 1)
    expect(checkNames(['Ann', 'ann', long, ' '])).toMatchObject({ error: { detail: { kind: 'name-blank', seat: 3 } } })
    expect(checkNames(['Ann', 'ann', long])).toMatchObject({ error: { detail: { kind: 'name-too-long', seat: 2 } } })
    expect(checkNames(['Ann', 'Cy', ' ann '])).toMatchObject({ error: { code: 'DUPLICATE_NAME', detail: { kind: 'name-duplicate', name: 'ann' } } })
    expect(checkNames([' Ann ', 'Cy'])).toEqual({ ok: true, value: ['Ann', 'Cy'] })
  })
  it('UNKNOWN_RULESET, BAD_START_PLAYER, BAD_OPTIONS, BAD_SEED, MISSING_DEAL', () => {
    expectSetupError({ ruleset: 'monopoly', players, seed: 'x' }, 'UNKNOWN_RULESET')
    expectSetupError({ ruleset: 'sold', players, seed: 'x', startPlayer: 3 }, 'BAD_START_PLAYER')
    expectSetupError({ ruleset: 'sold', players, seed: 'x', options: { secretMoney: 'yes' } }, 'BAD_OPTIONS')
    expectSetupError({ ruleset: 'sold', players, seed: 7 }, 'BAD_SEED')
    expectSetupError({ ruleset: 'sold', players }, 'MISSING_DEAL')
  })
  it('BAD_DEAL: wrong count, unknown card, a card twice, set-aside that does not complete the deck', () => {
    const checks = [0, 0, ...Array.from({ length: 14 }, (_, i) => [i + 2, i + 2]).flat()]
    const houses = Array.from({ length: 30 }, (_, i) => i + 1)
    expectSetupError({ ruleset: 'for-sale', players, startPlayer: 0, deal: { properties: houses.slice(1), checks } }, 'BAD_DEAL')
    expectSetupError({ ruleset: 'for-sale', players, startPlayer: 0, deal: { properties: [...houses.slice(1), 31], checks } }, 'BAD_DEAL')
    expectSetupError({ ruleset: 'for-sale', players, startPlayer: 0, deal: { properties: [...houses.slice(1), 2], checks } }, 'BAD_DEAL')
    expectSetupError(
      { ruleset: 'for-sale', players, startPlayer: 0, deal: { properties: houses, checks: [...checks.slice(1), 15] } },
      'BAD_DEAL',
    )
    const four = ['A', 'B', 'C', 'D']
    const deal = { properties: houses.slice(0, 28), checks: checks.slice(0, 28) }
    expect(createGame({ ruleset: 'for-sale', players: four, startPlayer: 0, deal }).ok).toBe(true)
    expectSetupError(
      { ruleset: 'for-sale', players: four, startPlayer: 0, deal: { ...deal, setAside: { properties: [29, 29], checks: [15, 15] } } },
      'BAD_DEAL',
    )
    expect(
      createGame({ ruleset: 'for-sale', players: four, startPlayer: 0, deal: { ...deal, setAside: { properties: [30, 29], checks: [15, 15] } } }).ok,
    ).toBe(true)
  })
  it('BAD_JSON, BAD_FORMAT, BAD_ACTIONS, and an illegal action with its index', () => {
    expectRecordError('{"format": ', 'BAD_JSON')
    expectRecordError({ format: 'gavel/2', ruleset: 'sold', players, seed: 'x', actions: [] }, 'BAD_FORMAT')
    expectRecordError([1, 2], 'BAD_FORMAT')
    expectRecordError({ format: 'gavel/1', ruleset: 'sold', players, seed: 'x', startPlayer: 0, actions: {} }, 'BAD_ACTIONS')
    expectRecordError(
      { format: 'gavel/1', ruleset: 'sold', players, seed: 'x', startPlayer: 0, actions: [bid(0, 1), bid(1, 1)] },
      'BID_TOO_LOW',
      1,
    )
    expectRecordError(
      { format: 'gavel/1', ruleset: 'sold', players, seed: 'x', startPlayer: 0, actions: [bid(0, 1), { type: 'pick', player: 1, property: 17 }] },
      'MALFORMED_ACTION',
      1,
    )
  })
  it('every error code is reached by a test above', () => {
    expect([...reached].sort()).toEqual([...ERROR_CODES].sort())
  })
})
