import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { applyAction, createGame, openingEvents } from '../engine/game.ts'
import { replayActions } from '../engine/record.ts'
import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { Action, GameError, Seat, TableSetup } from '../engine/types.ts'
import { newDealCode, normalizeDealCode } from './deal-code.ts'
import { rememberNames } from './recent-names.ts'
import { dealCodeInFile } from './record-file.ts'
import { readItem, removeItem, writeItem, type StorageProblem, type WriteResult } from './safe-storage.ts'
import {
  deleteGame,
  listSavedGames,
  loadGame,
  newGameId,
  openRecord,
  saveGame,
  type DamageReason,
  type GameRecord,
  type LoadedGame,
  type SavedGameListing,
} from './saved-games.ts'
import { afterNextPaint } from '../device/settled.ts'
import { hasBot, isPersonSeat, type SeatKind } from './seat-kinds.ts'
import { undoPoint } from './undo.ts'

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
}

interface GameStoreState {
  /** The game on the table, if one is open. */
  readonly current: LoadedGame | null
  /** Why the last save failed, while it keeps failing; the game goes on in memory. */
  readonly saveProblem: StorageProblem | null
  /** The game open when the page was last closed could not be reopened (shown once, on Home). */
  readonly restoreProblem: DamageReason | null
  /** Saved games as last read (Home refreshes it). */
  readonly games: readonly SavedGameListing[]
}

interface GameStoreActions {
  refreshGames(): void
  newGame(options: NewGameOptions): GameError | null
  /** Open a saved game; its damage if it cannot be opened. */
  openGame(id: string): DamageReason | null
  /** Back to Home; the game stays saved. */
  closeGame(): void
  dispatch(action: Action): GameError | null
  /** Take back the last bid or pass (see `undoPoint`); false when there is none to take back. */
  undo(): boolean
  /** Open a `gavel/1` record (text) as a new saved game at its last action; on error nothing changes. */
  importRecord(text: string): GameError | null
  /** A new game with the same seats, ruleset and options, and a fresh deal. */
  playAgain(): GameError | null
  /**
   * Teacher mode: a new saved game (new id) from a record's setup and some of its actions, played
   * from there on; the game the record came from is not touched. On error nothing changes.
   */
  continueFrom(record: GameRecord, dealCode: string | null, seats?: readonly SeatKind[]): GameError | null
  deleteSavedGame(id: string): void
  dismissRestoreProblem(): void
}

export type GameStore = GameStoreState & GameStoreActions

export const SESSION_KEY = 'gavel:session'
const SESSION_VERSION = 1

const noGame: GameError = { code: 'WRONG_PHASE', message: 'No game is open.' }

/** What was last written under each session key, so that a move (the same pointer) writes nothing. */
const sessionWritten = new Map<string, string>()

/**
 * The pointer to the open game goes through storage that never throws: losing it only means a reload
 * shows Home. zustand writes it on every change of the store; it is written only when it changes.
 */
const sessionStorage = createJSONStorage<{ currentId: string | null }>(() => ({
  getItem: (key) => {
    const value = readItem(key)
    if (value === null) sessionWritten.delete(key)
    else sessionWritten.set(key, value)
    return value
  },
  setItem: (key, value) => {
    if (sessionWritten.get(key) === value) return
    if (writeItem(key, value).ok) sessionWritten.set(key, value)
  },
  removeItem: (key) => {
    sessionWritten.delete(key)
    void removeItem(key)
  },
}))

const problemOf = (result: WriteResult): StorageProblem | null => (result.ok ? null : result.problem)

