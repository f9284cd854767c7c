import { describe, expect, it } from 'vitest'
import { toAct } from './game.ts'
import { bid, gameWith, pass, pick, play } from './test-kit.ts'
import type { GameState } from './types.ts'
import { playerView } from './view.ts'

function toSale(state: GameState): GameState {
  while (state.phase === 'auction') state = play(state, pass(toAct(state)[0] as number)).state
  return state
}

describe('playerView: what one seat, or an onlooker, may know', () => {
  it('a sale pick is in nobody else\'s view until its round is revealed', () => {
    const sale = toSale(gameWith('for-sale', 4))
    const secret = sale.seats[1]?.properties[2] as number
    const picked = play(sale, pick(1, secret)).state
    for (const viewer of [null, 0, 2, 3]) {
      const view = playerView(picked, viewer)
      expect(view.sale?.ownPick).toBeNull()
      expect(view.sale?.picked).toEqual([false, true, false, false])
      // The property is still in Ben's hand (public: everyone saw him buy it), but nothing says it was picked.
      expect(JSON.stringify(view.sale)).not.toContain(String(secret))
    }
    expect(playerView(picked, 1).sale?.ownPick).toBe(secret)
  })

  it('set-aside cards are in nobody\'s view until the game ends, then in everyone\'s', () => {
    let g = toSale(gameWith('for-sale', 4))
    for (const viewer of [null, 0, 1, 2, 3]) expect(playerView(g, viewer).setAside).toBeNull()
    expect(JSON.stringify(playerView(g, null))).not.toContain('setAside":{')
    while (g.phase === 'sale') {
      const p = toAct(g)[0] as number
      g = play(g, pick(p, g.seats[p]?.properties[0] as number)).state
    }
    expect(playerView(g, null).setAside).toEqual(g.deal.setAside)
  })

  it('with secret money, other players\' money is hidden; bids stay public', () => {
    const g = play(gameWith('for-sale-gryphon', 3), bid(0, 4)).state
    expect(playerView(g, 0).seats.map((s) => s.money)).toEqual([18, null, null])
    expect(playerView(g, 2).seats.map((s) => s.money)).toEqual([null, null, 18])
    expect(playerView(g, null).seats.every((s) => s.money === null && s.moneyCards === null)).toBe(true)
    expect(playerView(g, null).auction?.highBid).toBe(4)
    expect(playerView(gameWith('for-sale', 3), null).seats.map((s) => s.money)).toEqual([28, 28, 28])
  })

  it('the order of the cards still to come is in no view, only how many remain', () => {
    const g = gameWith('for-sale', 3)
    const view = playerView(g, 0)
    expect(view).not.toHaveProperty('deal')
    expect(view.propertiesLeft).toBe(27)
    expect(view.checksLeft).toBe(30)
  })
})
