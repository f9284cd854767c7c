import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { replayRecord } from '../../src/engine/record.ts'
import { RULESETS, RULESET_IDS, type RulesetId } from '../../src/engine/rulesets.ts'
import type { Action, LegalActions, Seat } from '../../src/engine/types.ts'
import { TableCore, type StoredTable } from '../../server/table-core.ts'
import type { PhoneTableOptions } from '../../src/game/phone-protocol.ts'

const options: PhoneTableOptions = {
  ruleset: 'for-sale',
  seats: [
    { name: 'Ann', kind: 'person' },
    { name: 'Bob', kind: 'person' },
    { name: 'Cy', kind: 'person' },
    { name: 'Eddie', kind: 'easy' },
  ],
  startPlayer: 0,
  secretMoney: true,
}

/** A device holding `seat` (or none), not the table screen. */
const phone = (seat: Seat | null) => ({ seat, screen: false })

/** A table whose three people have taken their seats: it has started. */
function seatedTable(ruleset: RulesetId = 'for-sale'): { table: TableCore; tokens: string[] } {
  const { table } = TableCore.open({ ...options, ruleset, ...(RULESETS[ruleset].secretMoneyDefault === null ? { secretMoney: undefined } : {}) }, 'ABCDEF')
  const tokens = [0, 1, 2].map((seat) => {
    const grant = table.claim(seat, ['Ann', 'Bob', 'Cy'][seat] as string, null)
    if ('code' in grant) throw new Error(grant.message)
    return grant.token
  })
  return { table, tokens }
}

/** A legal move for `seat` from what it is shown, chosen by `n`. */
function someMove(legal: LegalActions, seat: Seat, n: number): Action | null {
  if (legal.phase === 'auction' && legal.player === seat) {
    return legal.bid !== null && n % 3 === 0 ? { type: 'bid', player: seat, amount: legal.bid.min } : { type: 'pass', player: seat }
  }
  if (legal.phase === 'payment' && legal.player === seat) return { type: 'pay', player: seat, cards: legal.options[n % legal.options.length] as number[] }
  if (legal.phase === 'sale') {
    const mine = legal.pickers.find((p) => p.player === seat)
    if (mine !== undefined) return { type: 'pick', player: seat, property: mine.properties[n % mine.properties.length] as number }
  }
  return null
}

