import { act, cleanup, render } from '@testing-library/react'
import { gameTable } from '../engine/table-view.ts'
import { beforeEach, describe, expect, it } from 'vitest'
import { redrawHidden } from '../bots/test-states.ts'
import { EventLog } from '../components/event-log.tsx'
import { applyAction, createGame, legalActions, openingEvents } from '../engine/game.ts'
import { randomAction } from '../engine/random-play.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { RULESET_IDS, RULESETS, byPlayerCount, type RulesetId } from '../engine/rulesets.ts'
import type { GameEvent, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import type { TableInfo } from '../table-info/table-info.ts'
import { SaleScreen } from './sale-screen.tsx'
import { TableScreen } from './table-screen.tsx'

/*
 * No peeking, for the screens (as src/bots/no-peeking.test.ts is for the bots): a table drawn from a
 * game, and one drawn from the same game with everything hidden from an onlooker redrawn (the cards
 * to come, the set-aside cards, the picks not yet turned up and, with secret money, every player's
 * money and whether each of their passes was forced), must be the same page, log included.
 */

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo']

interface Position {
  readonly state: GameState
  readonly log: readonly GameEvent[]
}

/** Positions of a random game: after each forced pass, and some others spread over the game. */
function positions(ruleset: RulesetId, players: number, secretMoney: boolean, seed: string): Position[] {
  const created = createGame({ ruleset, players: NAMES.slice(0, players), seed, options: { secretMoney } })
  if (!created.ok) throw new Error(created.error.message)
  const rng = new Rng(rngFromSeed(`redraw-play:${seed}`))
  let state = created.value
  let log: GameEvent[] = openingEvents(state)
  const all: (Position & { forced: boolean })[] = [{ state, log, forced: false }]
  for (;;) {
    const action = randomAction(legalActions(state), rng)
    if (action === null) break
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
    log = [...log, ...result.events]
    all.push({ state, log, forced: result.events.some((e) => e.type === 'passed' && e.forced) })
  }
  const inPlay = all.filter((p) => p.state.phase !== 'over')
  const forced = inPlay.filter((p) => p.forced).slice(0, 2)
  const spread = [0.15, 0.5, 0.85].map((f) => inPlay[Math.floor(f * (inPlay.length - 1))] as Position)
  return [...forced, ...spread]
}

/**
 * The same game with everything an onlooker cannot see drawn again: cards to come, set-aside cards
 * and unrevealed picks (redrawHidden) and, with secret money, each player's money (anything from
 * their own bid to the starting money) and whether each pass was forced.
 */
function redrawn(p: Position, seed: string): Position {
  const rng = new Rng(rngFromSeed(`redraw:${seed}`))
  const state = redrawHidden(p.state, rng, null)
  if (!state.options.secretMoney) return { state, log: p.log }
  const row = RULESETS[state.ruleset]
  const start = byPlayerCount(row.startingMoney, state.playerCount)
  const seats = state.seats.map((s, i) => {
    const least = state.auction?.bids[i] ?? 0
    return { ...s, money: least + rng.nextInt(start - least + 1) }
  })
  const log = p.log.map((e) => (e.type === 'passed' ? { ...e, forced: rng.nextInt(2) === 0 } : e))
  return { state: { ...state, seats }, log }
}

const noop = () => null

/** The page a table shows for a position (as the app would: the auction table, or the sale's hand-over). */
function page(p: Position, tableInfo: TableInfo): string {
  const props = {
    table: gameTable(p.state, p.log),
    onAction: noop,
    canUndo: false,
    onUndo: () => {},
    onOpenMenu: () => {},
    saveProblem: null,
    tableInfo,
  }
  const { container } = render(p.state.phase === 'sale' ? <SaleScreen {...props} /> : <TableScreen {...props} />)
  const html = container.innerHTML
  cleanup()
  // React's generated ids (useId) differ from one render to the next; they say nothing about the game.
  return html.replace(/_r_[0-9a-z]+_|«[^»]*»|:r[0-9a-z]+:/g, 'ID')
}

/** Where two pages first differ, with some context (a whole page is too long to read in a failure). */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}: …${a.slice(Math.max(0, i - 300), i + 100)}… vs …${b.slice(Math.max(0, i - 300), i + 100)}…`
}

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

const tables = RULESET_IDS.flatMap((ruleset) =>
  (RULESETS[ruleset].secretMoneyDefault === null ? [false] : [false, true]).map((secretMoney) => ({ ruleset, secretMoney })),
)

describe('no peeking: the table shows an onlooker the same page whatever is hidden', () => {
  for (const { ruleset, secretMoney } of tables) {
    it(`${ruleset}${secretMoney ? ', secret money' : ''}: the same table and log when everything hidden is redrawn`, () => {
      let differed = 0
      let forcedSeen = 0
      // The fewest and the most seats: the most hidden cards and set-aside cards, and the most picks hidden at once.
      for (const players of [3, 6]) {
        const seed = `${ruleset}:${players}:${secretMoney}`
        for (const [i, p] of positions(ruleset, players, secretMoney, seed).entries()) {
          const other = redrawn(p, `${seed}:${i}`)
          if (JSON.stringify(other) !== JSON.stringify(p)) differed++
          if (p.log.some((e) => e.type === 'passed' && e.forced)) forcedSeen++
          for (const tableInfo of ['aid', 'box'] as const) {
            expect(firstDifference(page(other, tableInfo), page(p, tableInfo)), `${seed} #${i} ${tableInfo}`).toBeNull()
          }
        }
      }
      expect(differed).toBeGreaterThan(6)
      if (secretMoney) expect(forcedSeen).toBeGreaterThan(0)
    }, 120_000)
  }
})

describe('the check catches a table that tells what it should not', () => {
  it('a log drawn from the raw events says a pass was forced, which the redrawn game does not', () => {
    let caught = 0
    for (const players of [3, 4, 5, 6]) {
      const seed = `raw:${players}`
      for (const [i, p] of positions('for-sale', players, true, seed).entries()) {
        const other = redrawn(p, `${seed}:${i}`)
        const raw = (log: readonly GameEvent[]) => {
          const { container } = render(<EventLog events={log} ruleset="for-sale" names={NAMES.slice(0, players)} />)
          const html = container.innerHTML
          cleanup()
          return html
        }
        if (raw(other.log) !== raw(p.log)) caught++
      }
    }
    expect(caught).toBeGreaterThan(0)
  })
})
