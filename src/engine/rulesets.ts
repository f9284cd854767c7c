/**
 * The four rulesets, one row of data each (rules/RULES.md, the table at the top).
 * Code branches on a named field of a row, never on a ruleset's id.
 */

import type { RulesetId } from './ruleset-ids.ts'

// The ids are apart from the table (ruleset-ids.ts), so that the first page can check one without it.
export { RULESET_IDS, isRulesetId, type RulesetId } from './ruleset-ids.ts'

export const PLAYER_COUNTS = [3, 4, 5, 6] as const
export type PlayerCount = (typeof PLAYER_COUNTS)[number]
/** The fewest and the most players a table seats, for forms that add and remove seats. */
export const MIN_PLAYERS: PlayerCount = PLAYER_COUNTS[0]
export const MAX_PLAYERS: PlayerCount = PLAYER_COUNTS[PLAYER_COUNTS.length - 1] as PlayerCount

/** Indexed by player count − 3 (3, 4, 5, 6 players). */
type ByPlayerCount = readonly [number, number, number, number]

export interface Ruleset {
  readonly id: RulesetId
  /**
   * How cards are named outside the engine. `playing`: Sold!'s rank + suit strings
   * ("AC", "10S"); `numbered`: For Sale's integers. Inside the engine every card is a number:
   * see `cards.ts`.
   */
  readonly cardNames: 'playing' | 'numbered'
  /** The whole property deck, as engine card numbers, ascending (higher number = better property). */
  readonly propertyDeck: readonly number[]
  /** The whole check deck, as engine card numbers, ascending by value. */
  readonly checkDeck: readonly number[]
  /** Properties (and as many checks) drawn unseen and kept out of play. */
  readonly setAside: ByPlayerCount
  /**
   * `amount`: money is a number (For Sale, in thousands) and any whole amount can be paid.
   * `cards`: each player holds money cards and pays with them, no change (Sold!).
   */
  readonly money: 'amount' | 'cards'
  /** For `amount` money: what each player starts with, in thousands. */
  readonly startingMoney: ByPlayerCount
  /** For `cards` money: the values of each player's money cards. */
  readonly moneyCards: readonly number[]
  /** Properties turned up per auction: the player count plus this (0, or −1 for "not enough for everyone"). */
  readonly propertiesPerAuctionOffset: 0 | -1
  /** What a passer pays on their own bid: half, rounded down or up. */
  readonly passCostRounding: 'down' | 'up'
  /** `null`: money is always on the table (no option); otherwise the default of the secret-money option. */
  readonly secretMoneyDefault: boolean | null
  /** What money left adds to the score and decides ties: its amount, or the number of money cards. */
  readonly moneyScore: 'amount' | 'card-count'
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** For Sale checks: value in thousands, two of each of 0 ("refused") and 2–15. */
const FOR_SALE_CHECKS = [0, 0, ...range(2, 15).flatMap((v) => [v, v])]

const FOR_SALE_BASE = {
  cardNames: 'numbered',
  propertyDeck: range(1, 30),
  checkDeck: FOR_SALE_CHECKS,
  money: 'amount',
  moneyCards: [],
  passCostRounding: 'down',
  moneyScore: 'amount',
} as const

export const RULESETS: { readonly [K in RulesetId]: Ruleset & { readonly id: K } } = {
  sold: {
    id: 'sold',
    cardNames: 'playing',
    propertyDeck: range(1, 26),
    checkDeck: range(1, 26),
    setAside: [2, 2, 1, 2],
    money: 'cards',
    startingMoney: [36, 36, 36, 36],
    moneyCards: range(1, 8),
    propertiesPerAuctionOffset: 0,
    passCostRounding: 'down',
    secretMoneyDefault: null,
    moneyScore: 'card-count',
  },
  'for-sale': {
    ...FOR_SALE_BASE,
    id: 'for-sale',
    setAside: [0, 2, 0, 0],
    startingMoney: [28, 21, 16, 14],
    propertiesPerAuctionOffset: 0,
    secretMoneyDefault: false,
  },
  'for-sale-gryphon': {
    ...FOR_SALE_BASE,
    id: 'for-sale-gryphon',
    setAside: [6, 2, 0, 0],
    startingMoney: [18, 18, 14, 14],
    propertiesPerAuctionOffset: 0,
    passCostRounding: 'up',
    secretMoneyDefault: true,
  },
  'for-sale-scarce': {
    ...FOR_SALE_BASE,
    id: 'for-sale-scarce',
    setAside: [10, 0, 3, 0],
    startingMoney: [28, 21, 16, 14],
    propertiesPerAuctionOffset: -1,
    secretMoneyDefault: false,
  },
}

export function isPlayerCount(value: number): value is PlayerCount {
  return (PLAYER_COUNTS as readonly number[]).includes(value)
}

export function byPlayerCount(values: ByPlayerCount, players: PlayerCount): number {
  return values[players - 3]
}

/** How many properties (and checks) a game of this ruleset keeps in play at this player count. */
export function cardsInPlay(ruleset: Ruleset, players: PlayerCount): number {
  return ruleset.propertyDeck.length - byPlayerCount(ruleset.setAside, players)
}

/** Properties turned up in a full auction at this player count. */
export function propertiesPerAuction(ruleset: Ruleset, players: PlayerCount): number {
  return players + ruleset.propertiesPerAuctionOffset
}

/** Number of auctions in the buying phase (the last may turn up fewer properties: ruling R6). */
export function auctionCount(ruleset: Ruleset, players: PlayerCount): number {
  return Math.ceil(cardsInPlay(ruleset, players) / propertiesPerAuction(ruleset, players))
}
