import { useState } from 'react'
import {} from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { BAR_BUTTON } from './table-top-bar.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * Undo with a small confirmation: one tap asks, the second undoes. The question opens as a popover
 * under the button, over the table: nothing on the page moves.
 *
 * While undo is not offered here (`offered` false: nothing it may take back now, or the action bar offers it) the button
 * keeps its place in the top bar, unseen, out of reach of taps, keys and screen readers. Nothing
 * beside it moves when it comes and goes, and the move that brings it back (a new auction's first
 * bid) or takes it away (a bid that ends an auction) changes only its own box: laying out the whole
 * top bar again, its title and pips, inside those taps made them the slowest of a game at 4× CPU.
 */
export function UndoButton(props: { readonly onUndo: () => void; readonly offered?: boolean }) {
  const t = useEditionT(tableMessages)
  const [asking, setAsking] = useState(false)
  const offered = props.offered !== false
  // A question left open when undo went away is not asked again when it comes back.
  if (!offered && asking) setAsking(false)
  return (
    <div className="relative shrink-0" aria-hidden={offered ? undefined : true} style={offered ? undefined : { visibility: 'hidden' }}>
      <button
        type="button"
        aria-expanded={asking}
        disabled={!offered}
        onClick={() => setAsking(!asking)}
        className={BAR_BUTTON}
      >
        <span aria-hidden="true">↶</span>
        <span className="sr-only sm:not-sr-only sm:ml-1">{t('undo')}</span>
      </button>
      {asking && <UndoQuestion onUndo={props.onUndo} onClose={() => setAsking(false)} />}
    </div>
  )
}

function UndoQuestion(props: { readonly onUndo: () => void; readonly onClose: () => void }) {
  const t = useEditionT(tableMessages)
  return (
    <div
      role="alertdialog"
      aria-labelledby="undo-question"
      className="absolute top-full right-0 z-50 mt-2 flex w-max max-w-[calc(100vw-1rem)] flex-wrap items-center gap-2 rounded-lg border-2 border-slate-900 bg-white p-2 text-slate-900 shadow-2xl"
    >
      <p id="undo-question" className="font-semibold">
        {t('undoQuestion')}
      </p>
      <button
        type="button"
        onClick={() => {
          props.onClose()
          props.onUndo()
        }}
        className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white focus-ring-sky-600"
      >
        {t('undoConfirm')}
      </button>
      <button
        type="button"
        autoFocus
        onClick={props.onClose}
        className="min-h-11 rounded-lg border-2 border-slate-800 px-4 font-semibold focus-ring-sky-600"
      >
        {t('undoCancel')}
      </button>
    </div>
  )
}
