import { memo } from 'react'
import type { BotLevel } from '../bots/levels.ts'
import type { Seat } from '../engine/types.ts'
import { botPersona } from '../i18n/bot-names.ts'
import { useT } from '../i18n/i18n.ts'
import { LEVEL_KEYS, botMessages } from '../i18n/messages/bots.ts'

/**
 * The seats' colours as fills: the same colours as `SEAT_COLORS` in story/seat-style.ts (amber-300,
 * sky-400, pink-400, lime-400, violet-300, orange-400), so a seat looks the same in the pictures.
 */
const SEAT_FILL: readonly string[] = ['fill-amber-300', 'fill-sky-400', 'fill-pink-400', 'fill-lime-400', 'fill-violet-300', 'fill-orange-400']

/** Computer players' heads, one colour a name on the level's list. */
const HEAD_FILL: readonly string[] = ['fill-slate-100', 'fill-amber-100', 'fill-sky-100', 'fill-rose-100', 'fill-emerald-100']

export type SeatFaceSize = 'sm' | 'md' | 'lg' | 'fill'

const BOX: { readonly [S in SeatFaceSize]: string } = {
  sm: 'size-8',
  md: 'size-12',
  lg: 'size-16 xl:size-20',
  fill: 'w-full aspect-square',
}

const DISC = 'M0.2 5.0a4.8 4.8 0 1 0 9.6 0a4.8 4.8 0 1 0-9.6 0Z'
const LINE = 'fill-none stroke-slate-900'

/** Easy: a round robot with an antenna, big eyes and a wide grin. */
function EasyFace(props: { readonly head: string }) {
  return (
    <>
      <path d="M5.0 2.7V1.5" className={LINE} strokeWidth="0.3" />
      <path d="M4.4 1.3a0.6 0.6 0 1 0 1.2 0a0.6 0.6 0 1 0-1.2 0Z" className="fill-red-500 stroke-slate-900" strokeWidth="0.2" />
      <path
        d="M3.3 2.7h3.4a1.1 1.1 0 0 1 1.1 1.1v3.0a1.1 1.1 0 0 1-1.1 1.1h-3.4a1.1 1.1 0 0 1-1.1-1.1v-3.0a1.1 1.1 0 0 1 1.1-1.1Z"
        className={`${props.head} stroke-slate-900`}
        strokeWidth="0.3"
      />
      <path d="M3.1 4.6a0.8 0.8 0 1 0 1.6 0a0.8 0.8 0 1 0-1.6 0ZM5.3 4.6a0.8 0.8 0 1 0 1.6 0a0.8 0.8 0 1 0-1.6 0Z" className="fill-white stroke-slate-900" strokeWidth="0.2" />
      <path d="M3.6 4.7a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0ZM5.6 4.7a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0Z" className="fill-slate-900" />
      <path d="M3.5 6.1Q5.0 7.5 6.5 6.1" className={LINE} strokeWidth="0.4" strokeLinecap="round" />
    </>
  )
}

/** Normal: a square robot with round glasses, bolts for ears and a calm mouth. */
function NormalFace(props: { readonly head: string }) {
  return (
    <>
      <path d="M1.7 4.5h0.7v1.6h-0.7ZM7.6 4.5h0.7v1.6h-0.7Z" className="fill-slate-500 stroke-slate-900" strokeWidth="0.2" />
      <path d="M2.4 2.6h5.2v5.4h-5.2Z" className={`${props.head} stroke-slate-900`} strokeWidth="0.3" strokeLinejoin="round" />
      <path d="M2.4 2.6h5.2v0.9h-5.2Z" className="fill-slate-700" />
      <path d="M3.0 4.8a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0-1.8 0ZM5.2 4.8a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0-1.8 0Z" className="fill-sky-100 stroke-slate-900" strokeWidth="0.3" />
      <path d="M4.8 4.8h0.4" className={LINE} strokeWidth="0.3" />
      <path d="M3.7 4.8a0.2 0.2 0 1 0 0.4 0a0.2 0.2 0 1 0-0.4 0ZM5.9 4.8a0.2 0.2 0 1 0 0.4 0a0.2 0.2 0 1 0-0.4 0Z" className="fill-slate-900" />
      <path d="M4.0 6.7Q5.0 7.1 6.0 6.7" className={LINE} strokeWidth="0.4" strokeLinecap="round" />
    </>
  )
}

