import { describe, expect, it } from 'vitest'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import { forcedPass, lastPicksForced, playMove } from './forced-moves.ts'
import { playRandomGame } from '../engine/random-play.ts'
import { applyAction } from '../engine/game.ts'
import type { Card, GameState } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'

const table = () => gameWith('for-sale', 3, { properties: [7, 12, 20] })

describe('forcedPass', () => {
  it('is a pass for the player who cannot top the high bid, money on the table (R2)', () => {
    expect(forcedPass(table())).toBeNull()
    expect(forcedPass(play(table(), bid(0, 3)).state)).toBeNull()
    expect(forcedPass(play(table(), bid(0, 28)).state)).toEqual(pass(1))
  })

  it('is never played with secret money: passing at once would tell how little the player holds', () => {
    const secret = gameWith('for-sale', 3, { properties: [7, 12, 20], options: { secretMoney: true } })
    expect(forcedPass(play(secret, bid(0, 28)).state)).toBeNull()
  })
})

describe('playMove', () => {
  it('plays the move, then every pass nobody could choose after it', () => {
    const start = table()
    const played = playMove(start, [bid(0, 28)])
    if (!played.ok) throw new Error(played.error.code)
    expect(played.actions.slice(0, 3)).toEqual([bid(0, 28), pass(1), pass(2)])
    // The same game as those actions played one by one, stopped where someone has a choice again.
    const byHand = play(start, ...played.actions)
    expect(played.state).toEqual(byHand.state)
    expect(played.events).toEqual(byHand.events)
    expect(played.events.filter((e) => e.type === 'passed').every((e) => e.type === 'passed' && e.forced)).toBe(true)
    expect(forcedPass(played.state)).toBeNull()
  })

  it('adds nothing after a move that leaves everyone a choice', () => {
    const played = playMove(table(), [bid(0, 3), pass(1)])
    expect(played.ok && played.actions).toEqual([bid(0, 3), pass(1)])
  })

  it('refuses the whole move when one of its actions is refused', () => {
    expect(playMove(table(), [bid(0, 3), bid(1, 2)])).toMatchObject({ ok: false, error: { code: 'BID_TOO_LOW' } })
    expect(playMove(table(), [bid(1, 28)])).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } })
  })
})

describe('lastPicksForced', () => {
  it('is the last round, everyone still to pick holding one property, even once someone (a computer player) has picked', () => {
    const { states, actions } = playRandomGame('for-sale', 3, 'last-picks')
    const first = states.findIndex((st) => st.phase === 'sale')
    expect(lastPicksForced(states[first] as GameState)).toBe(false)
    const last = states.findIndex((st) => lastPicksForced(st))
    expect(last).toBeGreaterThan(first)
    // The round's first pick made, the others still have nothing to choose.
    expect(actions[last]?.type).toBe('pick')
    expect(lastPicksForced(states[last + 1] as GameState)).toBe(true)
  })

  it('is not a round whose last picker holds one property while those who picked hold more (hands differ in "Not enough for everyone")', () => {
    const { states } = playRandomGame('for-sale-scarce', 4, 'e2e-scarce-4')
    // Sale round 7: Ann and Dee hold one property each, Ben and Cy two.
    const start = states.findIndex((st) => st.sale?.round === 6 && st.sale.picks.every((p) => p === null))
    let state = states[start] as GameState
    expect(state.seats.map((s) => s.properties.length)).toEqual([1, 2, 2, 1])
    expect(lastPicksForced(state)).toBe(false)
    // Ann, Ben and Cy pick, as the hand-over goes round: Dee, last, holds one property.
    for (const player of [0, 1, 2] as const) {
      const result = applyAction(state, { type: 'pick', player, property: state.seats[player]?.properties[0] as Card })
      if (!result.ok) throw new Error(result.error.message)
      state = result.state
      expect(lastPicksForced(state)).toBe(false)
      expect(lastPicksForced(playerView(state, null))).toBe(false)
    }
    // The round after, Ben and Cy alone sell, one property each: that one is the last.
    const last = states.findIndex((st) => st.sale?.round === 7)
    expect(lastPicksForced(states[last] as GameState)).toBe(true)
    expect(lastPicksForced(playerView(states[last] as GameState, null))).toBe(true)
  })
})
