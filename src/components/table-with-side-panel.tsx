import type { ReactNode } from 'react'

/**
 * A game screen with a panel beside it (the coach of a learners' table). On a screen 1280 px wide or
 * more the panel stands in a column of its own on the right, the height of the screen, scrolling by
 * itself, so that it is in view beside the cards and the bid instead of below the fold; narrower, it
 * follows the screen, below it. Without a panel the screen is left as it is. The screen keeps its
 * place in the tree whether or not the panel shows (the panel comes and goes as the turn passes
 * between people and computer players): it is never mounted again, so nothing on it starts over.
 */
export function TableWithSidePanel(props: { readonly side: ReactNode; readonly children: ReactNode }) {
  const shown = props.side !== null && props.side !== undefined && props.side !== false
  return (
    <div className={shown ? 'bg-slate-900 xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(0,40rem)]' : undefined}>
      <div className={shown ? 'min-w-0' : undefined}>{props.children}</div>
      {shown && (
        <aside className="p-3 xl:sticky xl:top-0 xl:h-dvh xl:overflow-y-auto xl:border-l-4 xl:border-slate-700 xl:bg-slate-950 xl:p-4 short:p-2">{props.side}</aside>
      )}
    </div>
  )
}
