import type { Action, Seat } from '../engine/types.ts'

/**
 * How many actions stay when the last bid or pass is undone: everything before it (the Sold!
 * payments that followed it go too). With bots at the table, the last bid or pass of a person,
 * and the bots' moves since. Null when there is nothing to undo, or when a sale pick
 * came after it: undo never reveals or changes a secret pick.
 */
export function undoPoint(actions: readonly Action[], isPerson: (seat: Seat) => boolean = () => true): number | null {
  for (let i = actions.length - 1; i >= 0; i--) {
    const action = actions[i] as Action
    const type = action.type
    // A bot's moves after it go with it: undo takes back what a person did.
    if ((type === 'bid' || type === 'pass') && isPerson(action.player)) return i
    if (type === 'pick') return null
  }
  return null
}

/** The bid or pass an undo would take back, if any. */
export function undoneAction(actions: readonly Action[], isPerson?: (seat: Seat) => boolean): Action | null {
  const point = undoPoint(actions, isPerson)
  return point === null ? null : (actions[point] as Action)
}
