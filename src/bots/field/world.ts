import { sealed } from '../../engine/draft.ts'
import type { Rng } from '../../engine/random.ts'
import type { Card, GameEvent, GameState, PlayerView } from '../../engine/types.ts'
import { knowledgeOf } from '../knowledge.ts'

/**
 * A whole game consistent with one seat's view and the public log, for the field's searching players:
 * the cards not seen are shuffled into those to come and those set aside, and the other
 * sellers' secret picks this round are drawn from their own hands. Written apart from the strong
 * level's sampling, so that the field does not share its choices.
 */
export function worldOf(view: PlayerView, log: readonly GameEvent[], rng: Rng): GameState {
  const k = knowledgeOf(view, log)
  const properties = rng.shuffle(k.unseenProperties)
  const checks = rng.shuffle(k.unseenChecks)
  const seats = view.seats.map((s, i) => ({ name: s.name, money: k.money[i] as number, moneyCards: s.moneyCards ?? [], properties: s.properties, checks: s.checks }))
  const sale = view.sale
  return sealed({
    ruleset: view.ruleset,
    playerCount: view.playerCount,
    options: view.options,
    startPlayer: 0,
    deal: {
      properties: properties.slice(0, view.propertiesLeft),
      checks: checks.slice(0, view.checksLeft),
      setAside: { properties: properties.slice(view.propertiesLeft), checks: checks.slice(view.checksLeft) },
    },
    seed: null,
    rng: [1, 2, 3, 4],
    seats,
    phase: view.phase,
    auction: view.auction,
    payments: view.payments,
    nextStarter: view.nextStarter,
    propertiesDealt: 0,
    checksDealt: 0,
    sale:
      sale === null
        ? null
        : {
            round: sale.round,
            checks: sale.checks,
            sellers: sale.sellers,
            picks: sale.picked.map((picked, s): Card | null => {
              if (!picked) return null
              if (s === view.viewer && sale.ownPick !== null) return sale.ownPick
              const hand = seats[s]?.properties ?? []
              return hand[rng.nextInt(hand.length)] as Card
            }),
          },
    history: null,
    actionCount: view.actionCount,
  })
}
