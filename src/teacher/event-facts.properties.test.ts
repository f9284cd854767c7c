import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openingEvents } from '../engine/game.ts'
import { playRandomGame } from '../engine/random-play.ts'
import { RULESETS, RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import { gameTable } from '../engine/table-view.ts'
import type { GameEvent, GameState, Seat } from '../engine/types.ts'
import { LOCALES } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { eventFacts, type EventFacts } from './event-facts.ts'
import { explainFacts } from './explain.ts'

/**
 * Every fact a teacher explanation states, checked against the table before and after the event,
 * over random complete games of every ruleset; and every name and sum in the words comes from the facts.
 */

/** Games per ruleset; GAVEL_PROPERTY_RUNS raises it for a longer soak. */
const RUNS = Math.max(250, Math.round(Number(process.env.GAVEL_PROPERTY_RUNS ?? 2000) / 2))
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo']
/** The tables are read without their logs: one empty log, so that a state's table is made once (gameTable keeps it for the same state and log). */
const NO_LOG: readonly GameEvent[] = []

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`false fact: ${what}`)
}

const holds = (state: GameState, seat: Seat, card: number) => state.seats[seat]?.properties.includes(card) ?? false

/** The facts of one event against the states on either side of the move that made it. */
function checkFacts(f: EventFacts, event: GameEvent, before: GameState | null, after: GameState, events: readonly GameEvent[]): void {
  const row = RULESETS[after.ruleset]
  const auction = before?.auction ?? null
  switch (f.type) {
    case 'auction-started': {
      const now = after.auction
      check(now !== null && now.number === f.auction, 'the auction started is the one on the table')
      check(now?.revealed.length === f.count, 'properties turned up')
      const normal = after.playerCount + row.propertiesPerAuctionOffset
      check(f.layout === (f.count < normal ? 'leftovers' : f.count === after.playerCount ? 'one-each' : 'one-fewer'), 'layout')
      check(f.freePasses === after.playerCount - f.count, 'free passes = players − properties')
      check(now?.starter === f.starter && now.turn === f.starter, 'the starter has the first turn')
      if (f.starterFrom === 'setup') check(f.auction === 0 && f.starter === after.startPlayer, 'first starter from setup')
      else {
        const won = events.find((e) => e.type === 'won')
        const lastWinner = won?.type === 'won' ? won.player : before?.nextStarter
        check(f.starter === lastWinner, 'the starter won the previous auction')
      }
      return
    }
    case 'bid': {
      check(auction !== null, 'a bid during an auction')
      const bids = auction?.bids ?? []
      const high = Math.max(0, ...bids)
      check(f.opens === bids.every((b) => b === 0), `"opens" iff nobody had bid (${bids.join(',')})`)
      check(f.highBefore === high, 'high bid before')
      check(f.highBidderBefore === (high === 0 ? null : bids.indexOf(high)), 'whose the high bid was')
      check(f.highBidderBefore !== f.player, 'a bidder never tops their own bid')
      check(after.auction?.highBid === f.amount && after.auction.highBidder === f.player, 'high bid after')
      check(f.amount > f.highBefore && f.amount <= f.money, 'the bid tops the high bid, within the money held')
      check(f.money === before?.seats[f.player]?.money, 'money held')
      return
    }
    case 'passed': {
      check(auction !== null, 'a pass during an auction')
      check(f.bid === auction?.bids[f.player], 'the passer’s own bid')
      check(f.highBid === auction?.highBid, 'the high bid faced')
      check(f.money === before?.seats[f.player]?.money, 'money held')
      check(f.forced === f.money <= f.highBid, 'forced iff no money above the high bid (R2)')
      check(f.cost + f.refund === f.bid, 'cost + refund = bid')
      const paidNow = events.find(
        (e): e is Extract<GameEvent, { type: 'paid' | 'payment-due' }> => (e.type === 'paid' || e.type === 'payment-due') && e.player === f.player,
      )
      if (f.property === null) {
        check(f.cost === 0 && f.free !== null, 'a free pass costs nothing')
        const normalFree = -row.propertiesPerAuctionOffset
        check(normalFree > 0, 'free passes only in the scarce variant')
        check(f.free === ((auction?.revealed.length ?? 0) < after.playerCount - normalFree ? 'leftovers' : 'variant'), 'which free pass')
        check(after.seats[f.player]?.properties.length === before?.seats[f.player]?.properties.length, 'no property taken')
        check(paidNow === undefined, 'nothing paid')
      } else {
        check(f.free === null, 'an ordinary pass')
        check(f.property === Math.min(...(auction?.properties ?? [])), 'the lowest property left')
        check(!holds(before as GameState, f.player, f.property) && holds(after, f.player, f.property), 'the passer takes it')
        const half = f.bid / 2
        check(f.cost === (row.passCostRounding === 'up' ? Math.ceil(half) : Math.floor(half)), 'half the bid, rounded as the edition says')
        check(f.rounding === (f.bid % 2 === 0 ? 'exact' : row.passCostRounding), 'rounding')
        const spent = (before?.seats[f.player]?.money ?? 0) - (after.seats[f.player]?.money ?? 0)
        if (f.cost === 0) check(paidNow === undefined && spent === 0, 'a pass that costs nothing pays nothing')
        else if (row.money === 'amount') check(spent === f.cost, `money paid = cost (${spent} vs ${f.cost})`)
        else check(paidNow !== undefined && paidNow.amount === f.cost, 'the Sold! payment is the cost')
      }
      return
    }
    case 'won': {
      check(auction !== null, 'a win ends an auction')
      check(f.property === Math.max(...(auction?.properties ?? [])), 'the highest property')
      check(holds(after, f.player, f.property), 'the winner takes it')
      check(f.price === auction?.bids[f.player], 'the winner pays their bid')
      check(f.free === (auction?.highBid === 0), 'free iff nobody bid (R3)')
      check(after.nextStarter === f.player, 'the winner starts next')
      return
    }
    case 'paid': {
      check(f.how === 'amount' ? row.money === 'amount' : row.money === 'cards', 'how money is paid')
      if (f.how === 'amount') return
      const total = f.cards.reduce((a, b) => a + b, 0)
      check(total >= f.amount, 'the cards cover the amount')
      if (f.how === 'exact') check(f.cards.length === 1 && total === f.amount, 'one exact card')
      const held = before?.seats[f.player]?.moneyCards ?? []
      check(
        f.cards.every((c) => held.includes(c) && !(after.seats[f.player]?.moneyCards ?? []).includes(c)),
        'the cards were held and are gone',
      )
      return
    }
    case 'payment-due':
      check(f.sets > 1 && after.payments[0]?.player === f.player && after.payments[0].amount === f.amount, 'a payment waits for a choice')
      return
    case 'sale-started': {
      if (after.sale?.round === f.round) {
        const holding = after.seats.flatMap((s, i) => (s.properties.length > 0 ? [i] : []))
        check(holding.join() === f.sellers.join(), 'sellers are the seats holding properties')
      }
      check(f.checks === f.sellers.length, 'one check per seller')
      check(f.everyone === (f.sellers.length === after.playerCount), 'everyone sells')
      check(f.moneyScore === row.moneyScore, 'what money counts for')
      return
    }
    case 'picked':
      check(before?.sale?.picks[f.player] === null, 'had not picked')
      return
    case 'sale-revealed':
      check(f.refused === (row.money === 'amount' && event.type === 'sale-revealed' && event.sales.some((s) => s.check === 0)), 'refused check')
      return
    case 'checks-taken': {
      const holders = (before?.seats ?? []).flatMap((s, i) => (s.properties.length > 0 ? [i] : []))
      check(holders.length >= 1 && holders.includes(f.player), 'the last holder')
      check(f.properties.length === f.checks.length, 'one check per property')
      return
    }
    case 'game-over':
      check(after.phase === 'over' && scoreGame(after).winners.join() === f.winners.join(), 'the winners')
      return
  }
}

