import { describe, expect, it } from 'vitest'
import { createGame, legalActions, toAct } from './game.ts'
import { paymentOptions } from './payment.ts'
import {
  PLAYER_COUNTS,
  RULESETS,
  RULESET_IDS,
  auctionCount,
  byPlayerCount,
  cardsInPlay,
  type RulesetId,
} from './rulesets.ts'
import { scoreGame } from './score.ts'
import { bid, gameWith, pass, pay, pick, play, refusal } from './test-kit.ts'
import type { GameEvent, GameState } from './types.ts'
import { playerView } from './view.ts'

/** Everyone passes until the auctions are over (R3 each time: the last player takes the top card for 0). */
function passThroughAuctions(state: GameState): GameState {
  while (state.phase === 'auction') state = play(state, pass(toAct(state)[0] as number)).state
  return state
}

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)

describe('the edition table (rules/RULES.md)', () => {
  const rounds: Record<RulesetId, number[]> = {
    sold: [8, 6, 5, 4],
    'for-sale': [10, 7, 6, 5],
    'for-sale-gryphon': [8, 7, 6, 5],
    'for-sale-scarce': [10, 10, 7, 6],
  }
  it.each(RULESET_IDS)('%s: auctions per phase at 3, 4, 5, 6 players', (id) => {
    expect(PLAYER_COUNTS.map((n) => auctionCount(RULESETS[id], n))).toEqual(rounds[id])
  })

  it('set-aside cards and starting money per player count', () => {
    const aside = (id: RulesetId) => PLAYER_COUNTS.map((n) => byPlayerCount(RULESETS[id].setAside, n))
    expect(aside('sold')).toEqual([2, 2, 1, 2])
    expect(aside('for-sale')).toEqual([0, 2, 0, 0])
    expect(aside('for-sale-gryphon')).toEqual([6, 2, 0, 0])
    expect(aside('for-sale-scarce')).toEqual([10, 0, 3, 0])
    expect(RULESETS['for-sale'].startingMoney).toEqual([28, 21, 16, 14])
    expect(RULESETS['for-sale-gryphon'].startingMoney).toEqual([18, 18, 14, 14])
    expect(RULESETS['for-sale-scarce'].startingMoney).toEqual([28, 21, 16, 14])
  })

  it('decks: 26 Sold! properties and checks, 30 For Sale houses and checks (0 and 2–15, two of each)', () => {
    expect(RULESETS.sold.propertyDeck).toHaveLength(26)
    expect(RULESETS.sold.checkDeck).toHaveLength(26)
    expect(RULESETS['for-sale'].propertyDeck).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(RULESETS['for-sale'].checkDeck).toEqual([0, 0, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15])
  })

  it('each player starts with their money: Sold! cards 1–8 (36), For Sale the amount', () => {
    const sold = gameWith('sold', 4)
    expect(sold.seats.map((s) => s.moneyCards)).toEqual(new Array(4).fill([1, 2, 3, 4, 5, 6, 7, 8]))
    expect(sold.seats.every((s) => s.money === 36)).toBe(true)
    expect(gameWith('for-sale-gryphon', 5).seats.map((s) => s.money)).toEqual([14, 14, 14, 14, 14])
  })

  it('money is visible by default except in the Gryphon edition; Sold! has no secret-money option', () => {
    expect(gameWith('for-sale', 4).options.secretMoney).toBe(false)
    expect(gameWith('for-sale-gryphon', 4).options.secretMoney).toBe(true)
    expect(gameWith('for-sale-scarce', 4).options.secretMoney).toBe(false)
    expect(gameWith('sold', 4, { options: { secretMoney: true } }).options.secretMoney).toBe(false)
    expect(gameWith('for-sale', 4, { options: { secretMoney: true } }).options.secretMoney).toBe(true)
  })
})

