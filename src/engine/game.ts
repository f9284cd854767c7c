import { checkValue } from './cards.ts'
import { validateSetup } from './setup.ts'
import { cachedPaymentOptions, passCost } from './payment.ts'
import { resolveSale } from './sale.ts'
import { RULESETS, propertiesPerAuction, type Ruleset } from './rulesets.ts'
import { scoreGame } from './score.ts'
import type {
  Action,
  ApplyResult,
  AuctionState,
  Card,
  ErrorCode,
  GameError,
  GameEvent,
  GameState,
  LegalActions,
  PendingPayment,
  Result,
  Seat,
  SeatState,
  TableSetup,
} from './types.ts'

/** A validated table and deal becomes a game at the start of its first auction. */
export function createGame(setup: TableSetup): Result<GameState> {
  const checked = validateSetup(setup)
  if (!checked.ok) return checked
  const { ruleset, names, startPlayer, options, deal, rng } = checked.value
  const row = RULESETS[ruleset]
  const seats: SeatState[] = names.map((name) => ({
    name,
    money: row.money === 'cards' ? sum(row.moneyCards) : row.startingMoney[names.length - 3] as number,
    moneyCards: row.money === 'cards' ? row.moneyCards : [],
    properties: [],
    checks: [],
  }))
  const state: GameState = {
    ruleset,
    playerCount: names.length as GameState['playerCount'],
    options,
    startPlayer,
    deal,
    rng,
    seats,
    phase: 'auction',
    auction: null,
    payments: [],
    nextStarter: startPlayer,
    propertiesDealt: 0,
    checksDealt: 0,
    sale: null,
    history: null,
    actionCount: 0,
  }
  return { ok: true, value: startAuction(state, []) }
}

/** Initial events of a game: the first auction's turning up. */
export function openingEvents(state: GameState): GameEvent[] {
  const a = state.auction
  if (state.actionCount !== 0 || a === null) return []
  return [{ type: 'auction-started', auction: 0, properties: a.revealed, starter: a.starter, freePasses: a.freePasses }]
}

function fail(code: ErrorCode, message: string): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } }
}

function sum(values: readonly number[]): number {
  let total = 0
  for (const v of values) total += v
  return total
}

/** Apply one action. Illegal or malformed actions come back as errors, never as exceptions. */
export function applyAction(state: GameState, action: Action): ApplyResult {
  const malformed = actionShapeProblem(state, action)
  if (malformed) return fail('MALFORMED_ACTION', malformed)
  if (state.phase === 'over') return fail('GAME_OVER', 'The game is over.')
  const events: GameEvent[] = []
  let result: GameState | GameError
  switch (action.type) {
    case 'bid':
      result = bid(state, action.player, action.amount, events)
      break
    case 'pass':
      result = pass(state, action.player, events)
      break
    case 'pay':
      result = pay(state, action.player, action.cards, events)
      break
    case 'pick':
      result = pick(state, action.player, action.property, events)
      break
    default:
      return assertNever(action)
  }
  if ('code' in result) return { ok: false, error: result }
  const next: GameState = {
    ...result,
    history: { action, previous: state.history },
    actionCount: state.actionCount + 1,
  }
  return { ok: true, state: next, events }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`)
}

const isSeat = (state: GameState, p: unknown): p is Seat =>
  typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < state.playerCount

function actionShapeProblem(state: GameState, action: Action): string | null {
  if (typeof action !== 'object' || action === null) return 'An action must be an object.'
  const a = action as { type?: unknown; player?: unknown; amount?: unknown; cards?: unknown; property?: unknown }
  if (a.type !== 'bid' && a.type !== 'pass' && a.type !== 'pay' && a.type !== 'pick') {
    return `Unknown action type ${JSON.stringify(a.type)}.`
  }
  if (!isSeat(state, a.player)) return `"player" must be a seat from 0 to ${state.playerCount - 1}.`
  if (a.type === 'bid' && !(typeof a.amount === 'number' && Number.isInteger(a.amount))) {
    return 'A bid\'s "amount" must be a whole number.'
  }
  if (a.type === 'pay' && !(Array.isArray(a.cards) && a.cards.every((c) => typeof c === 'number' && Number.isInteger(c)))) {
    return 'A payment\'s "cards" must be a list of money card values.'
  }
  if (a.type === 'pick' && !(typeof a.property === 'number' && Number.isInteger(a.property))) {
    return 'A pick must name a property.'
  }
  return null
}

function nextInAuction(inAuction: readonly boolean[], from: Seat): Seat {
  const n = inAuction.length
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n
    if (inAuction[s]) return s
  }
  return from
}

function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice()
  out[index] = value
  return out
}

function auctionTurnProblem(state: GameState, player: Seat): GameError | null {
  if (state.phase !== 'auction' || state.auction === null) {
    return {
      code: 'WRONG_PHASE',
      message: state.phase === 'payment' ? 'A payment must be chosen first.' : 'There is no auction under way.',
    }
  }
  if (state.auction.turn !== player) {
    return { code: 'NOT_YOUR_TURN', message: `It is ${state.seats[state.auction.turn]?.name}'s turn.` }
  }
  return null
}

