import { useT } from '../i18n/i18n.ts'
import { integrityMessages } from '../i18n/messages/integrity.ts'
import type { Writer } from '../store/game-store.ts'

type Blocked = Exclude<Writer, 'mine' | 'claiming'>

const WORDS = {
  elsewhere: { title: 'elsewhereTitle', body: 'elsewhereBody', action: 'takeOver' },
  taken: { title: 'takenTitle', body: 'takenBody', action: 'takeBack' },
  changed: { title: 'changedTitle', body: 'changedBody', action: 'takeOver' },
  deleted: { title: 'deletedTitle', body: 'deletedBody', action: 'saveAgain' },
} as const

/**
 * Shown instead of the table when this tab may not play the open game (one game, one writer).
 * Nothing of the game is drawn: a second tab shows no hand-over, no pick and no money.
 */
export function GameElsewhere(props: { writer: Blocked; onTakeOver: () => void; onSaveAgain: () => void; onHome: () => void }) {
  const t = useT(integrityMessages)
  const words = WORDS[props.writer]
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 p-6 text-white">
      <h1 className="text-4xl font-black">{t(words.title)}</h1>
      <p className="text-xl">{t(words.body)}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary btn-big"
          onClick={props.writer === 'deleted' ? props.onSaveAgain : props.onTakeOver}
        >
          {t(words.action)}
        </button>
        <button type="button" className="btn btn-secondary btn-big" onClick={props.onHome}>
          {t('toHome')}
        </button>
      </div>
    </main>
  )
}
