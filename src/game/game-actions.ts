import type { Action, GameError } from '../engine/types.ts'
import { replayActions } from '../engine/record.ts'
import { gameTable, type GameTable } from '../engine/table-view.ts'
import { announceTurnChange } from '../device/turn-signal.ts'
import { guardUnsavedGame } from '../device/unsaved-guard.ts'
import { useGameStore, writes } from '../store/game-store.ts'
import type { LastTable } from '../store/last-table.ts'
import { noteKept } from '../store/history-keeping.ts'
import { rememberNames } from '../store/recent-names.ts'
import type { StorageProblem } from '../storage/safe-storage.ts'
import { loadGame, saveGame, type DamageReason, type GameRecord, type LoadedGame } from '../store/saved-games.ts'
import { isPersonSeat, type SeatKind } from '../store/seat-kinds.ts'
import { restoredOpenGameId, writeOpenGameId } from '../storage/session-pointer.ts'
import type { TableInfo } from '../table-info/table-info.ts'
import { playMove } from './forced-moves.ts'
import { notePlayed } from './undo.ts'
import { claimGame, conflictOf, releaseGame } from './game-session.ts'
import { gameContinuedFrom, gameOfOptions, gameOfRecordText, optionsToPlayAgain, type NewGameOptions } from './new-games.ts'
import { holdCards, selectUndoStatus, setTimings, type GameTimings } from './held-cards.ts'
import { keepCoachOnPlayAgain, setCoachForOpenGame } from './coach-table.ts'

/*
 * What a person (or a computer player) does to the game: start one, move, undo, open, import, delete.
 * Plain functions over the game store (zustand's "no store actions"), importing the engine statically.
 * The lazy screens import this module; the shell reaches it with `import()` at its few entry points
 * (src/game/load-game.ts), so the first page carries neither it nor the engine. Each move is saved
 * before the function returns: in the task of the tap, before the next frame.
 */

// What the shell reaches through this one module (load-game.ts), kept beside the moves in modules of their own.
export { gameTimings, selectCanUndo, selectUndoStatus, showHeldCards, type GameTimings } from './held-cards.ts'
export { abandonGame, deleteSavedGame, dismissRestoreProblem, refreshGames } from './saved-list.ts'
export { setCoachForOpenGame } from './coach-table.ts'

const noGame: GameError = { code: 'WRONG_PHASE', message: 'No game is open.' }
const notWriter: GameError = { code: 'WRONG_PHASE', message: 'This game is being played in another tab or window.' }
const staleTurn: GameError = { code: 'NOT_YOUR_TURN', message: 'The game has moved on since this was shown.' }

const get = useGameStore.getState
const set = useGameStore.setState

/**
 * Wires the game to the page, once, when this module is first loaded by the shell: the pointer to
 * the open game follows the store, the browser asks before a game it could not save is closed, and
 * playing again from a learners' table keeps the coach. Called by `loadGame` (load-game.ts); tests
 * call it themselves.
 */
let connected = false
export function connectGame(options: Partial<GameTimings> = {}): void {
  setTimings(options)
  if (connected) return
  connected = true
  let pointer = get().current?.id ?? null
  useGameStore.subscribe((s) => {
    const id = s.current?.id ?? null
    if (id === pointer) return
    pointer = id
    writeOpenGameId(id)
  })
  guardUnsavedGame(useGameStore)
  useGameStore.subscribe((s, prev) => keepCoachOnPlayAgain(s.current, prev.current))
}

/**
 * Start-up, once the shell has loaded this module (main.tsx, when a game was open or games are saved):
 * reopens the game that was open when the page was last closed, and this tab claims it. A pointer
 * written by an older version is lifted first; a game that cannot be reopened is reported on Home.
 */
export async function restoreOpenGame(): Promise<void> {
  const id = await restoredOpenGameId()
  if (id === null) return
  const loaded = loadGame(id)
  if (!loaded.ok) {
    set({ current: null, restoreProblem: loaded.reason })
    return
  }
  set({ current: loaded.game })
  claimCurrent(loaded.game.id, false)
}

