/** Card sizes shared by every card face: small in lists, large where the card is the point. */
export type CardSize = 'sm' | 'md' | 'lg'

/*
 * Sizes grow on wide screens (xl, 1280 px and up) so that nothing on a card is under 16 px on a
 * 1080p projector.
 */

/**
 * Upright cards (properties, Sold! cards). Large ones shrink on phones so that five cards up for
 * auction fit one row of a 390 px screen, keeping the bid buttons in view.
 */
export const CARD_BOX: { readonly [S in CardSize]: string } = {
  sm: 'w-10 h-14 text-sm rounded-md xl:w-12 xl:h-[4.5rem] xl:text-base',
  md: 'w-16 h-24 text-lg rounded-lg xl:w-20 xl:h-28',
  lg: 'w-16 h-24 text-xl rounded-xl sm:w-24 sm:h-36 sm:text-2xl',
}

/** For Sale checks lie sideways, like a real cheque, so the amount fits in figures and words. */
export const CHECK_BOX: { readonly [S in CardSize]: string } = {
  sm: 'w-20 h-11 text-sm rounded-md xl:w-24 xl:h-12 xl:text-base',
  md: 'w-28 h-16 text-base rounded-lg xl:w-36 xl:h-20',
  lg: 'w-36 h-24 text-base rounded-xl sm:w-48 sm:h-28 sm:text-xl',
}

/** A house's number. */
export const CARD_NUMBER: { readonly [S in CardSize]: string } = {
  sm: 'text-base',
  md: 'text-3xl',
  lg: 'text-4xl sm:text-5xl',
}

export const CARD_BIG_SYMBOL: { readonly [S in CardSize]: string } = {
  sm: 'text-xl',
  md: 'text-4xl',
  lg: 'text-4xl sm:text-6xl',
}