/** Strong: an angular robot with a crest of spikes, narrowed eyes under sharp brows and a sure smile. */
function StrongFace(props: { readonly head: string }) {
  return (
    <>
      <path d="M2.8 3.1L3.4 1.6L4.2 3.0L5.0 1.2L5.8 3.0L6.6 1.6L7.2 3.1Z" className="fill-slate-800 stroke-slate-900" strokeWidth="0.2" strokeLinejoin="round" />
      <path d="M2.6 3.0H7.4L7.8 6.4L6.2 8.1H3.8L2.2 6.4Z" className={`${props.head} stroke-slate-900`} strokeWidth="0.3" strokeLinejoin="round" />
      <path d="M3.0 4.1L4.6 4.7M7.0 4.1L5.4 4.7" className={LINE} strokeWidth="0.4" strokeLinecap="round" />
      <path d="M3.4 5.1h1.1v0.6h-1.1ZM5.5 5.1h1.1v0.6h-1.1Z" className="fill-red-600 stroke-slate-900" strokeWidth="0.1" />
      <path d="M3.9 6.8Q5.2 7.3 6.2 6.5" className={LINE} strokeWidth="0.4" strokeLinecap="round" />
    </>
  )
}

/**
 * A seat's face: a person's first letter on a disc in the seat's colour, or a computer player's own
 * face for its level (its head's colour told by its name, so two of one level differ), on the same
 * disc. Decorative beside the name (`aria-hidden`); `labelled` makes it an image named
 * "Eddie, computer player (easy)" or "Ann", for a face that stands without its name.
 * Memoised: seats draw again on every move, a face only when it changes.
 */
export const SeatFace = memo(function SeatFace(props: {
  readonly seat: Seat
  readonly name: string
  /** The computer player's level, or null / absent for a person. */
  readonly bot?: BotLevel | null | undefined
  readonly size?: SeatFaceSize
  /** Extra classes for the face's box (a ring of light for the seat to play, a slot's width). */
  readonly className?: string
  /** Name the face for screen readers (when it stands without the name beside it). */
  readonly labelled?: boolean
}) {
  const tb = useT(botMessages)
  const bot = props.bot ?? null
  const size = props.size ?? 'md'
  const letter = Array.from(props.name.replace(/\p{Cf}/gu, '').trim())[0]?.toLocaleUpperCase() ?? '?'
  const head = bot === null ? '' : (HEAD_FILL[botPersona(bot, props.name) % HEAD_FILL.length] as string)
  const label = bot === null ? props.name : tb('botFace', { name: props.name, level: tb(LEVEL_KEYS[bot]) })
  return (
    <span
      {...(props.labelled === true ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-face={bot ?? 'person'}
      className={`relative inline-block shrink-0 ${BOX[size]} ${props.className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox="0.1 0.1 9.8 9.8" className="absolute inset-0 block size-full">
        <path d={DISC} className={`${SEAT_FILL[props.seat % SEAT_FILL.length] as string} stroke-slate-900`} strokeWidth="0.3" />
        {bot === null ? (
          <text x="5.0" y="6.9" fontSize="5.4" textAnchor="middle" className="fill-slate-950 font-black">
            {letter}
          </text>
        ) : bot === 'easy' ? (
          <EasyFace head={head} />
        ) : bot === 'normal' ? (
          <NormalFace head={head} />
        ) : (
          <StrongFace head={head} />
        )}
      </svg>
    </span>
  )
})
