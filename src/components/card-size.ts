/**
 * Card sizes shared by every card face: small in lists, large where the card is the point, and
 * `fill`: as wide as the slot it is put in (the slot decides, the card keeps its shape).
 */
export type CardSize = 'sm' | 'md' | 'lg' | 'fill'

/*
 * A card's face is one SVG drawn in its own units, so everything on it scales with the card's width
 * and nothing can be clipped: a size only sets the width, `aspect-ratio` the height. Each card is a
 * size container (`@container`), so a face too narrow for its pips can switch to its large index.
 * Sizes grow on wide screens (xl, 1280 px and up) so that nothing on a card is under 16 px on a
 * 1080p projector.
 */

/**
 * Upright cards (properties, Sold! cards, money), 5:7 like a real card. Large ones shrink on phones
 * so that five cards up for auction fit one row of a 390 px screen, keeping the bid buttons in view.
 */
export const CARD_BOX: { readonly [S in CardSize]: string } = {
  sm: '@container aspect-[5/7] w-10 text-sm rounded-md xl:w-12 xl:text-base',
  md: '@container aspect-[5/7] w-16 text-lg rounded-lg xl:w-20',
  lg: '@container aspect-[5/7] w-16 text-xl rounded-xl sm:w-24 sm:text-2xl',
  fill: '@container aspect-[5/7] w-full rounded-[8%/6%]',
}

/** For Sale checks lie sideways, like a real cheque (9:5), so the amount fits in figures and words. */
export const CHECK_BOX: { readonly [S in CardSize]: string } = {
  sm: '@container aspect-[9/5] w-20 text-sm rounded-md xl:w-24 xl:text-base',
  md: '@container aspect-[9/5] w-28 text-base rounded-lg xl:w-36',
  lg: '@container aspect-[9/5] w-36 text-base rounded-xl sm:w-48 sm:text-xl',
  fill: '@container aspect-[9/5] w-full rounded-[5%/9%]',
}

export const CARD_BIG_SYMBOL: { readonly [S in CardSize]: string } = {
  sm: 'text-xl',
  md: 'text-4xl',
  lg: 'text-4xl sm:text-6xl',
  fill: 'text-4xl',
}

/**
 * A number written into a card's SVG: always with one decimal and drawn within 0–9.9 units, so no
 * attribute ever spells a card's number (the privacy checks look for a hidden pick's number in the
 * page's markup: "3.0" or "2.9" never reads as 3 or 29).
 */
export const u = (n: number): string => (Math.round(n * 10) / 10).toFixed(1)

/** The face's SVG, filling the card box; its children scale with the card. */
export const FACE_SVG = 'pointer-events-none absolute inset-0 block size-full'
