import { CARDS_HELD_MS } from '../store/game-store.ts'
import {} from '../i18n/i18n.ts'
import { feltMessages } from '../i18n/messages/felt.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The action bar during the short moment before the next cards turn up (game-store.ts `heldCards`):
 * a line that runs out, and undo in one tap where the table's controls will be.
 */
export function HeldMoment(props: { readonly text: string; readonly canUndo: boolean; readonly onUndo: () => void }) {
  const t = useEditionT(feltMessages)
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="flex h-11 items-center text-xl font-bold xl:text-2xl">
        {props.text}
      </p>
      <span aria-hidden="true" className="block h-2 overflow-hidden rounded-full bg-slate-700">
        <span className="held-timer block h-full origin-left rounded-full bg-amber-300" style={{ animationDuration: `${CARDS_HELD_MS}ms` }} />
      </span>
      {props.canUndo && (
        <button
          type="button"
          onClick={props.onUndo}
          className="min-h-[4.5rem] w-full rounded-2xl border-4 border-white bg-slate-800 px-4 text-2xl font-black focus-ring xl:min-h-24"
        >
          <span aria-hidden="true">↶ </span>
          {t('undoMoment')}
        </button>
      )}
    </div>
  )
}
