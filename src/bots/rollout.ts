import { nextInAuction } from '../engine/auction.ts'
import { cachedPaymentOptions, cardsLeft, passCost } from '../engine/payment.ts'
import type { Rng } from '../engine/random.ts'
import { RULESETS, propertiesPerAuction, type Ruleset } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import { resolveSale } from '../engine/sale.ts'
import { roundChecks, sellersOf } from '../engine/selling.ts'
import type { Action, AuctionState, Card, GameState, LegalActions, PendingPayment, SaleState, Seat } from '../engine/types.ts'
import { easyAuction, easyPayment, easySale } from './easy.ts'
import type { Facts } from './facts.ts'
import { auctionBudget, auctionsAfter, normalPayment, paymentCost } from './normal.ts'
import { stylePickInState, type PickStyle } from './pick-styles.ts'
import { propertyWorth } from './worth.ts'

/**
 * How the strong bot imagines the rest of a game: every seat plays a sound policy, each at its own
 * keenness to buy (read from the table, and varied from one sampled world to the next), and now and
 * then a seat plays carelessly. It does not assume the others play like our own normal level.
 */

type AuctionLegal = Extract<LegalActions, { phase: 'auction' }>
type PaymentLegal = Extract<LegalActions, { phase: 'payment' }>

/**
 * One seat in a sampled world: how it plays there, and how keen it is to buy. `sound` weighs each
 * property against its price (the normal level's reasoning); `rationing` shares its money out over
 * the auctions left and bids up to its share, whatever the cards; `careless` plays like a beginner.
 */
export interface Style {
  readonly kind: 'sound' | 'rationing' | 'careless'
  readonly keenness: number
  /** How it picks in the sale (a careless seat picks like a beginner whatever this says). */
  readonly pick: PickStyle
}

/**
 * A player who rations money: up to its share of the money for the auctions left (more when
 * keen), never more than the gain of the top card over the bottom one, and now and then a jump.
 */
export function rationingAuction(f: Facts, legal: AuctionLegal, keenness: number, rng: Rng): Action {
  const seat = legal.player
  const pass: Action = { type: 'pass', player: seat }
  if (legal.bid === null || f.auction === null) return pass
  const cards = f.auction.properties
  const gain = propertyWorth(f.ruleset, cards[cards.length - 1] as Card) - propertyWorth(f.ruleset, cards[0] as Card)
  const money = (f.seats[seat] as Facts['seats'][number]).money
  const share = (money / (auctionsAfter(f) + 1)) * 1.6 * keenness
  const limit = Math.min(share, gain * 0.9 * keenness)
  const min = legal.bid.min
  if (min > limit) return pass
  const jump = limit - min >= 3 && rng.nextInt(100) < 40 ? Math.floor((limit - min) / 3) : 0
  return { type: 'bid', player: seat, amount: Math.min(legal.bid.max, min + jump) }
}

/**
 * The normal level's auction reasoning with a keenness: a keen seat counts money as worth less
 * than it is and spreads more of it over this auction; a cautious one the other way round.
 */
export function styledAuction(f: Facts, legal: AuctionLegal, keenness: number): Action {
  const seat = legal.player
  const pass: Action = { type: 'pass', player: seat }
  if (legal.bid === null || f.auction === null) return pass
  const a = f.auction
  const cards = a.properties
  const row = RULESETS[f.ruleset]
  const low = cards[0] as Card
  const high = cards[cards.length - 1] as Card
  const own = a.bids[seat] as number
  const weight = 0.12
  // A free pass (R6): passing now takes nothing and costs nothing.
  const free = legal.pass.property === null
  const passNow = free ? 0 : propertyWorth(f.ruleset, low) - paymentCost(f, seat, passCost(row, own), weight) / keenness
  const amount = legal.bid.min
  let rivals = 0
  for (let s = 0; s < f.playerCount; s++) if (s !== seat && a.inAuction[s]) rivals++
  const pWin = 1 / (1 + rivals * 0.6)
  // What a pass after this bid costs: half of it, rounded as the edition says.
  const passLater = passCost(row, amount)
  // While a free passer is still to leave, staying in costs only what the seat pays in the end:
  // the bid if it wins, half of it if another gives up first and it passes after. It stays in up to
  // its share of money in that payment, not in the bid, as a player who sees the free way out does.
  const committed = free ? pWin * amount + (1 - pWin) * passLater : amount
  if (committed > auctionBudget(f, seat, 2.2 * keenness)) return pass
  const win = propertyWorth(f.ruleset, high) - paymentCost(f, seat, amount, weight) / keenness
  // Passing later takes the lowest property left: the one above the lowest, unless the free passer
  // is still to leave, who takes nothing and leaves the lowest on the table.
  const next = free ? low : cards.length > 1 ? (cards[1] as Card) : high
  const later = propertyWorth(f.ruleset, next) - paymentCost(f, seat, passLater, weight) / keenness
  const stay = pWin * win + (1 - pWin) * later
  return stay > passNow + 0.25 ? { type: 'bid', player: seat, amount } : pass
}