describe('Auction (buying phase)', () => {
  it('turns up one property per player, ordered low to high', () => {
    const g = gameWith('for-sale', 4, { properties: [19, 24, 13, 3] })
    expect(g.auction?.revealed).toEqual([3, 13, 19, 24])
    expect(g.auction?.turn).toBe(0)
  })

  it('a bid is a whole number, at least 1, above the high bid and within the money held', () => {
    const g = gameWith('for-sale', 4)
    expect(refusal(g, bid(0, 0))).toBe('BID_TOO_LOW')
    expect(refusal(g, bid(0, 22))).toBe('BID_OVER_MONEY')
    expect(refusal(g, bid(0, 21))).toBe('ok')
    const after = play(g, bid(0, 4)).state
    expect(refusal(after, bid(1, 4))).toBe('BID_TOO_LOW')
    expect(legalActions(after)).toMatchObject({ phase: 'auction', player: 1, bid: { min: 5, max: 21 } })
  })

  it('turns go round the table, skipping players who passed', () => {
    const g = gameWith('for-sale', 4, { startPlayer: 2 })
    const { state } = play(g, bid(2, 1), pass(3), bid(0, 2), bid(1, 3))
    expect(toAct(state)).toEqual([2])
    expect(toAct(play(state, bid(2, 4)).state)).toEqual([0])
  })

  it('a passer takes the lowest property still on the table; the last player takes the highest and pays the whole bid', () => {
    const g = gameWith('for-sale', 4, { properties: [10, 20, 30, 5] })
    const { state, events } = play(g, bid(0, 1), bid(1, 2), bid(2, 3), bid(3, 4), pass(0), pass(1), pass(2))
    expect(state.seats.map((s) => s.properties)).toEqual([[5], [10], [20], [30]])
    expect(ofType(events, 'won')).toEqual([{ type: 'won', player: 3, property: 30, price: 4, free: false }])
    expect(state.seats.map((s) => s.money)).toEqual([21, 20, 20, 17])
  })

  it('paid money leaves the game', () => {
    const g = gameWith('for-sale', 3)
    const { state } = play(g, bid(0, 6), bid(1, 7), pass(2), pass(0), pass(1))
    const total = state.seats.reduce((t, s) => t + s.money, 0)
    expect(total).toBe(3 * 28 - 3 - 7)
  })
})

describe('passing costs', () => {
  it('IELLO: a bid of 5 passed gets 3 back (pays half rounded down)', () => {
    const g = gameWith('for-sale', 4)
    const { state, events } = play(g, bid(0, 5), bid(1, 6), pass(2), pass(3), pass(0))
    expect(ofType(events, 'passed').find((e) => e.player === 0)).toMatchObject({ bid: 5, cost: 2, refund: 3 })
    expect(state.seats[0]?.money).toBe(21 - 2)
  })

  it('Gryphon: a bid of 3 passed costs 2 (half rounded up; half rounded down comes back)', () => {
    const g = gameWith('for-sale-gryphon', 4)
    const { state, events } = play(g, bid(0, 3), bid(1, 4), pass(2), pass(3), pass(0))
    expect(ofType(events, 'passed').find((e) => e.player === 0)).toMatchObject({ bid: 3, cost: 2, refund: 1 })
    expect(state.seats[0]?.money).toBe(18 - 2)
  })

  it('Sold!: passing before bidding, or after a bid of 1, costs nothing', () => {
    const g = gameWith('sold', 4)
    const { state, events } = play(g, bid(0, 1), pass(1), bid(2, 2), pass(3), pass(0))
    expect(ofType(events, 'passed').map((e) => e.cost)).toEqual([0, 0, 0])
    expect(state.seats[0]?.moneyCards).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(state.seats[1]?.moneyCards).toHaveLength(8)
  })

  it('Sold!: pays half the own bid rounded down: a bid of 7 passed owes 3, paid by the 3 card', () => {
    const g = gameWith('sold', 3)
    const { state, events } = play(g, bid(0, 7), bid(1, 8), pass(2), pass(0))
    expect(ofType(events, 'paid').find((e) => e.player === 0)).toMatchObject({ amount: 3, cards: [3], chosen: false })
    expect(state.seats[0]?.moneyCards).toEqual([1, 2, 4, 5, 6, 7, 8])
  })

  it('legalActions says what passing would do right now', () => {
    const g = play(gameWith('for-sale', 4, { properties: [2, 9, 14, 22] }), bid(0, 4), bid(1, 5)).state
    expect(legalActions(g)).toMatchObject({ pass: { property: 2, bid: 0, cost: 0, refund: 0 } })
    const back = play(g, pass(2), pass(3)).state
    expect(legalActions(back)).toMatchObject({ player: 0, pass: { property: 14, bid: 4, cost: 2, refund: 2 } })
  })
})

