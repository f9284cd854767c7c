import { useState } from 'react'
import { Dialog } from '../components/dialog.tsx'
import { ConfirmDialog } from '../components/confirm-dialog.tsx'
import { RulesButton } from '../rules/rules-button.tsx'
import { SoundToggle } from '../components/sound-toggle.tsx'
import { useT } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { menuMessages } from '../i18n/messages/menu.ts'
import { teacherMenuMessages } from '../i18n/messages/teacher-menu.ts'
import { useLocale } from '../i18n/locale-store.ts'
import type { LoadedGame } from '../store/saved-games.ts'
import { integrityMessages } from '../i18n/messages/integrity.ts'
import { isPersonSeat } from '../store/seat-kinds.ts'
import { undoStatus, type UndoStatus } from '../game/undo.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { DEFAULT_TABLE_INFO } from '../table-info/table-info.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/** Why undo cannot be used now, in words; null when it can. */
export function undoBlockedKey(status: UndoStatus): 'undoPick' | 'undoProperties' | 'undoChecks' | 'undoNothing' | null {
  switch (status.kind) {
    case 'ok':
      return null
    case 'pick':
      return 'undoPick'
    case 'reveal':
      return status.what === 'properties' ? 'undoProperties' : 'undoChecks'
    case 'none':
      return 'undoNothing'
  }
}

/**
 * The game menu: back to the game, undo the last bid or pass (after a confirmation), export once
 * the game is over, Home. While the game is in progress nothing in it shows what the table hides:
 * the record and the deal code both give away the cards still face down.
 */
export function GameMenu(props: {
  game: LoadedGame
  canUndo: boolean
  onResume: () => void
  onUndo: () => void
  onExport: () => void
  onHome: () => void
  /** Abandon the game in progress (after a confirmation here): deleted, with nothing of it kept. */
  onAbandon?: () => void
  /** Teacher mode: show this game on a projector, move by move. */
  onPresent?: () => void
  /** False while this browser cannot save the game: no control may then say it stays saved. */
  saved?: boolean
}) {
  const t = useT(menuMessages)
  const tp = useT(teacherMenuMessages)
  const locale = useLocale((s) => s.locale)
  const ti = useEditionT(integrityMessages)
  const [confirming, setConfirming] = useState(false)
  const [abandoning, setAbandoning] = useState(false)
  const status = undoStatus(props.game.record, (seat) => isPersonSeat(props.game.seats, seat))
  const undone = props.canUndo && status.kind === 'ok' ? status.action : null
  const blocked = undoBlockedKey(status)
  const over = props.game.state.phase === 'over'
  const tt = useEditionT(tableInfoMessages)
  const tableInfo = props.game.tableInfo ?? DEFAULT_TABLE_INFO


  if (abandoning && props.onAbandon !== undefined && !over) {
    const onAbandon = props.onAbandon
    return (
      <ConfirmDialog
        title={t('abandonTitle')}
        body={t('abandonBody', { names: formatList(locale, props.game.state.seats.map((s) => s.name)) })}
        confirmLabel={t('abandonConfirm')}
        cancelLabel={t('abandonCancel')}
        danger
        onCancel={() => setAbandoning(false)}
        onConfirm={() => {
          setAbandoning(false)
          onAbandon()
        }}
      />
    )
  }

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
            {ti(blocked ?? 'undoNothing')}
          </p>
        )}
        <RulesButton ruleset={props.game.state.ruleset} className="btn btn-secondary" />
        {!over && (
          <p className="rounded-lg border-2 border-slate-300 px-3 py-2 text-lg text-slate-900" data-testid="menu-table-info">
            <span className="font-semibold">{tt('menuLine', { mode: tt(tableInfo) })}</span>
            <span className="block text-base text-slate-700">{tt(tableInfo === 'box' ? 'menuHintBox' : 'menuHintAid')}</span>
          </p>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!over}
          aria-describedby={over ? undefined : 'export-later'}
          onClick={props.onExport}
        >
          <span aria-hidden="true">⤓</span> {t('export')}
        </button>
        {!over && (
          <p id="export-later" className="text-base text-slate-700">
            {ti('exportLater')}
          </p>
        )}
        {props.onPresent !== undefined && (
          <button type="button" className="btn btn-secondary" onClick={props.onPresent}>
            <span aria-hidden="true">▣</span> {tp('presentThisGame')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          aria-describedby={props.saved === false ? 'menu-unsaved' : undefined}
          onClick={props.onHome}
        >
          <span aria-hidden="true">⌂</span> {t(props.saved === false ? 'homeUnsaved' : 'home')}
        </button>
        {props.saved === false && (
          <p id="menu-unsaved" className="rounded-lg border-2 border-amber-700 bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950">
            <span aria-hidden="true">⚠ </span>
            {t('unsavedNote')}
          </p>
        )}
        {props.onAbandon !== undefined && !over && (
          <button type="button" className="btn btn-secondary border-red-800 text-red-900" onClick={() => setAbandoning(true)}>
            <span aria-hidden="true">✕</span> {t('abandon')}
          </button>
        )}
        <SoundToggle tone="light" />
        {over && props.game.dealCode !== null && (
          <p className="mt-2 text-base text-slate-700">
            {t('dealCodeLabel')}{' '}
            <span className="font-mono text-lg font-bold tracking-widest text-slate-950">{props.game.dealCode}</span>
          </p>
        )}
      </div>
    </Dialog>
  )
}
