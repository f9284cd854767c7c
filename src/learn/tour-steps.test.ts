import { describe, expect, it } from 'vitest'
import { tableView } from '../engine/table-view.ts'
import { actionsOf, applyAction, createGame, legalActions, openingEvents } from '../engine/game.ts'
import { replayActions } from '../engine/record.ts'
import { RULESETS } from '../engine/rulesets.ts'
import type { Action, GameEvent, GameState } from '../engine/types.ts'
import { playMove } from '../game/forced-moves.ts'
import { LEARNER, LEARN_RULESETS, learnSetup } from './learn-deal.ts'
import { playTour } from './learn-play.test-kit.ts'
import { ACKS, tourStep, type Ack } from './tour-steps.ts'

const ALL_ACKS: ReadonlySet<Ack> = new Set(ACKS)

/** A guided game's start, and moves played as the store plays them (with the passes nobody could choose). */
function table(ruleset: (typeof LEARN_RULESETS)[number] = 'for-sale') {
  const created = createGame(learnSetup(ruleset, 'en'))
  if (!created.ok) throw new Error(created.error.message)
  let state: GameState = created.value
  let events: GameEvent[] = openingEvents(state)
  const history: { state: GameState; events: GameEvent[] }[] = []
  return {
    get state() {
      return state
    },
    get events() {
      return events
    },
    play(action: Action) {
      history.push({ state, events })
      const played = playMove(state, [action])
      if (!played.ok) throw new Error(played.error.code)
      state = played.state
      events = [...events, ...played.events]
    },
    /** The store's undo: back to the state before the last move. */
    undo() {
      const last = history.pop()
      if (last === undefined) throw new Error('nothing to undo')
      state = last.state
      events = last.events
    },
    step(acks: ReadonlySet<Ack> = ALL_ACKS) {
      return tourStep({ table: tableView(state, events, LEARNER), learner: LEARNER, acks })
    },
  }
}

const bid = (player: number, amount: number): Action => ({ type: 'bid', player, amount })
const pass = (player: number): Action => ({ type: 'pass', player })

describe('the tour follows the game, not the clock', () => {
  it('starts with a welcome and the cards turned up, each acknowledged by a tap', () => {
    const t = table()
    expect(t.step(new Set()).id).toBe('welcome')
    expect(t.step(new Set()).ack).toBe('welcome')
    expect(t.step(new Set(['welcome'])).id).toBe('offer')
    expect(t.step(new Set(['welcome'])).variants[0].target).toBe('offer')
    expect(t.step(new Set(['welcome'])).variants[0].say.values.cards).toEqual({ properties: [2, 11, 19, 28] })
    // Nothing else moves it: the same game and taps give the same step.
    expect(t.step(new Set(['welcome']))).toEqual(t.step(new Set(['welcome'])))
    expect(t.step().id).toBe('watch-bids')
  })

  it('asks for a first bid on the learner’s turn, and moves on when the learner bids', () => {
    const t = table()
    t.play(bid(1, 1))
    expect(t.step().id).toBe('watch-bids')
    t.play(bid(2, 2))
    t.play(pass(3))
    const first = t.step()
    expect(first.id).toBe('first-bid')
    expect(first.variants[0]).toMatchObject({ target: 'bid', expect: 'bid', say: { key: 'firstBid', values: { amount: { money: 3 }, top: { property: 28 } } } })
    t.play(bid(LEARNER, 3))
    expect(t.step().id).toBe('others-answer')
  })

  it('says what a pass costs, from the game’s own numbers, and what it did once made', () => {
    const t = table()
    t.play(bid(1, 1))
    t.play(bid(2, 2))
    t.play(pass(3))
    t.play(bid(LEARNER, 5))
    t.play(bid(1, 6))
    t.play(pass(2))
    const asked = t.step()
    expect(asked.id).toBe('pass')
    expect(asked.variants[0]).toMatchObject({
      target: 'pass',
      expect: 'pass',
      say: { key: 'passNow', values: { high: { name: 'Eddie' }, bid: { money: 5 }, cost: { money: 2 }, refund: { money: 3 } } },
    })
    // The lowest property left: the fourth player took the 2 when passing first, the third the 11.
    expect(asked.variants[0].say.values.property).toEqual({ property: 19 })
    t.play(pass(LEARNER))
    // The auction ended when the learner passed: the second player, alone, took the 28.
    const after = t.step()
    expect(after.id).toBe('win-next')
    t.undo()
    expect(t.step().id).toBe('pass')
  })

  it('explains the pass while the others play on', () => {
    const t = table()
    t.play(bid(1, 1))
    t.play(bid(2, 2))
    t.play(bid(3, 3))
    t.play(bid(LEARNER, 4))
    t.play(bid(1, 5))
    t.play(bid(2, 6))
    t.play(bid(3, 7))
    t.play(pass(LEARNER))
    const after = t.step()
    expect(after.id).toBe('after-pass')
    expect(after.variants[0].say).toMatchObject({ key: 'afterPass', values: { property: { property: 2 }, bid: { money: 4 }, cost: { money: 2 }, refund: { money: 2 } } })
  })

  it('teaches passing after a first win when the others let the learner win at once', () => {
    const t = table()
    t.play(pass(1))
    t.play(pass(2))
    t.play(pass(3))
    // Everyone else passed before the learner: the 28 for nothing (R3).
    expect(t.state.seats[LEARNER]?.properties).toContain(28)
    expect(t.step().id).toBe('won-first')
    expect(t.step().variants[0].say.values).toMatchObject({ property: { property: 28 }, price: { money: 0 } })
  })

  it('reads every step from the game again: a reload (the record replayed) lands on the same step', () => {
    const played = playTour('for-sale', 'reload')
    const actions = actionsOf(played.state)
    for (const move of played.moves.filter((_, i) => i % 5 === 0)) {
      const replayed = replayActions(learnSetup('for-sale', 'en'), actions.slice(0, move.at))
      if (!replayed.ok) throw new Error(replayed.error.message)
      expect(tourStep({ table: tableView(replayed.state, replayed.events, LEARNER), learner: LEARNER, acks: ALL_ACKS })).toEqual(move.step)
    }
  })
})

