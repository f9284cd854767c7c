import { checkValue } from '../engine/cards.ts'
import type { Rng } from '../engine/random.ts'
import { RULESETS, propertiesPerAuction } from '../engine/rulesets.ts'
import type { Action, Card, GameEvent, PlayerView, Seat } from '../engine/types.ts'
import { knowledgeOf, type Knowledge } from './knowledge.ts'
import type { SeatChoice } from './policy.ts'
import { propertyWorth } from './worth.ts'

/**
 * A second design, used only to measure the levels against (`npm run tournament`): hand-made rules
 * with other ideas than the strong level's search and the normal level's expected values. It
 * rations its money over the auctions left and against how rich the others are, prices a property
 * by what winning gains over passing now, jumps its bids to shut rivals out, and in the sale matches
 * the rank of the round's best check among those still to come with the rank of the property it plays.
 */
export function heuristicMove(view: PlayerView, choice: SeatChoice, seat: Seat, rng: Rng, log: readonly GameEvent[]): Action {
  const knowledge = knowledgeOf(view, log)
  switch (choice.phase) {
    case 'auction':
      return auction(view, knowledge, choice, seat, rng)
    case 'payment': {
      // Keep as many money cards as possible (each scores), then as much money as possible.
      let best = choice.options[0] as readonly number[]
      for (const o of choice.options) if (o.length < best.length || (o.length === best.length && sum(o) < sum(best))) best = o
      return { type: 'pay', player: seat, cards: best }
    }
    case 'sale':
      return { type: 'pick', player: seat, property: salePick(view, knowledge, choice.properties, rng) }
  }
}

function auction(view: PlayerView, knowledge: Knowledge, choice: Extract<SeatChoice, { phase: 'auction' }>, seat: Seat, rng: Rng): Action {
  const pass: Action = { type: 'pass', player: seat }
  const a = view.auction
  if (choice.bid === null || a === null) return pass
  const row = RULESETS[view.ruleset]
  const money = knowledge.money[seat] as number
  const cards = a.properties
  const low = cards[0] as Card
  const high = cards[cards.length - 1] as Card
  // What winning gains over taking the lowest property now.
  const gain = propertyWorth(view.ruleset, high) - propertyWorth(view.ruleset, low)
  // Money rationed over this auction and those to come, more of it when richer than the others.
  const perAuction = propertiesPerAuction(row, view.playerCount)
  const auctionsLeft = 1 + Math.ceil(view.propertiesLeft / perAuction)
  let others = 0
  let otherCount = 0
  for (let s = 0; s < view.playerCount; s++) {
    if (s === seat || !a.inAuction[s]) continue
    others += knowledge.money[s] as number
    otherCount++
  }
  const richness = otherCount === 0 ? 1 : Math.min(1.6, Math.max(0.6, money / Math.max(1, others / otherCount)))
  const ration = (money / auctionsLeft) * 1.7 * richness
  // Sold!: a payment costs cards (each scores 1), so money is dearer when cards are few.
  const moneyValue = row.money === 'cards' ? Math.max(0.4, (view.seats[seat]?.moneyCards?.length ?? 1) / Math.max(1, money)) * 2 : 1
  const limit = Math.floor(Math.min(ration, (gain * 0.85) / moneyValue, choice.bid.max))
  const min = choice.bid.min
  if (min > limit) return pass
  // Many rivals still in and room to spare: jump, so that they leave cheaply rather than push the price up slowly.
  const rivals = otherCount
  const room = limit - min
  const jump = rivals >= 2 && room >= 3 && rng.nextInt(100) < 60 ? Math.floor(room / 3) : 0
  return { type: 'bid', player: seat, amount: Math.min(choice.bid.max, min + jump) }
}

function salePick(view: PlayerView, knowledge: Knowledge, properties: readonly Card[], rng: Rng): Card {
  const sale = view.sale
  if (properties.length === 1 || sale === null) return properties[0] as Card
  const top = checkValue(view.ruleset, sale.checks[0] as Card)
  // The checks still to come this game: this round's and those not yet turned up (less the set-aside share, unknown).
  const still = [...sale.checks, ...knowledge.unseenChecks].map((c) => checkValue(view.ruleset, c))
  let below = 0
  for (const v of still) if (v < top) below++
  const q = still.length <= 1 ? 1 : below / (still.length - 1)
  let index = Math.round(q * (properties.length - 1))
  // A little unpredictability: a simultaneous game punishes a fixed habit.
  if (rng.nextInt(100) < 25) index += rng.nextInt(2) === 0 ? -1 : 1
  return properties[Math.min(properties.length - 1, Math.max(0, index))] as Card
}

function sum(values: readonly number[]): number {
  let t = 0
  for (const v of values) t += v
  return t
}

