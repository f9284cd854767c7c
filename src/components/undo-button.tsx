import { useState } from 'react'
import { useT } from '../i18n/i18n.ts'
import { tableMessages } from '../i18n/messages/table.ts'

/** Undo with a small confirmation right beside it: one tap asks, the second undoes. */
export function UndoButton(props: { readonly onUndo: () => void }) {
  const t = useT(tableMessages)
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="min-h-11 rounded-lg border-2 border-white px-4 font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400"
      >
        ↶ {t('undo')}
      </button>
    )
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="undo-question"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-2 text-slate-900"
    >
      <p id="undo-question" className="font-semibold">
        {t('undoQuestion')}
      </p>
      <button
        type="button"
        onClick={() => {
          setAsking(false)
          props.onUndo()
        }}
        className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600"
      >
        {t('undoConfirm')}
      </button>
      <button
        type="button"
        autoFocus
        onClick={() => setAsking(false)}
        className="min-h-11 rounded-lg border-2 border-slate-800 px-4 font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600"
      >
        {t('undoCancel')}
      </button>
    </div>
  )
}
