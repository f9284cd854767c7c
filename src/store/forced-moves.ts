import { applyAction, legalActions } from '../engine/game.ts'
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

/**
 * `actions` as played from `state`, followed by the passes the table plays at once after them
 * (`forcedPass`), to be saved together. Lives outside the store so the first page does not carry it:
 * the table screen and the bot driver, both loaded with a game, call it.
 */
export function withForcedPasses(state: GameState, actions: readonly Action[]): Action[] {
  const out = [...actions]
  let now = state
  for (const action of actions) {
    const result = applyAction(now, action)
    if (!result.ok) return out
    now = result.state
  }
  for (let pass = forcedPass(now); pass !== null; pass = forcedPass(now)) {
    const result = applyAction(now, pass)
    if (!result.ok) break
    now = result.state
    out.push(pass)
  }
  return out
}
