import { checkValue } from '../engine/cards.ts'
import type { Rng } from '../engine/random.ts'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { Card, GameEvent, GameState, PlayerView, Seat } from '../engine/types.ts'
import type { Facts } from './facts.ts'
import { withoutCards } from './knowledge.ts'
import { beginnerPick } from './easy.ts'
import { normalSale } from './normal.ts'
import { saleMixes } from './sale-game.ts'
import { weightedIndex } from './weighted.ts'

/**
 * How a player picks in the sale, read from the picks they have shown. The strong bot knows no
 * player in advance: it keeps a few common ways of picking in mind and weighs each by how well it
 * foretold the picks each player has revealed so far (Bayes' rule), so that against a player who
 * always plays as it reckons it plans for that, and against one who does not, for what they do.
 *
 * - `mixed`: a pick drawn from the round's balanced mixes (`saleMixes`): a player who plays the
 *   sale as the simultaneous game it is, and cannot be read pick by pick;
 * - `sound`: the pick with the best expected check against random picks, less what the property
 *   would bring later (the normal level's reasoning);
 * - `rank`: the property whose place in the hand matches the place of the round's best check among
 *   the checks still to come (a common rule of thumb);
 * - `extreme`: the best property on a big check, the worst otherwise (a beginner's habit);
 * - `random`: any property at all.
 */
export const PICK_STYLES = ['mixed', 'sound', 'rank', 'extreme', 'random'] as const
export type PickStyle = (typeof PICK_STYLES)[number]

/**
 * Before any pick is seen (in `PICK_STYLES` order): most likely a player who mixes as the round's
 * balance asks, or one who plays soundly; the rest spread over the habits and chance.
 */
const PRIOR: readonly number[] = [0.35, 0.25, 0.15, 0.05, 0.2]
/** A player of a given style still picks otherwise now and then: this share of picks is any at all. */
const NOISE = 0.3
/** Regret-matching rounds for a past round's mixes (fewer than for the round on the table: they only weigh a style). */
const PAST_ITERATIONS = 60

/** A sale round whose picks everyone has seen, with every seat's hand before it (ascending). */
export interface RevealedRound {
  readonly checks: readonly Card[]
  readonly sellers: readonly Seat[]
  readonly sales: readonly { readonly player: Seat; readonly property: Card }[]
  readonly hands: readonly (readonly Card[])[]
}

/** The revealed sale rounds of the public log, each with the hands before it, rebuilt from the hands now. */
export function revealedRounds(view: PlayerView, log: readonly GameEvent[]): RevealedRound[] {
  const rounds: Omit<RevealedRound, 'hands'>[] = []
  let started: { checks: readonly Card[]; sellers: readonly Seat[] } | null = null
  // The last seat holding properties takes the remaining checks with them at once (R7): it held them all along.
  const takenAtTheEnd: { player: Seat; properties: readonly Card[] }[] = []
  for (const e of log) {
    if (e.type === 'sale-started') started = { checks: e.checks, sellers: e.sellers }
    else if (e.type === 'checks-taken') takenAtTheEnd.push({ player: e.player, properties: e.properties })
    else if (e.type === 'sale-revealed' && started !== null) {
      rounds.push({ ...started, sales: e.sales })
      started = null
    }
  }
  // Each seat's hand before each round: its hand now, plus what it sold from that round on.
  const hands = view.seats.map((s) => s.properties.slice())
  for (const t of takenAtTheEnd) (hands[t.player] as Card[]).push(...t.properties)
  const out: RevealedRound[] = []
  for (let r = rounds.length - 1; r >= 0; r--) {
    const round = rounds[r] as (typeof rounds)[number]
    for (const sale of round.sales) (hands[sale.player] as Card[]).push(sale.property)
    out[r] = { ...round, hands: hands.map((h) => h.slice().sort((a, b) => a - b)) }
  }
  return out
}

/** Per seat, the chance of each style (in `PICK_STYLES` order); the bot's own seat is left at the prior. */
export function pickStyleOdds(view: PlayerView, log: readonly GameEvent[]): number[][] {
  const odds = Array.from({ length: view.playerCount }, () => PRIOR.slice())
  const rounds = revealedRounds(view, log)
  if (rounds.length === 0) return odds
  const deck = RULESETS[view.ruleset].checkDeck
  const turnedUp: Card[] = []
  for (const round of rounds) {
    const likelihoods = roundLikelihoods(view.ruleset, view.playerCount, round, deck, turnedUp)
    for (const sale of round.sales) {
      const likely = likelihoods[sale.player]
      if (sale.player === view.viewer || likely === null || likely === undefined) continue
      const weights = odds[sale.player] as number[]
      for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] as number) * (likely[i] as number)
      const total = weights.reduce((a, b) => a + b, 0)
      for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] as number) / total
    }
    turnedUp.push(...round.checks)
  }
  return odds
}

/**
 * Per seat, how likely each style made the pick it revealed in `round` (null: no pick worth reading).
 * A pure function of the public round, so it is worked out once per round, not before every decision
 * of the sale (the strong level and the coach read every past round each time).
 */
