import type { GameState, PlayerView, Seat } from './types.ts'

/**
 * What one seat, or an onlooker (null), may know. Hidden things are left out, not masked:
 * other seats' sale picks until the round's reveal, the set-aside cards until the game is over (R9),
 * the order of the cards still to come, and, with secret money, other players' money.
 */
export function playerView(state: GameState, viewer: Seat | null): PlayerView {
  const hideMoney = state.options.secretMoney
  const sale = state.sale
  return {
    ruleset: state.ruleset,
    playerCount: state.playerCount,
    options: state.options,
    viewer,
    phase: state.phase,
    seats: state.seats.map((seat, i) => {
      const shown = !hideMoney || i === viewer
      return {
        name: seat.name,
        money: shown ? seat.money : null,
        moneyCards: shown ? seat.moneyCards : null,
        properties: seat.properties,
        checks: seat.checks,
      }
    }),
    auction: state.auction,
    payments: state.payments,
    nextStarter: state.nextStarter,
    propertiesLeft: state.deal.properties.length - state.propertiesDealt,
    checksLeft: state.deal.checks.length - state.checksDealt,
    sale:
      sale === null
        ? null
        : {
            round: sale.round,
            checks: sale.checks,
            sellers: sale.sellers,
            picked: sale.picks.map((p) => p !== null),
            ownPick: viewer === null ? null : (sale.picks[viewer] ?? null),
          },
    setAside: state.phase === 'over' ? state.deal.setAside : null,
    actionCount: state.actionCount,
  }
}
