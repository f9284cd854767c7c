import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Action, GameError, Seat } from '../engine/types.ts'
import type { StorageProblem } from '../storage/safe-storage.ts'
import { noteKept } from './history-keeping.ts'
import { writes, type Writer } from './writer.ts'
import { SESSION_KEY, SESSION_VERSION, migrateSessionPointer, openGameId, sessionStorage } from '../storage/session-pointer.ts'
import { refreshListing } from './saved-games-list.ts'
import type { DamageReason, GameRecord, LoadedGame, SavedGameListing } from './saved-games.ts'
import { announceTurnChange } from '../device/turn-signal.ts'
import { gameEngine, gameEngineLoaded, hasSavedGames, loadGameEngine } from './game-engine-slot.ts'

export { SESSION_KEY }
export type { Writer }
import type { SeatKind } from './seat-kinds.ts'
import type { UndoStatus } from './undo.ts'
import type { TableInfo } from '../table-info/table-info.ts'

/*
 * The rules engine and saved games load on demand (game-engine-slot.ts): every action that needs them
 * runs once they are there (start-up waits for them when a game was open or games are saved:
 * `startGameStore`; the screens that start, open or import a game load them with their own code).
 */

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

interface GameStoreState {
  /** The game on the table, if one is open. */
  readonly current: LoadedGame | null
  /** Whether this tab may play `current`. */
  readonly writer: Writer
  /** Why the last save failed, while it keeps failing; the game goes on in memory. */
  readonly saveProblem: StorageProblem | null
  /** The game open when the page was last closed could not be reopened (shown once, on Home). */
  readonly restoreProblem: DamageReason | null
  /** Saved games as last read (Home refreshes it). */
  readonly games: readonly SavedGameListing[]
  /**
   * A person's move just turned up the next auction's properties (or the sale's checks): for a short
   * moment (`CARDS_HELD_MS`) the screens keep them face down and offer undo, so that a mistaken pass
   * can be taken back before anyone has seen them; bots wait too. Not saved: a reload shows them.
   */
  readonly heldCards: HeldCards | null
}

export interface HeldCards {
  readonly id: string
  /** How many actions the game had before the move that turned the cards up. */
  readonly seen: number
  readonly what: 'properties' | 'checks'
}

/** How long the next cards stay face down after a person's move turns them up, in milliseconds. */
export const CARDS_HELD_MS = 1600

/** The moment's length; end-to-end specs that play whole games by keyboard set `__gavelCardsHeldMs` to 0. */
export function cardsHeldMs(): number {
  const override = (globalThis as { __gavelCardsHeldMs?: unknown }).__gavelCardsHeldMs
  return typeof override === 'number' && override >= 0 ? override : CARDS_HELD_MS
}

interface GameStoreActions {
  refreshGames(): void
  newGame(options: NewGameOptions): GameError | null
  /** Open a saved game; its damage if it cannot be opened. */
  openGame(id: string): DamageReason | null
  /** Back to Home; the game stays saved. */
  closeGame(): void
  /**
   * Play a move. `turn` is the number of actions the game had when the control was shown: a move
   * made on a screen that the game has since moved past is refused (`NOT_YOUR_TURN`). Several moves
   * are played in one and saved together, all or none (the picks of a last sale round, one tap for
   * the table). The passes the table then plays for players who cannot top the high bid
   * (forced-moves.ts) follow, in the same save: no caller has to add them.
   */
  dispatch(action: Action | readonly Action[], turn?: number, by?: 'person' | 'bot'): GameError | null
  /** The held cards (`heldCards`) are turned up now. */
  showHeldCards(): void
  /** Take back the last bid or pass (see `undoStatus`); false when there is none to take back. */
  undo(): boolean
  /** This tab plays the open game from now on: read again from storage, then taken from any other tab. */
  takeOver(): void
  /** The open game was deleted in another tab: save it again from this one. */
  saveAgain(): void
  /**
   * Open a `gavel/1` record (text) as a new saved game at its last action; on error nothing changes.
   * A finished game already in the history (the same deal and actions) is not added again:
   * `'already-kept'`, and nothing changes either.
   */
  importRecord(text: string): GameError | 'already-kept' | null
  /** A new game with the same seats, ruleset and options, and a fresh deal. */
  playAgain(): GameError | null
  /**
   * Teacher mode: a new saved game (new id) from a record's setup and some of its actions, played
   * from there on; the game the record came from is not touched. On error nothing changes.
   */
  continueFrom(record: GameRecord, dealCode: string | null, seats?: readonly SeatKind[], tableInfo?: TableInfo): GameError | null
  deleteSavedGame(id: string): void
  dismissRestoreProblem(): void
}

export type GameStore = GameStoreState & GameStoreActions

