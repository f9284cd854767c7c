import type * as GameEngineModule from './game-engine.ts'
import { GAME_KEY_PREFIX, hasStoredWithPrefix } from '../storage/storage-keys.ts'

/*
 * The rules engine and saved games (game-engine.ts) load on demand. Whatever needs them first waits
 * for `loadGameEngine()`: start-up when a game was open or games are saved (main.tsx), the screens
 * that start, open, import or present a game (app.tsx's lazy screens). From then on the game store
 * uses them synchronously (`gameEngine()`), so that a move is still saved in the task of the tap.
 */

type GameEngine = typeof GameEngineModule

let loaded: GameEngine | null = null
let loading: Promise<GameEngine> | null = null

/** Loads the engine once; a failed load (offline, nothing cached) may be tried again. */
export function loadGameEngine(): Promise<GameEngine> {
  loading ??= import('./game-engine.ts').then(
    (engine) => (loaded = engine),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** A lazily loaded screen that starts, opens, imports or presents a game: it comes with the engine. */
export function withEngine<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadGameEngine()]).then(([m]) => m)
}

/** Whether the engine is there to use synchronously. */
export function gameEngineLoaded(): boolean {
  return loaded !== null
}

/** The engine, loaded. Using it before `loadGameEngine()` has resolved is a bug in the caller. */
export function gameEngine(): GameEngine {
  if (loaded === null) throw new Error('The game engine was used before it was loaded (call loadGameEngine first).')
  return loaded
}

/** Whether this device keeps games in progress (so the engine is needed to list them). */
export function hasSavedGames(): boolean {
  return hasStoredWithPrefix(GAME_KEY_PREFIX)
}
