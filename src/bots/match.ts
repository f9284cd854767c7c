import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import type { GameEvent, GameState, Scores } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { decide } from './decide.ts'
import type { BotLevel } from './levels.ts'

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo']

export interface MatchResult {
  readonly scores: Scores
  /** Each decision that had a real choice: the level that took it and how long it took (ms, when a clock is given). */
  readonly decisions: readonly { readonly level: BotLevel; readonly ms: number }[]
  readonly final: GameState
}

/**
 * One seeded game between bots, one level per seat. Each bot sees only its own view and the public
 * log. `clock` (milliseconds) times the decisions; the bots themselves never read a clock.
 */
export function playMatch(ruleset: RulesetId, levels: readonly BotLevel[], seed: string, clock?: () => number): MatchResult {
  const created = createGame({ ruleset, players: NAMES.slice(0, levels.length), seed, startPlayer: 0 })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  const rngs = levels.map((_, i) => new Rng(rngFromSeed(`${seed}:bot:${i}`)))
  const decisions: { level: BotLevel; ms: number }[] = []
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over') break
    const seat = toAct(state)[0] as number
    const level = levels[seat] as BotLevel
    const started = clock?.() ?? 0
    const action = decide(playerView(state, seat), legal, seat, rngs[seat] as Rng, level, log)
    const ms = (clock?.() ?? 0) - started
    if (hasChoice(legal, seat)) decisions.push({ level, ms })
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`${level} bot chose an illegal move: ${result.error.code} ${result.error.message}`)
    state = result.state
    log.push(...result.events)
  }
  return { scores: scoreGame(state), decisions, final: state }
}

function hasChoice(legal: ReturnType<typeof legalActions>, seat: number): boolean {
  switch (legal.phase) {
    case 'auction':
      return legal.bid !== null
    case 'payment':
      return true
    case 'sale':
      return (legal.pickers.find((p) => p.player === seat)?.properties.length ?? 0) > 1
    case 'over':
      return false
  }
}