/**
 * A seat's plan for the auction under way: raise by the least while the lowest bid is at most
 * `upTo`, pass once it is over (an English auction is played with a limit in mind, not bid by bid).
 */
export interface AuctionPlan {
  readonly seat: Seat
  readonly upTo: number
}

/**
 * Play `start` to the end with each seat on its style (and `plan`'s seat on its plan while the
 * auction under way lasts); counts the simulated moves in `counter`.
 *
 * Played as the engine plays it (auction.ts, selling.ts), move for move, with the same policies
 * drawing on `rng` in the same order, but without the engine's moves: no legality checks, events or
 * fresh copy of the game per move, which were most of a playout's time. The hands, money and the
 * auction under way are copied once and then changed in place (the game they came from is the
 * sampled world every candidate starts from). rollout.test.ts holds the two ways to the same end.
 * The game returned is finished, its seats (what `outcome` scores) as the engine's would be; its
 * action count and history are left as they were.
 */
export function playOut(start: GameState, styles: readonly Style[], rng: Rng, counter: { moves: number }, plan: AuctionPlan | null = null): GameState {
  switch (start.phase) {
    case 'over':
      return start
    case 'sale':
      return playOutSale(start, copySeats(start), start.checksDealt, start.sale, styles, rng, counter)
    default:
      return playOutAuctions(start, start.auction, styles, rng, counter, plan)
  }
}

/** A seat in a playout, changed in place. */
interface PlaySeat {
  readonly name: string
  money: number
  moneyCards: number[]
  properties: Card[]
  checks: Card[]
}

/** The auction under way in a playout, changed in place (its bids and who is still in; the properties left are replaced, not changed, as they are shared with the sampled world). */
type PlayAuction = { -readonly [K in keyof AuctionState]: AuctionState[K] } & { bids: number[]; inAuction: boolean[] }

const copySeats = (start: GameState): PlaySeat[] =>
  start.seats.map((s) => ({ name: s.name, money: s.money, moneyCards: s.moneyCards.slice(), properties: s.properties.slice(), checks: s.checks.slice() }))

/** A property into a hand, which is held ascending. */
function takeInto(hand: Card[], property: Card): void {
  let i = hand.length
  hand.push(property)
  for (; i > 0 && (hand[i - 1] as Card) > property; i--) hand[i] = hand[i - 1] as Card
  hand[i] = property
}

/** Sold!: the cards of `paid` (one of the payment options) leave the seat's money, the rest keep their order. */
function payCards(seat: PlaySeat, paid: readonly number[]): void {
  const left = cardsLeft(seat.moneyCards, paid)
  seat.moneyCards = left.cards
  seat.money = left.money
}

/**
 * The buying in a playout, changed in place: the seats, the auction under way, and the payments due.
 * A class rather than closures: a playout is made thousands of times a decision.
 */
class Buying {
  readonly row: Ruleset
  readonly cards: boolean
  readonly perAuction: number
  readonly properties: readonly Card[]
  readonly seats: PlaySeat[]
  readonly a: PlayAuction
  propertiesDealt: number
  nextStarter: Seat
  payments: readonly PendingPayment[]
  /** What the auction policies read (`Facts`), kept up to date. */
  readonly facts: { -readonly [K in keyof Facts]: Facts[K] }
  /** The legal moves of the seat to bid, reused from move to move (the policies read them and keep nothing). */
  readonly bidRange = { min: 0, max: 0 }
  readonly passOption: { property: Card | null; bid: number; cost: number; refund: number } = { property: null, bid: 0, cost: 0, refund: 0 }
  readonly legal: { phase: 'auction'; player: Seat; bid: { min: number; max: number } | null; pass: Buying['passOption'] }

