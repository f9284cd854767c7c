/**
 * Taps a table of people needs to play a game through the UI, with plain controls (`before`) and
 * with Gavel's (`after`), so that what Gavel's controls save is counted, for seeded 4-player games between 'normal' bots (their bids stand in for people's):
 * `npx tsx src/cli/count-taps.ts [games]`. Peeks at secret money are left out of both counts.
 *
 * Plain (before): the next bid in one tap, any other amount one "+" per 1 then "Bid"; each pick "I am",
 * the property, "Sell", then "Hide and pass" except the round's last; "Next round" after each round
 * but the last; a Sold! payment with a choice one tap on its set.
 * Gavel's (after): the next bid and +2/+5 in one tap; any other amount the cheaper of typing (field, digits,
 * Enter) and stepping (one per 1, then "Bid"); no tap for a pass the table plays for a player who
 * cannot top the high bid with money on the table (src/game/forced-moves.ts); each pick "I am", the
 * property, "Hide" (no "Sell": the chosen property shows as "your pick" until hidden); a reveal after
 * every round whose button is the next round's first "I am" (no tap of its own), or "Turn up the last
 * properties" when everyone has one property left (that round's picks then take no other tap), or
 * "See the scores" after the last; a payment one tap when its set is among the three offered first,
 * else two ("All N ways", then the set). tests/e2e/games.e2e.ts checks this against the real UI.
 */
import { fileURLToPath } from 'node:url'
import { playMatch } from '../bots/match.ts'
import { bestFirst } from '../components/payment-plan.ts'
import { actionsOf, applyAction, createGame, legalActions } from '../engine/game.ts'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import type { Action, GameState } from '../engine/types.ts'
import { forcedPass, lastPicksForced } from '../game/forced-moves.ts'

export interface TapCount {
  readonly before: number
  readonly after: number
}

/** Taps for one action taken in `state`, before and after. */
export function tapsForAction(state: GameState, action: Action): TapCount {
  const legal = legalActions(state)
  switch (action.type) {
    case 'pass':
      return { before: 1, after: forcedPass(state) === null ? 1 : 0 }
    case 'bid': {
      const min = legal.phase === 'auction' && legal.bid !== null ? legal.bid.min : action.amount
      const over = action.amount - min
      const before = over === 0 ? 1 : over + 1
      const quick = over === 0 || over === 1 || over === 4
      const typed = 2 + String(action.amount).length
      return { before, after: quick ? 1 : Math.min(typed, over + 1) }
    }
    case 'pay': {
      if (legal.phase !== 'payment') return { before: 0, after: 0 }
      const key = action.cards.join(',')
      const rank = bestFirst(legal.options).findIndex((o) => o.join(',') === key)
      return { before: 1, after: rank < 3 ? 1 : 2 }
    }
    case 'pick':
      return { before: 3, after: lastPicksForced(state) ? 0 : 3 }
  }
}

/** Taps for a whole game: its actions from the start, plus the hand-over steps between picks and rounds. */
export function tapsForGame(start: GameState, actions: readonly Action[]): TapCount {
  let state = start
  let before = 0
  let after = 0
  /** In a round turned up with one tap, no pick takes a tap of its own. */
  let forcedRound = false
  for (const action of actions) {
    if (action.type === 'pick' && lastPicksForced(state)) forcedRound = true
    const t = tapsForAction(state, action)
    before += t.before
    after += action.type === 'pick' && forcedRound ? 0 : t.after
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.message)
    const roundOver = action.type === 'pick' && result.events.some((e) => e.type === 'sale-revealed')
    if (roundOver) forcedRound = false
    if (action.type === 'pick' && !roundOver) before += 1 // "Hide and pass" (after: counted in the pick)
    if (roundOver) {
      const over = result.state.phase === 'over'
      if (!over) before += 1 // "Next round"
      // "See the scores", or "Turn up the last properties"; otherwise the reveal's button is the next "I am".
      if (over || lastPicksForced(result.state)) after += 1
    }
    state = result.state
  }
  return { before, after }
}

/** Average taps over `games` seeded 4-player games of a ruleset between 'normal' bots. */
export function averageTaps(ruleset: RulesetId, games: number, level: 'normal' | 'strong' = 'normal'): TapCount {
  let before = 0
  let after = 0
  for (let g = 0; g < games; g++) {
    const seed = `taps-${ruleset}-${g}`
    const match = playMatch(ruleset, [level, level, level, level], seed)
    const created = createGame({ ruleset, players: ['Ann', 'Ben', 'Cy', 'Dee'], seed, startPlayer: 0 })
    if (!created.ok) throw new Error(created.error.message)
    const t = tapsForGame(created.value, actionsOf(match.final))
    before += t.before
    after += t.after
  }
  return { before: before / games, after: after / games }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const games = Number(process.argv[2] ?? 20)
  const level = process.argv[3] === 'strong' ? 'strong' : 'normal'
  for (const ruleset of RULESET_IDS) {
    const t = averageTaps(ruleset, games, level)
    console.log(`${ruleset}: ${t.before.toFixed(1)} taps before, ${t.after.toFixed(1)} after (${Math.round((100 * t.after) / t.before)}%), ${games} games, ${level} bots`)
  }
}
