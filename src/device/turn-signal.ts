/**
 * The game moved on: a move was made, or a hand-over screen was passed on. The tap guard
 * (tap-guard.ts, loaded with the game screens) listens, so that the first page does not carry it.
 */
export const TURN_CHANGE_EVENT = 'gavel:turn-change'

export function announceTurnChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TURN_CHANGE_EVENT))
}
