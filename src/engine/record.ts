import { checkName, hasCardNameType, parseCheck, parseProperty, propertyName, type CardName } from './cards.ts'
import { actionsOf, applyAction, createGame, openingEvents, toAct } from './game.ts'
import { jsonProblemMessage, readJson } from './json-text.ts'
import { RULESETS, isRulesetId, type RulesetId } from './rulesets.ts'
import { scoreGame } from './score.ts'
import type { Action, Card, ErrorCode, GameError, GameEvent, GameState, Result, Seat, TableSetup } from './types.ts'

/** The `gavel/1` record (rules/RECORD.md): table, deal and every action, with cards named as in print. */
export interface GavelRecord {
  readonly format: 'gavel/1'
  readonly ruleset: RulesetId
  readonly players: readonly string[]
  readonly startPlayer: Seat
  readonly deal?: {
    readonly properties: readonly CardName[]
    readonly checks: readonly CardName[]
    readonly setAside?: { readonly properties: readonly CardName[]; readonly checks: readonly CardName[] }
  }
  readonly seed?: string
  readonly options?: { readonly secretMoney: boolean }
  readonly actions: readonly RecordAction[]
}

export type RecordAction =
  | { readonly type: 'bid'; readonly player: Seat; readonly amount: number }
  | { readonly type: 'pass'; readonly player: Seat }
  | { readonly type: 'pay'; readonly player: Seat; readonly cards: readonly number[] }
  | { readonly type: 'pick'; readonly player: Seat; readonly property: CardName }

export interface ParsedRecord {
  readonly setup: TableSetup
  /** The actions, still unchecked against the rules; `null` where an action is malformed (its message). */
  readonly actions: readonly (Action | { readonly malformed: string })[]
}

const fail = (code: ErrorCode, message: string, action?: number): { ok: false; error: GameError } => ({
  ok: false,
  error: action === undefined ? { code, message } : { code, message, action },
})

/** The most actions a record may hold: a six-player game takes a few hundred; more is not a game. */
export const MAX_RECORD_ACTIONS = 5000

/** Card numbers that cannot be real: a named card that does not exist becomes this, so "not yours" follows. */
const NO_SUCH_CARD = -1

/** Check a record's shape and translate its card names; the rules are checked by `replayRecord`. */
export function parseRecord(input: string | unknown): Result<ParsedRecord> {
  let doc: unknown = input
  if (typeof input === 'string') {
    // Bounded before parsing; a byte-order mark, as some editors write at the start of a UTF-8 file, is not part of the record.
    const read = readJson(input)
    if (!read.ok) {
      const { problem } = read
      return problem.kind === 'unreadable'
        ? fail('BAD_JSON', jsonProblemMessage(problem))
        : { ok: false, error: { code: 'BAD_JSON', message: jsonProblemMessage(problem), detail: problem } }
    }
    doc = read.value
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return fail('BAD_FORMAT', 'A record must be a JSON object.')
  const r = doc as Record<string, unknown>
  if (r.format !== 'gavel/1') return fail('BAD_FORMAT', `"format" must be "gavel/1", not ${JSON.stringify(r.format)}.`)
  const ruleset = r.ruleset
  if (!isRulesetId(ruleset)) return fail('UNKNOWN_RULESET', `Unknown ruleset ${JSON.stringify(ruleset)}.`)
  if (!Array.isArray(r.players)) return fail('BAD_PLAYERS', '"players" must be a list of 3 to 6 names.')

  let deal: TableSetup['deal']
  if (r.deal !== undefined) {
    const translated = translateDeal(ruleset, r.deal)
    if (!translated.ok) return translated
    deal = translated.value
    if (r.startPlayer === undefined) return fail('BAD_START_PLAYER', '"startPlayer" is missing.')
  }
  if (r.seed !== undefined && typeof r.seed !== 'string') return fail('BAD_SEED', '"seed" must be a string.')
  if (r.startPlayer !== undefined && !(typeof r.startPlayer === 'number' && Number.isInteger(r.startPlayer))) {
    return fail('BAD_START_PLAYER', '"startPlayer" must be a seat number.')
  }
  if (!Array.isArray(r.actions)) return fail('BAD_ACTIONS', '"actions" must be a list.')
  if (r.actions.length > MAX_RECORD_ACTIONS) {
    return {
      ok: false,
      error: {
        code: 'BAD_ACTIONS',
        message: `A record holds at most ${MAX_RECORD_ACTIONS} actions; this one has ${r.actions.length}.`,
        detail: { kind: 'too-many-actions', count: r.actions.length, max: MAX_RECORD_ACTIONS },
      },
    }
  }

  const options = r.options
  let secretMoney: boolean | undefined
  if (options !== undefined) {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      return { ok: false, error: { code: 'BAD_OPTIONS', message: '"options" must be an object.', detail: { kind: 'option-type', option: 'options' } } }
    }
    const secret = (options as { secretMoney?: unknown }).secretMoney
    if (secret !== undefined && typeof secret !== 'boolean') {
      return {
        ok: false,
        error: { code: 'BAD_OPTIONS', message: '"options.secretMoney" must be true or false.', detail: { kind: 'option-type', option: 'secretMoney' } },
      }
    }
    secretMoney = secret
  }
  const setup: TableSetup = {
    ruleset,
    players: r.players as string[],
    ...(r.startPlayer !== undefined ? { startPlayer: r.startPlayer as number } : {}),
    ...(secretMoney !== undefined ? { options: { secretMoney } } : {}),
    ...(typeof r.seed === 'string' ? { seed: r.seed } : {}),
    ...(deal !== undefined ? { deal } : {}),
  }
  return { ok: true, value: { setup, actions: (r.actions as unknown[]).map((a) => translateAction(ruleset, a)) } }
}

