import { legalActions } from '../engine/game.ts'
import type { Action, GameState } from '../engine/types.ts'

/**
 * A pass the table plays for the player at once: they cannot top the high bid (R2), and money is on
 * the table, so everyone can see that passing is all they may do. With secret money it is never
 * played for them: passing at once would tell the table how little they hold.
 */
export function forcedPass(state: GameState): Action | null {
  if (state.phase !== 'auction' || state.options.secretMoney) return null
  const legal = legalActions(state)
  return legal.phase === 'auction' && legal.bid === null ? { type: 'pass', player: legal.player } : null
}