describe('Sold! payment (no change)', () => {
  it('owing 9 with 2, 3, 5, 8: {2,8}, {3,8}, {5,8} and {2,3,5}; not {3,5,8}', () => {
    const options = paymentOptions([2, 3, 5, 8], 9)
    expect(options).toEqual([[2, 3, 5], [2, 8], [3, 8], [5, 8]])
    expect(options).not.toContainEqual([3, 5, 8])
  })

  it('a card worth exactly the amount is the only way to pay', () => {
    expect(paymentOptions([2, 3, 5, 8], 5)).toEqual([[5]])
    expect(paymentOptions([1, 2, 3, 4, 5, 6, 7, 8], 8)).toEqual([[8]])
  })

  it('owing 0 pays nothing', () => {
    expect(paymentOptions([1, 2], 0)).toEqual([[]])
  })

  it('money that cannot cover the amount has no option', () => {
    expect(paymentOptions([1, 2], 4)).toEqual([])
  })
})

describe('R4 payment choice', () => {
  // Ann bids 30 then passes owing 15 with all eight cards: many sets qualify, so she chooses.
  const start = () => play(gameWith('sold', 3), bid(0, 30), bid(1, 31), pass(2), pass(0))

  it('a passer with several qualifying sets chooses; the game waits for that choice', () => {
    const { state, events } = start()
    expect(state.phase).toBe('payment')
    expect(toAct(state)).toEqual([0])
    const legal = legalActions(state)
    expect(legal).toMatchObject({ phase: 'payment', player: 0, amount: 15, reason: 'pass' })
    expect(legal.phase === 'payment' && legal.options).toContainEqual([7, 8])
    expect(ofType(events, 'payment-due')).toHaveLength(1)
    expect(refusal(state, bid(1, 32))).toBe('WRONG_PHASE')
    expect(refusal(state, pay(1, [7, 8]))).toBe('NOT_YOUR_TURN')
    expect(refusal(state, pay(0, [1, 2, 5, 8]))).toBe('PAYMENT_NOT_ALLOWED')
    expect(refusal(state, pay(0, [1, 6, 8]))).toBe('ok')
  })

  it('the passer pays first, then the winner (whose 31 from 36 is also a choice)', () => {
    const { state } = start()
    const afterAnn = play(state, pay(0, [7, 8]))
    expect(afterAnn.state.seats[0]?.moneyCards).toEqual([1, 2, 3, 4, 5, 6])
    expect(afterAnn.state.phase).toBe('payment')
    expect(legalActions(afterAnn.state)).toMatchObject({ player: 1, amount: 31, reason: 'win' })
    expect(refusal(afterAnn.state, pay(1, [2, 3, 4, 5, 6, 7, 8]))).toBe('PAYMENT_NOT_ALLOWED')
    const done = play(afterAnn.state, pay(1, [3, 4, 5, 6, 7, 8]))
    expect(done.state.seats[1]?.moneyCards).toEqual([1, 2])
    expect(done.state.phase).toBe('auction')
    expect(ofType(done.events, 'auction-started')).toHaveLength(1)
  })

  it('a single qualifying set is paid at once, with no pay action', () => {
    const { state, events } = play(gameWith('sold', 3), bid(0, 36), pass(1), pass(2))
    expect(ofType(events, 'paid')).toEqual([{ type: 'paid', player: 0, amount: 36, cards: [1, 2, 3, 4, 5, 6, 7, 8], chosen: false }])
    expect(state.phase).toBe('auction')
  })
})

