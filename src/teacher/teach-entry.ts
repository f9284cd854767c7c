import type { GameRecord, LoadedGame } from '../store/saved-games.ts'
import { lastReveal } from '../game/undo.ts'
import type { PresenterSource } from './presenter-source.ts'

/*
 * A game as something to present (loaded with the game's actions, off the first page); the history
 * entry that presenting pushes is written by src/route.ts. The presenter itself loads on demand.
 */

/**
 * A game to present: the one on the table from its last move, a saved one from its deal. A game
 * still in progress is presented live (`PresenterSource.live`): without its unrevealed picks and
 * without its deal code.
 */
export function sourceOfGame(game: LoadedGame, startAt: PresenterSource['startAt']): PresenterSource {
  const seats = game.seats === undefined ? {} : { seats: game.seats }
  if (game.state.phase === 'over') return { record: game.record, dealCode: game.dealCode, startAt, ...seats }
  return { record: publicRecord(game.record), dealCode: null, startAt, live: true, ...seats, tableInfo: game.tableInfo }
}

/** A game's record without the picks made in secret since the last reveal. */
export function publicRecord(record: GameRecord): GameRecord {
  const reveal = lastReveal(record)
  const after = reveal === null ? -1 : reveal.index
  const actions = record.actions.filter((a, i) => i <= after || a.type !== 'pick')
  return actions.length === record.actions.length ? record : { setup: record.setup, actions }
}
