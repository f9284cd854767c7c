import type { Rng } from '../engine/random.ts'
import type { Action, Card, LegalActions, Seat } from '../engine/types.ts'
import { easyAuction, easyPayment, easySale } from './easy.ts'
import type { Facts } from './facts.ts'
import { normalAuction, normalPayment, normalSale } from './normal.ts'

/** What one seat may do now: the part of `legalActions` that is its own. */
export type SeatChoice =
  | Extract<LegalActions, { phase: 'auction' }>
  | Extract<LegalActions, { phase: 'payment' }>
  | { readonly phase: 'sale'; readonly player: Seat; readonly properties: readonly Card[] }

/** The seat's own choice, or null when it is not this seat's move. */
export function choiceOf(legal: LegalActions, seat: Seat): SeatChoice | null {
  switch (legal.phase) {
    case 'auction':
    case 'payment':
      return legal.player === seat ? legal : null
    case 'sale': {
      const picker = legal.pickers.find((p) => p.player === seat)
      return picker === undefined ? null : { phase: 'sale', player: seat, properties: picker.properties }
    }
    case 'over':
      return null
  }
}

/** The easy or normal level's move. */
export function simpleMove(level: 'easy' | 'normal', f: Facts, choice: SeatChoice, rng: Rng): Action {
  switch (choice.phase) {
    case 'auction':
      return level === 'easy' ? easyAuction(f, choice, rng) : normalAuction(f, choice)
    case 'payment':
      return level === 'easy' ? easyPayment(choice, rng) : normalPayment(choice)
    case 'sale':
      return level === 'easy' ? easySale(f, choice.player, choice.properties, rng) : normalSale(f, choice.player, choice.properties)
  }
}
