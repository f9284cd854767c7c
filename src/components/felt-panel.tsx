import type { ReactNode } from 'react'

/**
 * Something to read on the felt that is not the moment's point (the last auction's result on the
 * sale's first hand-over): one control at the felt's width, the panel opening over the felt below
 * it (upward: it stands at the felt's foot), never taking the felt's height from the cards.
 */
export function FeltPanel(props: { readonly summary: string; readonly children: ReactNode }) {
  return (
    <details className="relative w-full">
      <summary className="min-h-11 cursor-pointer rounded-xl border-2 border-slate-500 bg-slate-800 px-3 py-2 text-base font-bold text-white sm:text-lg focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400">
        {props.summary}
      </summary>
      <div className="absolute bottom-full left-0 z-20 mb-1 max-h-[55dvh] w-[min(48rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl shadow-2xl">{props.children}</div>
    </details>
  )
}
