import { auctionWith, replaceAt, rule, seatWith, sortedBy, type Draft } from './draft.ts'
import { cachedPaymentOptions, cardMask, cardsLeft, passCost } from './payment.ts'
import { RULESETS, propertiesPerAuction } from './rulesets.ts'
import { startSaleRound } from './selling.ts'
import type { AuctionState, Card, GameError, GameEvent, PendingPayment, Seat, SeatState } from './types.ts'

/** The buying phase: bids, passes, payments (Sold!'s choice of cards, R4) and the next auction. */

const identity = (c: Card): number => c

/** Whose turn follows `from` among the seats still in the auction. */
export function nextInAuction(inAuction: readonly boolean[], from: Seat): Seat {
  const n = inAuction.length
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n
    if (inAuction[s]) return s
  }
  return from
}

/** The auction `player` may bid or pass in now, or why they may not. */
function turnProblem(d: Draft, player: Seat): AuctionState | GameError {
  if (d.phase !== 'auction' || d.auction === null) {
    return rule('WRONG_PHASE', d.phase === 'payment' ? 'A payment must be chosen first.' : 'There is no auction under way.')
  }
  if (d.auction.turn !== player) return rule('NOT_YOUR_TURN', `It is ${d.seats[d.auction.turn]?.name}'s turn.`)
  return d.auction
}

export function bid(d: Draft, player: Seat, amount: number, events: GameEvent[]): GameError | null {
  const a = turnProblem(d, player)
  if ('code' in a) return a
  const money = (d.seats[player] as SeatState).money
  if (amount < 1 || amount <= a.highBid) return rule('BID_TOO_LOW', `A bid must be at least ${Math.max(1, a.highBid + 1)}.`)
  if (amount > money) return rule('BID_OVER_MONEY', `A bid cannot be more than the ${money} held.`)
  events.push({ type: 'bid', player, amount, previous: a.bids[player] as number })
  const bids = replaceAt(a.bids, player, amount)
  d.auction = auctionWith(a, a.properties, bids, a.inAuction, amount, player, nextInAuction(a.inAuction, player), a.freePasses)
  return null
}

export function pass(d: Draft, player: Seat, events: GameEvent[]): GameError | null {
  const a = turnProblem(d, player)
  if ('code' in a) return a
  const ownBid = a.bids[player] as number
  // R6: while there are fewer properties than players, the first passers take their bid back, no property.
  const free = a.freePasses > 0
  const cost = free ? 0 : passCost(RULESETS[d.ruleset], ownBid)
  const property = free ? null : (a.properties[0] as Card)
  const forced = (d.seats[player] as SeatState).money <= a.highBid
  events.push({ type: 'passed', player, property, bid: ownBid, cost, refund: ownBid - cost, forced })

  if (property !== null) d.seats = withProperty(d.seats, player, property)
  const inAuction = replaceAt(a.inAuction, player, false)
  const left = free ? a.properties : a.properties.slice(1)
  const turn = nextInAuction(inAuction, player)
  const freePasses = free ? a.freePasses - 1 : 0
  const passerPays: PendingPayment = { player, amount: cost, reason: 'pass' }

  let stillIn = 0
  for (let i = 0; i < inAuction.length; i++) if (inAuction[i]) stillIn++
  if (stillIn > 1) {
    d.auction = auctionWith(a, left, a.bids, inAuction, a.highBid, a.highBidder, turn, freePasses)
    settlePayments(d, [passerPays], events)
    return null
  }
  // The last player in takes the last (highest) property and pays their whole bid (R3: 0 if nobody bid).
  const winner = turn
  const last = left[left.length - 1] as Card
  const price = a.bids[winner] as number
  events.push({ type: 'won', player: winner, property: last, price, free: a.highBid === 0 })
  d.seats = withProperty(d.seats, winner, last)
  d.auction = auctionWith(a, [], a.bids, replaceAt(inAuction, winner, false), a.highBid, a.highBidder, winner, freePasses)
  d.nextStarter = winner
  // When a pass ends an auction, the passer pays first, then the winner.
  settlePayments(d, [passerPays, { player: winner, amount: price, reason: 'win' }], events)
  return null
}

function withProperty(seats: readonly SeatState[], player: Seat, property: Card): SeatState[] {
  const seat = seats[player] as SeatState
  const held = seat.properties
  const properties: Card[] = []
  let placed = false
  for (const c of held) {
    if (!placed && c > property) {
      properties.push(property)
      placed = true
    }
    properties.push(c)
  }
  if (!placed) properties.push(property)
  return replaceAt(seats, player, seatWith(seat, seat.money, seat.moneyCards, properties, seat.checks))
}

/**
 * Make the payments due, in order. Amount money pays at once; Sold! money pays itself when only
 * one set of cards qualifies (R4) and otherwise waits for the payer's `pay` action.
 * With nothing left to pay and the auction over, the game moves on.
 */
