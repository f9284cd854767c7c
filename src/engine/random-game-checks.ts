/**
 * fast-check properties over random complete games (see the *.properties.test.ts files).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyAction, createGame, legalActions } from './game.ts'
import { paymentOptions } from './payment.ts'
import { Rng, rngFromSeed } from './random.ts'
import { randomAction } from './random-play.ts'
import { exportRecord, replayActions, replayRecord } from './record.ts'
import { MAX_PLAYERS, MIN_PLAYERS, RULESETS, RULESET_IDS, type RulesetId } from './rulesets.ts'
import { checkValue } from './cards.ts'
import { scoreGame } from './score.ts'
import { NAMES } from './test-kit.ts'
import type { Action, GameEvent, GameState } from './types.ts'

/** Games per ruleset; GAVEL_PROPERTY_RUNS raises it (e.g. 20000 for a long soak). */
const RUNS = Number(process.env.GAVEL_PROPERTY_RUNS ?? 2000)

const multiset = (cards: readonly number[]) => cards.slice().sort((a, b) => a - b).join(',')

/** Plain checks rather than `expect`: they run after every one of some 600,000 steps. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`)
}

/** Every invariant that must hold after each step of a game. */
function checkStep(before: GameState, after: GameState, events: readonly GameEvent[], sold: number[]) {
  const row = RULESETS[after.ruleset]
  // Money never rises and never goes negative.
  after.seats.forEach((seat, i) => {
    const was = before.seats[i] as GameState['seats'][number]
    check(seat.money >= 0 && seat.money <= was.money, `money of seat ${i}: ${was.money} -> ${seat.money}`)
    if (row.money === 'cards') check(seat.money === seat.moneyCards.reduce((a, b) => a + b, 0), 'money = sum of cards')
  })
  // Every Sold! payment is one of paymentOptions.
  const cardsBefore = before.seats.map((s) => s.moneyCards.slice())
  for (const e of events) {
    if (e.type === 'paid' && row.money === 'cards') {
      const options = paymentOptions(cardsBefore[e.player] as number[], e.amount).map((o) => o.join(','))
      check(options.includes(e.cards.join(',')), `payment ${e.cards.join('+')} for ${e.amount}`)
      cardsBefore[e.player] = (cardsBefore[e.player] as number[]).filter((c) => !e.cards.includes(c))
    }
    if (e.type === 'sale-revealed') for (const s of e.sales) sold.push(s.property)
    if (e.type === 'checks-taken') sold.push(...e.properties)
  }
  // Every card in exactly one place.
  const places = [
    ...after.deal.properties.slice(after.propertiesDealt),
    ...(after.auction?.properties ?? []),
    ...after.seats.flatMap((s) => s.properties),
    ...sold,
  ]
  check(multiset(places) === multiset(after.deal.properties), 'each property in play in exactly one place')
  check(new Set([...places, ...after.deal.setAside.properties]).size === row.propertyDeck.length, 'set-aside properties apart')
  const checks = [...after.deal.checks.slice(after.checksDealt), ...(after.sale?.checks ?? []), ...after.seats.flatMap((s) => s.checks)]
  check(multiset(checks) === multiset(after.deal.checks), 'each check in play in exactly one place')
  check(multiset([...checks, ...after.deal.setAside.checks]) === multiset(row.checkDeck), 'set-aside checks apart')
}

/** After each auction every player holds one more property, or (R6) all but the free passers do. */
function checkAuctionEnd(start: GameState, end: GameState, freePassers: number[]) {
  const revealed = start.auction?.revealed.length as number
  const gained = end.seats.map((s, i) => s.properties.length - (start.seats[i]?.properties.length as number))
  check(gained.reduce((a, b) => a + b, 0) === revealed, 'an auction hands out what it turned up')
  check(freePassers.length === start.playerCount - revealed, 'as many free passes as missing properties')
  gained.forEach((g, i) => check(g === (freePassers.includes(i) ? 0 : 1), `seat ${i} gained ${g}`))
}

function playGame(ruleset: RulesetId, players: number, seed: string) {
  const created = createGame({ ruleset, players: NAMES.slice(0, players), seed })
  if (!created.ok) throw new Error(created.error.message)
  const rng = new Rng(rngFromSeed(`moves:${seed}`))
  let state = created.value
  const actions: Action[] = []
  const sold: number[] = []
  let auctionStart = state
  let freePassers: number[] = []
  /** Auctions the game held (the first is open as it is created), and those whose end was checked. */
  let auctions = state.phase === 'auction' ? 1 : 0
  let auctionEndsChecked = 0
  for (;;) {
    const action = randomAction(legalActions(state), rng)
    if (action === null) break
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`)
    checkStep(state, result.state, result.events, sold)
    for (const e of result.events) {
      if (e.type === 'passed' && e.property === null) freePassers.push(e.player)
      if (e.type === 'auction-started') auctions++
      if (e.type === 'auction-started' || e.type === 'sale-started') {
        if (auctionStart.phase === 'auction' && auctionStart.auction !== null) {
          checkAuctionEnd(auctionStart, result.state, freePassers)
          auctionEndsChecked++
        }
        auctionStart = result.state
        freePassers = []
      }
    }
    state = result.state
    actions.push(action)
  }
  check(auctions > 0 && auctionEndsChecked === auctions, `the end of each auction checked (${auctionEndsChecked} of ${auctions})`)
  return { state, actions }
}

/** The property suite for one ruleset; each ruleset has its own test file so that they run in parallel. */
export function randomGameProperties(ruleset: RulesetId): void {
  describe(`random complete games: ${ruleset}`, () => {
    it(`${RUNS} games keep every invariant, score as the rules say, and replay exactly`, () => {
      let played = 0
      fc.assert(
        fc.property(fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }), fc.string({ maxLength: 12 }), (players, seed) => {
          const { state, actions } = playGame(ruleset, players, seed)
          played++
          check(state.phase === 'over', 'the game ends')
          // Scores are checks plus the money rule.
          const row = RULESETS[ruleset]
          const scores = scoreGame(state)
          state.seats.forEach((seat, i) => {
            const checks = seat.checks.reduce((t, c) => t + checkValue(ruleset, c), 0)
            const money = row.moneyScore === 'card-count' ? seat.moneyCards.length : seat.money
            check(scores.lines[i]?.score === checks + money, `score of seat ${i}`)
            check(seat.properties.length === 0, 'every property sold')
          })
          // replay(export(game)) gives the same state; the same seed and actions give the same state.
          // States are built in one field order, so equal states serialise identically.
          const replayed = replayRecord(JSON.stringify(exportRecord(state)))
          check(replayed.ok && JSON.stringify(replayed.state) === JSON.stringify(state), 'replay(export(game))')
          const again = replayActions({ ruleset, players: NAMES.slice(0, players), seed }, actions)
          check(again.ok && JSON.stringify(again.state) === JSON.stringify(state), 'same seed and actions')
        }),
        { numRuns: RUNS, seed: 20261202 + RULESET_IDS.indexOf(ruleset) },
      )
      // Every run played a whole game through the checks above (not a property that never ran).
      expect(played).toBe(RUNS)
    }, 300_000)
  })
}
