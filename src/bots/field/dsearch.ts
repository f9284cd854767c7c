import { checkValue } from '../../engine/cards.ts'
import { applyAction, legalActions } from '../../engine/game.ts'
import { Rng } from '../../engine/random.ts'
import { scoreGame } from '../../engine/score.ts'
import type { Action, Card, GameState, LegalActions, Seat } from '../../engine/types.ts'
import type { SeatChoice } from '../policy.ts'
import { propertyWorth } from '../worth.ts'
import type { FieldMove } from './table.ts'
import { worldOf } from './world.ts'

/**
 * A pure determinized search (one of the field, contenders.ts): flat Monte Carlo over single moves, every candidate
 * played in the same sampled worlds (common random numbers), each world finished by a quick
 * playout policy of its own: in an auction every seat stays in up to a limit drawn afresh for each
 * auction (a share of what the top card gains over the bottom one, and never more than half its money),
 * and in the sale each seat plays the place in its hand of the round's best check, or now and then any
 * property. It knows nobody: every other seat plays that same policy. Scored by margin over the best
 * rival, plus a bonus for winning.
 */

/** Playouts and simulated moves at most, when no clock says stop first. */
const MAX_PLAYOUTS = 1500
const MAX_MOVES = 120_000
/** Points a win is worth over the margin. */
const WIN_BONUS = 8

export const dsearchMove: FieldMove = (view, choice, seat, rng, log, timeUp) => {
  const candidates = candidatesOf(choice)
  if (candidates.length === 1) return candidates[0] as Action
  const totals = new Array<number>(candidates.length).fill(0)
  let samples = 0
  const counter = { moves: 0, playouts: 0 }
  while (counter.playouts < MAX_PLAYOUTS && counter.moves < MAX_MOVES && !(samples >= 2 && (timeUp?.() ?? false))) {
    const world = worldOf(view, log, rng)
    const seed = rng.state()
    rng.nextU32()
    candidates.forEach((action, c) => {
      const next = applyAction(world, action)
      if (!next.ok) throw new Error(`dsearch: candidate refused: ${next.error.code}`)
      totals[c] = (totals[c] as number) + score(finish(next.state, new Rng(seed), counter), seat)
      counter.playouts++
    })
    samples++
  }
  let best = 0
  for (let c = 1; c < candidates.length; c++) if ((totals[c] as number) > (totals[best] as number)) best = c
  return candidates[best] as Action
}

function candidatesOf(choice: SeatChoice): Action[] {
  const player = choice.player
  switch (choice.phase) {
    case 'payment':
      return choice.options.map((cards) => ({ type: 'pay', player, cards }))
    case 'sale':
      return choice.properties.map((property) => ({ type: 'pick', player, property }))
    case 'auction': {
      const out: Action[] = [{ type: 'pass', player }]
      if (choice.bid === null) return out
      for (const step of [0, 1, 3, 6]) if (choice.bid.min + step <= choice.bid.max) out.push({ type: 'bid', player, amount: choice.bid.min + step })
      return out
    }
  }
}

function score(state: GameState, seat: Seat): number {
  const s = scoreGame(state)
  const mine = s.lines[seat]?.score ?? 0
  let other = -Infinity
  for (const l of s.lines) if (l.player !== seat) other = Math.max(other, l.score)
  return mine - other + (s.winners.includes(seat) ? WIN_BONUS / s.winners.length : 0)
}

/** Play to the end on the quick policy. */
function finish(start: GameState, rng: Rng, counter: { moves: number }): GameState {
  let state = start
  /** Per seat, its limit in the auction under way (drawn at its first turn in each auction). */
  const limits = new Map<string, number>()
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over') return state
    const next = applyAction(state, quickMove(state, legal, rng, limits))
    if (!next.ok) throw new Error(`dsearch: playout refused: ${next.error.code}`)
    state = next.state
    counter.moves++
  }
}

function quickMove(state: GameState, legal: LegalActions, rng: Rng, limits: Map<string, number>): Action {
  switch (legal.phase) {
    case 'auction': {
      const a = state.auction
      if (legal.bid === null || a === null) return { type: 'pass', player: legal.player }
      const key = `${a.number}:${legal.player}`
      let limit = limits.get(key)
      if (limit === undefined) {
        const cards = a.properties
        const gain = propertyWorth(state.ruleset, cards[cards.length - 1] as Card) - propertyWorth(state.ruleset, cards[0] as Card)
        const money = state.seats[legal.player]?.money ?? 0
        limit = Math.min(money / 2, gain * (0.3 + rng.nextInt(80) / 100))
        limits.set(key, limit)
      }
      return legal.bid.min <= limit ? { type: 'bid', player: legal.player, amount: legal.bid.min } : { type: 'pass', player: legal.player }
    }
    case 'payment': {
      let best = legal.options[0] as readonly number[]
      for (const o of legal.options) if (o.length < best.length) best = o
      return { type: 'pay', player: legal.player, cards: best }
    }
    case 'sale': {
      const picker = legal.pickers[0] as (typeof legal.pickers)[number]
      const hand = picker.properties
      if (rng.nextInt(100) < 25) return { type: 'pick', player: picker.player, property: hand[rng.nextInt(hand.length)] as Card }
      const top = checkValue(state.ruleset, legal.checks[0] as Card)
      let below = 0
      let count = 0
      const tally = (c: Card) => {
        count++
        if (checkValue(state.ruleset, c) < top) below++
      }
      for (const c of legal.checks) tally(c)
      for (let i = state.checksDealt; i < state.deal.checks.length; i++) tally(state.deal.checks[i] as Card)
      const q = count <= 1 ? 1 : below / (count - 1)
      return { type: 'pick', player: picker.player, property: hand[Math.round(q * (hand.length - 1))] as Card }
    }
    case 'over':
      throw new Error('dsearch: the game is over')
  }
}
