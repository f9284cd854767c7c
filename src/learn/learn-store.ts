import { KEY_LEARN_GAME } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import { readSetting, type Unversioned } from '../storage/settings.ts'
import { MAX_SETTING_TEXT, type RecordKind } from '../storage/versioned-record.ts'

/*
 * Which open game is the guided game ("Learn to play"). Kept apart from the game: the game itself is
 * an ordinary saved game, played through the ordinary store; this only says that the tour runs over
 * it. The app shell reads it, so it is kept small: what the learner has acknowledged, and starting
 * and ending a guided game, load with the tour (learn-progress.ts).
 */
/** The guided game's id (remembered across a reload). */
export const LEARN_GAME_KEY = KEY_LEARN_GAME

/** A game id as ids are made (saved-games.ts `newGameId`): short and plain. */
const isGameId = (id: unknown): id is string => typeof id === 'string' && /^[\w-]{1,64}$/.test(id)

/** The guided game's id as the storage layer keeps it: `{ format, version, gameId }`. */
export const LEARN_GAME_RECORD: RecordKind<string, null> = {
  format: 'gavel-learn-game',
  version: 1,
  migrations: {},
  maxLength: MAX_SETTING_TEXT,
  check: (body) => (isGameId(body.gameId) ? { ok: true, value: body.gameId } : { ok: false, damage: null }),
}

/** Kept before it was a record: the id as plain text. */
export const unversionedLearnGame: Unversioned = (_doc, text) => (isGameId(text) ? { gameId: text } : null)

interface LearnState {
  /** The guided game's id, or null when none is being played. */
  readonly gameId: string | null
  /** Computer players wait (the learner is reading the first prompts, or an edition's differences). */
  readonly holdBots: boolean
}

/** The kept id, if it is one: anything else reads as no guided game (and is reported as damaged). */
export function keptGameId(): string | null {
  return readSetting(LEARN_GAME_RECORD, LEARN_GAME_KEY, null, unversionedLearnGame)
}

export const useLearnStore = create<LearnState>()(() => ({ gameId: keptGameId(), holdBots: false }))
