import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openingEvents } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { RULESETS, RULESET_IDS, byPlayerCount } from '../engine/rulesets.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import type { Card } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { randomPosition, redrawHidden } from '../bots/test-states.ts'
import { cardTracker } from './card-tracker.ts'
import { faceUpEvents } from './face-up-events.ts'

const ascending = (cards: readonly Card[]) => [...cards].sort((a, b) => a - b)

const positions = () =>
  fc.tuple(fc.constantFrom(...RULESET_IDS), fc.integer({ min: 3, max: 6 }), fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 200 }), fc.boolean())

describe('card tracker', () => {
  describe('counts at the start of a game', () => {
    it('For Sale (Gryphon), 3 players: 6 properties and 6 checks set aside, unknown which', () => {
      const state = gameWith('for-sale-gryphon', 3)
      const tracker = cardTracker(playerView(state, null), openingEvents(state))
      expect(tracker.setAside).toBe(6)
      // 30 properties, 3 on the table: 27 unseen, of which 21 are still to come.
      expect(tracker.unseenProperties).toHaveLength(27)
      expect(tracker.propertiesToCome).toBe(21)
      expect(tracker.unseenProperties).not.toContain(1)
      expect(tracker.unseenProperties).toContain(30)
      expect(tracker.unseenChecks).toHaveLength(30)
      expect(tracker.checksToCome).toBe(24)
      expect(tracker.purchases).toEqual([])
      // Gryphon keeps money secret by default: what each player spent is not told.
      expect(tracker.spent).toBeNull()
    })

    it('Sold!, 4 players: 26 cards of each kind, 2 set aside, money always on the table', () => {
      const state = gameWith('sold', 4)
      const tracker = cardTracker(playerView(state, null), openingEvents(state))
      expect(tracker.setAside).toBe(2)
      expect(tracker.unseenProperties).toHaveLength(22)
      expect(tracker.propertiesToCome).toBe(20)
      expect(tracker.unseenChecks).toHaveLength(26)
      expect(tracker.checksToCome).toBe(24)
      expect(tracker.spent).toEqual([0, 0, 0, 0])
    })

    it('For Sale, 5 players: nothing set aside, so the unseen cards are exactly the ones to come', () => {
      const state = gameWith('for-sale', 5)
      const tracker = cardTracker(playerView(state, null), openingEvents(state))
      expect(tracker.setAside).toBe(0)
      expect(tracker.unseenProperties).toHaveLength(tracker.propertiesToCome)
      expect(tracker.unseenChecks).toHaveLength(tracker.checksToCome)
      // Two checks of each value: 0 and 2 to 15.
      expect(tracker.unseenChecks.filter((c) => c === 0)).toHaveLength(2)
    })
  })

  describe('who bought what for how much', () => {
    it('For Sale (Gryphon), open money: a winner pays the whole bid, a passer half rounded up', () => {
      const start = gameWith('for-sale-gryphon', 3, { properties: [4, 17, 29], options: { secretMoney: false } })
      const { state, events } = play(start, bid(0, 2), bid(1, 3), pass(2), pass(0))
      const tracker = cardTracker(playerView(state, null), [...openingEvents(start), ...events])
      expect(tracker.purchases).toEqual([
        { player: 2, auction: 0, property: 4, price: 0, how: 'passed' },
        { player: 0, auction: 0, property: 17, price: 1, how: 'passed' },
        { player: 1, auction: 0, property: 29, price: 3, how: 'won' },
      ])
      expect(tracker.spent).toEqual([1, 3, 0])
      // The next auction's three cards are on the table: 30 − 3 taken − 3 up = 24 unseen, 18 to come.
      expect(tracker.unseenProperties).toHaveLength(24)
      expect(tracker.propertiesToCome).toBe(18)
      for (const c of [4, 17, 29]) expect(tracker.unseenProperties).not.toContain(c)
    })

    it('Sold!: money spent counts the cards handed over, with no change', () => {
      // Ann bids 5 and wins: with cards 1–8, 5 is paid with the 5 card at once.
      const start = gameWith('sold', 3, { startPlayer: 0 })
      const { state, events } = play(start, bid(0, 5), pass(1), pass(2))
      const tracker = cardTracker(playerView(state, null), [...openingEvents(start), ...events])
      expect(tracker.purchases.map((p) => [p.player, p.price, p.how])).toEqual([
        [1, 0, 'passed'],
        [2, 0, 'passed'],
        [0, 5, 'won'],
      ])
      expect(tracker.spent).toEqual([5, 0, 0])
    })
  })

  describe('from public information only', () => {
    it('what it says is true: the unseen cards are exactly those to come and set aside, spent + left = the start', () => {
      fc.assert(
        fc.property(positions(), ([ruleset, players, seed, steps, secretMoney]) => {
          const { state, log } = randomPosition(ruleset, players, seed, steps, secretMoney)
          const tracker = cardTracker(playerView(state, null), log)
          const { deal } = state
          expect(tracker.unseenProperties).toEqual(ascending([...deal.properties.slice(state.propertiesDealt), ...deal.setAside.properties]))
          expect(tracker.unseenChecks).toEqual(ascending([...deal.checks.slice(state.checksDealt), ...deal.setAside.checks]))
          expect(tracker.propertiesToCome).toBe(deal.properties.length - state.propertiesDealt)
          expect(tracker.checksToCome).toBe(deal.checks.length - state.checksDealt)
          // Every property a player holds was bought by them, in the log.
          state.seats.forEach((seat, i) => {
            const bought = tracker.purchases.filter((p) => p.player === i).map((p) => p.property)
            for (const c of seat.properties) expect(bought).toContain(c)
          })
          const row = RULESETS[state.ruleset]
          const startMoney = row.money === 'cards' ? row.moneyCards.reduce((a, b) => a + b, 0) : byPlayerCount(row.startingMoney, state.playerCount)
          if (state.options.secretMoney) expect(tracker.spent).toBeNull()
          else expect(tracker.spent).toEqual(state.seats.map((s) => startMoney - s.money))
        }),
        { numRuns: 300, seed: 1212 },
      )
    })

    it('the same public view and log give the same tracker whatever the hidden cards and picks', () => {
      let differed = 0
      fc.assert(
        fc.property(positions(), ([ruleset, players, seed, steps, secretMoney]) => {
          const { state, log } = randomPosition(ruleset, players, seed, steps, secretMoney)
          const other = redrawHidden(state, new Rng(rngFromSeed(`redraw:${seed}`)))
          if (JSON.stringify(other) !== JSON.stringify(state)) differed++
          // Once the game is over the set-aside cards are shown (R9); the tracker does not read them.
          if (state.phase !== 'over') expect(playerView(other, null)).toEqual(playerView(state, null))
          expect(cardTracker(playerView(other, null), log)).toEqual(cardTracker(playerView(state, null), log))
        }),
        { numRuns: 300, seed: 1213 },
      )
      // The test means something only if the hidden parts did change.
      expect(differed).toBeGreaterThan(150)
    })

    it('never lists a set-aside card as seen, even at the end of the buying phase', () => {
      // Gryphon, 3 players: 6 of the 30 properties never come out.
      const { state, log } = randomPosition('for-sale-gryphon', 3, 'aside', 400, true)
      const tracker = cardTracker(playerView(state, null), log)
      expect(tracker.propertiesToCome).toBe(0)
      expect(tracker.unseenProperties).toEqual(ascending(state.deal.setAside.properties))
    })
  })
})

describe('face-up events (as the box)', () => {
  it('keep only the round on the table: no earlier purchase is told again', () => {
    const start = gameWith('for-sale-gryphon', 3, { properties: [4, 17, 29, 5, 6, 7] })
    const { events } = play(start, bid(0, 2), bid(1, 3), pass(2), pass(0), pass(1))
    const shown = faceUpEvents([...openingEvents(start), ...events])
    expect(shown[0]).toMatchObject({ type: 'auction-started', auction: 1 })
    // Ben's pass in the second auction is on the table; the first auction's purchases are not.
    expect(shown.filter((e) => e.type === 'passed').map((e) => e.player)).toEqual([1])
    expect(shown.some((e) => e.type === 'won')).toBe(false)
  })
})