export const useGameStore = create<GameStore>()(
  persist(
    (set, get) => {
      /** Make `game` the open game and save it at once (after any save still waiting). */
      const commit = (game: LoadedGame): void => {
        flushSave()
        set({ current: game, saveProblem: problemOf(saveGame(game)) })
        keepIfFinished(game)
      }
      /** Make `game` the open game, a move further on: it is saved once the move is on screen. */
      const commitMove = (game: LoadedGame): void => {
        set({ current: game })
        scheduleSave(game)
        keepIfFinished(game)
      }

      const start = (setup: TableSetup, dealCode: string | null, seats?: readonly SeatKind[]): GameError | null => {
        if (seats !== undefined) {
          if (seats.length !== setup.players.length) return { code: 'BAD_PLAYERS', message: 'One kind of player per seat.' }
          if (!seats.some((s) => s.kind === 'person')) return { code: 'BAD_PLAYERS', message: 'A game needs at least one person.' }
        }
        const created = createGame(setup)
        if (!created.ok) return created.error
        const now = Date.now()
        const state = created.value
        commit({
          id: newGameId(),
          record: { setup, actions: [] },
          state,
          events: openingEvents(state),
          dealCode,
          createdAt: now,
          updatedAt: now,
          ...(seats !== undefined && hasBot(seats) ? { seats } : {}),
        })
        // Bots' names are not worth offering next time.
        rememberNames(state.seats.flatMap((s, i) => (isPersonSeat(seats, i) ? [s.name] : [])))
        return null
      }

      return {
        current: null,
        saveProblem: null,
        restoreProblem: null,
        games: [],

        refreshGames: () => {
          flushSave()
          const games = listSavedGames()
          // Home reads the list on every visit; an unchanged list is not a new one to draw.
          if (!sameListing(get().games, games)) set({ games })
        },

        newGame: (options) => {
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
          return start(setup, dealCode, options.seats)
        },

        openGame: (id) => {
          flushSave()
          const loaded = loadGame(id)
          if (!loaded.ok) return loaded.reason
          set({ current: loaded.game })
          return null
        },

        closeGame: () => {
          flushSave()
          set({ current: null })
        },

        dispatch: (action) => {
          const game = get().current
          if (game === null) return noGame
          const result = applyAction(game.state, action)
          if (!result.ok) return result.error
          commitMove({
            ...game,
            record: { setup: game.record.setup, actions: [...game.record.actions, action] },
            state: result.state,
            events: [...game.events, ...result.events],
            updatedAt: Date.now(),
          })
          return null
        },

        undo: () => {
          const game = get().current
          if (game === null) return false
          const point = undoPoint(game.record.actions, (seat) => isPersonSeat(game.seats, seat))
          if (point === null) return false
          const actions = game.record.actions.slice(0, point)
          const replayed = replayActions(game.record.setup, actions)
          // Replaying a prefix of actions that were all legal cannot fail; if it somehow does, keep the game as it is.
          if (!replayed.ok) return false
          commitMove({
            ...game,
            record: { setup: game.record.setup, actions },
            state: replayed.state,
            events: replayed.events,
            updatedAt: Date.now(),
          })
          return true
        },

        importRecord: (text) => {
          const opened = openRecord(text)
          if (!opened.ok) return opened.error
          const now = Date.now()
          commit({
            id: newGameId(),
            ...opened.value,
            dealCode: dealCodeOf(text, opened.value.record.setup.seed),
            createdAt: now,
            updatedAt: now,
          })
          return null
        },

        playAgain: () => {
          const game = get().current
          if (game === null) return noGame
          const { state } = game
          return get().newGame({
            ruleset: state.ruleset,
            players: state.seats.map((s) => s.name),
            startPlayer: null,
            secretMoney: state.options.secretMoney,
            ...(game.seats === undefined ? {} : { seats: game.seats }),
          })
        },

        continueFrom: (record, dealCode, seats) => {
          if (seats !== undefined && seats.length !== record.setup.players.length) {
            return { code: 'BAD_PLAYERS', message: 'One kind of player per seat.' }
          }
          const replayed = replayActions(record.setup, record.actions)
          if (!replayed.ok) return replayed.error
          const now = Date.now()
          commit({
            id: newGameId(),
            record: { setup: record.setup, actions: [...record.actions] },
            state: replayed.state,
            events: replayed.events,
            dealCode,
            createdAt: now,
            updatedAt: now,
            ...(seats !== undefined && hasBot(seats) ? { seats } : {}),
          })
          return null
        },

        deleteSavedGame: (id) => {
          flushSave()
          const removed = deleteGame(id)
          set({
            games: listSavedGames(),
            ...(get().current?.id === id ? { current: null } : {}),
            ...(removed.ok ? {} : { saveProblem: removed.problem }),
          })
        },

        dismissRestoreProblem: () => set({ restoreProblem: null }),
      }
    },
    {
      name: SESSION_KEY,
      version: SESSION_VERSION,
      storage: sessionStorage,
      partialize: (s) => ({ currentId: s.current?.id ?? null }),
      migrate: (persisted) => persisted as { currentId: string | null },
      // What storage hands back is only a pointer: the game itself is read and replayed before use.
      merge: (persisted, current) => {
        const id = (persisted as { currentId?: unknown } | undefined)?.currentId
        if (typeof id !== 'string') return current
        const loaded = loadGame(id)
        return loaded.ok ? { ...current, current: loaded.game } : { ...current, current: null, restoreProblem: loaded.reason }
      },
    },
  ),
)

