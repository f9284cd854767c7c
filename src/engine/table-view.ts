import type { GameEvent, GameState, LegalActions, PlayerView, Seat } from './types.ts'
import { legalActionsInView, logInView, playerView } from './view.ts'

/*
 * The one boundary between the game and what shows it: a viewer (a seat, or the onlookers: null) gets
 * its view of the table, the log as it may know it and what may be done now as it can know it, and
 * nothing else. Screens, the coach and teacher mode read a table this way; the log's queries are
 * beside it (table-log.ts).
 */

export interface TableView {
  readonly view: PlayerView
  readonly log: readonly GameEvent[]
  readonly legal: LegalActions
}

export function tableView(state: GameState, events: readonly GameEvent[], viewer: Seat | null): TableView {
  const view = playerView(state, viewer)
  return { view, log: logInView(events, view), legal: legalActionsInView(view) }
}