function translateCards(
  ruleset: RulesetId,
  names: unknown,
  parse: (ruleset: RulesetId, name: unknown) => Card | null,
  label: string,
): Result<Card[]> {
  if (!Array.isArray(names)) return fail('BAD_DEAL', `${label} must be a list of cards.`)
  const out: Card[] = []
  for (const name of names) {
    const card = parse(ruleset, name)
    if (card === null) return fail('BAD_DEAL', `${label} holds ${JSON.stringify(name)}, which is not a card of this game.`)
    out.push(card)
  }
  return { ok: true, value: out }
}

function translateDeal(ruleset: RulesetId, raw: unknown): Result<NonNullable<TableSetup['deal']>> {
  if (typeof raw !== 'object' || raw === null) return fail('BAD_DEAL', '"deal" must be an object.')
  const d = raw as Record<string, unknown>
  const properties = translateCards(ruleset, d.properties, parseProperty, 'deal.properties')
  if (!properties.ok) return properties
  const checks = translateCards(ruleset, d.checks, parseCheck, 'deal.checks')
  if (!checks.ok) return checks
  if (d.setAside === undefined) return { ok: true, value: { properties: properties.value, checks: checks.value } }
  if (typeof d.setAside !== 'object' || d.setAside === null) return fail('BAD_DEAL', 'deal.setAside must be an object.')
  const aside = d.setAside as Record<string, unknown>
  const asideProperties = translateCards(ruleset, aside.properties, parseProperty, 'deal.setAside.properties')
  if (!asideProperties.ok) return asideProperties
  const asideChecks = translateCards(ruleset, aside.checks, parseCheck, 'deal.setAside.checks')
  if (!asideChecks.ok) return asideChecks
  return {
    ok: true,
    value: {
      properties: properties.value,
      checks: checks.value,
      setAside: { properties: asideProperties.value, checks: asideChecks.value },
    },
  }
}

function translateAction(ruleset: RulesetId, raw: unknown): Action | { malformed: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { malformed: 'An action must be an object.' }
  const a = raw as Record<string, unknown>
  if (a.type === 'pick') {
    if (!hasCardNameType(ruleset, a.property)) return { malformed: 'A pick must name a property.' }
    const card = parseProperty(ruleset, a.property)
    return { type: 'pick', player: a.player as number, property: card ?? NO_SUCH_CARD }
  }
  // The engine checks every other field's shape itself.
  return raw as Action
}

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: GameError }

/** Parse and play a whole record: a state at its last action, or the first error; nothing half-applied. */
export function replayRecord(input: string | unknown): ReplayResult {
  const parsed = parseRecord(input)
  if (!parsed.ok) return parsed
  return replayActions(parsed.value.setup, parsed.value.actions)
}

export function replayActions(setup: TableSetup, actions: ParsedRecord['actions']): ReplayResult {
  const created = createGame(setup)
  if (!created.ok) return created
  let state = created.value
  const events: GameEvent[] = openingEvents(state)
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i] as ParsedRecord['actions'][number]
    if ('malformed' in action) return fail('MALFORMED_ACTION', action.malformed, i)
    const result = applyAction(state, action)
    if (!result.ok) return fail(result.error.code, result.error.message, i)
    state = result.state
    for (const e of result.events) events.push(e)
  }
  return { ok: true, state, events }
}

function recordAction(ruleset: RulesetId, action: Action): RecordAction {
  return action.type === 'pick' ? { ...action, property: propertyName(ruleset, action.property) } : action
}

/** A game as a `gavel/1` record; it always carries the deal itself, set-aside cards included. */
export function exportRecord(state: GameState): GavelRecord {
  const r = state.ruleset
  const names = (cards: readonly Card[], name: (r: RulesetId, c: Card) => CardName) => cards.map((c) => name(r, c))
  return {
    format: 'gavel/1',
    ruleset: r,
    players: state.seats.map((s) => s.name),
    startPlayer: state.startPlayer,
    deal: {
      properties: names(state.deal.properties, propertyName),
      checks: names(state.deal.checks, checkName),
      setAside: {
        properties: names(state.deal.setAside.properties, propertyName),
        checks: names(state.deal.setAside.checks, checkName),
      },
    },
    ...(state.seed === null ? {} : { seed: state.seed }),
    ...(RULESETS[r].secretMoneyDefault === null ? {} : { options: { secretMoney: state.options.secretMoney } }),
    actions: actionsOf(state).map((a) => recordAction(r, a)),
  }
}

export type ReplayOutput =
  | {
      readonly finished: true
      readonly players: readonly {
        readonly name: string
        readonly checks: readonly CardName[]
        /** For Sale: thousands left; Sold!: the values of the money cards left, ascending. */
        readonly money: number | readonly number[]
        readonly score: number
        readonly rank: number
      }[]
      readonly winners: readonly Seat[]
    }
  | { readonly finished: false; readonly toAct: readonly Seat[] }

/** What the replay command prints for a game (rules/RECORD.md). */
export function replayOutput(state: GameState): ReplayOutput {
  if (state.phase !== 'over') return { finished: false, toAct: toAct(state) }
  const scores = scoreGame(state)
  const cardMoney = RULESETS[state.ruleset].money === 'cards'
  return {
    finished: true,
    players: state.seats.map((seat, i) => ({
      name: seat.name,
      checks: seat.checks.map((c) => checkName(state.ruleset, c)),
      money: cardMoney ? seat.moneyCards : seat.money,
      score: (scores.lines[i] as (typeof scores.lines)[number]).score,
      rank: (scores.lines[i] as (typeof scores.lines)[number]).rank,
    })),
    winners: scores.winners,
  }
}
