/**
 * A simple, person-like way to play, for counting taps (`count-taps.ts` and tests/e2e/games.e2e.ts):
 * not a strong player, but one whose bids and picks look like a table of people's. Seeded and pure.
 *
 * Bids: what a property gap is worth to this player (the best card on the table against the one a
 * passer takes, as a share of the deck, times their starting money, times 0.6) is the most they
 * will bid; below it they mostly take the next legal bid, sometimes jump by 2 or 5 (the quick
 * raises) and now and then type a bigger amount straight away. Picks: the best property when the
 * best check on offer is in the top half of the deck, else the worst. Payments: the best set.
 */
import { bestFirst } from '../components/payment-plan.ts'
import { legalActions } from '../engine/game.ts'
import type { Rng } from '../engine/random.ts'
import { playOut } from '../engine/random-play.ts'
import { RULESETS, byPlayerCount } from '../engine/rulesets.ts'
import type { Action, GameState, TableSetup } from '../engine/types.ts'

/** A person-like move in `state`, or null when the game is over. */
export function personAction(state: GameState, rng: Rng): Action | null {
  const legal = legalActions(state)
  const rules = RULESETS[state.ruleset]
  switch (legal.phase) {
    case 'auction': {
      const { player, bid } = legal
      const onTable = state.auction?.properties ?? []
      const deckTop = rules.propertyDeck[rules.propertyDeck.length - 1] as number
      const top = onTable[onTable.length - 1] ?? 0
      const bottom = onTable[0] ?? 0
      const start = byPlayerCount(rules.startingMoney, state.playerCount)
      const limit = Math.floor((0.6 * start * (top - bottom)) / deckTop) + rng.nextInt(2)
      if (bid === null || bid.min > Math.min(limit, bid.max)) return { type: 'pass', player }
      const room = Math.min(limit, bid.max) - bid.min
      const roll = rng.nextInt(10)
      const raise = room >= 6 && roll === 0 ? room : room >= 4 && roll <= 2 ? 4 : room >= 1 && roll <= 4 ? 1 : 0
      return { type: 'bid', player, amount: bid.min + raise }
    }
    case 'payment':
      return { type: 'pay', player: legal.player, cards: bestFirst(legal.options)[0] as number[] }
    case 'sale': {
      const picker = legal.pickers[0] as (typeof legal.pickers)[number]
      const own = picker.properties.slice().sort((a, b) => a - b)
      const deck = rules.checkDeck
      const best = Math.max(...legal.checks)
      const high = best >= (deck[Math.floor(deck.length / 2)] as number)
      return { type: 'pick', player: picker.player, property: (high ? own[own.length - 1] : own[0]) as number }
    }
    case 'over':
      return null
  }
}

/** A whole game from `setup` played the person-like way: the states before each action, the actions and the end. */
export function personGame(setup: TableSetup, playSeed: string): { states: GameState[]; actions: Action[]; final: GameState } {
  return playOut(setup, playSeed, personAction)
}