/** The seats and sums a fact names: the words may name no others. */
function named(f: EventFacts): { seats: Seat[]; sums: number[] } {
  switch (f.type) {
    case 'auction-started':
      return { seats: [f.starter], sums: [] }
    case 'bid':
      return { seats: [f.player, ...(f.highBidderBefore === null ? [] : [f.highBidderBefore])], sums: [f.amount, f.highBefore, f.money] }
    case 'passed':
      return { seats: [f.player], sums: [f.bid, f.cost, f.money, f.highBid] }
    case 'won':
      return { seats: [f.player], sums: [f.price] }
    case 'paid':
    case 'payment-due':
      return { seats: [f.player], sums: [f.amount] }
    case 'sale-started':
      return { seats: [...f.sellers], sums: [] }
    case 'picked':
    case 'checks-taken':
      return { seats: [f.player], sums: [] }
    case 'sale-revealed':
      return { seats: [], sums: [] }
    case 'game-over':
      return { seats: NAMES.map((_, i) => i), sums: [] }
  }
}

function checkWords(f: EventFacts, after: GameState, game: number): void {
  const locale = LOCALES[game % LOCALES.length] ?? 'en'
  const names = NAMES.slice(0, after.playerCount)
  const text = explainFacts(f, { ruleset: after.ruleset, names, after: gameTable(after, NO_LOG) }, locale)
  if (text === null) return
  const { seats, sums } = named(f)
  names.forEach((name, seat) => {
    if (new RegExp(`\\b${name}\\b`).test(text)) check(seats.includes(seat), `${f.type} names ${name}: ${text}`)
  })
  if (RULESETS[after.ruleset].money === 'amount' && f.type !== 'game-over') {
    // Every sum of money in the words is one of the facts' sums.
    const allowed = new Set(sums.map((s) => formatMoney(locale, after.ruleset, s).replace(/\s/g, ' ')))
    const money = locale === 'en' ? /\$\d{1,3}(?:,\d{3})*/g : /[\d\s]+\s\$|[\d.]+\s?US\$|[\d.\s]+\s?\$/g
    for (const m of text.replace(/\s/g, ' ').match(money) ?? []) check(allowed.has(m.trim()) || !/\d/.test(m), `${f.type}: ${m} is no fact in "${text}"`)
  }
}

function factsProperty(ruleset: RulesetId) {
  it(`${RUNS} random ${ruleset} games: every explanation's facts hold against the table`, () => {
    let game = 0
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.string({ maxLength: 10 }), (players, seed) => {
        const played = playRandomGame(ruleset, players, seed)
        played.states.forEach((after, i) => {
          const before = i === 0 ? null : (played.states[i - 1] as GameState)
          const events = i === 0 ? openingEvents(after) : (played.events[i - 1] ?? [])
          for (const event of events) {
            const f = eventFacts(event, before === null ? null : gameTable(before, NO_LOG), gameTable(after, NO_LOG))
            checkFacts(f, event, before, after, events)
            // Words in one language a game, turn about, to keep the suite fast.
            if (game % 4 === 0) checkWords(f, after, game / 4)
          }
        })
        game++
      }),
      { numRuns: RUNS, seed: 24_2026 + RULESET_IDS.indexOf(ruleset) },
    )
    expect(game).toBe(RUNS)
  }, 120_000)
}

describe('teacher explanations: facts', () => {
  for (const ruleset of RULESET_IDS) factsProperty(ruleset)
})
