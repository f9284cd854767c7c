import type { LoadedGame } from '../store/saved-games.ts'
import type { PresenterSource } from './presenter-source.ts'

/*
 * The little of teacher mode the first page carries: the history entry that presenting pushes,
 * and a game as something to present. The presenter itself loads on demand.
 */

/** Push teacher mode's history entry over the one showing, keeping what it was (`gavel`). */
export function pushTeachEntry(): void {
  if (isTeachEntry(history.state)) return
  const below = (history.state as { gavel?: unknown } | null)?.gavel
  history.pushState({ gavel: below ?? 'home', teach: true }, '')
}

export function isTeachEntry(state: unknown): boolean {
  return (state as { teach?: unknown } | null)?.teach === true
}

/** A game to present: the one on the table from its last move, a saved one from its deal. */
export function sourceOfGame(game: LoadedGame, startAt: PresenterSource['startAt']): PresenterSource {
  return { record: game.record, dealCode: game.dealCode, startAt, ...(game.seats === undefined ? {} : { seats: game.seats }) }
}