describe('Sale (selling phase)', () => {
  it('one check per player; the highest property takes the highest check, and sold properties leave', () => {
    const g = passThroughAuctions(gameWith('for-sale', 3, { checks: [15, 4, 9] }))
    expect(g.phase).toBe('sale')
    expect(g.sale?.checks).toEqual([15, 9, 4])
    const [a, b, c] = g.seats.map((s) => s.properties[0] as number)
    const { state, events } = play(g, pick(0, a as number), pick(1, b as number), pick(2, c as number))
    const revealed = ofType(events, 'sale-revealed')[0]
    const byProperty = [...(revealed?.sales ?? [])].map((s) => [s.property, s.check])
    const sortedPicks = [a, b, c].sort((x, y) => (y as number) - (x as number))
    expect(byProperty).toEqual([[sortedPicks[0], 15], [sortedPicks[1], 9], [sortedPicks[2], 4]])
    expect(state.seats.every((s) => !s.properties.includes(a as number) && !s.properties.includes(c as number))).toBe(true)
  })

  it('picks may come in any order and stay secret until all are in', () => {
    const g = passThroughAuctions(gameWith('for-sale', 3))
    const p2 = g.seats[2]?.properties[0] as number
    const { state, events } = play(g, pick(2, p2))
    expect(events).toEqual([{ type: 'picked', player: 2 }])
    expect(toAct(state)).toEqual([0, 1])
    expect(JSON.stringify(playerView(state, 0))).not.toContain(`"ownPick":${p2}`)
    expect(playerView(state, 0).sale?.picked).toEqual([false, false, true])
    expect(playerView(state, 2).sale?.ownPick).toBe(p2)
    expect(refusal(state, pick(2, g.seats[2]?.properties[1] as number))).toBe('ALREADY_PICKED')
    expect(refusal(state, pick(0, p2))).toBe('PROPERTY_NOT_YOURS')
  })
})

describe('End and scoring', () => {
  it('For Sale: checks plus money left; Sold!: checks plus 1 per money card left', () => {
    const forSale = scoreGame({ ...gameWith('for-sale', 3), seats: seatsWith([[15, 2], [9], [0]], [3, 10, 0]) })
    expect(forSale.lines.map((l) => l.score)).toEqual([20, 19, 0])
    const soldBase = gameWith('sold', 3)
    const sold = scoreGame({
      ...soldBase,
      seats: soldBase.seats.map((s, i) => ({ ...s, checks: i === 0 ? [25, 26] : [], moneyCards: i === 0 ? [8] : [1, 2] })),
    })
    // K♥ and K♦ are worth 13 each; one money card left scores 1 whatever its rank.
    expect(sold.lines.map((l) => l.score)).toEqual([27, 2, 2])
  })

  it('a tie goes to more money left; players still level share the win', () => {
    const tie = scoreGame({ ...gameWith('for-sale', 3), seats: seatsWith([[10], [8], [12]], [2, 4, 0]) })
    expect(tie.lines.map((l) => [l.score, l.rank])).toEqual([[12, 2], [12, 1], [12, 3]])
    expect(tie).toMatchObject({ winners: [1], decidedByTieBreak: true, shared: false })
    const shared = scoreGame({ ...gameWith('for-sale', 3), seats: seatsWith([[10], [10], [2]], [2, 2, 0]) })
    expect(shared).toMatchObject({ winners: [0, 1], shared: true })
    expect(shared.lines.map((l) => l.rank)).toEqual([1, 1, 3])
  })

  it('Sold! ties go to more money cards, not their value', () => {
    const base = gameWith('sold', 3)
    const s = scoreGame({
      ...base,
      seats: base.seats.map((seat, i) => ({ ...seat, checks: [[20], [21], [1]][i] as number[], moneyCards: [[1, 2, 3], [8, 7], []][i] as number[] })),
    })
    // 10 + 3 cards = 13 against 11 + 2 cards = 13: Ann wins on three cards to two.
    expect(s.lines.map((l) => l.score)).toEqual([13, 13, 1])
    expect(s.winners).toEqual([0])
  })
})

