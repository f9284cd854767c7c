import { useSyncExternalStore } from 'react'
import type * as GameActionsModule from './game-actions.ts'
import type { GameTimings } from './game-actions.ts'
import { GAME_KEY_PREFIX, hasStoredWithPrefix } from '../storage/storage-keys.ts'

/*
 * The game's actions and the engine under them load on demand: a first visit with nothing saved
 * does not need them, and the first page does not carry them. The shell and Home reach them here,
 * with `import()`; the lazy screens that play a game import game-actions.ts statically instead.
 */

export type GameActions = typeof GameActionsModule

let loading: Promise<GameActions> | null = null
let timings: Partial<GameTimings> = {}
let loaded: GameActions | null = null
const listeners = new Set<() => void>()

/**
 * Timings a page asks for before the game loads, in place of the app's own: the end-to-end tests'
 * entry (tests/e2e/app-entry.ts) turns the held moment off; the page's own entry never calls this.
 */
export function setGameTimings(asked: Partial<GameTimings>): void {
  timings = asked
}

/** Loads the game's actions once and wires them to the page; a failed load (offline, nothing cached) may be tried again. */
export function loadGame(): Promise<GameActions> {
  loading ??= import('./game-actions.ts').then(
    (game) => {
      game.connectGame(timings)
      loaded = game
      for (const listener of listeners) listener()
      return game
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** A lazily loaded screen that starts, opens, imports or presents a game: it comes with the game's actions. */
export function withGame<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadGame()]).then(([m]) => m)
}

/** Whether this device keeps games in progress (so the game's actions are needed to list them). */
export function hasSavedGames(): boolean {
  return hasStoredWithPrefix(GAME_KEY_PREFIX)
}

/**
 * The game's actions once loaded, null before: for the shell's handlers of a game that is open (a
 * game can only be open once they are loaded), re-rendering when they arrive.
 */
export function useGameActions(): GameActions | null {
  return useSyncExternalStore(subscribe, loadedNow, loadedNow)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const loadedNow = (): GameActions | null => loaded
