import { useState } from 'react'
import {} from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'
import { BAR_BUTTON } from './table-top-bar.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * Undo with a small confirmation: one tap asks, the second undoes. The question opens as a popover
 * under the button, over the table: nothing on the page moves.
 */
export function UndoButton(props: { readonly onUndo: () => void }) {
  const t = useEditionT(tableMessages)
  const [asking, setAsking] = useState(false)
  return (
    <div className="relative shrink-0">
      <button
        type="button"
        aria-expanded={asking}
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
