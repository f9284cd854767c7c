import { applyAction, createGame } from '../engine/game.ts'
import type { Action, GameEvent, GameState, Seat } from '../engine/types.ts'
import type { GameRecord } from '../store/saved-games.ts'

/**
 * What undo can do at this point of a game. Undo takes back the last bid or pass (and the Sold!
 * payments and bots' moves that followed it), but never goes back past cards that everyone has
 * seen: the properties of an auction, the checks of a sale round, or a sale pick.
 */
export type UndoStatus =
  | { readonly kind: 'ok'; /** How many actions stay. */ readonly point: number; readonly action: Action }
  /** Nothing has been bid or passed yet. */
  | { readonly kind: 'none' }
  /** A sale pick came after the last bid or pass: picks are secret and cannot be taken back. */
  | { readonly kind: 'pick' }
  /** Cards were turned up after the last bid or pass: undoing it would let the table bid knowing them. */
  | { readonly kind: 'reveal'; readonly what: 'properties' | 'checks' }

interface Replayed {
  readonly reveal: { index: number; what: 'properties' | 'checks' } | null
  /** Every action that turned cards up, in order (the last is `reveal`). */
  readonly reveals: readonly { index: number; what: 'properties' | 'checks' }[]
  /** Indexes of the passes the table played because nobody could choose otherwise (R2): they go with the move before them. */
  readonly forced: ReadonlySet<number>
}

const replayCache = new WeakMap<readonly Action[], Replayed>()

/** Whether these events turned cards face up, and which. */
function revealIn(events: readonly GameEvent[]): 'properties' | 'checks' | null {
  let what: 'properties' | 'checks' | null = null
  for (const e of events) {
    if (e.type === 'auction-started') what = 'properties'
    else if (e.type === 'sale-started' || e.type === 'sale-revealed') what = 'checks'
  }
  return what
}

/**
 * The index of the last action that turned cards up (its auction's properties, a sale round's
 * checks), or null when none has since the deal. Cached per actions list: the store makes a new
 * list on every move, so a cached answer is never stale.
 */
export function lastReveal(record: GameRecord): { index: number; what: 'properties' | 'checks' } | null {
  return replay(record).reveal
}

/**
 * The last replay's end: the next move's list is this one and one action more, so its replay goes
 * on from here instead of from the deal (a whole game's replay on every move cost a tap's frame
 * more than anything else the store does).
 */
let lastRun: { readonly record: GameRecord; readonly state: GameState; readonly replayed: Replayed } | null = null

function replay(record: GameRecord): Replayed {
  const cached = replayCache.get(record.actions)
  if (cached !== undefined) return cached
  const reveals: { index: number; what: 'properties' | 'checks' }[] = []
  const forced = new Set<number>()
  let state: GameState | null = null
  let from = 0
  const before = lastRun
  if (before !== null && before.record.setup === record.setup && continues(before.record.actions, record.actions)) {
    state = before.state
    from = before.record.actions.length
    reveals.push(...before.replayed.reveals)
    for (const i of before.replayed.forced) forced.add(i)
  } else {
    const created = createGame(record.setup)
    if (created.ok) state = created.value
  }
  let whole = state !== null
  for (let i = from; state !== null && i < record.actions.length; i++) {
    const result = applyAction(state, record.actions[i] as Action)
    if (!result.ok) {
      whole = false
      break
    }
    noteStep(state, i, result.events, reveals, forced)
    state = result.state
  }
  const replayed = { reveal: reveals.at(-1) ?? null, reveals, forced }
  replayCache.set(record.actions, replayed)
  lastRun = whole && state !== null ? { record, state, replayed } : null
  return replayed
}

/** What action `i`, played from `state` with these events, adds to a replay: the cards it turned up, whether the table played it. */
function noteStep(state: GameState, i: number, events: readonly GameEvent[], reveals: { index: number; what: 'properties' | 'checks' }[], forced: Set<number>): void {
  // A pass nobody could choose (R2): the table plays it (src/game/forced-moves.ts). With secret money
  // the player chose it on the table like any pass, and undoing it must look the same as any other
  // (an undo that skipped it would tell the table how little they hold).
  if (!state.options.secretMoney && events.some((e) => e.type === 'passed' && e.forced)) forced.add(i)
  const what = revealIn(events)
  if (what !== null) reveals.push({ index: i, what })
}

/**
 * A move just played on `before` (game-actions.ts `dispatch`): `after` is `before` and the move's
 * actions, `steps` each one's events as they were applied, `state` the game after them. When the last
 * replay ended at `before`, it goes on to `after` from these instead of applying the actions again
 * (the undo's check after a move that ends an auction applied its bid and passes a second time, in
 * the tap). Otherwise nothing is noted (false): the next replay runs as ever.
 */
export function notePlayed(before: GameRecord, after: GameRecord, state: GameState, steps: readonly (readonly GameEvent[])[]): boolean {
  const run = lastRun
  if (run === null || run.record.actions !== before.actions || run.record.setup !== after.setup) return false
  const from = before.actions.length
  if (steps.length !== after.actions.length - from || !continues(before.actions, after.actions)) return false
  const reveals = [...run.replayed.reveals]
  const forced = new Set(run.replayed.forced)
  steps.forEach((events, k) => noteStep(run.state, from + k, events, reveals, forced))
  const replayed = { reveal: reveals.at(-1) ?? null, reveals, forced }
  replayCache.set(after.actions, replayed)
  lastRun = { record: after, state, replayed }
  return true
}

/** Whether `longer` is `shorter` with more actions after it (the same action objects). */
function continues(shorter: readonly Action[], longer: readonly Action[]): boolean {
  if (longer.length < shorter.length) return false
  for (let i = shorter.length - 1; i >= 0; i--) if (longer[i] !== shorter[i]) return false
  return true
}

/**
 * `seen`: how many of the record's actions everyone has seen the outcome of. Cards turned up by a
 * later action are still held back on the screen (the short moment after a pass that ends an
 * auction, game-store.ts `heldCards`), so they are no bar to undo yet. All of them when absent.
 */
export function undoStatus(record: GameRecord, isPerson: (seat: Seat) => boolean = () => true, seen = record.actions.length): UndoStatus {
  const actions = record.actions
  const { reveals, forced } = replay(record)
  let reveal: { index: number; what: 'properties' | 'checks' } | null = null
  for (let k = reveals.length - 1; k >= 0 && reveal === null; k--) if ((reveals[k]?.index ?? 0) < seen) reveal = reveals[k] ?? null
  for (let i = actions.length - 1; i >= 0; i--) {
    const action = actions[i] as Action
    if (action.type === 'pick') return { kind: 'pick' }
    if (reveal !== null && i <= reveal.index) return { kind: 'reveal', what: reveal.what }
    // A bot's moves after it go with it, and so do passes nobody could choose: undo takes back what a person chose.
    if ((action.type === 'bid' || action.type === 'pass') && isPerson(action.player) && !forced.has(i)) return { kind: 'ok', point: i, action }
  }
  return { kind: 'none' }
}

/** How many actions stay when the last bid or pass is undone; null when undo cannot (see `undoStatus`). */
export function undoPoint(record: GameRecord, isPerson?: (seat: Seat) => boolean): number | null {
  const status = undoStatus(record, isPerson)
  return status.kind === 'ok' ? status.point : null
}

/** The bid or pass an undo would take back, if any. */
export function undoneAction(record: GameRecord, isPerson?: (seat: Seat) => boolean): Action | null {
  const status = undoStatus(record, isPerson)
  return status.kind === 'ok' ? status.action : null
}
