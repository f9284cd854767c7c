import { sealed } from '../engine/draft.ts'
import type { Rng } from '../engine/random.ts'
import type { Card, GameState, PlayerView, Seat } from '../engine/types.ts'
import type { Knowledge } from './knowledge.ts'

const NO_RNG: GameState['rng'] = [1, 2, 3, 4]

/**
 * One full game state consistent with what `seat` knows (a determinization): the properties and
 * checks still to come are drawn at random from those it has not seen, the rest set aside, and
 * the picks other sellers have already made this round are drawn from their own properties.
 * Cards already turned up are not needed to play on, so the sampled deal holds only those to come.
 */
export function sampleState(
  view: PlayerView,
  knowledge: Knowledge,
  rng: Rng,
  guessPick: (properties: readonly Card[], rng: Rng) => Card,
): GameState {
  const properties = rng.shuffle(knowledge.unseenProperties)
  const checks = rng.shuffle(knowledge.unseenChecks)
  const futureProperties = properties.slice(0, view.propertiesLeft)
  const futureChecks = checks.slice(0, view.checksLeft)
  const seats = view.seats.map((s, i) => ({
    name: s.name,
    money: knowledge.money[i] as number,
    moneyCards: s.moneyCards ?? [],
    properties: s.properties,
    checks: s.checks,
  }))
  const sale = view.sale
  return sealed({
    ruleset: view.ruleset,
    playerCount: view.playerCount,
    options: view.options,
    startPlayer: 0,
    deal: {
      properties: futureProperties,
      checks: futureChecks,
      setAside: { properties: properties.slice(view.propertiesLeft), checks: checks.slice(view.checksLeft) },
    },
    seed: null,
    rng: NO_RNG,
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
            picks: sale.picked.map((picked, s: Seat) => {
              if (!picked) return null
              if (s === view.viewer && sale.ownPick !== null) return sale.ownPick
              return guessPick((seats[s] as (typeof seats)[number]).properties, rng)
            }),
          },
    history: null,
    actionCount: view.actionCount,
  })
}
