import { useMemo } from 'react'
import type { GameEvent, GameState, PlayerView } from '../engine/types.ts'
import { logInView, playerView } from '../engine/view.ts'

/**
 * What the whole table may see of `state` (the onlooker's view) and the log as the onlooker knows it
 * (engine/view.ts): kept while the state and log are the same, so that what is drawn from them is too.
 */
export function useOnlookerView(state: GameState, events: readonly GameEvent[]): { readonly view: PlayerView; readonly log: readonly GameEvent[] } {
  return useMemo(() => {
    const view = playerView(state, null)
    return { view, log: logInView(events, view) }
  }, [state, events])
}
