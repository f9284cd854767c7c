/*
 * The table's three bands, the same on the auction and sale screens: the page never scrolls (the
 * felt scrolls inside itself when it must), and the action bar keeps one height all game, in the
 * thumb zone, so that the control a person needs next is always in the same place.
 */

/** The room around the table: the whole screen, a column of bands. */
export const TABLE_ROOM = 'flex h-dvh flex-col overflow-hidden bg-stone-950 text-white'

/** The action bar: fixed height per screen size; what opens from it (held money, undo) lays over the felt above. */
export const ACTION_BAR =
  'action-bar relative z-10 flex h-[16.25rem] shrink-0 flex-col gap-1 border-t-4 border-amber-900 bg-slate-900 px-2 pt-1 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:h-[16.5rem] sm:px-4 lg:h-[13rem] xl:h-[15rem] xl:px-8'
