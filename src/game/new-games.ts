import { readJson } from '../engine/json-text.ts'
import { createGame, openingEvents } from '../engine/game.ts'
import { replayActions } from '../engine/record.ts'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { GameError, Seat, TableSetup } from '../engine/types.ts'
import type { TableInfo } from '../table-info/table-info.ts'
import { historyEntryOfFinished } from '../history/same-game.ts'
import { newDealCode, normalizeDealCode } from './deal-code.ts'
import { dealCodeInFile } from './record-file.ts'
import { dealCodeOfGame, newGameId, openRecord, type GameRecord, type LoadedGame } from '../store/saved-games.ts'
import { hasBot, type SeatKind } from '../store/seat-kinds.ts'

export interface NewGameOptions {
  readonly ruleset: RulesetId
  readonly players: readonly string[]
  /** null: drawn from the deal code. */
  readonly startPlayer: Seat | null
  /** For Sale rulesets only; the ruleset's default when absent. */
  readonly secretMoney?: boolean
  /** Deal the cards of an earlier game; a fresh code when absent or empty. */
  readonly dealCode?: string | null
  /** Who plays each seat (one per player, at least one person); people at every seat when absent. */
  readonly seats?: readonly SeatKind[]
  /** How much the table shows (table-info.ts); the default when absent. */
  readonly tableInfo?: TableInfo | undefined
}

/*
 * The games the store opens anew (Setup's or the same table's, an imported record, teacher mode's
 * "Continue from here"), built and checked before the store saves one. They need the engine, and so
 * load with the game's actions (game-actions.ts): the first page does not carry them.
 */

/** A new game from Setup's options: its deal code and seats checked, the cards dealt. */
export function gameOfOptions(options: NewGameOptions): LoadedGame | GameError {
  const typed = options.dealCode ? normalizeDealCode(options.dealCode) : null
  if (options.dealCode && typed === null) return { code: 'BAD_SEED', message: 'A deal code is letters and digits.' }
  const dealCode = typed ?? newDealCode()
  const hasOption = RULESETS[options.ruleset].secretMoneyDefault !== null
  const setup: TableSetup = {
    ruleset: options.ruleset,
    players: options.players,
    seed: dealCode,
    ...(options.startPlayer === null ? {} : { startPlayer: options.startPlayer }),
    ...(hasOption && options.secretMoney !== undefined ? { options: { secretMoney: options.secretMoney } } : {}),
  }
  const { seats, tableInfo } = options
  if (seats !== undefined) {
    if (seats.length !== setup.players.length) return { code: 'BAD_PLAYERS', message: 'One kind of player per seat.' }
    if (!seats.some((s) => s.kind === 'person')) return { code: 'BAD_PLAYERS', message: 'A game needs at least one person.' }
  }
  const created = createGame(setup)
  if (!created.ok) return created.error
  const now = Date.now()
  const state = created.value
  return {
    id: newGameId(),
    record: { setup, actions: [] },
    state,
    events: openingEvents(state),
    dealCode,
    createdAt: now,
    updatedAt: now,
    ...(seats !== undefined && hasBot(seats) ? { seats } : {}),
    tableInfo,
  }
}

/** The same seats, ruleset and options as a game, for a fresh deal ("Play again"). */
export function optionsToPlayAgain(game: LoadedGame): NewGameOptions {
  const { state } = game
  return {
    ruleset: state.ruleset,
    players: state.seats.map((s) => s.name),
    startPlayer: null,
    secretMoney: state.options.secretMoney,
    ...(game.seats === undefined ? {} : { seats: game.seats }),
    tableInfo: game.tableInfo,
  }
}

/**
 * A `gavel/1` record (text) opened as a new game at its last action; `'already-kept'` for a finished
 * game already in the history (the same deal and actions).
 */
export function gameOfRecordText(text: string): LoadedGame | GameError | 'already-kept' {
  const opened = openRecord(text)
  if (!opened.ok) return opened.error
  if (historyEntryOfFinished(opened.value.state) !== null) return 'already-kept'
  const now = Date.now()
  return {
    id: newGameId(),
    ...opened.value,
    dealCode: dealCodeOfGame(opened.value.state, dealCodeOf(text, opened.value.record.setup.seed)),
    createdAt: now,
    updatedAt: now,
  }
}

/** An imported game's deal code: the one our export wrote, or a seed that looks like one. */
function dealCodeOf(text: string, seed: string | undefined): string | null {
  const read = readJson(text)
  const doc = read.ok ? read.value : null
  return dealCodeInFile(doc) ?? (seed !== undefined && normalizeDealCode(seed) === seed ? seed : null)
}

/** Teacher mode: a new game (new id) from a record's setup and some of its actions, played on from there. */
export function gameContinuedFrom(record: GameRecord, dealCode: string | null, seats?: readonly SeatKind[], tableInfo?: TableInfo): LoadedGame | GameError {
  if (seats !== undefined && seats.length !== record.setup.players.length) {
    return { code: 'BAD_PLAYERS', message: 'One kind of player per seat.' }
  }
  const replayed = replayActions(record.setup, record.actions)
  if (!replayed.ok) return replayed.error
  const now = Date.now()
  return {
    id: newGameId(),
    record: { setup: record.setup, actions: [...record.actions] },
    state: replayed.state,
    events: replayed.events,
    dealCode,
    createdAt: now,
    updatedAt: now,
    ...(seats !== undefined && hasBot(seats) ? { seats } : {}),
    tableInfo,
  }
}