describe('a table with phones (server/table-core.ts)', () => {
  it('gives each seat a token that finds it again, and no seat twice', () => {
    const { table } = TableCore.open(options, 'ABCDEF')
    const grant = table.claim(1, 'Bea', null)
    expect('token' in grant && table.seatOfToken(grant.token)).toBe(1)
    expect(table.seatOfToken('x'.repeat(32))).toBeNull()
    expect(table.claim(1, 'Zed', null)).toMatchObject({ code: 'SEAT_TAKEN' })
    expect(table.claim(3, 'Zed', null)).toMatchObject({ code: 'NO_SEAT' })
    expect(table.claim(0, 'bea', null)).toMatchObject({ code: 'NAME_TAKEN' })
    expect(table.claim(0, 'Al', 1)).toMatchObject({ code: 'ALREADY_SEATED' })
    expect(table.started).toBe(false)
    expect(table.stored().seats.map((s) => s.tokenHash === null)).toEqual([true, false, true, true])
    expect(JSON.stringify(table.stored())).not.toContain('token' in grant ? grant.token : '?')
  })

  it('lets the table screen alone free a seat, whose old token then holds nothing, and a new phone take it mid-game', () => {
    const { table: opened, screenToken } = TableCore.open(options, 'ABCDEF')
    expect(opened.isScreen(screenToken)).toBe(true)
    expect(opened.isScreen('x'.repeat(32))).toBe(false)
    const { table, tokens } = seatedTable()
    expect(table.free(1, false)).toMatchObject({ code: 'NOT_THE_TABLE' })
    expect(table.seatOfToken(tokens[1])).toBe(1)
    expect(table.free(3, true)).toMatchObject({ code: 'NO_SEAT' })
    expect(table.free(1, true)).toBeNull()
    expect(table.seatOfToken(tokens[1])).toBeNull()
    const grant = table.claim(1, 'Mallory', null)
    expect('token' in grant && table.seatOfToken(grant.token)).toBe(1)
    // The game's names stay the game's.
    expect(table.view(1)?.table.view.seats[1]?.name).toBe('Bob')
    expect(TableCore.restore(table.stored()).isScreen('x'.repeat(32))).toBe(false)
  })

  it('sends each device its table as plain data that survives the wire', () => {
    const { table } = seatedTable()
    for (const seat of [null, 0, 1]) {
      const news = table.view(seat)
      const sent = JSON.parse(JSON.stringify(news)) as typeof news
      expect(sent?.table.legal.phase).toBe('auction')
      expect(sent?.table.log).toEqual(news?.table.log)
      expect(sent?.table.view).toEqual(news?.table.view)
      expect(sent?.table.scores).toBeNull()
    }
  })

  it('refuses a move for another seat, on a turn gone by, or before the game, and changes nothing', () => {
    const { table: unseated } = TableCore.open(options, 'ABCDEF')
    expect(unseated.move(phone(0), 0, { type: 'pass', player: 0 })).toMatchObject({ code: 'NOT_STARTED' })
    const { table } = seatedTable()
    const turn = table.view(null)?.turn ?? -1
    expect(table.move(phone(1), turn, { type: 'pass', player: 0 })).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(table.move(phone(null), turn, { type: 'pass', player: 0 })).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(table.move(phone(0), turn + 1, { type: 'pass', player: 0 })).toMatchObject({ code: 'STALE_TURN' })
    expect(table.move(phone(0), turn, { type: 'bid', player: 0, amount: 99 })).toMatchObject({ code: 'ILLEGAL', engineCode: 'BID_OVER_MONEY' })
    expect(table.view(null)?.turn).toBe(turn)
    expect(table.move(phone(0), turn, { type: 'pass', player: 0 })).toBeNull()
    // Nothing of a game still going on is given out as a record.
    expect(table.record()).toBeNull()
  })

  it.each(RULESET_IDS)('sends each seat its own view only, over whole random games of %s, and comes back whole from its file', (ruleset) => {
    const secret = RULESETS[ruleset].secretMoneyDefault !== null
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 600, maxLength: 600 }), (choices) => {
        const { table } = seatedTable(ruleset)
        for (const n of choices) {
          if (table.over) break
          if (table.playBot()) continue
          for (const seat of [0, 1, 2]) {
            const shown = table.view(seat)
            if (shown === null) throw new Error('a started table shows every seat a view')
            const { view } = shown.table
            expect(view.viewer).toBe(seat)
            // None of the game's own secret fields travels: every seat's picks, the deal to come, the generator.
            expect(JSON.stringify(shown)).not.toMatch(/"(picks|deal|rng|history|seed)"/)
            if (view.sale !== null && view.sale.ownPick !== null) expect(view.seats[seat]?.properties).toContain(view.sale.ownPick)
            // Secret money: every other seat's money is hidden from this phone, and from the table screen.
            if (secret) {
              view.seats.forEach((s, i) => expect(s.money === null).toBe(i !== seat))
              expect(table.view(null)?.table.view.seats.every((s) => s.money === null)).toBe(true)
            }
            expect(table.view(null)?.table.view.sale?.ownPick ?? null).toBeNull()
            expect(JSON.stringify(table.view(null))).not.toMatch(/"(picks|deal|rng|history|seed)"/)
            const move = someMove(shown.table.legal, seat, n + seat)
            if (move !== null) expect(table.move(phone(seat), shown.turn, move)).toBeNull()
          }
        }
        expect(table.over).toBe(true)
        const record = table.record()
        expect(record?.format).toBe('gavel/1')
        expect(replayRecord(record).ok).toBe(true)
        const again = TableCore.restore(JSON.parse(JSON.stringify(table.stored())))
        expect(again.view(null)).toEqual(table.view(null))
      }),
      { numRuns: 8 },
    )
  })
})

describe('a table nothing happens to any more (server/table-core.ts)', () => {
  const keep = { finishedMs: 30 * 60_000, unstartedMs: 24 * 60 * 60_000 }
  /** The table as a restarted server reads it back from its file. */
  const restarted = (table: TableCore) => TableCore.restore(JSON.parse(JSON.stringify(table.stored())) as StoredTable)

  it('leaves a day after its last join or seat change if its game never started, counted on across a restart', () => {
    const { table } = TableCore.open(options, 'ABCDEF')
    table.touchedAt = 1_000
    expect(table.removalDue(keep)).toBe(1_000 + keep.unstartedMs)
    expect(restarted(table).removalDue(keep)).toBe(1_000 + keep.unstartedMs)
    // A phone takes a seat later: the day counts from then, in the file too.
    table.claim(0, 'Ann', null)
    table.touchedAt = 5_000
    expect(restarted(table).removalDue(keep)).toBe(5_000 + keep.unstartedMs)
  })

  it('stays while its game goes on, however long, and leaves a while after it ends', () => {
    const { table } = seatedTable()
    table.touchedAt = 1_000
    expect(table.removalDue(keep)).toBeNull()
    expect(restarted(table).removalDue(keep)).toBeNull()
    expect(table.stored()).not.toHaveProperty('touchedAt')
    table.finishedAt = 9_000
    expect(restarted(table).removalDue(keep)).toBe(9_000 + keep.finishedMs)
  })
})

