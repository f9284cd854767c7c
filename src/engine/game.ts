import { bid, pass, pay, startAuction } from './auction.ts'
import { draftOf, rule, sealed, sum, type Draft } from './draft.ts'
import { legalMoves } from './legal.ts'
import { RULESETS } from './rulesets.ts'
import { pick } from './selling.ts'
import { validateSetup } from './setup.ts'
import type {
  Action,
  ApplyResult,
  GameError,
  GameEvent,
  GameState,
  LegalActions,
  PendingPayment,
  Result,
  Seat,
  SeatState,
  TableSetup,
} from './types.ts'

/** A validated table and deal becomes a game at the start of its first auction. */
export function createGame(setup: TableSetup): Result<GameState> {
  const checked = validateSetup(setup)
  if (!checked.ok) return checked
  const { ruleset, names, startPlayer, options, deal, seed, rng } = checked.value
  const row = RULESETS[ruleset]
  const seats: SeatState[] = names.map((name) => ({
    name,
    money: row.money === 'cards' ? sum(row.moneyCards) : (row.startingMoney[names.length - 3] as number),
    moneyCards: row.money === 'cards' ? row.moneyCards : [],
    properties: [],
    checks: [],
  }))
  const d: Draft = {
    ruleset,
    playerCount: names.length as GameState['playerCount'],
    options,
    startPlayer,
    deal,
    seed,
    rng,
    seats,
    phase: 'auction',
    auction: null,
    payments: [],
    nextStarter: startPlayer,
    propertiesDealt: 0,
    checksDealt: 0,
    sale: null,
    history: null,
    actionCount: 0,
  }
  startAuction(d, startPlayer, [])
  return { ok: true, value: sealed(d) }
}

/** The events that open a game: its first auction's properties turned up. */
export function openingEvents(state: GameState): GameEvent[] {
  const a = state.auction
  if (state.actionCount !== 0 || a === null) return []
  return [{ type: 'auction-started', auction: 0, properties: a.revealed, starter: a.starter, freePasses: a.freePasses }]
}

/** Apply one action. Illegal or malformed actions come back as errors, never as exceptions. */
export function applyAction(state: GameState, action: Action): ApplyResult {
  const malformed = actionShapeProblem(state, action)
  if (malformed) return { ok: false, error: rule('MALFORMED_ACTION', malformed) }
  if (state.phase === 'over') return { ok: false, error: rule('GAME_OVER', 'The game is over.') }
  const events: GameEvent[] = []
  const d = draftOf(state)
  let error: GameError | null
  switch (action.type) {
    case 'bid':
      error = bid(d, action.player, action.amount, events)
      break
    case 'pass':
      error = pass(d, action.player, events)
      break
    case 'pay':
      error = pay(d, action.player, action.cards, events)
      break
    case 'pick':
      error = pick(d, action.player, action.property, events)
      break
    default:
      return assertNever(action)
  }
  if (error !== null) return { ok: false, error }
  d.history = { action, previous: state.history }
  d.actionCount = state.actionCount + 1
  return { ok: true, state: sealed(d), events }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`)
}

const isSeat = (state: GameState, p: unknown): p is Seat =>
  typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < state.playerCount

function isListOfWholeNumbers(value: unknown): boolean {
  if (!Array.isArray(value)) return false
  for (let i = 0; i < value.length; i++) if (!Number.isInteger(value[i])) return false
  return true
}

function actionShapeProblem(state: GameState, action: Action): string | null {
  if (typeof action !== 'object' || action === null) return 'An action must be an object.'
  const a = action as { type?: unknown; player?: unknown; amount?: unknown; cards?: unknown; property?: unknown }
  if (a.type !== 'bid' && a.type !== 'pass' && a.type !== 'pay' && a.type !== 'pick') {
    return `Unknown action type ${JSON.stringify(a.type)}.`
  }
  if (!isSeat(state, a.player)) return `"player" must be a seat from 0 to ${state.playerCount - 1}.`
  if (a.type === 'bid' && !(typeof a.amount === 'number' && Number.isInteger(a.amount))) {
    return 'A bid\'s "amount" must be a whole number.'
  }
  if (a.type === 'pay' && !isListOfWholeNumbers(a.cards)) {
    return 'A payment\'s "cards" must be a list of money card values.'
  }
  if (a.type === 'pick' && !(typeof a.property === 'number' && Number.isInteger(a.property))) {
    return 'A pick must name a property.'
  }
  return null
}

/** What may be done now, and by whom: the UI enables exactly this. */
export function legalActions(state: GameState): LegalActions {
  return legalMoves(state, (seller) => state.sale?.picks[seller] !== null)
}

/** The seats that may act now (in seat order). */
export function toAct(state: GameState): Seat[] {
  switch (state.phase) {
    case 'auction':
      return [state.auction.turn]
    case 'payment':
      return [(state.payments[0] as PendingPayment).player]
    case 'sale': {
      const { sale } = state
      return sale.sellers.filter((s) => sale.picks[s] === null)
    }
    case 'over':
      return []
    default:
      return assertNever(state)
  }
}

/** The game's actions from the first, for export and replay. */
export function actionsOf(state: GameState): Action[] {
  const out: Action[] = new Array<Action>(state.actionCount)
  let node = state.history
  for (let i = state.actionCount - 1; node !== null; i--, node = node.previous) out[i] = node.action
  return out
}

