import { KEY_LEARN_GAME } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import { readItem } from '../storage/safe-storage.ts'

/*
 * Which open game is the guided game ("Learn to play"). Kept apart from the game: the game itself is
 * an ordinary saved game, played through the ordinary store; this only says that the tour runs over
 * it. The app shell reads it, so it is kept small: what the learner has acknowledged, and starting
 * and ending a guided game, load with the tour (learn-progress.ts).
 */
/** The guided game's id, as plain text (remembered across a reload). */
export const LEARN_GAME_KEY = KEY_LEARN_GAME

interface LearnState {
  /** The guided game's id, or null when none is being played. */
  readonly gameId: string | null
  /** Computer players wait (the learner is reading the first prompts, or an edition's differences). */
  readonly holdBots: boolean
}

/** The kept id, if it is one (a game id is short and plain): anything else reads as no guided game. */
function keptGameId(): string | null {
  const id = readItem(LEARN_GAME_KEY)
  return id !== null && /^[\w-]{1,64}$/.test(id) ? id : null
}

export const useLearnStore = create<LearnState>()(() => ({ gameId: keptGameId(), holdBots: false }))
