import { useId } from 'react'
import { Dialog } from './dialog.tsx'

/** Ask before something that cannot be taken back. The safe choice has the focus. */
export function ConfirmDialog(props: {
  title: string
  body: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  danger?: boolean
}) {
  const bodyId = useId()
  return (
    <Dialog title={props.title} onClose={props.onCancel} describedBy={bodyId}>
      <p id={bodyId} className="mb-6 text-lg">
        {props.body}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={props.onCancel} data-autofocus>
          {props.cancelLabel}
        </button>
        <button type="button" className={props.danger ? 'btn btn-danger' : 'btn btn-primary'} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