  constructor(start: GameState, under: AuctionState) {
    this.row = RULESETS[start.ruleset]
    this.cards = this.row.money === 'cards'
    this.perAuction = propertiesPerAuction(this.row, start.playerCount)
    this.properties = start.deal.properties
    this.seats = copySeats(start)
    this.a = {
      number: under.number,
      properties: under.properties,
      revealed: under.revealed,
      bids: under.bids.slice(),
      inAuction: under.inAuction.slice(),
      highBid: under.highBid,
      highBidder: under.highBidder,
      turn: under.turn,
      starter: under.starter,
      freePasses: under.freePasses,
    }
    this.propertiesDealt = start.propertiesDealt
    this.nextStarter = start.nextStarter
    this.payments = start.payments
    this.facts = { ruleset: start.ruleset, playerCount: start.playerCount, seats: this.seats, auction: this.a, payments: this.payments, sale: null, propertiesLeft: 0 }
    this.legal = { phase: 'auction', player: 0, bid: null, pass: this.passOption }
  }

  /** The legal moves of the seat to bid, as legal.ts reads them from a game. */
  auctionLegal(): AuctionLegal {
    const { a, legal, passOption } = this
    const player = a.turn
    const money = (this.seats[player] as PlaySeat).money
    const ownBid = a.bids[player] as number
    const free = a.freePasses > 0
    const cost = free ? 0 : passCost(this.row, ownBid)
    legal.player = player
    if (money > a.highBid) {
      this.bidRange.min = a.highBid + 1
      this.bidRange.max = money
      legal.bid = this.bidRange
    } else legal.bid = null
    passOption.property = free ? null : (a.properties[0] as Card)
    passOption.bid = ownBid
    passOption.cost = cost
    passOption.refund = ownBid - cost
    this.facts.payments = this.payments
    this.facts.propertiesLeft = this.properties.length - this.propertiesDealt
    return legal
  }

  bid(player: Seat, amount: number): void {
    const a = this.a
    if (amount <= a.highBid || amount > (this.seats[player] as PlaySeat).money) throw new Error(`playout: policy refused: a bid of ${amount}`)
    a.bids[player] = amount
    a.highBid = amount
    a.highBidder = player
    a.turn = nextInAuction(a.inAuction, player)
  }

  /** As auction.ts `pass`: the passer takes the lowest property (none while R6's free passes last) and pays the passing cost. */
  pass(player: Seat): 'auction' | 'payment' | 'sale' {
    const a = this.a
    const free = a.freePasses > 0
    const cost = free ? 0 : passCost(this.row, a.bids[player] as number)
    if (!free) takeInto((this.seats[player] as PlaySeat).properties, a.properties[0] as Card)
    a.inAuction[player] = false
    const left = free ? a.properties : a.properties.slice(1)
    const turn = nextInAuction(a.inAuction, player)
    a.freePasses = free ? a.freePasses - 1 : 0
    let stillIn = 0
    for (let s = 0; s < a.inAuction.length; s++) if (a.inAuction[s]) stillIn++
    const passed: PendingPayment = { player, amount: cost, reason: 'pass' }
    if (stillIn > 1) {
      a.properties = left
      a.turn = turn
      return this.paid(passed) ? 'auction' : this.waitFor([passed])
    }
    // The last player in takes the last (highest) property and pays their whole bid; the passer pays first.
    takeInto((this.seats[turn] as PlaySeat).properties, left[left.length - 1] as Card)
    a.properties = NO_CARDS
    a.inAuction[turn] = false
    a.turn = turn
    this.nextStarter = turn
    const won: PendingPayment = { player: turn, amount: a.bids[turn] as number, reason: 'win' }
    if (!this.paid(passed)) return this.waitFor([passed, won])
    return this.paid(won) ? this.nextAuction() : this.waitFor([won])
  }

