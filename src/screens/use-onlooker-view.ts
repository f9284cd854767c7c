import { useMemo } from 'react'
import { tableView, type TableView } from '../engine/table-view.ts'
import type { GameEvent, GameState } from '../engine/types.ts'

/**
 * What the whole table may see (the onlookers' table view, engine/table-view.ts): kept while the state
 * and log are the same, so that what is drawn from them is too.
 */
export function useOnlookerView(state: GameState, events: readonly GameEvent[]): TableView {
  return useMemo(() => tableView(state, events, null), [state, events])
}