const NOTHING_DUE: readonly PendingPayment[] = []

function settlePayments(d: Draft, due: readonly PendingPayment[], events: GameEvent[]): void {
  const cards = RULESETS[d.ruleset].money === 'cards'
  let i = 0
  for (; i < due.length; i++) {
    const { player, amount } = due[i] as PendingPayment
    if (amount === 0) continue
    const seat = d.seats[player] as SeatState
    if (!cards) {
      d.seats = replaceAt(d.seats, player, seatWith(seat, seat.money - amount, seat.moneyCards, seat.properties, seat.checks))
      events.push({ type: 'paid', player, amount, cards: [], chosen: false })
      continue
    }
    const options = cachedPaymentOptions(seat.moneyCards, amount)
    if (options.length !== 1) {
      events.push({ type: 'payment-due', player, amount, options })
      break
    }
    const only = options[0] as readonly number[]
    d.seats = replaceAt(d.seats, player, payWithCards(seat, only))
    events.push({ type: 'paid', player, amount, cards: only, chosen: false })
  }
  d.payments = i === due.length ? NOTHING_DUE : due.slice(i)
  d.phase = d.payments.length > 0 ? 'payment' : 'auction'
  if (d.payments.length === 0 && d.auction !== null && d.auction.properties.length === 0) afterAuction(d, events)
}

function payWithCards(seat: SeatState, cards: readonly number[]): SeatState {
  const left = cardsLeft(seat.moneyCards, cards)
  return seatWith(seat, left.money, left.cards, seat.properties, seat.checks)
}

export function pay(d: Draft, player: Seat, cards: readonly number[], events: GameEvent[]): GameError | null {
  // A pay action exists only for a Sold! payment with a choice of cards (R4); anything else is not allowed.
  if (d.phase !== 'payment') {
    return rule(
      'PAYMENT_NOT_ALLOWED',
      RULESETS[d.ruleset].money === 'cards'
        ? 'No payment is waiting to be chosen: a payment with only one way to pay is made at once.'
        : 'This game is paid in amounts: there is no choice of cards to make.',
    )
  }
  const head = d.payments[0] as PendingPayment
  if (head.player !== player) return rule('NOT_YOUR_TURN', `${d.seats[head.player]?.name} is paying now.`)
  const seat = d.seats[player] as SeatState
  const options = cachedPaymentOptions(seat.moneyCards, head.amount)
  const offered = cards.every((v) => v >= 1 && v <= 30) ? cardMask(cards) : -1
  let match: readonly number[] | undefined
  for (let i = 0; i < options.length && match === undefined; i++) {
    const o = options[i] as readonly number[]
    if (o.length === cards.length && cardMask(o) === offered) match = o
  }
  if (!match) {
    return rule(
      'PAYMENT_NOT_ALLOWED',
      `Cards ${cards.join(', ') || '(none)'} cannot pay ${head.amount}; allowed: ${options.map((o) => o.join('+')).join(' or ')}.`,
    )
  }
  events.push({ type: 'paid', player, amount: head.amount, cards: match, chosen: true })
  d.seats = replaceAt(d.seats, player, payWithCards(seat, match))
  settlePayments(d, d.payments.slice(1), events)
  return null
}

/** The auction is settled: turn up the next one, or start selling. */
function afterAuction(d: Draft, events: GameEvent[]): void {
  if (d.propertiesDealt < d.deal.properties.length) {
    startAuction(d, d.nextStarter, events)
    return
  }
  d.auction = null
  d.phase = 'sale'
  startSaleRound(d, events)
}

/** Turn up the next auction's properties, low to high (R6: all that remain, when fewer than usual). */
export function startAuction(d: Draft, starter: Seat, events: GameEvent[]): void {
  const n = d.playerCount
  const left = d.deal.properties.length - d.propertiesDealt
  const count = Math.min(propertiesPerAuction(RULESETS[d.ruleset], n), left)
  const revealed = sortedBy(d.deal.properties.slice(d.propertiesDealt, d.propertiesDealt + count), identity, false)
  const number = d.auction === null ? 0 : d.auction.number + 1
  const freePasses = n - count
  const bids: number[] = []
  const inAuction: boolean[] = []
  for (let i = 0; i < n; i++) {
    bids.push(0)
    inAuction.push(true)
  }
  d.auction = {
    number,
    properties: revealed,
    revealed,
    bids,
    inAuction,
    highBid: 0,
    highBidder: null,
    turn: starter,
    starter,
    freePasses,
  }
  d.phase = 'auction'
  d.payments = NOTHING_DUE
  d.propertiesDealt += count
  events.push({ type: 'auction-started', auction: number, properties: revealed, starter, freePasses })
}