  /** The payment under way made with `cards` (one of its options), then the rest due in order, as the engine's settlePayments. */
  pay(cards: readonly number[]): 'auction' | 'payment' | 'sale' {
    const head = this.payments[0] as PendingPayment
    payCards(this.seats[head.player] as PlaySeat, cards)
    for (let i = 1; i < this.payments.length; i++) if (!this.paid(this.payments[i] as PendingPayment)) return this.waitFor(this.payments.slice(i))
    this.payments = NONE_DUE
    return this.a.properties.length > 0 ? 'auction' : this.nextAuction()
  }

  /** Pays `due` at once when it can be (amount money, or the only set of Sold! cards that pays it, R4); false when the payer must choose. */
  paid(due: PendingPayment): boolean {
    if (due.amount === 0) return true
    const seat = this.seats[due.player] as PlaySeat
    if (!this.cards) {
      seat.money -= due.amount
      return true
    }
    const options = cachedPaymentOptions(seat.moneyCards, due.amount)
    if (options.length !== 1) return false
    payCards(seat, options[0] as readonly number[])
    return true
  }

  /** A Sold! payer must choose the cards for the first of `due`: the rest wait behind it. */
  waitFor(due: readonly PendingPayment[]): 'payment' {
    this.payments = due
    return 'payment'
  }

  /** The auction is settled: the next one's properties turned up, low to high (R6: all that remain, when fewer than usual), or the selling starts. */
  nextAuction(): 'auction' | 'sale' {
    if (this.propertiesDealt >= this.properties.length) return 'sale'
    const a = this.a
    const count = Math.min(this.perAuction, this.properties.length - this.propertiesDealt)
    const revealed = this.properties.slice(this.propertiesDealt, this.propertiesDealt + count).sort(ascending)
    a.number++
    a.properties = revealed
    a.revealed = revealed
    a.bids.fill(0)
    a.inAuction.fill(true)
    a.highBid = 0
    a.highBidder = null
    a.turn = this.nextStarter
    a.starter = this.nextStarter
    a.freePasses = a.inAuction.length - count
    this.propertiesDealt += count
    return 'auction'
  }
}

/** The auctions (and their Sold! payments) to the end of the buying, then the sale (`playOutSale`). */
function playOutAuctions(
  start: GameState,
  under: AuctionState,
  styles: readonly Style[],
  rng: Rng,
  counter: { moves: number },
  plan: AuctionPlan | null,
): GameState {
  const b = new Buying(start, under)
  const planned = start.propertiesDealt
  let phase: 'auction' | 'payment' | 'sale' = start.phase === 'payment' ? 'payment' : 'auction'
  while (phase !== 'sale') {
    if (phase === 'payment') {
      const head = b.payments[0] as PendingPayment
      const legal: PaymentLegal = {
        phase: 'payment',
        player: head.player,
        amount: head.amount,
        reason: head.reason,
        options: cachedPaymentOptions((b.seats[head.player] as PlaySeat).moneyCards, head.amount),
      }
      const action = (styles[head.player] as Style).kind === 'careless' ? easyPayment(legal, rng) : normalPayment(legal)
      if (action.type !== 'pay') throw new Error(`playout: policy refused: ${action.type} in a payment`)
      phase = b.pay(action.cards)
    } else {
      const legal = b.auctionLegal()
      const player = legal.player
      const style = styles[player] as Style
      const action: Action =
        plan !== null && player === plan.seat && b.propertiesDealt === planned
          ? legal.bid !== null && legal.bid.min <= plan.upTo
            ? { type: 'bid', player, amount: legal.bid.min }
            : { type: 'pass', player }
          : style.kind === 'careless'
            ? easyAuction(b.facts, legal, rng)
            : style.kind === 'rationing'
              ? rationingAuction(b.facts, legal, style.keenness, rng)
              : styledAuction(b.facts, legal, style.keenness)
      if (action.type === 'bid') b.bid(player, action.amount)
      else if (action.type === 'pass') phase = b.pass(player)
      else throw new Error(`playout: policy refused: ${action.type} in an auction`)
    }
    counter.moves++
  }
  const end: GameState = { ...start, phase: 'over', auction: null, sale: null, payments: NONE_DUE, nextStarter: b.nextStarter, propertiesDealt: b.propertiesDealt }
  return playOutSale(end, b.seats, start.checksDealt, null, styles, rng, counter)
}

const ascending = (x: number, y: number) => x - y
const NONE_DUE: readonly PendingPayment[] = []
const NO_CARDS: readonly Card[] = []

