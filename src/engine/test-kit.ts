/**
 * Small builders for engine tests (hanabi-live's testActions style): `bid(0, 3)`, `pass(1)`,
 * a game from the first auction's cards, and `play` that applies actions or fails loudly.
 */
import { applyAction, createGame } from './game.ts'
import { RULESETS, byPlayerCount, type PlayerCount, type RulesetId } from './rulesets.ts'
import type { Action, Card, GameEvent, GameState, Seat, TableOptions } from './types.ts'

export const bid = (player: Seat, amount: number): Action => ({ type: 'bid', player, amount })
export const pass = (player: Seat): Action => ({ type: 'pass', player })
export const pay = (player: Seat, cards: number[]): Action => ({ type: 'pay', player, cards })
export const pick = (player: Seat, property: Card): Action => ({ type: 'pick', player, property })

export const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'] as const

/** Take `first` from the front of a (multi)set deck, then the rest of it ascending. */
function arrange(deck: readonly Card[], first: readonly Card[]): Card[] {
  const rest = deck.slice()
  for (const c of first) {
    const i = rest.indexOf(c)
    if (i < 0) throw new Error(`card ${c} is not in the deck twice`)
    rest.splice(i, 1)
  }
  return [...first, ...rest]
}

/**
 * A game whose deal starts with the given properties and checks; the rest of each deck follows in
 * ascending order and the last cards are the set-aside ones.
 */
export function gameWith(
  ruleset: RulesetId,
  players: PlayerCount,
  opts: { properties?: Card[]; checks?: Card[]; startPlayer?: Seat; options?: Partial<TableOptions> } = {},
): GameState {
  const row = RULESETS[ruleset]
  const aside = byPlayerCount(row.setAside, players)
  const properties = arrange(row.propertyDeck, opts.properties ?? [])
  const checks = arrange(row.checkDeck, opts.checks ?? [])
  const created = createGame({
    ruleset,
    players: NAMES.slice(0, players),
    startPlayer: opts.startPlayer ?? 0,
    options: opts.options ?? {},
    deal: {
      properties: properties.slice(0, properties.length - aside),
      checks: checks.slice(0, checks.length - aside),
    },
  })
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`)
  return created.value
}

/** Apply actions in order; throws with the action's index if one is refused. */
export function play(state: GameState, ...actions: Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = []
  actions.forEach((action, i) => {
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`action ${i} ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`)
    state = result.state
    events.push(...result.events)
  })
  return { state, events }
}

/** The error code an action gets, or 'ok'. */
export function refusal(state: GameState, action: Action): string {
  const result = applyAction(state, action)
  return result.ok ? 'ok' : result.error.code
}
