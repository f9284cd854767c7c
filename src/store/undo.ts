import type { Action } from '../engine/types.ts'

/**
 * How many actions stay when the last bid or pass is undone: everything before it (the Sold!
 * payments that followed it go too). Null when there is nothing to undo, or when a sale pick
 * came after it: undo never reveals or changes a secret pick.
 */
export function undoPoint(actions: readonly Action[]): number | null {
  for (let i = actions.length - 1; i >= 0; i--) {
    const type = (actions[i] as Action).type
    if (type === 'bid' || type === 'pass') return i
    if (type === 'pick') return null
  }
  return null
}

/** The bid or pass an undo would take back, if any. */
export function undoneAction(actions: readonly Action[]): Action | null {
  const point = undoPoint(actions)
  return point === null ? null : (actions[point] as Action)
}
