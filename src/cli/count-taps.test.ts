import { describe, expect, it } from 'vitest'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import { tapsForAction } from './count-taps.ts'

describe('counting taps', () => {
  const start = gameWith('for-sale', 4, { properties: [1, 2, 3, 4] })

  it('counts the next bid and the quick raises as one tap, any other amount typed or stepped', () => {
    expect(tapsForAction(start, bid(0, 1))).toEqual({ before: 1, after: 1 })
    expect(tapsForAction(start, bid(0, 2))).toEqual({ before: 2, after: 1 })
    expect(tapsForAction(start, bid(0, 5))).toEqual({ before: 5, after: 1 })
    // 13 from 1: twelve "+" and "Bid" before; the field, "1", "3" and Enter after.
    expect(tapsForAction(start, bid(0, 13))).toEqual({ before: 13, after: 4 })
    const { state } = play(start, bid(0, 3))
    // 21 over a high bid of 3: 18 taps before (the example), 4 after.
    expect(tapsForAction(state, bid(1, 21))).toEqual({ before: 18, after: 4 })
  })

  it('counts a pass as one tap', () => {
    expect(tapsForAction(start, pass(0))).toEqual({ before: 1, after: 1 })
  })
})