/**
 * Make `game` the open game and save it before this task ends, so that the move is in storage before
 * the next frame is drawn: a crash right after a tap loses nothing.
 */
function commit(game: LoadedGame, fresh: boolean): void {
  const saved = saveGame(game)
  const conflict = conflictOf(saved)
  if (conflict !== null) {
    set({ writer: conflict })
    return
  }
  set({
    current: saved.ok ? { ...game, revision: saved.revision } : game,
    saveProblem: saved.ok ? null : (saved.problem as StorageProblem),
  })
  keepIfFinished(game)
  if (fresh) claimCurrent(game.id, false)
}

/*
 * A person's move (or undo) arms the tap guard (tap-guard.ts): the next prompt may sit under the
 * same finger. A bot's move does not: the person's prompt did not come from their own tap, and a tap
 * just after a computer move must act.
 */
function commitMove(game: LoadedGame, by: 'person' | 'bot' = 'person'): boolean {
  if (!writes(get().writer)) return false
  commit(game, false)
  if (by === 'person') announceTurnChange()
  return writes(get().writer)
}

/** The open game as its screens receive it: the table each viewer may see (engine/table-view.ts). */
export function tableOf(game: LoadedGame): GameTable {
  return gameTable(game.state, game.events)
}

export function newGame(options: NewGameOptions): GameError | null {
  const made = gameOfOptions(options)
  if ('code' in made) return made
  commit(made, true)
  // Bots' names are not worth offering next time.
  rememberNames(made.state.seats.flatMap((s, i) => (isPersonSeat(options.seats, i) ? [s.name] : [])))
  return null
}

/** "Same table again" on Home: the last table set up, with the same seats and options and a fresh deal. */
export function newGameOfTable(table: LastTable): GameError | null {
  const error = newGame(optionsOfTable(table))
  if (error === null) setCoachForOpenGame(table.learners)
  return error
}

/** The new game's options for this table: the same seats and options, a fresh deal. */
export function optionsOfTable(table: LastTable): NewGameOptions {
  const bots = table.seats.some((s) => s.kind !== 'person')
  return {
    ruleset: table.ruleset,
    players: table.seats.map((s) => s.name),
    startPlayer: table.startPlayer,
    ...(table.secretMoney === null ? {} : { secretMoney: table.secretMoney }),
    tableInfo: table.tableInfo,
    dealCode: null,
    ...(bots ? { seats: table.seats.map((s) => (s.kind === 'person' ? { kind: 'person' as const } : { kind: 'bot' as const, level: s.kind })) } : {}),
  }
}

/** Open a saved game; its damage if it cannot be opened. */
export function openGame(id: string): DamageReason | null {
  const loaded = loadGame(id)
  if (!loaded.ok) return loaded.reason
  set({ current: loaded.game, saveProblem: null })
  claimCurrent(id, false)
  return null
}

/** Back to Home; the game stays saved. */
export function closeGame(): void {
  holdCards(null)
  releaseGame()
  set({ current: null, writer: 'mine' })
}

/**
 * Play a move. `turn` is the number of actions the game had when the control was shown: a move made
 * on a screen that the game has since moved past is refused (`NOT_YOUR_TURN`). Several moves are
 * played in one and saved together, all or none (the picks of a last sale round, one tap for the
 * table). The passes the table then plays for players who cannot top the high bid (forced-moves.ts)
 * follow, in the same save: no caller has to add them.
 */
