/*
 * Who may write the open game, apart from the claim itself (game-session.ts): the game store needs
 * these on the first page, while the claim's code loads with the engine (game-engine.ts).
 */

/**
 * Whether this tab may play the open game (one game, one writer: game-lock.ts).
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
