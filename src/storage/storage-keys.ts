import { keysWithPrefix } from './safe-storage.ts'

/*
 * Every key Gavel keeps in the browser's storage, in one list, so that nothing writes a key this
 * list does not name and a copy of what is stored can find them all. One export each, so that a
 * page carries only the keys it uses; a module of its own, with no other weight, so that Home can
 * tell whether there is anything to list without loading what reads it. The boot script
 * (src/boot/boot-script.js) reads the game prefix, the last table, the locale and the session by
 * these same strings before any module loads.
 */

/** Games in progress, one key each after the prefix (saved-games.ts). */
export const GAME_KEY_PREFIX = 'gavel:game:'

/** The index of games in progress (saved-games.ts). */
export const KEY_GAME_INDEX = 'gavel:games'

/** Finished games, one key each (history-store.ts). */
export const HISTORY_KEY_PREFIX = 'gavel:history:'

/** Score-pad counts of games played with cards, one key each (pad-games.ts). */
export const PAD_KEY_PREFIX = 'gavel:pad:'

/** The pointer to the game open when the page was last closed (session-pointer.ts). */
export const KEY_SESSION = 'gavel:session'

/** The language chosen (locale-store.ts). */
export const KEY_LOCALE = 'gavel:locale'

/** The last table set up (last-table.ts). */
export const KEY_LAST_TABLE = 'gavel:last-table'

/** Names of recent players (recent-names.ts). */
export const KEY_RECENT_NAMES = 'gavel:recent-names'

/** Which games are learners' tables (coach-store.ts). */
export const KEY_COACH = 'gavel:coach'

/** The guided game's progress (learn-progress.ts). */
export const KEY_LEARN = 'gavel:learn'

/** The guided game's id (learn-store.ts). */
export const KEY_LEARN_GAME = 'gavel:learn-game'

/** Editions whose card has been shown (learn-progress.ts). */
export const KEY_EDITIONS_SEEN = 'gavel:editions-seen'

/** The computer players' pace (bot-pace.ts). */
export const KEY_BOT_PACE = 'gavel:bot-pace'

/** Sounds on or off (sound-setting.ts). */
export const KEY_SOUNDS = 'gavel:sounds'

/** Whether persistent storage was asked for (storage-persistence.ts). */
export const KEY_PERSIST_ASKED = 'gavel:storage-persist-asked'

export const hasStoredWithPrefix = (prefix: string): boolean => keysWithPrefix(prefix).length > 0
