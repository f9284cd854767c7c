/**
 * A stored record that could not be read, in a list of records (saved games, finished games, counts):
 * listed in place rather than dropped, so the table sees it is there, why it cannot be opened, and can
 * delete it; the records around it stay as they are.
 */
export function DamagedRecordCard(props: {
  title: string
  /** Why it cannot be read, in the table's language. */
  reason: string
  /** The delete button's accessible name: the card has no game name to tell it apart. */
  deleteLabel: string
  deleteText: string
  onDelete: () => void
}) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border-4 border-dashed border-amber-500 bg-amber-50 p-5 text-slate-900">
      <h3 className="text-2xl font-bold">
        <span aria-hidden="true">⚠ </span>
        {props.title}
      </h3>
      <p className="text-lg">{props.reason}</p>
      <div className="mt-auto">
        <button type="button" className="btn btn-secondary" aria-label={props.deleteLabel} onClick={props.onDelete}>
          {props.deleteText}
        </button>
      </div>
    </li>
  )
}