function seatsWith(checks: number[][], money: number[]): GameState['seats'] {
  return checks.map((c, i) => ({ name: `P${i}`, money: money[i] as number, moneyCards: [], properties: [], checks: c }))
}

describe('R1 starter', () => {
  it('is chosen at setup, or drawn from the seed', () => {
    const drawn = new Set<number>()
    for (let i = 0; i < 40; i++) {
      const g = createGame({ ruleset: 'for-sale', players: ['A', 'B', 'C', 'D'], seed: `s${i}` })
      if (!g.ok) throw new Error(g.error.message)
      drawn.add(g.value.startPlayer)
      const again = createGame({ ruleset: 'for-sale', players: ['A', 'B', 'C', 'D'], seed: `s${i}` })
      expect(again.ok && again.value.startPlayer).toBe(g.value.startPlayer)
    }
    expect(drawn.size).toBe(4)
    expect(gameWith('for-sale', 4, { startPlayer: 3 }).auction?.turn).toBe(3)
  })

  it('later auctions start with the last player in the previous one', () => {
    const { state } = play(gameWith('for-sale', 3), bid(0, 1), pass(1), bid(2, 2), pass(0))
    expect(state.auction?.number).toBe(1)
    expect(state.auction?.starter).toBe(2)
    expect(toAct(state)).toEqual([2])
  })
})

describe('R2 must pass', () => {
  it('a player whose money does not exceed the high bid may only pass, and the pass says it was forced', () => {
    const g = play(gameWith('for-sale', 3), bid(0, 28)).state
    expect(legalActions(g)).toMatchObject({ phase: 'auction', player: 1, bid: null })
    expect(refusal(g, bid(1, 29))).toBe('BID_OVER_MONEY')
    const { events } = play(g, pass(1))
    expect(ofType(events, 'passed')[0]?.forced).toBe(true)
  })
})

describe('R3 free top card', () => {
  it('if everyone else passes before anyone bids, the last player takes the top property for 0', () => {
    const { state, events } = play(gameWith('for-sale', 3, { properties: [4, 27, 11] }), pass(0), pass(1))
    expect(ofType(events, 'won')).toEqual([{ type: 'won', player: 2, property: 27, price: 0, free: true }])
    expect(state.seats[2]?.money).toBe(28)
  })
})

describe('R5 money units', () => {
  it('Gryphon: any whole bid up to the money held; ties compare money left, not coins', () => {
    const g = gameWith('for-sale-gryphon', 3)
    expect(refusal(g, bid(0, 17))).toBe('ok')
    expect(legalActions(g)).toMatchObject({ bid: { min: 1, max: 18 } })
    const s = scoreGame({ ...g, seats: seatsWith([[10], [11]].concat([[0]]), [3, 2, 0]) })
    expect(s.winners).toEqual([0])
  })
})

