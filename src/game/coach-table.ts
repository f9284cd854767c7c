import { useCoachStore } from '../store/coach-store.ts'
import { useGameStore } from '../store/game-store.ts'
import type { LoadedGame } from '../store/saved-games.ts'

/* Which games are learners' tables (the coach shows at them). */

/** Mark the open game (just created at setup) as a learners' table, or not. */
export function setCoachForOpenGame(on: boolean): void {
  const id = useGameStore.getState().current?.id
  if (id !== undefined) useCoachStore.getState().setCoach(id, on)
}

/** Playing again from a finished learners' table (the same players, a fresh deal) keeps the coach. */
export function keepCoachOnPlayAgain(next: LoadedGame | null, before: LoadedGame | null): void {
  if (next === null || before === null || next.id === before.id || before.state.phase !== 'over' || next.state.actionCount !== 0) return
  if (!useCoachStore.getState().tables.includes(before.id)) return
  const same = next.state.seats.length === before.state.seats.length && next.state.seats.every((seat, i) => seat.name === before.state.seats[i]?.name)
  if (same) useCoachStore.getState().setCoach(next.id, true)
}