const noGame: GameError = { code: 'WRONG_PHASE', message: 'No game is open.' }
const notWriter: GameError = { code: 'WRONG_PHASE', message: 'This game is being played in another tab or window.' }
const staleTurn: GameError = { code: 'NOT_YOUR_TURN', message: 'The game has moved on since this was shown.' }

export const useGameStore = create<GameStore>()(
  persist(
    (set, get) => {
      /**
       * Make `game` the open game and save it before this task ends, so that the move is in
       * storage before the next frame is drawn: a crash right after a tap loses nothing.
       */
      const commit = (game: LoadedGame, fresh: boolean): void => {
        const saved = gameEngine().saveGame(game)
        const conflict = gameEngine().conflictOf(saved)
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
      /** A move on the open game: refused when this tab is not its writer or another tab has saved it since. */
      /*
       * A person's move (or undo) arms the tap guard (tap-guard.ts): the next prompt may sit under the
       * same finger. A bot's move does not: the person's prompt did not come from their own tap, and
       * a tap just after a computer move must act.
       */
      const commitMove = (game: LoadedGame, by: 'person' | 'bot' = 'person'): boolean => {
        if (!writes(get().writer)) return false
        commit(game, false)
        if (by === 'person') announceTurnChange()
        return writes(get().writer)
      }
      let heldTimer: ReturnType<typeof setTimeout> | undefined
      const holdCards = (held: HeldCards | null) => {
        clearTimeout(heldTimer)
        const ms = cardsHeldMs()
        if (get().heldCards !== held && (held === null || ms > 0)) set({ heldCards: held })
        // The cards turning up replace the action bar's undo with the next player's controls, in the
        // same place: a tap meant for undo as the moment runs out must not act for that player (tap-guard.ts).
        if (held !== null && ms > 0)
          heldTimer = setTimeout(() => {
            holdCards(null)
            announceTurnChange()
          }, ms)
      }
      return {
        current: null,
        writer: 'mine',
        saveProblem: null,
        restoreProblem: null,
        games: [],
        heldCards: null,

        showHeldCards: () => holdCards(null),

        refreshGames: () => {
          const games = refreshListing(get().games, () => get().refreshGames())
          if (games !== null) set({ games })
        },

        newGame: (options) => {
          const made = gameEngine().gameOfOptions(options)
          if ('code' in made) return made
          commit(made, true)
          // Bots' names are not worth offering next time.
          const people = made.state.seats.flatMap((s, i) => (gameEngine().isPersonSeat(options.seats, i) ? [s.name] : []))
          // Loaded only here, so that the first page does not carry it.
          void import('./recent-names.ts').then((m) => m.rememberNames(people))
          return null
        },

        openGame: (id) => {
          const loaded = gameEngine().loadGame(id)
          if (!loaded.ok) return loaded.reason
          set({ current: loaded.game, saveProblem: null })
          claimCurrent(id, false)
          return null
        },

        closeGame: () => {
          holdCards(null)
          letGo()
          set({ current: null, writer: 'mine' })
        },

        dispatch: (action, turn, by = 'person') => {
          const actions: readonly Action[] = 'type' in action ? [action] : action
          const game = get().current
          if (game === null) return noGame
          if (!writes(get().writer)) return notWriter
          if (turn !== undefined && turn !== game.record.actions.length) return staleTurn
          // A game another tab has saved since is caught by the save (`commit`): the move is dropped.
          // The move and the passes nobody could choose after it (forced-moves.ts), applied once.
          const played = gameEngine().playMove(game.state, actions)
          if (!played.ok) return played.error
          holdCards(null)
          const ok = commitMove(
            {
              ...game,
              record: { setup: game.record.setup, actions: [...game.record.actions, ...played.actions] },
              state: played.state,
              events: [...game.events, ...played.events],
              updatedAt: Date.now(),
            },
            by,
          )
          if (!ok) return notWriter
          // A move that ends an auction: the next cards wait a moment (the table sees the result; undo is offered).
          const turnedUp = played.events.find((e) => e.type === 'auction-started' || e.type === 'sale-started')
          if (turnedUp !== undefined && played.actions[0]?.type !== 'pick') holdCards({ id: game.id, seen: game.record.actions.length, what: turnedUp.type === 'auction-started' ? 'properties' : 'checks' })
          return null
        },

        undo: () => {
          const game = get().current
          if (game === null) return false
          const status = gameEngine().undoStatus(game.record, (seat) => gameEngine().isPersonSeat(game.seats, seat), seenActions(get()))
          if (status.kind !== 'ok') return false
          holdCards(null)
          const actions = game.record.actions.slice(0, status.point)
          const replayed = gameEngine().replayActions(game.record.setup, actions)
          // Replaying a prefix of actions that were all legal cannot fail; if it somehow does, keep the game as it is.
          if (!replayed.ok) return false
          return commitMove({
            ...game,
            record: { setup: game.record.setup, actions },
            state: replayed.state,
            events: replayed.events,
            updatedAt: Date.now(),
          })
        },

        takeOver: () => {
          const game = get().current
          if (game === null) return
          const loaded = gameEngine().loadGame(game.id)
          if (!loaded.ok) {
            set({ writer: 'deleted' })
            return
          }
          set({ current: loaded.game, saveProblem: null })
          claimCurrent(game.id, true)
        },

        saveAgain: () => {
          const game = get().current
          if (game === null) return
          const { revision: _stale, ...unsaved } = game
          set({ writer: 'mine' })
          commit(unsaved, true)
        },

        importRecord: (text) => {
          // Built and checked with the engine (new-games.ts), saved here.
          const made = gameEngine().gameOfRecordText(text)
          if (typeof made === 'string' || 'code' in made) return made
          commit(made, true)
          return null
        },

        playAgain: () => {
          const game = get().current
          return game === null ? noGame : get().newGame(gameEngine().optionsToPlayAgain(game))
        },

        continueFrom: (record, dealCode, seats, tableInfo) => {
          const made = gameEngine().gameContinuedFrom(record, dealCode, seats, tableInfo)
          if ('code' in made) return made
          commit(made, true)
          return null
        },

        deleteSavedGame: (id) => {
          const removed = gameEngine().deleteGame(id)
          if (get().current?.id === id) letGo()
          set({
            games: gameEngine().listSavedGames(),
            ...(get().current?.id === id ? { current: null, writer: 'mine' as const } : {}),
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
      // Read back by `startGameStore`, once the engine that replays the game is there.
      skipHydration: true,
      partialize: (s) => ({ currentId: s.current?.id ?? null }),
      migrate: migrateSessionPointer,
      // What storage hands back is only a pointer: the game itself is read and replayed before use.
      merge: (persisted, current) => {
        const id = (persisted as { currentId?: unknown } | undefined)?.currentId
        if (typeof id !== 'string' || !gameEngineLoaded()) return current
        const loaded = gameEngine().loadGame(id)
        return loaded.ok ? { ...current, current: loaded.game } : { ...current, current: null, restoreProblem: loaded.reason }
      },
    },
  ),
)

/**
 * Claim the open game for this tab (game-session.ts, loaded with the engine: a game is open only once
 * it is there); `steal` takes it from another tab.
 */
function claimCurrent(id: string, steal: boolean): void {
  const { getState: get, setState: set } = useGameStore
  gameEngine().claimGame(id, steal, () => get().current?.id ?? null, (writer) => set({ writer }))
}

/** Let go of the open game; with the engine not loaded, no game was ever claimed. */
function letGo(): void {
  if (gameEngineLoaded()) gameEngine().releaseGame()
}

/**
 * Start-up: reads back the game that was open when the page was last closed, and lets Home list the
 * saved games, loading the engine first only when there is something to replay (a first visit, with
 * nothing saved, does without it). This tab claims the reopened game. Resolves once the store is
 * ready to draw; if the engine cannot be loaded (offline, not cached), the app starts on Home and
 * the open game stays saved.
 */
export async function startGameStore(): Promise<void> {
  if (openGameId() !== null || hasSavedGames()) {
    // Without it, `merge` leaves the game closed and Home tries again when it lists the games.
    await loadGameEngine().catch(() => {})
  }
  await useGameStore.persist.rehydrate()
  const restored = useGameStore.getState().current
  if (restored !== null) claimCurrent(restored.id, false)
}

/**
 * A game the store holds that is over goes into the history of finished games (idempotent: the same
 * game kept twice is one entry). The history module loads only then: the first page does not carry it.
 */
function keepIfFinished(game: LoadedGame): void {
  if (game.state.phase !== 'over') return
  void import('../history/history-store.ts').then((m) => noteKept(game.id, m.addFinishedGame(game)))
}

export function selectUndoStatus(s: GameStoreState): UndoStatus {
  const game = s.current
  return game === null ? { kind: 'none' } : gameEngine().undoStatus(game.record, (seat) => gameEngine().isPersonSeat(game.seats, seat), seenActions(s))
}

export function selectCanUndo(s: GameStoreState): boolean {
  return selectUndoStatus(s).kind === 'ok'
}

/** How many of the open game's actions everyone has seen the outcome of (see `heldCards`). */
function seenActions(s: GameStoreState): number | undefined {
  const held = s.heldCards
  return held !== null && held.id === s.current?.id ? held.seen : undefined
}
