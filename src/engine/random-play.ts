import { applyAction, createGame, legalActions } from './game.ts'
import { Rng, rngFromSeed } from './random.ts'
import type { RulesetId } from './rulesets.ts'
import type { Action, GameEvent, GameState, LegalActions, TableSetup } from './types.ts'

/**
 * A legal action chosen at random: bids are mostly small raises with an occasional jump, passes
 * come often enough that auctions end. Used by the benchmark, the property tests and as the
 * easiest possible opponent. Randomness comes from the caller's seeded generator.
 */
export function randomAction(legal: LegalActions, rng: Rng): Action | null {
  switch (legal.phase) {
    case 'auction': {
      const { player, bid } = legal
      if (bid === null || rng.nextInt(100) < 40) return { type: 'pass', player }
      const span = bid.max - bid.min
      const raise = rng.nextInt(10) === 0 ? rng.nextInt(span + 1) : Math.min(span, rng.nextInt(3))
      return { type: 'bid', player, amount: bid.min + raise }
    }
    case 'payment':
      return { type: 'pay', player: legal.player, cards: legal.options[rng.nextInt(legal.options.length)] as number[] }
    case 'sale': {
      const picker = legal.pickers[rng.nextInt(legal.pickers.length)] as (typeof legal.pickers)[number]
      return {
        type: 'pick',
        player: picker.player,
        property: picker.properties[rng.nextInt(picker.properties.length)] as number,
      }
    }
    case 'over':
      return null
  }
}

export interface PlayedGame {
  readonly states: GameState[]
  readonly actions: Action[]
  readonly events: GameEvent[][]
}

/** Play one random complete game from a seed; every state along the way is kept when `keepStates`. */
export function playRandomGame(ruleset: RulesetId, players: number, seed: string, keepStates = true): PlayedGame {
  const created = createGame({ ruleset, players: ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'].slice(0, players), seed })
  if (!created.ok) throw new Error(created.error.message)
  const rng = new Rng(rngFromSeed(`play:${seed}`))
  let state = created.value
  const states = [state]
  const actions: Action[] = []
  const events: GameEvent[][] = []
  for (;;) {
    const action = randomAction(legalActions(state), rng)
    if (action === null) break
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`random play chose an illegal action: ${result.error.code}`)
    state = result.state
    actions.push(action)
    if (keepStates) {
      states.push(state)
      events.push(result.events as GameEvent[])
    }
  }
  if (!keepStates) states.push(state)
  return { states, actions, events }
}

/**
 * `setup` played to the end, each move chosen by `choose` with a generator seeded by `playSeed`:
 * the state before each action, the actions, and the final state.
 */
export function playOut(
  setup: TableSetup,
  playSeed: string,
  choose: (state: GameState, rng: Rng) => Action | null,
): { states: GameState[]; actions: Action[]; final: GameState } {
  const created = createGame(setup)
  if (!created.ok) throw new Error(created.error.message)
  const rng = new Rng(rngFromSeed(playSeed))
  let state = created.value
  const states: GameState[] = []
  const actions: Action[] = []
  for (;;) {
    const action = choose(state, rng)
    if (action === null) return { states, actions, final: state }
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`the chosen action is illegal: ${result.error.code}`)
    states.push(state)
    actions.push(action)
    state = result.state
  }
}
