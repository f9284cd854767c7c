import { keysWithPrefix } from './safe-storage.ts'

/*
 * Every key Gavel keeps in the browser's storage, in one list, so that nothing writes a key this
 * list does not name and a backup or a reset can see them all. A module of its own, with no other
 * weight, so that Home can tell whether there is anything to list without loading what reads it.
 * The boot script (src/boot/boot-script.js) reads `game`, `lastTable`, `locale` and `session` by
 * these same names before any module loads.
 */
export const STORAGE_KEYS = {
  /** Games in progress, one key each after the prefix (saved-games.ts). */
  gamePrefix: 'gavel:game:',
  /** The index of games in progress (saved-games.ts). */
  gameIndex: 'gavel:games',
  /** Finished games, one key each (history-store.ts). */
  historyPrefix: 'gavel:history:',
  /** Score-pad counts of games played with cards, one key each (pad-games.ts). */
  padPrefix: 'gavel:pad:',
  /** The pointer to the game open when the page was last closed (session-pointer.ts). */
  session: 'gavel:session',
  /** The language chosen (locale-store.ts). */
  locale: 'gavel:locale',
  /** The last table set up (last-table.ts). */
  lastTable: 'gavel:last-table',
  /** Names of recent players (recent-names.ts). */
  recentNames: 'gavel:recent-names',
  /** Which games are learners' tables (coach-store.ts). */
  coach: 'gavel:coach',
  /** The guided game's progress (learn-progress.ts). */
  learn: 'gavel:learn',
  /** The guided game's id (learn-store.ts). */
  learnGame: 'gavel:learn-game',
  /** Editions whose card has been shown (learn-progress.ts). */
  editionsSeen: 'gavel:editions-seen',
  /** The computer players' pace (bot-pace.ts). */
  botPace: 'gavel:bot-pace',
  /** Sounds on or off (sound-setting.ts). */
  sounds: 'gavel:sounds',
  /** Whether persistent storage was asked for (storage-persistence.ts). */
  persistAsked: 'gavel:storage-persist-asked',
} as const

export type StorageKeyName = keyof typeof STORAGE_KEYS

/** Games in progress (src/store/saved-games.ts; the boot script reads it too). */
export const GAME_KEY_PREFIX = STORAGE_KEYS.gamePrefix
/** Finished games (src/history/history-store.ts). */
export const HISTORY_KEY_PREFIX = STORAGE_KEYS.historyPrefix
/** Score-pad counts of games played with cards (src/store/pad-games.ts). */
export const PAD_KEY_PREFIX = STORAGE_KEYS.padPrefix

/** Whether a key is one Gavel keeps (named above, or under one of its prefixes). */
export function isGavelKey(key: string): boolean {
  return Object.entries(STORAGE_KEYS).some(([name, k]) => (name.endsWith('Prefix') ? key.startsWith(k) : key === k))
}

/** Every key Gavel keeps that is stored now. */
export function storedGavelKeys(): string[] {
  return keysWithPrefix('gavel:').filter(isGavelKey)
}

export const hasStoredWithPrefix = (prefix: string): boolean => keysWithPrefix(prefix).length > 0