describe('the fixed deal yields each lesson against the easy computer players', () => {
  // The computer players draw from the game's id (bot-driver.ts); every guided game has a new one.
  const GAMES = 60
  for (const ruleset of LEARN_RULESETS) {
    it(`${ruleset}: a first bid, a pass that costs, the top card won, a sale round and its reveal, the score`, () => {
      let asDesigned = 0
      for (let g = 0; g < GAMES; g++) {
        const played = playTour(ruleset, `learn-${g}`)
        const ids = new Set(played.steps.map((s) => s.id))
        for (const id of ['welcome', 'offer', 'sale-first', 'reveal-first', 'score']) expect(ids, `${ruleset} game ${g}: ${id}`).toContain(id)
        expect(ids.has('first-bid') || ids.has('won-first'), `game ${g}: first bid`).toBe(true)
        const learnerPass = played.events.find((e) => e.type === 'passed' && e.player === LEARNER && !e.forced && e.bid > 0)
        const learnerWin = played.events.find((e) => e.type === 'won' && e.player === LEARNER)
        expect(learnerPass, `game ${g}: a pass with a bid down`).toBeDefined()
        expect(learnerWin, `game ${g}: an auction won`).toBeDefined()
        // The designed course: a first bid topped in the first auction, a pass that costs something, the top card won soon after.
        if (ids.has('first-bid') && ids.has('pass') && ids.has('win-top') && learnerPass?.type === 'passed' && learnerPass.cost > 0) asDesigned++
        expect(played.state.phase).toBe('over')
        expect(played.steps[played.steps.length - 1]?.variants[0].finish).toBe(true)
      }
      expect(asDesigned / GAMES).toBeGreaterThanOrEqual(0.9)
    })
  }

  it('the deal is a whole, valid deal of each edition', () => {
    for (const ruleset of LEARN_RULESETS) {
      // The prompts say "half of your bid, rounded down": true of both editions taught.
      expect(RULESETS[ruleset].passCostRounding).toBe('down')
      const created = createGame(learnSetup(ruleset, 'fr'))
      expect(created.ok).toBe(true)
      if (!created.ok) continue
      expect(created.value.startPlayer).not.toBe(LEARNER)
      expect(created.value.seats.map((s) => s.name)).toEqual(['Anne', 'Eddie', 'Ella', 'Émile'])
      expect(legalActions(created.value).phase).toBe('auction')
      expect(applyAction(created.value, bid(created.value.startPlayer, 1)).ok).toBe(true)
    }
  })
})
