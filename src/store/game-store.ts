import { create } from 'zustand'
import type { StorageProblem } from '../storage/safe-storage.ts'
import type { DamageReason, LoadedGame, SavedGameListing } from './saved-games.ts'

/*
 * The game on the table and what the shell shows of it: state only. What changes it (a new game, a
 * move, undo, opening and saving) is the game's actions, src/game/game-actions.ts, which load with
 * the engine: this store is on the first page, they are not.
 */

/**
 * Whether this tab may play the open game (one game, one writer: src/game/game-lock.ts).
 * - `mine`: it may.
 * - `claiming`: the browser has not answered yet (a moment after opening).
 * - `elsewhere`: another tab or window has it open.
 * - `taken`: another tab took it over from this one.
 * - `changed`: another tab saved moves since this one read it.
 * - `deleted`: another tab deleted it.
 */
export type Writer = 'mine' | 'claiming' | 'elsewhere' | 'taken' | 'changed' | 'deleted'

/** Whether this tab may write the open game: it holds it, or is taking it up (the lock not yet answered). */
export const writes = (writer: Writer): boolean => writer === 'mine' || writer === 'claiming'

export interface HeldCards {
  readonly id: string
  /** How many actions the game had before the move that turned the cards up. */
  readonly seen: number
  /** How many actions the game has with the cards up: the moment of the game they are held at. */
  readonly at: number
  readonly what: 'properties' | 'checks'
}

export interface GameStoreState {
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

/** How long the next cards stay face down after a person's move turns them up, in milliseconds. */
export const CARDS_HELD_MS = 1600

export const INITIAL_GAME_STATE: GameStoreState = {
  current: null,
  writer: 'mine',
  saveProblem: null,
  restoreProblem: null,
  games: [],
  heldCards: null,
}

export const useGameStore = create<GameStoreState>()(() => INITIAL_GAME_STATE)
