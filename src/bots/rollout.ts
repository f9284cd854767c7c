import { applyAction, legalActions } from '../engine/game.ts'
import { passCost } from '../engine/payment.ts'
import type { Rng } from '../engine/random.ts'
import { RULESETS } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import { resolveSale } from '../engine/sale.ts'
import { roundChecks, sellersOf } from '../engine/selling.ts'
import type { Action, Card, GameState, LegalActions, SaleState, Seat, SeatState } from '../engine/types.ts'
import { easyAuction, easyPayment, easySale } from './easy.ts'
import { factsOfState, type Facts } from './facts.ts'
import { auctionBudget, auctionsAfter, normalPayment, paymentCost } from './normal.ts'
import { stylePickInState, type PickStyle } from './pick-styles.ts'
import { propertyWorth } from './worth.ts'

/**
 * How the strong bot imagines the rest of a game: every seat plays a sound policy, each at its own
 * keenness to buy (read from the table, and varied from one sampled world to the next), and now and
 * then a seat plays carelessly. It does not assume the others play like our own normal level.
 */

type AuctionLegal = Extract<LegalActions, { phase: 'auction' }>

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
  const passNow = legal.pass.property === null ? 0 : propertyWorth(f.ruleset, low) - paymentCost(f, seat, passCost(row, own), weight) / keenness
  const amount = legal.bid.min
  if (amount > auctionBudget(f, seat, 2.2 * keenness)) return pass
  let rivals = 0
  for (let s = 0; s < f.playerCount; s++) if (s !== seat && a.inAuction[s]) rivals++
  const win = propertyWorth(f.ruleset, high) - paymentCost(f, seat, amount, weight) / keenness
  const next = cards.length > 1 ? (cards[1] as Card) : high
  const later = propertyWorth(f.ruleset, next) - paymentCost(f, seat, passCost(row, amount), weight) / keenness
  const pWin = 1 / (1 + rivals * 0.6)
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
 */
export function playOut(start: GameState, styles: readonly Style[], rng: Rng, counter: { moves: number }, plan: AuctionPlan | null = null): GameState {
  let state = start
  const planned = start.propertiesDealt
  for (;; counter.moves++) {
    const legal = legalActions(state)
    let action: Action
    switch (legal.phase) {
      case 'over':
        return state
      case 'auction': {
        const style = styles[legal.player] as Style
        const f = factsOfState(state)
        action =
          plan !== null && legal.player === plan.seat && state.propertiesDealt === planned
            ? legal.bid !== null && legal.bid.min <= plan.upTo
              ? { type: 'bid', player: legal.player, amount: legal.bid.min }
              : { type: 'pass', player: legal.player }
            : style.kind === 'careless'
            ? easyAuction(f, legal, rng)
            : style.kind === 'rationing'
              ? rationingAuction(f, legal, style.keenness, rng)
              : styledAuction(f, legal, style.keenness)
        break
      }
      case 'payment':
        action = (styles[legal.player] as Style).kind === 'careless' ? easyPayment(legal, rng) : normalPayment(legal)
        break
      case 'sale':
        return playOutSale(state, styles, rng, counter)
    }
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(`playout: policy refused: ${next.error.code}`)
    state = next.state
  }
}

/**
 * The sale rounds to the end of the game, as the engine plays them (selling.ts: each round's sellers
 * pick in seat order, the highest property takes the highest check, the last seat holding
 * properties takes the checks left), with each seller's pick made as in `playOut`, drawing on `rng`
 * in the same order. Played here without the engine's moves, events and checks of legality, which
 * were half of a playout's time (rollout.test.ts holds the two ways to the same end).
 * The game returned is finished, its seats (what `outcome` scores) as the engine's would be; its
 * action count and history are left as they were.
 */
function playOutSale(start: GameState, styles: readonly Style[], rng: Rng, counter: { moves: number }): GameState {
  const deal = start.deal
  const ruleset = start.ruleset
  // The hands and checks are copied once and then changed in place: the game they came from is the
  // sampled world every candidate starts from.
  const seats = start.seats.map((s) => ({ ...s, properties: s.properties.slice(), checks: s.checks.slice() }))
  const table = { ruleset, sale: start.sale as SaleState, checksDealt: start.checksDealt, deal }
  const picks = table.sale.picks.slice()
  for (;;) {
    const sale = table.sale
    // Every pick of a round reads the same table: what it picks from does not change until the reveal.
    const f: Facts = { ruleset, playerCount: start.playerCount, seats, auction: null, payments: start.payments, sale, propertiesLeft: 0 }
    for (const s of sale.sellers) {
      if (picks[s] !== null) continue
      const hand = (seats[s] as SeatState).properties
      const style = styles[s] as Style
      const move = style.kind === 'careless' ? easySale(f, s, hand, rng) : null
      picks[s] = move !== null ? (move.type === 'pick' ? move.property : (hand[0] as Card)) : stylePickInState(style.pick, f, table, s, hand, rng)
      counter.moves++
    }
    const sales = resolveSale(
      sale.sellers.map((s) => ({ player: s, property: picks[s] as Card })),
      sale.checks,
    )
    for (const { player, property, check } of sales) {
      const held = seats[player] as (typeof seats)[number]
      held.properties.splice(held.properties.indexOf(property), 1)
      held.checks.push(check)
    }
    const sellers = sellersOf(seats)
    if (sellers.length <= 1) {
      const last = sellers[0]
      if (last !== undefined) {
        const held = seats[last] as (typeof seats)[number]
        held.properties.length = 0
        for (let i = table.checksDealt; i < deal.checks.length; i++) held.checks.push(deal.checks[i] as Card)
        table.checksDealt = deal.checks.length
      }
      return { ...start, phase: 'over', auction: null, sale: null, seats, checksDealt: table.checksDealt }
    }
    const checks = roundChecks(ruleset, deal.checks, table.checksDealt, sellers.length)
    for (let i = 0; i < picks.length; i++) picks[i] = null
    table.sale = { round: sale.round + 1, checks, sellers, picks }
    table.checksDealt += sellers.length
  }
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
