/**
 * The score pad: a game played with real cards, counted at the end from each player's checks and
 * money left. What a table may enter follows from the ruleset's row (rulesets.ts), and the scores come
 * from the engine's own ranking (`rankStandings`), exactly as for a game played in the app.
 */
import { checkValue } from './cards.ts'
import { RULESETS, auctionCount, byPlayerCount, cardsInPlay, propertiesPerAuction, type PlayerCount, type Ruleset, type RulesetId } from './rulesets.ts'
import { rankStandings, type Standing } from './score.ts'
import type { Scores } from './types.ts'

/** One face a check can show, with how many of it the whole deck holds. */
export interface CheckFace {
  /** For Sale: thousands (0 is "refused"); Sold!: A = 1 … K = 13. */
  readonly value: number
  readonly inDeck: number
}

/** Every check face of the ruleset, lowest first. */
export function checkFaces(ruleset: RulesetId): CheckFace[] {
  const counts = new Map<number, number>()
  for (const card of RULESETS[ruleset].checkDeck) {
    const value = checkValue(ruleset, card)
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => a[0] - b[0]).map(([value, inDeck]) => ({ value, inDeck }))
}

/** Checks in play: the deck less the unseen set-aside cards. */
export function checksInPlay(ruleset: RulesetId, players: PlayerCount): number {
  return cardsInPlay(RULESETS[ruleset], players)
}

/**
 * How many checks each player ends with, when every player takes one property per auction
 * (so one check per sale round); null for "not enough for everyone", where it varies.
 */
export function checksPerPlayer(ruleset: RulesetId, players: PlayerCount): number | null {
  const row = RULESETS[ruleset]
  return row.propertiesPerAuctionOffset === 0 ? cardsInPlay(row, players) / players : null
}

/** The most money a player can have left: For Sale the starting money (thousands), Sold! the money cards dealt. */
export function moneyLeftMax(ruleset: RulesetId, players: PlayerCount): number {
  const row: Ruleset = RULESETS[ruleset]
  return row.money === 'cards' ? row.moneyCards.length : byPlayerCount(row.startingMoney, players)
}

/** The phases of a game played with cards, and how many rounds each has at this player count. */
export interface PadRounds {
  readonly auctions: number
  /** Sale rounds; null where it depends on play ("not enough for everyone", ruling R7). */
  readonly saleRounds: number | null
  /** Properties turned up in a full auction. */
  readonly propertiesPerAuction: number
}

export function padRounds(ruleset: RulesetId, players: PlayerCount): PadRounds {
  const row = RULESETS[ruleset]
  return {
    auctions: auctionCount(row, players),
    saleRounds: checksPerPlayer(ruleset, players),
    propertiesPerAuction: propertiesPerAuction(row, players),
  }
}

/** One player's line on the pad. */
export interface PadEntry {
  /** Check values, as `CheckFace.value`, in the order tapped. */
  readonly checks: readonly number[]
  /** For Sale: thousands; Sold!: money cards. null: not entered yet. */
  readonly moneyLeft: number | null
}

export type PadProblem =
  /** More checks of one face across the table than the deck holds. */
  | { readonly kind: 'face-over-deck'; readonly value: number; readonly entered: number; readonly inDeck: number }
  /** A value that no check of this ruleset shows. */
  | { readonly kind: 'unknown-face'; readonly player: number; readonly value: number }
  | { readonly kind: 'checks-over'; readonly entered: number; readonly inPlay: number }
  | { readonly kind: 'checks-short'; readonly entered: number; readonly inPlay: number }
  | { readonly kind: 'player-checks'; readonly player: number; readonly entered: number; readonly expected: number }
  | { readonly kind: 'money-missing'; readonly player: number }
  | { readonly kind: 'money-over'; readonly player: number; readonly moneyLeft: number; readonly max: number }
  | { readonly kind: 'money-invalid'; readonly player: number }

export interface PadCheck {
  readonly checksEntered: number
  readonly checksInPlay: number
  /** Everything that does not add up, most serious first. */
  readonly problems: readonly PadProblem[]
  /** Problems that make the count impossible (it cannot be finished while one remains). */
  readonly blocking: readonly PadProblem[]
}

const BLOCKING: ReadonlySet<PadProblem['kind']> = new Set(['face-over-deck', 'unknown-face', 'checks-over', 'money-missing', 'money-over', 'money-invalid'])

/** Compare what the table entered with what the ruleset puts in play at this player count. */
export function checkPad(ruleset: RulesetId, entries: readonly PadEntry[]): PadCheck {
  const players = entries.length as PlayerCount
  const faces = new Map(checkFaces(ruleset).map((f) => [f.value, f.inDeck]))
  const inPlay = checksInPlay(ruleset, players)
  const perPlayer = checksPerPlayer(ruleset, players)
  const max = moneyLeftMax(ruleset, players)
  const problems: PadProblem[] = []
  const seen = new Map<number, number>()
  let entered = 0
  entries.forEach((entry, player) => {
    for (const value of entry.checks) {
      if (!faces.has(value)) problems.push({ kind: 'unknown-face', player, value })
      seen.set(value, (seen.get(value) ?? 0) + 1)
    }
    entered += entry.checks.length
  })
  for (const [value, count] of [...seen].sort((a, b) => a[0] - b[0])) {
    const inDeck = faces.get(value)
    if (inDeck !== undefined && count > inDeck) problems.push({ kind: 'face-over-deck', value, entered: count, inDeck })
  }
  if (entered > inPlay) problems.push({ kind: 'checks-over', entered, inPlay })
  entries.forEach((entry, player) => {
    if (entry.moneyLeft === null) problems.push({ kind: 'money-missing', player })
    else if (!Number.isInteger(entry.moneyLeft) || entry.moneyLeft < 0) problems.push({ kind: 'money-invalid', player })
    else if (entry.moneyLeft > max) problems.push({ kind: 'money-over', player, moneyLeft: entry.moneyLeft, max })
  })
  if (entered < inPlay) problems.push({ kind: 'checks-short', entered, inPlay })
  if (perPlayer !== null) {
    entries.forEach((entry, player) => {
      if (entry.checks.length !== perPlayer) problems.push({ kind: 'player-checks', player, entered: entry.checks.length, expected: perPlayer })
    })
  }
  return { checksEntered: entered, checksInPlay: inPlay, problems, blocking: problems.filter((p) => BLOCKING.has(p.kind)) }
}

/** How many more checks of this face may still be entered anywhere at the table. */
export function faceLeft(ruleset: RulesetId, entries: readonly PadEntry[], value: number): number {
  const inDeck = checkFaces(ruleset).find((f) => f.value === value)?.inDeck ?? 0
  let used = 0
  for (const entry of entries) for (const v of entry.checks) if (v === value) used++
  return inDeck - used
}

/** The pad's standings: check values added up, money left as entered (0 while not entered). */
export function padStandings(names: readonly string[], entries: readonly PadEntry[]): Standing[] {
  return entries.map((entry, i) => {
    let checkTotal = 0
    for (const v of entry.checks) checkTotal += v
    return { name: names[i] ?? '', checkTotal, moneyLeft: entry.moneyLeft ?? 0 }
  })
}

/** Scores exactly as the engine ranks a played game: checks + money left, then more money, then shared. */
export function scorePad(names: readonly string[], entries: readonly PadEntry[]): Scores {
  return rankStandings(padStandings(names, entries))
}
