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

/**
 * A viewer's table. Each part is worked out when first read and kept: a replay (teacher mode) holds a
 * table for every step of a game and reads most of them only in part.
 */
export function tableView(state: GameState, events: readonly GameEvent[], viewer: Seat | null): TableView {
  return new ViewerTable(state, events, playerView(state, viewer))
}

class ViewerTable implements TableView {
  #log: readonly GameEvent[] | undefined
  #legal: LegalActions | undefined
  #scores: Scores | null | undefined
  readonly #state: GameState
  readonly #events: readonly GameEvent[]
  readonly view: PlayerView
  constructor(state: GameState, events: readonly GameEvent[], view: PlayerView) {
    this.#state = state
    this.#events = events
    this.view = view
  }
  get log(): readonly GameEvent[] {
    return (this.#log ??= logInView(this.#events, this.view))
  }
  get legal(): LegalActions {
    return (this.#legal ??= legalActionsInView(this.view))
  }
  get scores(): Scores | null {
    if (this.#scores === undefined) this.#scores = this.#state.phase === 'over' ? scoreGame(this.#state) : null
    return this.#scores
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
  const table = new Table(state, events)
  tables.set(state, { events, table })
  return table
}

class Table implements GameTable {
  readonly #state: GameState
  readonly #events: readonly GameEvent[]
  #onlookers: TableView | undefined
  readonly #seats = new Map<Seat, TableView>()
  constructor(state: GameState, events: readonly GameEvent[]) {
    this.#state = state
    this.#events = events
  }
  get onlookers(): TableView {
    return (this.#onlookers ??= tableView(this.#state, this.#events, null))
  }
  readonly seat = (seat: Seat): TableView => {
    let view = this.#seats.get(seat)
    if (view === undefined) {
      view = tableView(this.#state, this.#events, seat)
      this.#seats.set(seat, view)
    }
    return view
  }
}

/** Who is to act now, as any viewer's legal moves say: the bidder or payer, or the sellers still to pick. */
export function actorsOf(legal: LegalActions): Seat[] {
  switch (legal.phase) {
    case 'auction':
    case 'payment':
      return [legal.player]
    case 'sale':
      return legal.pickers.map((p) => p.player)
    default:
      return []
  }
}