describe('"Not enough for everyone": free first pass (R6)', () => {
  it('turns up one property fewer than players; the first passer takes the whole bid back, no property', () => {
    const g = gameWith('for-sale-scarce', 4, { properties: [8, 20, 3] })
    expect(g.auction?.revealed).toEqual([3, 8, 20])
    expect(legalActions(play(g, bid(0, 3), bid(1, 4)).state)).toMatchObject({ pass: { property: null, cost: 0 } })
    const { state, events } = play(g, bid(0, 3), bid(1, 4), pass(2), pass(3), pass(0))
    expect(ofType(events, 'passed').map((e) => [e.player, e.property, e.cost])).toEqual([
      [2, null, 0],
      [3, 3, 0],
      [0, 8, 1],
    ])
    expect(state.seats.map((s) => s.properties)).toEqual([[8], [20], [], [3]])
    expect(state.seats.map((s) => s.money)).toEqual([20, 17, 21, 21])
  })

  it('at 5 players: 27 properties, six auctions of 4, then a seventh of the 3 left where the first two passers get nothing', () => {
    let g = gameWith('for-sale-scarce', 5)
    expect(g.deal.properties).toHaveLength(27)
    for (let auction = 0; auction < 6; auction++) {
      expect(g.auction?.revealed).toHaveLength(4)
      g = play(g, ...[0, 1, 2, 3].map((i) => pass(((g.auction?.starter as number) + i) % 5))).state
    }
    expect(g.auction?.revealed).toHaveLength(3)
    expect(g.auction?.freePasses).toBe(2)
    const s = g.auction?.starter as number
    const seat = (i: number) => (s + i) % 5
    const { state, events } = play(g, bid(seat(0), 2), pass(seat(1)), pass(seat(2)), pass(seat(3)), pass(seat(4)))
    expect(ofType(events, 'passed').map((e) => e.property === null)).toEqual([true, true, false, false])
    expect(state.phase).toBe('sale')
    expect(state.seats.reduce((t, x) => t + x.properties.length, 0)).toBe(27)
  })
})

describe('R7 scarce selling', () => {
  it('one check per player still holding a property; only they pick; the last holder takes all remaining checks', () => {
    let g = gameWith('for-sale-scarce', 4)
    while (g.phase === 'auction') g = play(g, pass(toAct(g)[0] as number)).state
    // Everyone always passed: the starter's right-hand neighbour never got a property.
    const holders = g.seats.map((s) => s.properties.length)
    expect(holders.reduce((a, b) => a + b, 0)).toBe(30)
    expect(g.sale?.sellers).toEqual(holders.flatMap((n, i) => (n > 0 ? [i] : [])))
    expect(g.sale?.checks).toHaveLength(g.sale?.sellers.length as number)
    const events: GameEvent[] = []
    while (g.phase === 'sale') {
      const legal = legalActions(g)
      if (legal.phase !== 'sale') break
      const first = legal.pickers[0] as (typeof legal.pickers)[number]
      const step = play(g, pick(first.player, first.properties[0] as number))
      g = step.state
      events.push(...step.events)
    }
    expect(g.phase).toBe('over')
    expect(g.seats.reduce((t, s) => t + s.checks.length, 0)).toBe(30)
    g.seats.forEach((s, i) => expect(s.checks.length).toBe(holders[i]))
  })
})

describe('R8 refused checks', () => {
  it('the two 0 checks go to the lowest properties of their round', () => {
    const g = passThroughAuctions(gameWith('for-sale', 3, { checks: [0, 13, 0] }))
    const picks = g.seats.map((s) => s.properties[s.properties.length - 1] as number)
    const { events } = play(g, ...picks.map((p, i) => pick(i, p)))
    const sales = ofType(events, 'sale-revealed')[0]?.sales ?? []
    expect(sales.map((s) => s.check)).toEqual([13, 0, 0])
    expect(sales[0]?.property).toBe(Math.max(...picks))
  })
})

describe('R9 set-aside cards', () => {
  it('are drawn unseen and shown to nobody until the game ends', () => {
    const created = createGame({ ruleset: 'for-sale-gryphon', players: ['A', 'B', 'C'], seed: 'aside' })
    if (!created.ok) throw new Error(created.error.message)
    const g = created.value
    expect(g.deal.setAside.properties).toHaveLength(6)
    expect(g.deal.setAside.checks).toHaveLength(6)
    expect([...g.deal.properties, ...g.deal.setAside.properties].sort((a, b) => a - b)).toEqual(RULESETS['for-sale-gryphon'].propertyDeck)
    for (const viewer of [null, 0, 1, 2]) expect(playerView(g, viewer).setAside).toBeNull()
    expect(cardsInPlay(RULESETS['for-sale-gryphon'], 3)).toBe(24)
  })
})