function roundLikelihoods(ruleset: RulesetId, playerCount: Facts['playerCount'], round: RevealedRound, deck: readonly Card[], turnedUp: readonly Card[]): readonly (readonly number[] | null)[] {
  const key = `${ruleset}|${round.checks.join(',')}|${round.sellers.join(',')}|${round.sales.map((s) => `${s.player}:${s.property}`).join(',')}|${round.hands.map((h) => h.join(',')).join('/')}|${turnedUp.join(',')}`
  const known = likelihoodCache.get(key)
  if (known !== undefined) return known
  const held = round.hands
  const still = withoutCards(deck, turnedUp).map((c) => checkValue(ruleset, c))
  const facts: Facts = {
    ruleset,
    playerCount,
    seats: held.map((properties) => ({ money: 0, moneyCards: [], properties, checks: [] as Card[] })),
    auction: null,
    payments: [],
    sale: { checks: round.checks, sellers: round.sellers },
    propertiesLeft: 0,
  }
  let mixes: ReturnType<typeof saleMixes> | undefined
  const out: (number[] | null)[] = Array.from({ length: playerCount }, () => null)
  for (const sale of round.sales) {
    const hand = held[sale.player] as readonly Card[]
    if (hand.length < 2) continue
    out[sale.player] = PICK_STYLES.map((style) => {
      if (style === 'mixed') {
        mixes ??= saleMixes(facts, PAST_ITERATIONS)
        const m = mixes.find((x) => x.seat === sale.player)
        const w = m === undefined ? 1 / hand.length : (m.weights[m.properties.indexOf(sale.property)] ?? 0)
        return (1 - NOISE) * w + NOISE / hand.length
      }
      return style === 'random' ? 1 / hand.length : (stylePick(style, facts, sale.player, hand, still) === sale.property ? 1 - NOISE : 0) + NOISE / hand.length
    })
  }
  if (likelihoodCache.size >= LIKELIHOOD_CACHE_SIZE) likelihoodCache.clear()
  likelihoodCache.set(key, out)
  return out
}

/** Past rounds already read, by their public content (cleared when full). */
const likelihoodCache = new Map<string, readonly (readonly number[] | null)[]>()
const LIKELIHOOD_CACHE_SIZE = 512

/** A style drawn from a seat's odds. */
export function drawPickStyle(odds: readonly number[], rng: Rng): PickStyle {
  return PICK_STYLES[weightedIndex(odds, rng.nextInt(1_000_000) / 1_000_000)] as PickStyle
}

/**
 * A deterministic style's pick from `hand` (ascending, as a seat holds it; `random` and `mixed` give
 * the lowest: callers draw those themselves).
 * `still`: the values of the checks not yet turned up before this round, this round's included.
 */
export function stylePick(style: PickStyle, f: Facts, seat: Seat, hand: readonly Card[], still: readonly number[]): Card {
  const sale = f.sale
  if (hand.length === 1 || sale === null) return hand[0] as Card
  switch (style) {
    case 'sound': {
      const move = normalSale(f, seat, hand)
      return move.type === 'pick' ? move.property : (hand[0] as Card)
    }
    case 'rank':
      return rankPick(f.ruleset, sale.checks, still, hand)
    case 'extreme':
      return beginnerPick(f, hand)
    case 'random':
    case 'mixed':
      // Drawn by the caller (at random, or from the round's mixes): the lowest stands in.
      return hand[0] as Card
  }
}

/**
 * The pick of a style in a sampled or played-out game. A `mixed` player picks soundly there (the
 * mixes take too long to work out inside every playout: the round on the table draws from them).
 * `rank` counts every check not yet turned up alike, set-aside ones included, as a player must.
 */
export function stylePickInState(
  style: PickStyle,
  f: Facts,
  state: Pick<GameState, 'ruleset' | 'sale' | 'checksDealt' | 'deal'>,
  seat: Seat,
  hand: readonly Card[],
  rng: Rng,
): Card {
  if (style === 'random') return hand[rng.nextInt(hand.length)] as Card
  if (style === 'mixed') return stylePick('sound', f, seat, hand, [])
  if (style !== 'rank') return stylePick(style, f, seat, hand, [])
  const sale = state.sale
  if (sale === null) return hand[0] as Card
  // Counted in place, not gathered into a list (nor by a closure made on every call): the playouts call this for every pick they play.
  const top = checkValue(state.ruleset, sale.checks[0] as Card)
  const checks = state.deal.checks
  const setAside = state.deal.setAside.checks
  const count = sale.checks.length + (checks.length - state.checksDealt) + setAside.length
  const below = countUnder(state.ruleset, sale.checks, 0, top) + countUnder(state.ruleset, checks, state.checksDealt, top) + countUnder(state.ruleset, setAside, 0, top)
  return rankIndexPick(below, count, hand)
}

/** How many of `checks` from `from` on are worth less than `top`. */
function countUnder(ruleset: RulesetId, checks: readonly Card[], from: number, top: number): number {
  let under = 0
  for (let i = from; i < checks.length; i++) if (checkValue(ruleset, checks[i] as Card) < top) under++
  return under
}

function rankPick(ruleset: RulesetId, checks: readonly Card[], still: readonly number[], hand: readonly Card[]): Card {
  const top = checkValue(ruleset, checks[0] as Card)
  let below = 0
  for (const v of still) if (v < top) below++
  return rankIndexPick(below, still.length, hand)
}

/** The property at the place in `hand` of a check with `below` of `count` checks still to come under it. */
function rankIndexPick(below: number, count: number, hand: readonly Card[]): Card {
  const q = count <= 1 ? 1 : below / (count - 1)
  const sorted = isAscending(hand) ? hand : hand.slice().sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] as Card
}

function isAscending(hand: readonly Card[]): boolean {
  for (let i = 1; i < hand.length; i++) if ((hand[i] as Card) < (hand[i - 1] as Card)) return false
  return true
}
