import { announceTurnChange } from '../device/turn-signal.ts'
import { CARDS_HELD_MS, useGameStore, type GameStoreState, type HeldCards } from '../store/game-store.ts'
import { isPersonSeat } from '../store/seat-kinds.ts'
import { undoStatus, type UndoStatus } from './undo.ts'

/*
 * The moment after a person's move turns up the next cards, when they stay face down (the store's
 * `heldCards`), and what undo may take back because of it: nothing everyone has seen.
 */

/** Timings a page may shorten (the end-to-end specs that play whole games set them: main.tsx). */
export interface GameTimings {
  /** How long the next cards stay face down after a person's move turns them up; 0: not at all. */
  readonly cardsHeldMs: number
  /** How long a computer player's move takes at least; null: the pace chosen on this device. */
  readonly botPaceMs: number | null
}

let timings: GameTimings = { cardsHeldMs: CARDS_HELD_MS, botPaceMs: null }

export const gameTimings = (): GameTimings => timings

/** Timings asked for by the page (load-game.ts `setGameTimings`), from the moment the game loads. */
export function setTimings(asked: Partial<GameTimings>): void {
  timings = { ...timings, ...asked }
}

const get = useGameStore.getState
const set = useGameStore.setState

let heldTimer: ReturnType<typeof setTimeout> | undefined
export function holdCards(held: HeldCards | null): void {
  clearTimeout(heldTimer)
  const ms = timings.cardsHeldMs
  if (get().heldCards !== held && (held === null || ms > 0)) set({ heldCards: held })
  // The cards turning up replace the action bar's undo with the next player's controls, in the
  // same place: a tap meant for undo as the moment runs out must not act for that player (tap-guard.ts).
  if (held !== null && ms > 0)
    heldTimer = setTimeout(() => {
      holdCards(null)
      announceTurnChange()
    }, ms)
}

/** The held cards (`heldCards`) are turned up now. */
export function showHeldCards(): void {
  holdCards(null)
}

export function selectUndoStatus(s: GameStoreState): UndoStatus {
  const game = s.current
  return game === null ? { kind: 'none' } : undoStatus(game.record, (seat) => isPersonSeat(game.seats, seat), seenActions(s))
}

export function selectCanUndo(s: GameStoreState): boolean {
  return selectUndoStatus(s).kind === 'ok'
}

/** How many of the open game's actions everyone has seen the outcome of (see `heldCards`). */
function seenActions(s: GameStoreState): number | undefined {
  const held = s.heldCards
  return held !== null && held.id === s.current?.id ? held.seen : undefined
}

/** Whether the open game's `what` are held face down at its moment `at` (its action count). */
export function holdsCards(s: GameStoreState, what: HeldCards['what'], at: number): boolean {
  const held = s.heldCards
  return held !== null && held.what === what && held.at === at && held.id === s.current?.id
}
