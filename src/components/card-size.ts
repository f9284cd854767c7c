/** Card sizes shared by every card face: small in lists, large where the card is the point. */
export type CardSize = 'sm' | 'md' | 'lg'

/** Upright cards (properties, Sold! cards). Large ones shrink a little on phones so an auction fits. */
export const CARD_BOX: { readonly [S in CardSize]: string } = {
  sm: 'w-10 h-14 text-sm rounded-md',
  md: 'w-16 h-24 text-lg rounded-lg',
  lg: 'w-[4.5rem] h-28 text-xl rounded-xl sm:w-24 sm:h-36 sm:text-2xl',
}

/** For Sale checks lie sideways, like a real check, so the dollar amount fits. */
export const CHECK_BOX: { readonly [S in CardSize]: string } = {
  sm: 'w-16 h-9 text-[0.7rem] rounded-md',
  md: 'w-24 h-14 text-sm rounded-lg',
  lg: 'w-28 h-[4.5rem] text-base rounded-xl sm:w-36 sm:h-24 sm:text-xl',
}

/** Room at the top of a house card for its roof. */
export const CARD_ROOF_ROOM: { readonly [S in CardSize]: string } = {
  sm: 'pt-3',
  md: 'pt-6',
  lg: 'pt-8 sm:pt-11',
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
