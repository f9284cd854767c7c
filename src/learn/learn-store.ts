import { KEY_LEARN_GAME } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import { readSmallRecord } from '../storage/safe-storage.ts'

/*
 * Which open game is the guided game ("Learn to play"). Kept apart from the game: the game itself is
 * an ordinary saved game, played through the ordinary store; this only says that the tour runs over
 * it. The app shell reads it, so it is kept small: what the learner has acknowledged, and starting
 * and ending a guided game, load with the tour (learn-progress.ts).
 */
/** The guided game's id (remembered across a reload). */
export const LEARN_GAME_KEY = KEY_LEARN_GAME

/** A game id as ids are made (saved-games.ts `newGameId`): short and plain. */
export const isGameId = (id: unknown): id is string => typeof id === 'string' && /^[\w-]{1,64}$/.test(id)

/** The format of the guided game's id as kept: `{ format, version: 1, gameId }` (learn-progress.ts `LEARN_GAME_RECORD`). */
export const LEARN_GAME_FORMAT = 'gavel-learn-game'

interface LearnState {
  /** The guided game's id, or null when none is being played. */
  readonly gameId: string | null
  /** Computer players wait (the learner is reading the first prompts, or an edition's differences). */
  readonly holdBots: boolean
}

/**
 * The kept id, if it is one: anything else reads as no guided game. The app shell reads it as the
 * page starts, so it is read here without the storage layer's record reader, which the first page
 * does not carry: the current record's id, or else the plain id kept before it was a record. Home,
 * telling of damaged settings, reads it in full (learn-progress.ts `readLearnGame`).
 */
export function keptGameId(): string | null {
  const id = readSmallRecord(LEARN_GAME_KEY, LEARN_GAME_FORMAT, 1, (gameId) => ({ gameId }))?.gameId
  return isGameId(id) ? id : null
}

export const useLearnStore = create<LearnState>()(() => ({ gameId: keptGameId(), holdBots: false }))
