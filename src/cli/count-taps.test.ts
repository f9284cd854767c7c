import { describe, expect, it } from 'vitest'
import { actionsOf, legalActions } from '../engine/game.ts'
import { bid, gameWith, pass, pick, play } from '../engine/test-kit.ts'
import type { Action, GameState } from '../engine/types.ts'
import { lastPicksForced } from '../game/forced-moves.ts'
import { tapsForAction, tapsForGame } from './count-taps.ts'

describe('counting taps', () => {
  const start = gameWith('for-sale', 4, { properties: [1, 2, 3, 4] })

  it('counts the next bid and the quick raises as one tap, any other amount typed or stepped', () => {
    expect(tapsForAction(start, bid(0, 1))).toEqual({ before: 1, after: 1 })
    expect(tapsForAction(start, bid(0, 2))).toEqual({ before: 2, after: 1 })
    expect(tapsForAction(start, bid(0, 5))).toEqual({ before: 5, after: 1 })
    // 13 from 1: twelve "+" and "Bid" before; the field, "1", "3" and Enter after.
    expect(tapsForAction(start, bid(0, 13))).toEqual({ before: 13, after: 4 })
    const { state } = play(start, bid(0, 3))
    // 21 over a high bid of 3: 18 taps before (the worked example), 4 after.
    expect(tapsForAction(state, bid(1, 21))).toEqual({ before: 18, after: 4 })
  })

  it('counts a pass as one tap', () => {
    expect(tapsForAction(start, pass(0))).toEqual({ before: 1, after: 1 })
  })

  it('counts no tap for a pass the table plays for a player who cannot top the high bid, unless money is secret', () => {
    const { state } = play(start, bid(0, 21))
    expect(tapsForAction(state, pass(1))).toEqual({ before: 1, after: 0 })
    const secret = play(gameWith('for-sale', 4, { properties: [1, 2, 3, 4], options: { secretMoney: true } }), bid(0, 21)).state
    expect(tapsForAction(secret, pass(1))).toEqual({ before: 1, after: 1 })
  })

  it('counts a sale round as three taps a pick, the reveal as the next "I am", and the last round as one tap', () => {
    // 3 players pass every auction (2 taps each), then each sells their first property: 10 sale rounds.
    let state: GameState = gameWith('for-sale', 3)
    const first = state
    let passes = 0
    for (let legal = legalActions(state); legal.phase !== 'over'; legal = legalActions(state)) {
      let action: Action
      if (legal.phase === 'auction') {
        action = pass(legal.player)
        passes++
      } else if (legal.phase === 'sale') {
        const p = legal.pickers[0] as (typeof legal.pickers)[number]
        // The last round, before anyone picks in it: nothing to choose.
        if (legal.pickers.length === 3) expect(lastPicksForced(state)).toBe(p.properties.length === 1)
        action = pick(p.player, p.properties[0] as number)
      } else throw new Error('no payments in For Sale')
      state = play(state, action).state
    }
    expect(passes).toBe(20)
    // Before: 3 taps a pick plus "Hide and pass" for all but the round's last, and "Next round" but after the last.
    // After: 9 rounds of 3 picks of 3 taps, "Turn up the last properties" and "See the scores".
    expect(tapsForGame(first, actionsOf(state))).toEqual({ before: 20 + 10 * (9 + 2) + 9, after: 20 + 9 * 9 + 2 })
  })
})