function bid(state: GameState, player: Seat, amount: number, events: GameEvent[]): GameState | GameError {
  const problem = auctionTurnProblem(state, player)
  if (problem) return problem
  const a = state.auction as AuctionState
  const money = (state.seats[player] as SeatState).money
  if (amount < 1 || amount <= a.highBid) {
    return { code: 'BID_TOO_LOW', message: `A bid must be at least ${Math.max(1, a.highBid + 1)}.` }
  }
  if (amount > money) return { code: 'BID_OVER_MONEY', message: `A bid cannot be more than the ${money} held.` }
  events.push({ type: 'bid', player, amount, previous: a.bids[player] as number })
  const auction: AuctionState = {
    ...a,
    bids: replaceAt(a.bids, player, amount),
    highBid: amount,
    highBidder: player,
    turn: nextInAuction(a.inAuction, player),
  }
  return { ...state, auction }
}

function pass(state: GameState, player: Seat, events: GameEvent[]): GameState | GameError {
  const problem = auctionTurnProblem(state, player)
  if (problem) return problem
  const row = RULESETS[state.ruleset]
  const a = state.auction as AuctionState
  const ownBid = a.bids[player] as number
  const free = a.freePasses > 0
  const cost = free ? 0 : passCost(row, ownBid)
  const property = free ? null : (a.properties[0] as Card)
  const forced = (state.seats[player] as SeatState).money <= a.highBid
  events.push({ type: 'passed', player, property, bid: ownBid, cost, refund: ownBid - cost, forced })

  let seats = state.seats
  if (property !== null) seats = withProperty(seats, player, property)
  const inAuction = replaceAt(a.inAuction, player, false)
  const remaining = free ? a.properties : a.properties.slice(1)
  const due: PendingPayment[] = [{ player, amount: cost, reason: 'pass' }]

  let auction: AuctionState = {
    ...a,
    properties: remaining,
    inAuction,
    freePasses: free ? a.freePasses - 1 : 0,
    turn: nextInAuction(inAuction, player),
  }
  let nextStarter = state.nextStarter
  let stillIn = 0
  for (const inside of inAuction) if (inside) stillIn++
  if (stillIn === 1) {
    const winner = auction.turn
    const last = remaining[remaining.length - 1] as Card
    const price = auction.bids[winner] as number
    events.push({ type: 'won', player: winner, property: last, price, free: a.highBid === 0 })
    seats = withProperty(seats, winner, last)
    due.push({ player: winner, amount: price, reason: 'win' })
    auction = { ...auction, properties: [], inAuction: replaceAt(inAuction, winner, false) }
    nextStarter = winner
  }
  const next = { ...state, seats, auction, nextStarter }
  return settlePayments(next, due, events)
}

function withProperty(seats: readonly SeatState[], player: Seat, property: Card): SeatState[] {
  const seat = seats[player] as SeatState
  const properties = seat.properties.slice()
  let i = properties.length
  while (i > 0 && (properties[i - 1] as Card) > property) i--
  properties.splice(i, 0, property)
  return replaceAt(seats, player, { ...seat, properties })
}

/**
 * Make the payments due in order. Amount money pays at once; Sold! money pays itself when only
 * one set of cards qualifies (R4), and otherwise waits for the payer's `pay` action.
 * When nothing is left to pay and the auction is over, the game moves on.
 */