/**
 * The sale rounds to the end of the game, as the engine plays them (selling.ts: each round's sellers
 * pick in seat order, the highest property takes the highest check, the last seat holding
 * properties takes the checks left), with each seller's pick made as in `playOut`, drawing on `rng`
 * in the same order. `sale` is the round under way, or null when the selling starts now.
 */
function playOutSale(
  start: GameState,
  seats: PlaySeat[],
  checksDealt: number,
  sale: SaleState | null,
  styles: readonly Style[],
  rng: Rng,
  counter: { moves: number },
): GameState {
  const deal = start.deal
  const ruleset = start.ruleset
  const picks: (Card | null)[] = sale !== null ? sale.picks.slice() : start.seats.map(() => null)
  const table = { ruleset, sale: sale ?? { round: -1, checks: NO_CARDS, sellers: [], picks }, checksDealt, deal }
  /** The next round's checks turned up for the seats still holding properties; false once the game is over (the last of them takes the checks left). */
  const nextRound = (): boolean => {
    const sellers = sellersOf(seats)
    if (sellers.length <= 1) {
      const last = sellers[0]
      if (last !== undefined) {
        const held = seats[last] as PlaySeat
        held.properties.length = 0
        for (let i = table.checksDealt; i < deal.checks.length; i++) held.checks.push(deal.checks[i] as Card)
        table.checksDealt = deal.checks.length
      }
      return false
    }
    const checks = roundChecks(ruleset, deal.checks, table.checksDealt, sellers.length)
    for (let i = 0; i < picks.length; i++) picks[i] = null
    table.sale = { round: table.sale.round + 1, checks, sellers, picks }
    table.checksDealt += sellers.length
    return true
  }
  for (let open = sale !== null || nextRound(); open; open = nextRound()) {
    const round = table.sale
    // Every pick of a round reads the same table: what it picks from does not change until the reveal.
    const f: Facts = { ruleset, playerCount: start.playerCount, seats, auction: null, payments: start.payments, sale: round, propertiesLeft: 0 }
    for (const s of round.sellers) {
      if (picks[s] !== null) continue
      const hand = (seats[s] as PlaySeat).properties
      const style = styles[s] as Style
      const move = style.kind === 'careless' ? easySale(f, s, hand, rng) : null
      picks[s] = move !== null ? (move.type === 'pick' ? move.property : (hand[0] as Card)) : stylePickInState(style.pick, f, table, s, hand, rng)
      counter.moves++
    }
    const played: { player: Seat; property: Card }[] = []
    for (const s of round.sellers) played.push({ player: s, property: picks[s] as Card })
    const sales = resolveSale(played, round.checks)
    for (const { player, property, check } of sales) {
      const held = seats[player] as PlaySeat
      held.properties.splice(held.properties.indexOf(property), 1)
      held.checks.push(check)
    }
  }
  return { ...start, phase: 'over', auction: null, sale: null, seats, checksDealt: table.checksDealt }
}

/** A finished game as `seat` sees it: its share of the win (1 split among the winners) and its margin over the best rival. */
export function outcome(state: GameState, seat: Seat): { share: number; margin: number } {
  const scores = scoreGame(state)
  const mine = scores.lines[seat]
  if (mine === undefined) return { share: 0, margin: 0 }
  let bestOther = -Infinity
  for (const line of scores.lines) if (line.player !== seat && line.score > bestOther) bestOther = line.score
  return { share: scores.winners.includes(seat) ? 1 / scores.winners.length : 0, margin: mine.score - bestOther }
}

/**
 * What the strong bot plays for: the chance of winning. One sampled game's win or loss says little
 * on its own, so half of the value is the win itself and half a smooth stand-in for it, the chance
 * of finishing first given the margin over the best rival (a logistic curve, a few points wide):
 * a near miss counts almost as a narrow win, a rout as nothing, and far fewer samples tell two
 * moves apart than with wins alone.
 */
export function value(o: { share: number; margin: number }): number {
  return 0.5 * o.share + 0.5 / (1 + Math.exp(-o.margin / MARGIN_SCALE))
}

/** Points of margin that take the smooth chance from 50% to about 73%. */
const MARGIN_SCALE = 3
