import { sealed } from '../engine/draft.ts'
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { randomAction } from '../engine/random-play.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { Action, Card, GameEvent, GameState } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { contenderMove, type Contender } from './contenders.ts'

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo']

/**
 * A 4-player game (seats A–D; For Sale unless `ruleset` says) played for `auctions` auctions, each seat staying in while the
 * lowest bid is within its limit (`limits[seat]`, none where missing) and passing otherwise: a table
 * whose bidding styles are known, for the tests of what a bot reads from the bids.
 */
export function auctionsWithLimits(seed: string, limits: readonly number[], auctions: number, ruleset: RulesetId = 'for-sale'): { state: GameState; log: GameEvent[] } {
  const created = createGame({ ruleset, players: ['A', 'B', 'C', 'D'], seed, startPlayer: 0 })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  while (state.phase === 'auction' && (state.auction?.number ?? 0) < auctions) {
    const legal = legalActions(state)
    if (legal.phase !== 'auction') break
    const p = legal.player
    const action: Action = legal.bid !== null && legal.bid.min <= (limits[p] ?? 0) ? { type: 'bid', player: p, amount: legal.bid.min } : { type: 'pass', player: p }
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
    log.push(...next.events)
  }
  return { state, log }
}

/** A game played at random for `steps` moves (or to its end), with its public log: the states bot tests start from. */
export function randomPosition(
  ruleset: RulesetId,
  players: number,
  seed: string,
  steps: number,
  secretMoney: boolean,
): { state: GameState; log: GameEvent[] } {
  const created = createGame({ ruleset, players: NAMES.slice(0, players), seed, options: { secretMoney } })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  const rng = new Rng(rngFromSeed(`position:${seed}`))
  for (let i = 0; i < steps; i++) {
    const action = randomAction(legalActions(state), rng)
    if (action === null) break
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
    log.push(...result.events)
  }
  return { state, log }
}

/**
 * The same game with everything hidden from an onlooker (or from `seat`) redrawn: the cards still to
 * come and the set-aside ones (shuffled together, then split again), and every pick not yet turned up
 * but `seat`'s own. Honest code gives the same answer for both.
 */
export function redrawHidden(state: GameState, rng: Rng, seat: number | null = null): GameState {
  const { deal } = state
  const redraw = (dealt: readonly Card[], count: number, aside: readonly Card[]) => {
    const hidden = rng.shuffle([...dealt.slice(count), ...aside])
    const future = dealt.length - count
    return { inPlay: [...dealt.slice(0, count), ...hidden.slice(0, future)], aside: hidden.slice(future) }
  }
  const properties = redraw(deal.properties, state.propertiesDealt, deal.setAside.properties)
  const checks = redraw(deal.checks, state.checksDealt, deal.setAside.checks)
  const sale = state.sale
  return sealed({
    ...state,
    deal: { properties: properties.inPlay, checks: checks.inPlay, setAside: { properties: properties.aside, checks: checks.aside } },
    sale:
      sale === null
        ? null
        : {
            ...sale,
            picks: sale.picks.map((p, s) => {
              if (p === null || s === seat) return p
              const own = state.seats[s]?.properties ?? []
              return own[rng.nextInt(own.length)] as Card
            }),
          },
  })
}

/**
 * A game between contenders (each on its own view and the public log) up to the first position
 * `stop` accepts, or to its end, with its public log.
 */
export function contendersGame(
  ruleset: RulesetId,
  players: readonly Contender[],
  seed: string,
  stop: (state: GameState) => boolean = () => false,
): { state: GameState; log: GameEvent[] } {
  const created = createGame({ ruleset, players: players.map((_, i) => NAMES[i] as string), seed, startPlayer: 0 })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const log: GameEvent[] = [...openingEvents(state)]
  const rng = new Rng(rngFromSeed(`${seed}:moves`))
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over' || stop(state)) return { state, log }
    const seat = toAct(state)[0] as number
    const result = applyAction(state, contenderMove(players[seat] as Contender, playerView(state, seat), legal, seat, rng, log))
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
    log.push(...result.events)
  }
}