/**
 * A game the store holds that is over goes into the history of finished games (idempotent: the same
 * game kept twice is one entry). The history module loads only then: the first page does not carry it.
 */
function keepIfFinished(game: LoadedGame): void {
  if (game.state.phase !== 'over') return
  void import('../history/history-store.ts').then((m) => m.addFinishedGame(game))
}

/** The open game as last played, while its save waits for the screen to be painted (`scheduleSave`). */
let unsaved: LoadedGame | null = null
let cancelSave: (() => void) | null = null

/**
 * Writes the game waiting to be saved, if any, now. Called before anything else reads or writes
 * saved games, and when the page is hidden or left, so that a move is never lost.
 */
export function flushSave(): void {
  cancelSave?.()
  cancelSave = null
  const game = unsaved
  if (game === null) return
  unsaved = null
  const problem = problemOf(saveGame(game))
  if (useGameStore.getState().saveProblem !== problem) useGameStore.setState({ saveProblem: problem })
}

/**
 * Saves `game` once the move that made it has been painted: writing the record to storage is then
 * no part of the time from a tap to the screen answering it. A later move replaces a save still
 * waiting.
 */
function scheduleSave(game: LoadedGame): void {
  // A page hidden while the save waits is saved by the visibilitychange listener below.
  unsaved = game
  if (cancelSave === null) cancelSave = afterNextPaint(flushSave)
}

if (typeof window !== 'undefined') {
  // Leaving, reloading, switching apps, the screen going to sleep: what is waiting is written first.
  window.addEventListener('pagehide', flushSave)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSave()
  })
}

/** An imported game's deal code: the one our export wrote, or a seed that looks like one. */
function dealCodeOf(text: string, seed: string | undefined): string | null {
  let doc: unknown = null
  try {
    doc = JSON.parse(text)
  } catch {
    // openRecord has already parsed it; not reached.
  }
  return dealCodeInFile(doc) ?? (seed !== undefined && normalizeDealCode(seed) === seed ? seed : null)
}

/** Whether two listings show the same games: the same saves, in the same order, none played since. */
function sameListing(a: readonly SavedGameListing[], b: readonly SavedGameListing[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i] as SavedGameListing
      if (x.id !== y.id || x.ok !== y.ok) return false
      return x.ok && y.ok ? x.updatedAt === y.updatedAt : JSON.stringify(x) === JSON.stringify(y)
    })
  )
}

export function selectCanUndo(s: GameStoreState): boolean {
  const game = s.current
  return game !== null && undoPoint(game.record.actions, (seat) => isPersonSeat(game.seats, seat)) !== null
}
