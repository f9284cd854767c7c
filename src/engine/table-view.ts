import { scoreGame } from './score.ts'
import type { GameEvent, GameState, LegalActions, PlayerView, Scores, Seat } from './types.ts'
import { legalActionsInView, logInView, playerView } from './view.ts'

/*
 * The one boundary between the game and what shows it: a viewer (a seat, or the onlookers: null) gets
 * its view of the table, the log as it may know it and what may be done now as it can know it, and
 * nothing else. Screens, the coach, the guided game and teacher mode read a table this way; the log's
 * queries are beside it (table-log.ts).
 */

export interface TableView {
  readonly view: PlayerView
  readonly log: readonly GameEvent[]
  readonly legal: LegalActions
  /** The final scores once the game is over, when everything they count is public; null before. */
  readonly scores: Scores | null
}

export function tableView(state: GameState, events: readonly GameEvent[], viewer: Seat | null): TableView {
  const view = playerView(state, viewer)
  return {
    view,
    log: logInView(events, view),
    legal: legalActionsInView(view),
    scores: state.phase === 'over' ? scoreGame(state) : null,
  }
}

/**
 * A game as a screen receives it: what the whole table may see, and each seat's own view, which a
 * screen asks for only where that seat alone looks (holding to see its secret money, its pick behind
 * the hand-over). The same moment of the same game gives the same value, and each view is made once:
 * what is drawn from them is drawn again only when the game moves.
 */
export interface GameTable {
  /** What everyone at the table may see. */
  readonly onlookers: TableView
  /** What `seat` may see: for that seat's eyes only. */
  readonly seat: (seat: Seat) => TableView
}

const tables = new WeakMap<GameState, { readonly events: readonly GameEvent[]; readonly table: GameTable }>()

export function gameTable(state: GameState, events: readonly GameEvent[]): GameTable {
  const known = tables.get(state)
  if (known !== undefined && known.events === events) return known.table
  const seats = new Map<Seat, TableView>()
  const table: GameTable = {
    onlookers: tableView(state, events, null),
    seat: (seat) => {
      let view = seats.get(seat)
      if (view === undefined) {
        view = tableView(state, events, seat)
        seats.set(seat, view)
      }
      return view
    },
  }
  tables.set(state, { events, table })
  return table
}
