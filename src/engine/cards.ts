import { RULESETS, type RulesetId } from './rulesets.ts'
import type { Card } from './types.ts'

/**
 * Card numbers inside the engine, and the names records and screens use for them.
 * For Sale: a property is its house number, a check its value in thousands: the number is the name.
 * Sold!: properties A♣ = 1, A♠ = 2, 2♣ = 3 … K♠ = 26 (rank first, ♠ beats ♣ at equal rank);
 * checks A♥ = 1, A♦ = 2 … K♦ = 26, each worth its rank.
 */

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
export type Rank = (typeof RANKS)[number]
export type Suit = 'S' | 'C' | 'H' | 'D'

/** Suits in engine order within a rank: the lower-numbered suit comes first. */
const PROPERTY_SUITS = ['C', 'S'] as const
const CHECK_SUITS = ['H', 'D'] as const

export type CardName = number | string

export interface PlayingCard {
  readonly rank: Rank
  /** The rank's value: A = 1 … K = 13. */
  readonly value: number
  readonly suit: Suit
}

export function playingCard(card: Card, kind: 'property' | 'check'): PlayingCard {
  const index = card - 1
  const rankIndex = index >> 1
  const suits = kind === 'property' ? PROPERTY_SUITS : CHECK_SUITS
  return { rank: RANKS[rankIndex] as Rank, value: rankIndex + 1, suit: suits[index & 1] as Suit }
}

function playingCardNumber(name: string, kind: 'property' | 'check'): Card | null {
  const match = /^(A|[2-9]|10|J|Q|K)([SCHD])$/.exec(name)
  if (!match) return null
  const rankIndex = (RANKS as readonly string[]).indexOf(match[1] as string)
  const suits: readonly string[] = kind === 'property' ? PROPERTY_SUITS : CHECK_SUITS
  const suitIndex = suits.indexOf(match[2] as string)
  if (suitIndex < 0) return null
  return rankIndex * 2 + suitIndex + 1
}

/** Value of a check: For Sale thousands (0 for refused), Sold! 1–13. */
export function checkValue(ruleset: RulesetId, card: Card): number {
  return RULESETS[ruleset].cardNames === 'playing' ? (card + 1) >> 1 : card
}

export function propertyName(ruleset: RulesetId, card: Card): CardName {
  if (RULESETS[ruleset].cardNames === 'numbered') return card
  const c = playingCard(card, 'property')
  return c.rank + c.suit
}

export function checkName(ruleset: RulesetId, card: Card): CardName {
  if (RULESETS[ruleset].cardNames === 'numbered') return card
  const c = playingCard(card, 'check')
  return c.rank + c.suit
}

function parseCard(ruleset: RulesetId, name: unknown, kind: 'property' | 'check'): Card | null {
  const row = RULESETS[ruleset]
  const deck = kind === 'property' ? row.propertyDeck : row.checkDeck
  if (row.cardNames === 'numbered') {
    return typeof name === 'number' && Number.isInteger(name) && deck.includes(name) ? name : null
  }
  return typeof name === 'string' ? playingCardNumber(name, kind) : null
}

/** The engine number of a property named as in records, or null if the ruleset has no such property. */
export function parseProperty(ruleset: RulesetId, name: unknown): Card | null {
  return parseCard(ruleset, name, 'property')
}

export function parseCheck(ruleset: RulesetId, name: unknown): Card | null {
  return parseCard(ruleset, name, 'check')
}

/** Whether a name has the shape of a card name in this ruleset (a number, or a string), real card or not. */
export function hasCardNameType(ruleset: RulesetId, name: unknown): boolean {
  return RULESETS[ruleset].cardNames === 'numbered' ? typeof name === 'number' : typeof name === 'string'
}