function settlePayments(state: GameState, due: readonly PendingPayment[], events: GameEvent[]): GameState {
  const row = RULESETS[state.ruleset]
  let seats = state.seats
  let i = 0
  for (; i < due.length; i++) {
    const { player, amount } = due[i] as PendingPayment
    if (amount === 0) continue
    const seat = seats[player] as SeatState
    if (row.money === 'amount') {
      seats = replaceAt(seats, player, { ...seat, money: seat.money - amount })
      events.push({ type: 'paid', player, amount, cards: [], chosen: false })
      continue
    }
    const options = cachedPaymentOptions(seat.moneyCards, amount)
    if (options.length !== 1) {
      events.push({ type: 'payment-due', player, amount, options })
      break
    }
    seats = replaceAt(seats, player, payWithCards(seat, options[0] as readonly number[]))
    events.push({ type: 'paid', player, amount, cards: options[0] as readonly number[], chosen: false })
  }
  const payments = due.slice(i)
  const next: GameState = { ...state, seats, payments, phase: payments.length > 0 ? 'payment' : 'auction' }
  return payments.length === 0 && next.auction !== null && next.auction.properties.length === 0
    ? afterAuction(next, events)
    : next
}

function payWithCards(seat: SeatState, cards: readonly number[]): SeatState {
  const moneyCards = seat.moneyCards.filter((v) => !cards.includes(v))
  return { ...seat, moneyCards, money: sum(moneyCards) }
}

function pay(state: GameState, player: Seat, cards: readonly number[], events: GameEvent[]): GameState | GameError {
  if (state.phase !== 'payment') return { code: 'WRONG_PHASE', message: 'No payment is waiting to be chosen.' }
  const head = state.payments[0] as PendingPayment
  if (head.player !== player) {
    return { code: 'NOT_YOUR_TURN', message: `${state.seats[head.player]?.name} is paying now.` }
  }
  const seat = state.seats[player] as SeatState
  const offered = cards.slice().sort((x, y) => x - y)
  const options = cachedPaymentOptions(seat.moneyCards, head.amount)
  const match = options.find((o) => o.length === offered.length && o.every((v, i) => v === offered[i]))
  if (!match) {
    return {
      code: 'PAYMENT_NOT_ALLOWED',
      message: `Cards ${offered.join(', ') || '(none)'} cannot pay ${head.amount}; allowed: ${options.map((o) => o.join('+')).join(' or ')}.`,
    }
  }
  events.push({ type: 'paid', player, amount: head.amount, cards: match, chosen: true })
  const paid = { ...state, seats: replaceAt(state.seats, player, payWithCards(seat, match)) }
  return settlePayments(paid, state.payments.slice(1), events)
}

/** The auction is settled: turn up the next one, or start selling. */
function afterAuction(state: GameState, events: GameEvent[]): GameState {
  if (state.propertiesDealt < state.deal.properties.length) return startAuction(state, events, state.nextStarter)
  return startSaleRound({ ...state, auction: null, phase: 'sale' }, events)
}

function startAuction(state: GameState, events: GameEvent[], starter: Seat = state.startPlayer): GameState {
  const row: Ruleset = RULESETS[state.ruleset]
  const n = state.playerCount
  const left = state.deal.properties.length - state.propertiesDealt
  const count = Math.min(propertiesPerAuction(row, n), left)
  const revealed = state.deal.properties
    .slice(state.propertiesDealt, state.propertiesDealt + count)
    .sort((x, y) => x - y)
  const number = state.auction === null ? 0 : state.auction.number + 1
  const freePasses = n - count
  const auction: AuctionState = {
    number,
    properties: revealed,
    revealed,
    bids: new Array<number>(n).fill(0),
    inAuction: new Array<boolean>(n).fill(true),
    highBid: 0,
    highBidder: null,
    turn: starter,
    starter,
    freePasses,
  }
  events.push({ type: 'auction-started', auction: number, properties: revealed, starter, freePasses })
  return { ...state, phase: 'auction', auction, payments: [], propertiesDealt: state.propertiesDealt + count }
}

function startSaleRound(state: GameState, events: GameEvent[]): GameState {
  const sellers: Seat[] = []
  state.seats.forEach((seat, i) => {
    if (seat.properties.length > 0) sellers.push(i)
  })
  const round = state.sale === null ? 0 : state.sale.round + 1
  if (sellers.length === 1) {
    // R7: the last seat holding properties takes every remaining check at once.
    const player = sellers[0] as Seat
    const seat = state.seats[player] as SeatState
    const checks = state.deal.checks.slice(state.checksDealt)
    events.push({ type: 'checks-taken', player, properties: seat.properties, checks })
    const seats = replaceAt(state.seats, player, { ...seat, properties: [], checks: [...seat.checks, ...checks] })
    return endGame({ ...state, seats, checksDealt: state.deal.checks.length }, events)
  }
  if (sellers.length === 0) return endGame(state, events)
  const ruleset = state.ruleset
  const checks = state.deal.checks
    .slice(state.checksDealt, state.checksDealt + sellers.length)
    // Stable: checks of equal value (Sold!'s two of each rank) keep the order they were turned up in.
    .sort((x, y) => checkValue(ruleset, y) - checkValue(ruleset, x))
  events.push({ type: 'sale-started', round, checks, sellers })
  return {
    ...state,
    phase: 'sale',
    sale: { round, checks, sellers, picks: new Array<Card | null>(state.playerCount).fill(null) },
    checksDealt: state.checksDealt + sellers.length,
  }
}

