import { useId } from 'react'
import { useT } from '../i18n/i18n.ts'
import { integrityMessages } from '../i18n/messages/integrity.ts'
import { Dialog } from './dialog.tsx'

/**
 * Leaving a game that this browser could not save loses it: ask first, and offer to export it.
 * Staying is the safe choice and has the focus.
 */
export function UnsavedLeaveDialog(props: { onExportAndLeave: () => void; onLeave: () => void; onStay: () => void }) {
  const t = useT(integrityMessages)
  const bodyId = useId()
  return (
    <Dialog title={t('unsavedTitle')} onClose={props.onStay} describedBy={bodyId}>
      <p id={bodyId} className="mb-6 text-lg">
        {t('unsavedBody')}
      </p>
      <div className="flex flex-col gap-3">
        <button type="button" className="btn btn-primary btn-big" onClick={props.onStay} data-autofocus>
          {t('unsavedStay')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={props.onExportAndLeave}>
          <span aria-hidden="true">⤓</span> {t('unsavedExport')}
        </button>
        <button type="button" className="btn btn-danger" onClick={props.onLeave}>
          {t('unsavedLeave')}
        </button>
      </div>
    </Dialog>
  )
}
