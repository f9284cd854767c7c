import { CARDS_HELD_MS } from '../store/game-store.ts'
import { feltMessages } from '../i18n/messages/felt.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The action bar during the short moment before the next cards turn up (game-store.ts `heldCards`):
 * a quiet line that runs out, and undo in one tap. The moment belongs to the felt (who took what, the
 * winner's card flying to their seat): the bar stays in the background, its undo an ordinary button.
 */
export function HeldMoment(props: { readonly text: string; readonly canUndo: boolean; readonly onUndo: () => void }) {
  const t = useEditionT(feltMessages)
  return (
    <div className="flex flex-col gap-2 pt-1">
      <p role="status" className="text-base font-semibold text-slate-300 xl:text-lg">
        {props.text}
      </p>
      <span aria-hidden="true" className="block h-1 overflow-hidden rounded-full bg-slate-700">
        <span className="held-timer block h-full origin-left rounded-full bg-slate-400" style={{ animationDuration: `${CARDS_HELD_MS}ms` }} />
      </span>
      {props.canUndo && (
        <button
          type="button"
          onClick={props.onUndo}
          className="min-h-12 self-end rounded-xl border-2 border-slate-400 bg-slate-800 px-4 text-lg font-bold text-slate-100 focus-ring"
        >
          <span aria-hidden="true">↶ </span>
          {t('undoMoment')}
        </button>
      )}
    </div>
  )
}