export function dispatch(action: Action | readonly Action[], turn?: number, by: 'person' | 'bot' = 'person'): GameError | null {
  const actions: readonly Action[] = 'type' in action ? [action] : action
  const game = get().current
  if (game === null) return noGame
  if (!writes(get().writer)) return notWriter
  if (turn !== undefined && turn !== game.record.actions.length) return staleTurn
  // A game another tab has saved since is caught by the save (`commit`): the move is dropped.
  const played = playMove(game.state, actions)
  if (!played.ok) return played.error
  holdCards(null)
  const record = { setup: game.record.setup, actions: [...game.record.actions, ...played.actions] }
  notePlayed(game.record, record, played.state, played.steps)
  const ok = commitMove(
    {
      ...game,
      record,
      state: played.state,
      events: [...game.events, ...played.events],
      updatedAt: Date.now(),
    },
    by,
  )
  if (!ok) return notWriter
  // A move that ends an auction: the next cards wait a moment (the table sees the result; undo is offered).
  const turnedUp = played.events.find((e) => e.type === 'auction-started' || e.type === 'sale-started')
  if (turnedUp !== undefined && played.actions[0]?.type !== 'pick')
    holdCards({ id: game.id, seen: game.record.actions.length, at: played.state.actionCount, what: turnedUp.type === 'auction-started' ? 'properties' : 'checks' })
  return null
}

/** Take back the last bid or pass (see `undoStatus`); false when there is none to take back. */
export function undo(): boolean {
  const game = get().current
  if (game === null) return false
  const status = selectUndoStatus(get())
  if (status.kind !== 'ok') return false
  holdCards(null)
  const actions = game.record.actions.slice(0, status.point)
  const replayed = replayActions(game.record.setup, actions)
  // Replaying a prefix of actions that were all legal cannot fail; if it somehow does, keep the game as it is.
  if (!replayed.ok) return false
  return commitMove({
    ...game,
    record: { setup: game.record.setup, actions },
    state: replayed.state,
    events: replayed.events,
    updatedAt: Date.now(),
  })
}

/** This tab plays the open game from now on: read again from storage, then taken from any other tab. */
export function takeOver(): void {
  const game = get().current
  if (game === null) return
  const loaded = loadGame(game.id)
  if (!loaded.ok) {
    set({ writer: 'deleted' })
    return
  }
  set({ current: loaded.game, saveProblem: null })
  claimCurrent(game.id, true)
}

/** The open game was deleted in another tab: save it again from this one. */
export function saveAgain(): void {
  const game = get().current
  if (game === null) return
  const { revision: _stale, ...unsaved } = game
  set({ writer: 'mine' })
  commit(unsaved, true)
}

/**
 * Open a `gavel/1` record (text) as a new saved game at its last action; on error nothing changes. A
 * finished game already in the history (the same deal and actions) is not added again: `'already-kept'`,
 * and nothing changes either.
 */
export function importRecord(text: string): GameError | 'already-kept' | null {
  const made = gameOfRecordText(text)
  if (typeof made === 'string' || 'code' in made) return made
  commit(made, true)
  return null
}

/** A new game with the same seats, ruleset and options, and a fresh deal. */
export function playAgain(): GameError | null {
  const game = get().current
  return game === null ? noGame : newGame(optionsToPlayAgain(game))
}

/**
 * Teacher mode: a new saved game (new id) from a record's setup and some of its actions, played from
 * there on; the game the record came from is not touched. On error nothing changes.
 */
export function continueFrom(record: GameRecord, dealCode: string | null, seats?: readonly SeatKind[], tableInfo?: TableInfo): GameError | null {
  const made = gameContinuedFrom(record, dealCode, seats, tableInfo)
  if ('code' in made) return made
  commit(made, true)
  return null
}

/** Claim the open game for this tab; `steal` takes it from another tab. */
function claimCurrent(id: string, steal: boolean): void {
  claimGame(id, steal, () => get().current?.id ?? null, (writer) => set({ writer }))
}

/**
 * A game the store holds that is over goes into the history of finished games (idempotent: the same
 * game kept twice is one entry). The history module loads only then: the first page does not carry it.
 */
function keepIfFinished(game: LoadedGame): void {
  if (game.state.phase !== 'over') return
  void import('../history/history-store.ts').then((m) => noteKept(game.id, m.addFinishedGame(game)))
}

