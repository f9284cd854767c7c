import { applyAction, legalActions } from '../engine/game.ts'
import type { Action, GameError, GameEvent, GameState, LegalActions, PlayerView } from '../engine/types.ts'
import { legalActionsInView } from '../engine/view.ts'

/**
 * The last sale round, with picks still to make: every seller of the round holds one property (a
 * pick stays in its seller's hand until the reveal), so there is nothing to choose and no hand-over;
 * one tap, seen by the whole table, turns them all up. Computer players may have made their own
 * (forced) picks already: the round is still one tap for the people. Only the sellers still to pick
 * holding one property is not enough: with "Not enough for everyone" hands differ, and a round's
 * last picker may hold one property while the others, who picked, still hold more (their rounds go on).
 * `table`: the game, or the view a screen shows of it (public either way: who holds how many
 * properties); `legal`: its legal actions, when the caller has them already.
 */
export function lastPicksForced(
  table: GameState | PlayerView,
  legal: LegalActions = 'deal' in table ? legalActions(table) : legalActionsInView(table),
): boolean {
  return (
    legal.phase === 'sale' &&
    legal.pickers.length > 0 &&
    (table.sale?.sellers ?? []).every((s) => table.seats[s]?.properties.length === 1)
  )
}

/** The picks of a last sale round (`lastPicksForced`): each seller still to pick sells the one property it holds. */
export function lastPicks(legal: LegalActions): Action[] {
  if (legal.phase !== 'sale') return []
  return legal.pickers.flatMap((p) => (p.properties[0] === undefined ? [] : [{ type: 'pick', player: p.player, property: p.properties[0] } as const]))
}

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

/** A move as played: the actions in the order they were applied, and what they did. */
export type PlayedMove =
  | {
      readonly ok: true
      readonly state: GameState
      readonly events: readonly GameEvent[]
      readonly actions: readonly Action[]
      /** Each action's own events, in order: `events` is all of them. */
      readonly steps: readonly (readonly GameEvent[])[]
    }
  | { readonly ok: false; readonly error: GameError }

/**
 * One move on the table (one tap: a bid, a pass, a payment, or the picks of a last sale round), then
 * the passes the table plays at once after it (`forcedPass`); each action is applied once. The
 * first action refused refuses the whole move. The game's `dispatch` (game-actions.ts) plays every
 * move through this.
 */
export function playMove(state: GameState, move: readonly Action[]): PlayedMove {
  let now = state
  const events: GameEvent[] = []
  const actions: Action[] = []
  const steps: (readonly GameEvent[])[] = []
  const play = (action: Action) => {
    const result = applyAction(now, action)
    if (result.ok) {
      now = result.state
      events.push(...result.events)
      actions.push(action)
      steps.push(result.events)
    }
    return result
  }
  for (const action of move) {
    const result = play(action)
    if (!result.ok) return result
  }
  for (let pass = forcedPass(now); pass !== null; pass = forcedPass(now)) {
    // forcedPass offers only the pass legalActions allows: a refusal here is a bug.
    const result = play(pass)
    if (!result.ok) throw new Error(`forced pass refused: ${result.error.code}`)
  }
  return { ok: true, state: now, events, actions, steps }
}
