import { create } from 'zustand'
import type { StorageProblem, WriteResult } from '../storage/safe-storage.ts'

/*
 * Whether each finished game made it into the history. A finished game whose entry could not be
 * written (storage full, or blocked) is said so on its scores screen, with the way to export it:
 * a game is never lost without a word.
 */
interface HistoryKeeping {
  /** Finished games not kept in the history, by id, with why. */
  readonly unkept: Readonly<Record<string, StorageProblem>>
}

export const useHistoryKeeping = create<HistoryKeeping>()(() => ({ unkept: {} }))

/** Note how keeping the finished game `id` in the history went. */
export function noteKept(id: string, result: WriteResult): void {
  const { unkept } = useHistoryKeeping.getState()
  if (result.ok) {
    if (!(id in unkept)) return
    const { [id]: _kept, ...rest } = unkept
    useHistoryKeeping.setState({ unkept: rest })
  } else if (unkept[id] !== result.problem) {
    useHistoryKeeping.setState({ unkept: { ...unkept, [id]: result.problem } })
  }
}

/** Why the finished game `id` is not in the history; null when it is (or is not finished). */
export function useUnkept(id: string | undefined): StorageProblem | null {
  return useHistoryKeeping((s) => (id === undefined ? null : (s.unkept[id] ?? null)))
}
