import type { CSSProperties, ReactNode } from 'react'
import { useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'

/**
 * The seats, in table order, every one in view at once (the auction and the sale share it): as many
 * to a row as the width holds at a seat's least width, each row centred, the seats growing to their
 * own width and no further. Six seats on a phone take two rows of compact seats rather than a strip
 * that scrolls sideways with seats out of sight.
 */
export function SeatStrip(props: { readonly count: number; readonly children: ReactNode }) {
  const t = useT(tableMessages)
  const n = props.count
  // A row never grows past `count` seats of their own width; the tracks stretch (1fr) up to it.
  const style: CSSProperties = {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, var(--seat-min)), 1fr))',
    maxWidth: `calc(${n} * var(--seat-w) + ${n - 1} * var(--seat-gap))`,
  }
  return (
    <section aria-labelledby="players-heading" data-tour="seats" className="shrink-0 [contain:content] bg-slate-950/60 px-1.5 pt-2.5 pb-2.5">
      <h2 id="players-heading" className="sr-only">
        {t('players')}
      </h2>
      <ul
        style={style}
        className="mx-auto grid justify-center gap-x-(--seat-gap) gap-y-3.5 [--seat-gap:0.25rem] [--seat-min:3.25rem] [--seat-w:5.75rem] sm:[--seat-gap:0.5rem] sm:[--seat-min:7rem] sm:[--seat-w:9rem] lg:[--seat-min:10rem] lg:[--seat-w:11rem] xl:[--seat-min:12rem] xl:[--seat-w:13rem]"
      >
        {props.children}
      </ul>
    </section>
  )
}
