import type { LegalActions } from '../engine/types.ts'

type AuctionLegal = Extract<LegalActions, { phase: 'auction' }>

/** The bids the controls offer: every whole number from `min` to `max`. */
export interface ShownBidRange {
  readonly min: number
  readonly max: number
  /**
   * True when `max` is not the player's money but what anyone can know of it (secret money):
   * a bid up to `max` may still be refused, and only the player can see why.
   */
  readonly publicCap: boolean
}

/**
 * What the bid controls may offer the seat to act, from the legal actions of the view the screen
 * shows (`legalActionsInView` of the onlooker's view). With money on the table this is exactly what
 * the engine allows (R2: null when the player must pass). With secret money nothing on the controls
 * may depend on the player's money, since every onlooker sees them: the view's range then runs from
 * the next legal bid to the money every player starts with, and it is null only when nobody at all
 * could top the high bid. A bid above the player's real money is refused by the engine after the
 * fact, and the table says so without saying how much the player holds.
 */
export function shownBidRange(legal: AuctionLegal): ShownBidRange | null {
  return legal.bid === null ? null : { min: legal.bid.min, max: legal.bid.max, publicCap: legal.bid.publicCap === true }
}

/** The quick raises offered in one tap: the high bid plus each of these. */
export const QUICK_RAISES = [1, 2, 5] as const

/** Reads a typed bid: digits only (spaces and separators a keypad may add are ignored); null when empty or not a number. */
export function parseBid(text: string): number | null {
  const digits = text.replace(/[\s.,\u00a0\u202f$]/g, '')
  if (!/^\d{1,4}$/.test(digits)) return null
  return Number(digits)
}
