import { legalMoves } from './legal.ts'
import { phaseHolds, type AuctionState, type GameEvent, type GameState, type LegalActions, type PlayerView, type SaleView, type Seat } from './types.ts'

/**
 * What one seat, or an onlooker (null), may know. Hidden things are left out, not masked:
 * other seats' sale picks until the round's reveal, the set-aside cards until the game is over (R9),
 * the order of the cards still to come, and, with secret money, other players' money.
 */
export function playerView(state: GameState, viewer: Seat | null): PlayerView {
  const hideMoney = state.options.secretMoney
  const sale = state.sale
  const view = {
    ruleset: state.ruleset,
    playerCount: state.playerCount,
    options: state.options,
    viewer,
    startPlayer: state.startPlayer,
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
  // The state's auction and sale round are its phase's, so the view's are too.
  if (phaseHolds<AuctionState, SaleView, typeof view>(view)) return view
  throw new Error(`A game in phase ${state.phase} without its auction or sale round`)
}

/** Whether `viewer` may see `seat`'s money. */
const seesMoney = (view: PlayerView, seat: Seat): boolean => view.seats[seat]?.money !== null && view.seats[seat]?.money !== undefined

/**
 * The log as the viewer of `view` may know it (boardgame.io redacts its log the same way). Events
 * already say only what the table saw, but for two things drawn from a player's money: whether a
 * pass was forced (R2: no money above the high bid), and the sets of money cards a payment could be
 * made with. While a seat's money is hidden from the viewer (secret money, game in progress), no
 * event about that seat says either: at a real table a pass is just a pass. Unchanged events are
 * the same objects, a changed one is the same object each time it is told, and with nothing hidden
 * the same array comes back.
 */
export function logInView(events: readonly GameEvent[], view: PlayerView): readonly GameEvent[] {
  if (!view.options.secretMoney || view.phase === 'over') return events
  let out: GameEvent[] | null = null
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as GameEvent
    const told = eventInView(e, view)
    if (told !== e && out === null) out = events.slice(0, i)
    if (out !== null) out.push(told)
  }
  return out ?? events
}

/**
 * Each event as told to a viewer who does not see its seat's money, made once: the same event is
 * told as the same object every time the log is read again, as an unchanged one is (a screen that
 * follows the log by its events, as the table's motion does, sees one move follow another).
 */
const toldWithoutMoney = new WeakMap<GameEvent, GameEvent>()

function eventInView(e: GameEvent, view: PlayerView): GameEvent {
  const hides = (e.type === 'passed' && e.forced) || (e.type === 'payment-due' && e.options.length > 0)
  if (!hides || seesMoney(view, e.player)) return e
  let told = toldWithoutMoney.get(e)
  if (told === undefined) {
    told = e.type === 'passed' ? { ...e, forced: false } : e.type === 'payment-due' ? { ...e, options: [] } : e
    toldWithoutMoney.set(e, told)
  }
  return told
}

/**
 * What may be done now, as the viewer of `view` can know it: the same as `legalActions(state)` for
 * the seat to act (and for anyone whose view shows that seat's money), so that a screen reads its
 * controls from a view and never from the state. When the bidder's money is hidden from the viewer
 * (secret money on a shared screen), the bid range runs from the next legal bid to the money every
 * player starts with (public, and money never rises), marked `publicCap`; it is null only when
 * nobody at all could top the high bid. A bid above the bidder's real money is then refused by
 * `applyAction` (`BID_OVER_MONEY`).
 */
export function legalActionsInView(view: PlayerView): LegalActions {
  return legalMoves(view, (seller) => view.sale?.picked[seller] === true)
}
