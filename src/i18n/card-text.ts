import { checkValue, playingCard, type Rank } from '../engine/cards.ts'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { Card, Seat } from '../engine/types.ts'
import { editionTranslator } from './edition-t.ts'
import { translator, type Locale } from './i18n.ts'
import { formatMoney } from './numbers.ts'
import { cardMessages } from './messages/cards.ts'

/**
 * Cards as text: short forms for sentences ("27", "7♣", "$15,000") and spoken names for screen
 * readers ("Property 27", "7 of clubs"). Suits are always said or drawn by shape, never by colour alone.
 */

/**
 * A suit as drawn: the engine's four for properties and checks, and six marks of Sold!'s money
 * pack, one per seat, that are no card suit, so that money never reads as a property or a check.
 */
export type SuitKey = 'S' | 'C' | 'H' | 'D' | 'Circle' | 'Triangle' | 'Square' | 'Star' | 'Cross' | 'Flower'

export const SUIT_SYMBOL: { readonly [S in SuitKey]: string } = {
  S: '♠',
  C: '♣',
  H: '♥',
  D: '♦',
  Circle: '●',
  Triangle: '▲',
  Square: '■',
  Star: '★',
  Cross: '✚',
  Flower: '✿',
}

/** Red suits are drawn red, but their shape and name tell them apart as well. */
export const RED_SUITS: readonly SuitKey[] = ['H', 'D']

/**
 * Sold!'s money cards are each player's own mark (seat 0 ●, 1 ▲, 2 ■, 3 ★, 4 ✚, 5 ✿) and colour:
 * a pack of their own, apart from the ♠♣ properties and ♥♦ checks, and a card in the log says whose it was.
 */
const MONEY_SUITS: readonly SuitKey[] = ['Circle', 'Triangle', 'Square', 'Star', 'Cross', 'Flower']

export function moneySuit(seat: Seat): SuitKey {
  return MONEY_SUITS[seat % MONEY_SUITS.length] as SuitKey
}

export function isPlayingCards(ruleset: RulesetId): boolean {
  return RULESETS[ruleset].cardNames === 'playing'
}

const short = (c: { readonly rank: string; readonly suit: SuitKey }) => c.rank + SUIT_SYMBOL[c.suit]

/** "27" (For Sale) or "7♣" (Sold!). */
export function propertyText(ruleset: RulesetId, card: Card): string {
  return isPlayingCards(ruleset) ? short(playingCard(card, 'property')) : String(card)
}

/** "$15,000" (For Sale, by locale) or "K♦" (Sold!). */
export function checkText(locale: Locale, ruleset: RulesetId, card: Card): string {
  return isPlayingCards(ruleset) ? short(playingCard(card, 'check')) : formatMoney(locale, ruleset, card)
}

/** "4●": a Sold! money card, its value and this seat's mark (money cards print 1, not an ace). */
export function moneyCardText(seat: Seat, value: number): string {
  return `${value}${SUIT_SYMBOL[moneySuit(seat)]}`
}

const RANK_KEYS = { A: 'rankA', J: 'rankJ', Q: 'rankQ', K: 'rankK' } as const
const SUIT_KEYS = {
  S: 'suitS',
  C: 'suitC',
  H: 'suitH',
  D: 'suitD',
  Circle: 'suitCircle',
  Triangle: 'suitTriangle',
  Square: 'suitSquare',
  Star: 'suitStar',
  Cross: 'suitCross',
  Flower: 'suitFlower',
} as const

export function suitName(locale: Locale, suit: SuitKey): string {
  return translator(cardMessages, locale)(SUIT_KEYS[suit])
}

/** "7 of clubs", "king of spades". */
export function playingCardName(locale: Locale, card: { readonly rank: Rank; readonly suit: SuitKey }): string {
  const t = translator(cardMessages, locale)
  const rankKey = (RANK_KEYS as Partial<Record<Rank, (typeof RANK_KEYS)[keyof typeof RANK_KEYS]>>)[card.rank]
  const rank = rankKey ? t(rankKey) : card.rank
  return t('playingCard', { rank, suit: suitName(locale, card.suit) })
}

/** Spoken name of a property in the box's words: "Property 27", "Maison 27", or "Property: 7 of clubs". */
export function propertyLabel(locale: Locale, ruleset: RulesetId, card: Card): string {
  const t = editionTranslator(cardMessages, locale, ruleset)
  if (!isPlayingCards(ruleset)) return t('property', { number: card })
  return t('soldProperty', { card: playingCardName(locale, playingCard(card, 'property')) })
}

/** Spoken name of a check in the box's words: "Check for $15,000", "Currency card for $15,000", "Refused check, worth 0", "Check: king of diamonds, worth 13". */
export function checkLabel(locale: Locale, ruleset: RulesetId, card: Card): string {
  const t = editionTranslator(cardMessages, locale, ruleset)
  if (isPlayingCards(ruleset)) {
    return t('soldCheck', { card: playingCardName(locale, playingCard(card, 'check')), value: checkValue(ruleset, card) })
  }
  return card === 0 ? t('refusedCheck') : t('check', { amount: formatMoney(locale, ruleset, card) })
}

export function moneyCardLabel(locale: Locale, seat: Seat, value: number): string {
  const t = translator(cardMessages, locale)
  return t('moneyCard', { card: t('playingCard', { rank: String(value), suit: suitName(locale, moneySuit(seat)) }), value })
}

