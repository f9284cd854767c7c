/// <reference lib="webworker" />
import { createGame, legalActions, openingEvents } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { playerView } from '../engine/view.ts'
import { coachAdvice } from './advice.ts'
import type { BotReply, CoachReply, WorkerMessage } from './bot-request.ts'
import { STRONG_BUDGET } from './strong.ts'
import { think } from './think.ts'
import { THINK_MS } from './think-time.ts'

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
      const advice = coachAdvice(c.view, c.legal, c.seat, new Rng(rngFromSeed(c.seed)), c.log, { ...STRONG_BUDGET, timeUp: deadline() })
      reply = { id, ok: true, advice }
    } else reply = { id, ok: true, action: think(message.request, deadline()) }
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  scope.postMessage(reply)
}

// Warm the JIT up with one short strong decision on a fresh table while the table opens (the driver
// starts this worker then), so that the first real decision is as quick as the later ones.
const warm = createGame({ ruleset: 'for-sale', players: ['A', 'B', 'C', 'D'], seed: 'warm-up', startPlayer: 0 })
if (warm.ok) {
  const state = warm.value
  think({ view: playerView(state, 0), legal: legalActions(state), seat: 0, level: 'strong', seed: 'warm-up', log: openingEvents(state) }, deadline(WARM_UP_MS))
}
