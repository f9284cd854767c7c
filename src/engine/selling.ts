import { checkValue } from './cards.ts'
import { replaceAt, rule, seatWith, sortedBy, type Draft } from './draft.ts'
import { resolveSale } from './sale.ts'
import { scoreGame } from './score.ts'
import type { RulesetId } from './rulesets.ts'
import type { Card, GameError, GameEvent, SaleState, Seat, SeatState } from './types.ts'

/** The selling phase: secret picks, the reveal, and the end of the game. */

/** The seats still holding a property, in seat order: a sale round's sellers (R7). */
export function sellersOf(seats: readonly Pick<SeatState, 'properties'>[]): Seat[] {
  const sellers: Seat[] = []
  for (let i = 0; i < seats.length; i++) if ((seats[i] as Pick<SeatState, 'properties'>).properties.length > 0) sellers.push(i)
  return sellers
}

/**
 * A sale round's checks: the next `count` of the deal's checks from `from`, highest first. Stable:
 * checks of equal value (Sold!'s two of each rank) keep the order they were turned up in.
 */
export function roundChecks(ruleset: RulesetId, checks: readonly Card[], from: number, count: number): Card[] {
  return sortedBy(checks.slice(from, from + count), (c) => checkValue(ruleset, c), true)
}

/** Turn up one check per seat still holding a property (R7); the last such seat takes all the rest. */
export function startSaleRound(d: Draft, events: GameEvent[]): void {
  const sellers = sellersOf(d.seats)
  if (sellers.length === 1) {
    const player = sellers[0] as Seat
    const seat = d.seats[player] as SeatState
    const checks = d.deal.checks.slice(d.checksDealt)
    events.push({ type: 'checks-taken', player, properties: seat.properties, checks })
    d.seats = replaceAt(d.seats, player, seatWith(seat, seat.money, seat.moneyCards, [], [...seat.checks, ...checks]))
    d.checksDealt = d.deal.checks.length
  }
  if (sellers.length <= 1) {
    endGame(d, events)
    return
  }
  const round = d.sale === null ? 0 : d.sale.round + 1
  const checks = roundChecks(d.ruleset, d.deal.checks, d.checksDealt, sellers.length)
  const picks: (Card | null)[] = []
  for (let i = 0; i < d.playerCount; i++) picks.push(null)
  events.push({ type: 'sale-started', round, checks, sellers })
  d.phase = 'sale'
  d.sale = { round, checks, sellers, picks }
  d.checksDealt += sellers.length
}

function endGame(d: Draft, events: GameEvent[]): void {
  d.phase = 'over'
  d.sale = null
  d.auction = null
  events.push({ type: 'game-over', winners: scoreGame(d).winners })
}

export function pick(d: Draft, player: Seat, property: Card, events: GameEvent[]): GameError | null {
  const sale = d.sale
  if (d.phase !== 'sale' || sale === null) return rule('WRONG_PHASE', 'Properties are not being sold yet.')
  const seat = d.seats[player] as SeatState
  if (!sale.sellers.includes(player)) return rule('NOT_YOUR_TURN', `${seat.name} has no property left to sell.`)
  if (sale.picks[player] !== null) return rule('ALREADY_PICKED', `${seat.name} has already picked this round.`)
  if (!seat.properties.includes(property)) return rule('PROPERTY_NOT_YOURS', `${seat.name} does not hold that property.`)
  events.push({ type: 'picked', player })
  const picks = replaceAt(sale.picks, player, property)
  const done: SaleState = { round: sale.round, checks: sale.checks, sellers: sale.sellers, picks }
  d.sale = done
  const played: { player: Seat; property: Card }[] = []
  for (const s of sale.sellers) {
    const p = picks[s] as Card | null
    if (p === null) return null
    played.push({ player: s, property: p })
  }
  const sales = resolveSale(played, sale.checks)
  events.push({ type: 'sale-revealed', round: sale.round, sales })
  const seats = d.seats.slice()
  for (const { player: p, property: sold, check } of sales) {
    const s = seats[p] as SeatState
    const left: Card[] = []
    for (let i = 0; i < s.properties.length; i++) if (s.properties[i] !== sold) left.push(s.properties[i] as Card)
    const checks = s.checks.slice()
    checks.push(check)
    seats[p] = seatWith(s, s.money, s.moneyCards, left, checks)
  }
  d.seats = seats
  startSaleRound(d, events)
  return null
}