describe('a seat played on the table screen (server/table-core.ts)', () => {
  const withScreenSeat: PhoneTableOptions = { ...options, seats: options.seats.map((s, i) => (i === 2 ? { ...s, kind: 'screen' } : s)) }
  const screen = { seat: null, screen: true }

  it('needs no phone: the game starts once the phones hold the other seats, and no phone can take it', () => {
    const { table } = TableCore.open(withScreenSeat, 'ABCDEF')
    expect(table.claim(2, 'Mallory', null)).toMatchObject({ code: 'SEAT_TAKEN' })
    expect(table.lobby(null, true, new Set(), '').seats.map((s) => s.kind)).toEqual(['person', 'person', 'screen', 'easy'])
    for (const seat of [0, 1]) expect(table.claim(seat, ['Ann', 'Bob'][seat] as string, null)).toHaveProperty('token')
    expect(table.started).toBe(true)
    expect(TableCore.restore(JSON.parse(JSON.stringify(table.stored()))).screenSeats()).toEqual([2])
  })

  it('chosen in Setup for every person, starts the game at once: nobody is to wait for', () => {
    const { table } = TableCore.open({ ...options, seats: options.seats.map((s) => (s.kind === 'person' ? { ...s, kind: 'screen' } : s)) }, 'ABCDEF')
    expect(table.started).toBe(true)
    expect(table.screenSeats()).toEqual([0, 1, 2])
  })

  it('is chosen by the table screen alone, for a free person’s seat, and given back to the phones', () => {
    const { table } = TableCore.open(options, 'ABCDEF')
    expect(table.playOnScreen(1, true, false)).toMatchObject({ code: 'NOT_THE_TABLE' })
    expect(table.playOnScreen(3, true, true)).toMatchObject({ code: 'NO_SEAT' })
    table.claim(0, 'Ann', null)
    expect(table.playOnScreen(0, true, true)).toMatchObject({ code: 'SEAT_TAKEN' })
    expect(table.playOnScreen(1, true, true)).toBeNull()
    expect(table.playOnScreen(1, false, true)).toBeNull()
    expect(table.screenSeats()).toEqual([])
    expect(table.playOnScreen(1, true, true)).toBeNull()
    expect(table.started).toBe(false)
    // The last person's seat played on the screen starts the game.
    expect(table.playOnScreen(2, true, true)).toBeNull()
    expect(table.started).toBe(true)
    expect(table.screenSeats()).toEqual([1, 2])
  })

  it('is played by the table screen that opened the table, and by nothing else', () => {
    const { table } = TableCore.open(withScreenSeat, 'ABCDEF')
    const tokens = [0, 1].map((seat) => {
      const grant = table.claim(seat, ['Ann', 'Bob'][seat] as string, null)
      return 'token' in grant ? grant.token : ''
    })
    expect(tokens.every((t) => table.seatOfToken(t) !== null)).toBe(true)
    // Ann passes from her phone; the table screen cannot play Bob (a phone's seat), Bob cannot play Cy.
    expect(table.move(phone(0), table.view(null)?.turn ?? -1, { type: 'pass', player: 0 })).toBeNull()
    const turn = table.view(null)?.turn ?? -1
    expect(table.move(screen, turn, { type: 'pass', player: 1 })).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(table.move(phone(1), turn, { type: 'pass', player: 1 })).toBeNull()
    const next = table.view(null)?.turn ?? -1
    expect(table.move(phone(1), next, { type: 'pass', player: 2 })).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(table.move({ seat: null, screen: false }, next, { type: 'pass', player: 2 })).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(table.move(screen, next, { type: 'pass', player: 2 })).toBeNull()
  })

  it.each(RULESET_IDS)('sends the table screen the onlookers’ view and its own seat’s, and no phone anything of that seat, over random games of %s', (ruleset) => {
    const secret = RULESETS[ruleset].secretMoneyDefault !== null
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 600, maxLength: 600 }), (choices) => {
        const { table } = TableCore.open({ ...withScreenSeat, ruleset, ...(secret ? {} : { secretMoney: undefined }) }, 'ABCDEF')
        for (const seat of [0, 1]) table.claim(seat, ['Ann', 'Bob'][seat] as string, null)
        for (const n of choices) {
          if (table.over) break
          if (table.playBot()) continue
          const news = table.view(null, true)
          if (news === null) throw new Error('a started table shows the table screen a view')
          // The onlookers' view, as any device without a seat gets it, and the screen's seat's own beside it.
          expect(news.table).toEqual(table.view(null)?.table)
          expect(news.screenSeats?.map((s) => s.seat)).toEqual([2])
          expect(news.screenSeats?.[0]?.table.view.viewer).toBe(2)
          if (secret) news.screenSeats?.[0]?.table.view.seats.forEach((s, i) => expect(s.money === null).toBe(i !== 2))
          expect(JSON.stringify(news)).not.toMatch(/"(picks|deal|rng|history|seed)"/)
          for (const seat of [0, 1]) expect(table.view(seat)).not.toHaveProperty('screenSeats')
          expect(table.view(null)).not.toHaveProperty('screenSeats')
          for (const seat of [0, 1, 2]) {
            const shown = seat === 2 ? news.screenSeats?.[0]?.table : table.view(seat)?.table
            const move = shown === undefined ? null : someMove(shown.legal, seat, n + seat)
            if (move !== null) expect(table.move(seat === 2 ? screen : phone(seat), news.turn, move)).toBeNull()
            if (move !== null) break
          }
        }
        expect(table.over).toBe(true)
      }),
      { numRuns: 4 },
    )
  })
})
