import { decide } from '../bots/decide.ts'
import { tableView } from '../engine/table-view.ts'
import { createGame, legalActions, openingEvents } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { Action, Card, GameEvent, GameState } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { playMove } from '../game/forced-moves.ts'
import { LEARNER, learnSetup, type LearnRuleset } from './learn-deal.ts'
import { tourStep, type Ack, type TourStep, type TourVariant } from './tour-steps.ts'

/**
 * Plays the guided game in memory as the app does (the store's moves with their forced passes, the
 * easy computer players seeded as the bot driver seeds them, `gameId` standing for the game's id),
 * with a learner who does what each prompt asks, and as they like where nothing is asked.
 */
export interface PlayedTour {
  readonly steps: readonly TourStep[]
  /** The variant acted on at each learner move, with the move. */
  readonly moves: readonly { readonly step: TourStep; readonly variant: TourVariant | null; readonly action: Action; readonly at: number }[]
  readonly state: GameState
  readonly events: readonly GameEvent[]
}

export function playTour(ruleset: LearnRuleset, gameId: string, learnerPicks: 'low' | 'high' = 'high'): PlayedTour {
  const created = createGame(learnSetup(ruleset, 'en'))
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  let events: GameEvent[] = openingEvents(state)
  const acks = new Set<Ack>()
  const steps: TourStep[] = []
  const moves: { step: TourStep; variant: TourVariant | null; action: Action; at: number }[] = []
  const play = (action: Action) => {
    const played = playMove(state, [action])
    if (!played.ok) throw new Error(`${played.error.code} for ${JSON.stringify(action)}`)
    state = played.state
    events = [...events, ...played.events]
  }
  for (let guard = 0; state.phase !== 'over'; guard++) {
    if (guard > 2000) throw new Error('the game does not end')
    const now = tourStep({ table: tableView(state, events, LEARNER), learner: LEARNER, acks })
    if (steps[steps.length - 1]?.id !== now.id) steps.push(now)
    if (now.ack !== null) {
      acks.add(now.ack)
      continue
    }
    const legal = legalActions(state)
    const learnerActs =
      legal.phase === 'auction' || legal.phase === 'payment' ? legal.player === LEARNER : legal.phase === 'sale' && legal.pickers.some((p) => p.player === LEARNER)
    if (learnerActs) {
      const variant = now.variants.find((v) => v.expect !== null && v.expect !== 'tap') ?? null
      const action = learnerMove(state, variant?.expect ?? null, learnerPicks)
      moves.push({ step: now, variant, action, at: state.actionCount })
      play(action)
      continue
    }
    // The computer players, seeded as the bot driver seeds them; in a sale round the first still to pick.
    const seat = legal.phase === 'sale' ? (legal.pickers[0]?.player as number) : (legal as { player: number }).player
    const action = decide(playerView(state, seat), legal, seat, new Rng(rngFromSeed(`${gameId}:${state.actionCount}:${seat}`)), 'easy', events)
    play(action)
  }
  steps.push(tourStep({ table: tableView(state, events, LEARNER), learner: LEARNER, acks }))
  return { steps, moves, state, events }
}

/** The learner's move: what the prompt asks, or where nothing is asked, a plain choice. */
function learnerMove(state: GameState, expect: TourVariant['expect'], picks: 'low' | 'high'): Action {
  const legal = legalActions(state)
  switch (legal.phase) {
    case 'auction':
      if (expect === 'bid' && legal.bid !== null) return { type: 'bid', player: LEARNER, amount: legal.bid.min }
      if (expect === 'pass' || legal.bid === null) return { type: 'pass', player: LEARNER }
      // Free play: bid once in each auction, then pass.
      return legal.pass.bid === 0 ? { type: 'bid', player: LEARNER, amount: legal.bid.min } : { type: 'pass', player: LEARNER }
    case 'payment':
      return { type: 'pay', player: LEARNER, cards: legal.options[0] as readonly number[] }
    case 'sale': {
      const own = legal.pickers.find((p) => p.player === LEARNER)?.properties ?? []
      return { type: 'pick', player: LEARNER, property: (picks === 'high' ? own[own.length - 1] : own[0]) as Card }
    }
    case 'over':
      throw new Error('the game is over')
  }
}
