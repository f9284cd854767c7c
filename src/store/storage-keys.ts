import { keysWithPrefix } from './safe-storage.ts'

/*
 * Key prefixes of what Gavel keeps, in a module of their own so that Home
 * can tell whether there is anything to list without loading the modules that read them.
 */

/** Games in progress (src/store/saved-games.ts; the boot script reads it too). */
export const GAME_KEY_PREFIX = 'gavel:game:'
/** Finished games (src/history/history-store.ts). */
export const HISTORY_KEY_PREFIX = 'gavel:history:'
/** Score-pad counts of games played with cards (src/store/pad-games.ts). */
export const PAD_KEY_PREFIX = 'gavel:pad:'

export const hasStoredWithPrefix = (prefix: string): boolean => keysWithPrefix(prefix).length > 0
