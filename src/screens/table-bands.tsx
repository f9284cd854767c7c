import type { MouseEvent, ReactNode } from 'react'

/*
 * The table's three bands, the same on the auction and sale screens: the page never scrolls (the
 * felt scrolls inside itself when it must), and the action bar keeps one height all game, in the
 * thumb zone, so that the control a person needs next is always in the same place.
 */

/**
 * The room around the table: the whole screen, a column of bands. A 4K screen draws the 1080p table at
 * twice the size (as teacher mode does), so that the seats, the words and the controls read from across
 * a room rather than sitting small round a felt of empty cloth.
 */
export const TABLE_ROOM =
  'flex h-dvh flex-col overflow-hidden bg-stone-950 text-white [@media(min-width:3200px)_and_(min-height:1800px)]:h-[50dvh] [@media(min-width:3200px)_and_(min-height:1800px)]:[zoom:2]'

/*
 * The felt and the action bar get their size from the room, never from what is in them, and the
 * browser is told so: each is drawn by an inner box that is positioned over its band (so not a flex
 * item, which a browser always lays out with its flex container) and contained in size and layout
 * (CSS containment). A move that changes the words and cards in those bands then lays out that band
 * alone, not the page around it, which keeps a tap's next frame short on a slow tablet.
 */

/** The felt's place between the seats and the action bar: the height that is left. */
const FELT_SLOT = 'relative min-h-0 flex-1'

/**
 * The cloth under the felt: its weave, light and rim, on a layer of its own (will-change), so the
 * browser draws it once. Drawn with what lies on it, every move drew it again wherever the cards and
 * words changed: at twice the pixels on a tablet, that redraw held up the tap's next frame.
 */
const FELT_CLOTH = 'felt absolute inset-0 [will-change:transform]'

/** The felt itself, over its slot and cloth: it scrolls inside itself when the cards and words need more room. */
const FELT_BAND =
  'absolute inset-0 overflow-y-auto overscroll-contain [contain:strict] focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400'

/**
 * The action bar: fixed height per screen size, at the bottom, where the controls of the seat to act always are.
 * A phone with little height gets a tighter bar (its controls a little lower), so that the felt above keeps room for the cards.
 */
const ACTION_BAR =
  'action-bar relative z-10 h-[16.25rem] shrink-0 low:h-[14.5rem] border-t-4 border-amber-900 bg-slate-900 sm:h-[17.25rem] lg:h-[14rem] xl:h-[15rem]'

/** The action bar when it only says who plays (the turn's line and one status line). */
const ACTION_LINE = 'action-bar relative z-10 h-[8.5rem] shrink-0 border-t-4 border-amber-900 bg-slate-900 xl:h-[9rem]'

/**
 * The action bar's contents, over the whole bar. What opens from it (held money, undo, a payment)
 * lays over the felt above, so it is contained in size and layout but not clipped (no paint containment).
 */
const ACTION_BAR_INSIDE =
  'absolute inset-0 flex flex-col gap-1 px-2 pt-1 pb-[max(0.5rem,env(safe-area-inset-bottom))] [contain:size_layout_style] sm:px-4 xl:px-8'

/** The felt band: the cards and words of the moment, between the seats and the action bar. */
export function FeltBand(props: { readonly className?: string; readonly children: ReactNode }) {
  return (
    <div className={FELT_SLOT}>
      <div aria-hidden="true" className={FELT_CLOTH} />
      <main tabIndex={0} className={props.className === undefined ? FELT_BAND : `${FELT_BAND} ${props.className}`}>
        {props.children}
      </main>
    </div>
  )
}

/**
 * A pressed button keeps the focus where it was: a tap on a control of the bar does not focus it.
 * The move it makes often replaces the bar's controls (the auction ends, the turn goes to a computer
 * player), and a focused control that leaves the page makes the browser settle the focus there and
 * then, laying out the half-changed page inside the tap: measured at 4× CPU slowdown, 8 to 29 ms of a
 * tap that ends an auction. A person's tap shows no focus ring anyway; the keyboard keeps its focus.
 */
function keepFocusOnPress(e: MouseEvent<HTMLDivElement>) {
  if (e.target instanceof Element && e.target.closest('button') !== null) e.preventDefault()
}

/**
 * The action bar band: the controls of the seat to act, always in the same place. They dim while
 * input is paused (index.css `.tap-dim`); a bar with nothing to tap (`controls` false: a computer
 * player thinking) does not, its words stay clear.
 */
export function ActionBar(props: {
  readonly children: ReactNode
  readonly controls?: boolean
  /**
   * The bar's height: `full`, the controls' (the default, all game on one device); on the table
   * screen of a table with phones, whose seats mostly play on their phones, `line` when it only says
   * who is playing, and `none` when it has nothing to say: the felt takes the rest.
   */
  readonly size?: 'full' | 'line' | 'none'
}) {
  const size = props.size ?? 'full'
  if (size === 'none') return null
  return (
    <footer className={size === 'line' ? ACTION_LINE : ACTION_BAR}>
      <div className={props.controls === false ? ACTION_BAR_INSIDE : `tap-dim ${ACTION_BAR_INSIDE}`} onMouseDown={keepFocusOnPress}>
        {props.children}
      </div>
    </footer>
  )
}

/**
 * How much of the table's width a sheet (`ActionSheet`) takes on a wide screen, where it stands beside
 * the felt (1080p and up, `roomy` in index.css); the felt's cards and pot keep the rest (`SHEET_BESIDE_FELT`).
 */
const SHEET_WIDTH = 'roomy:w-[min(75%,90rem)]'

/** The felt's room beside a sheet on a wide screen: its cards and pot laid out in what the sheet leaves. */
export const SHEET_BESIDE_FELT = 'roomy:pr-[min(75%,90rem)]'

/**
 * A sheet rising from the action bar over the felt (a Sold! payment), as tall as what it offers needs
 * and never taller than the felt and the bar: the seats above stay in view, so the table sees who pays
 * whom. On a wide screen it stands beside the felt instead, the felt's whole height, so the felt keeps
 * its cards and pot in view rather than a strip of cloth under the seats. Put it beside the bar in
 * `TableBelowSeats`. Its controls dim while input is paused, as the bar's do.
 */
export function ActionSheet(props: { readonly children: ReactNode }) {
  return (
    <div
      className={`tap-dim absolute inset-x-0 bottom-0 z-30 flex max-h-full flex-col overflow-y-auto overscroll-contain border-t-4 border-amber-900 bg-slate-900 px-2 pt-0.5 pb-[max(0.25rem,env(safe-area-inset-bottom))] shadow-[0_-12px_24px_rgba(0,0,0,0.5)] sm:px-4 sm:pt-1 sm:pb-[max(0.5rem,env(safe-area-inset-bottom))] roomy:top-0 roomy:left-auto roomy:border-t-0 roomy:border-l-4 roomy:shadow-[-12px_0_24px_rgba(0,0,0,0.5)] ${SHEET_WIDTH}`}
      onMouseDown={keepFocusOnPress}
    >
      {props.children}
    </div>
  )
}

/** The felt and the action bar, in a box of their own: what rises over them from the bar (`ActionSheet`) stops at the seats. */
export function TableBelowSeats(props: { readonly children: ReactNode }) {
  return <div className="relative flex min-h-0 flex-1 flex-col">{props.children}</div>
}
