/// <reference lib="webworker" />
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { randomAction } from '../engine/random-play.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { playerView } from '../engine/view.ts'
import { coachAdvice } from './advice.ts'
import type { BotReply, CoachReply, WorkerMessage } from './bot-request.ts'
import { STRONG_BUDGET } from './strong.ts'
import { think } from './think.ts'
import { COACH_THINK_MS, THINK_MS } from './think-time.ts'

/**
 * The bots and the coach think here, off the page's thread, so the page never freezes while they do.
 * One request at a time: `{ id, request }` in, a `BotReply` out; `{ id, coach }` in, a `CoachReply` out.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope

/**
 * The one clock the bots get: the strong level and the coach stop sampling once THINK_MS has gone,
 * so that a busy device still answers in time (the bots themselves stay pure, see eslint.config.js).
 */
function deadline(ms = THINK_MS): () => boolean {
  // eslint-disable-next-line no-restricted-globals -- the worker, not the bot, reads the clock
  const clock = performance
  const end = clock.now() + ms
  return () => clock.now() > end
}

/** The warm-up's thinking time: enough for the JIT to compile the playouts, short enough that a first request waits little. */
const WARM_UP_MS = 25

scope.onmessage = (e: MessageEvent<WorkerMessage>) => {
  const message = e.data
  const id = message.id
  let reply: BotReply | CoachReply
  try {
    if ('coach' in message) {
      const c = message.coach
      const advice = coachAdvice(c.view, c.legal, c.seat, new Rng(rngFromSeed(c.seed)), c.log, { ...STRONG_BUDGET, timeUp: deadline(COACH_THINK_MS) })
      reply = { id, ok: true, advice }
    } else reply = { id, ok: true, action: think(message.request, deadline()) }
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  scope.postMessage(reply)
}

// Warm the JIT up with two short strong decisions while the table opens (the driver starts this
// worker then): one on a fresh table, and one in a sale round after a reveal, so that reading the
// picks shown (pick-styles.ts) and the round's mixes (sale-game.ts) are compiled too. The first real
// decision is then as quick as the later ones, in the auction and in the sale.
const warm = createGame({ ruleset: 'for-sale', players: ['A', 'B', 'C', 'D'], seed: 'warm-up', startPlayer: 0 })
if (warm.ok) {
  let state = warm.value
  const log = [...openingEvents(state)]
  const warmUp = (seat: number) =>
    think({ view: playerView(state, seat), legal: legalActions(state), seat, level: 'strong', seed: 'warm-up', log }, deadline(WARM_UP_MS))
  warmUp(0)
  const rng = new Rng(rngFromSeed('warm-up'))
  while (state.phase !== 'over' && (state.sale === null || state.sale.round < 1)) {
    const action = randomAction(legalActions(state), rng)
    const next = action === null ? null : applyAction(state, action)
    if (next === null || !next.ok) break
    state = next.state
    log.push(...next.events)
  }
  const seller = toAct(state)[0]
  if (state.phase === 'sale' && seller !== undefined) warmUp(seller)
}