function endGame(state: GameState, events: GameEvent[]): GameState {
  const over: GameState = { ...state, phase: 'over', sale: null, auction: null, payments: [] }
  events.push({ type: 'game-over', winners: scoreGame(over).winners })
  return over
}

function pick(state: GameState, player: Seat, property: Card, events: GameEvent[]): GameState | GameError {
  const sale = state.sale
  if (state.phase !== 'sale' || sale === null) return { code: 'WRONG_PHASE', message: 'Properties are not being sold yet.' }
  if (!sale.sellers.includes(player)) {
    return { code: 'NOT_YOUR_TURN', message: `${state.seats[player]?.name} has no property left to sell.` }
  }
  if (sale.picks[player] !== null) {
    return { code: 'ALREADY_PICKED', message: `${state.seats[player]?.name} has already picked this round.` }
  }
  if (!(state.seats[player] as SeatState).properties.includes(property)) {
    return { code: 'PROPERTY_NOT_YOURS', message: `${state.seats[player]?.name} does not hold that property.` }
  }
  events.push({ type: 'picked', player })
  const picks = replaceAt(sale.picks, player, property)
  if (sale.sellers.some((s) => picks[s] === null)) return { ...state, sale: { ...sale, picks } }

  const sales = resolveSale(
    sale.sellers.map((s) => ({ player: s, property: picks[s] as Card })),
    sale.checks,
  )
  events.push({ type: 'sale-revealed', round: sale.round, sales })
  let seats = state.seats
  for (const { player: p, property: sold, check } of sales) {
    const seat = seats[p] as SeatState
    seats = replaceAt(seats, p, {
      ...seat,
      properties: seat.properties.filter((c) => c !== sold),
      checks: [...seat.checks, check],
    })
  }
  return startSaleRound({ ...state, seats, sale: { ...sale, picks } }, events)
}

/** What may be done now, and by whom: the UI enables exactly this. */
export function legalActions(state: GameState): LegalActions {
  switch (state.phase) {
    case 'auction': {
      const a = state.auction as AuctionState
      const player = a.turn
      const money = (state.seats[player] as SeatState).money
      const ownBid = a.bids[player] as number
      const free = a.freePasses > 0
      const cost = free ? 0 : passCost(RULESETS[state.ruleset], ownBid)
      return {
        phase: 'auction',
        player,
        bid: money > a.highBid ? { min: a.highBid + 1, max: money } : null,
        pass: { property: free ? null : (a.properties[0] as Card), bid: ownBid, cost, refund: ownBid - cost },
      }
    }
    case 'payment': {
      const head = state.payments[0] as PendingPayment
      const seat = state.seats[head.player] as SeatState
      return {
        phase: 'payment',
        player: head.player,
        amount: head.amount,
        reason: head.reason,
        options: cachedPaymentOptions(seat.moneyCards, head.amount),
      }
    }
    case 'sale': {
      const sale = state.sale as NonNullable<GameState['sale']>
      return {
        phase: 'sale',
        checks: sale.checks,
        pickers: sale.sellers
          .filter((s) => sale.picks[s] === null)
          .map((s) => ({ player: s, properties: (state.seats[s] as SeatState).properties })),
      }
    }
    case 'over':
      return { phase: 'over' }
    default:
      return assertNever(state.phase)
  }
}

/** The seats that may act now (in seat order). */
export function toAct(state: GameState): Seat[] {
  switch (state.phase) {
    case 'auction':
      return [(state.auction as AuctionState).turn]
    case 'payment':
      return [(state.payments[0] as PendingPayment).player]
    case 'sale': {
      const sale = state.sale as NonNullable<GameState['sale']>
      return sale.sellers.filter((s) => sale.picks[s] === null)
    }
    case 'over':
      return []
    default:
      return assertNever(state.phase)
  }
}

/** The game's actions from the first, for export and replay. */
export function actionsOf(state: GameState): Action[] {
  const out: Action[] = new Array<Action>(state.actionCount)
  let node = state.history
  for (let i = state.actionCount - 1; node !== null; i--, node = node.previous) out[i] = node.action
  return out
}
