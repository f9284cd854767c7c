import type { BotLevel } from '../bots/levels.ts'

/** Each seat's colour, as on its Sold! money cards (money-card.tsx); the letter says who it is, not the colour. */
const DISC: readonly string[] = ['bg-sky-600', 'bg-violet-600', 'bg-orange-600', 'bg-teal-600', 'bg-fuchsia-600', 'bg-lime-700']
const SIZE = { sm: 'size-6 text-sm xl:size-7 xl:text-base', md: 'size-7 text-base sm:size-9 sm:text-lg', lg: 'size-12 text-2xl' } as const

/**
 * A seat's face: the first letter of its name on a disc of the seat's colour (a computer player's
 * disc is square-cornered). Decorative: the name is always written beside it.
 */
export function SeatDisc(props: { readonly seat: number; readonly name: string; readonly bot?: BotLevel | null; readonly size?: keyof typeof SIZE }) {
  const letter = Array.from(props.name.trim())[0]?.toLocaleUpperCase() ?? '?'
  return (
    <span
      aria-hidden="true"
      data-seat-face={props.seat}
      className={`inline-flex shrink-0 items-center justify-center font-black text-white ring-2 ring-white/70 ${props.bot ? 'rounded-lg' : 'rounded-full'} ${DISC[props.seat % DISC.length] as string} ${SIZE[props.size ?? 'md']}`}
    >
      {letter}
    </span>
  )
}
