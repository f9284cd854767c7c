import { useState } from 'react'
import { Dialog } from '../components/dialog.tsx'
import { ConfirmDialog } from '../components/confirm-dialog.tsx'
import { RulesButton } from '../rules/rules-button.tsx'
import { formatMoney, useT } from '../i18n/i18n.ts'
import { menuMessages } from '../i18n/messages/menu.ts'
import { teacherMenuMessages } from '../i18n/messages/teacher-menu.ts'
import { useLocale } from '../store/locale-store.ts'
import type { LoadedGame } from '../store/saved-games.ts'
import { isPersonSeat } from '../store/seat-kinds.ts'
import { undoneAction } from '../store/undo.ts'

/** The game menu: back to the game, undo the last bid or pass (after a confirmation), export, Home. */
export function GameMenu(props: {
  game: LoadedGame
  canUndo: boolean
  onResume: () => void
  onUndo: () => void
  onExport: () => void
  onHome: () => void
  /** Teacher mode: show this game on a projector, move by move. */
  onPresent?: () => void
}) {
  const t = useT(menuMessages)
  const tp = useT(teacherMenuMessages)
  const locale = useLocale((s) => s.locale)
  const [confirming, setConfirming] = useState(false)
  const undone = props.canUndo ? undoneAction(props.game.record.actions, (seat) => isPersonSeat(props.game.seats, seat)) : null

  if (confirming && undone !== null) {
    const name = props.game.state.seats[undone.player]?.name ?? ''
    const body =
      undone.type === 'bid'
        ? t('undoBid', { name, amount: formatMoney(locale, props.game.state.ruleset, undone.amount) })
        : t('undoPass', { name })
    return (
      <ConfirmDialog
        title={t('undoTitle')}
        body={body}
        confirmLabel={t('undoConfirm')}
        cancelLabel={t('undoCancel')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          props.onUndo()
        }}
      />
    )
  }

  return (
    <Dialog title={t('title')} onClose={props.onResume}>
      <div className="flex flex-col gap-3">
        <button type="button" className="btn btn-primary btn-big" onClick={props.onResume} data-autofocus>
          {t('resume')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!props.canUndo}
          aria-describedby={props.canUndo ? undefined : 'undo-none'}
          onClick={() => setConfirming(true)}
        >
          <span aria-hidden="true">↶</span> {t('undo')}
        </button>
        {!props.canUndo && (
          <p id="undo-none" className="text-base text-slate-700">
            {t('undoNone')}
          </p>
        )}
        <RulesButton ruleset={props.game.state.ruleset} className="btn btn-secondary" />
        <button type="button" className="btn btn-secondary" onClick={props.onExport}>
          <span aria-hidden="true">⤓</span> {t('export')}
        </button>
        {props.onPresent !== undefined && (
          <button type="button" className="btn btn-secondary" onClick={props.onPresent}>
            <span aria-hidden="true">▣</span> {tp('presentThisGame')}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={props.onHome}>
          <span aria-hidden="true">⌂</span> {t('home')}
        </button>
        {props.game.dealCode !== null && (
          <p className="mt-2 text-base text-slate-700">
            {t('dealCodeLabel')}{' '}
            <span className="font-mono text-lg font-bold tracking-widest text-slate-950">{props.game.dealCode}</span>
          </p>
        )}
      </div>
    </Dialog>
  )
}
