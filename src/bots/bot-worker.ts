/// <reference lib="webworker" />
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { randomAction } from '../engine/random-play.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { playerView } from '../engine/view.ts'
import { coachAdvice } from './advice.ts'
import type { BotReply, CoachReply, WorkerMessage } from './bot-request.ts'
import { STRONG_BUDGET } from './strong.ts'
import { think } from './think.ts'
import { COACH_THINK_MS, THINK_MS, thinkingLeft } from './think-time.ts'

/**
 * The bots and the coach think here, off the page's thread, so the page never freezes while they do.
 * One request at a time: `{ id, request }` in, a `BotReply` out; `{ id, coach }` in, a `CoachReply` out.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope

/**
 * The one clock the bots get: the strong level and the coach stop sampling once their time has gone,
 * so that a busy device still answers in time (the bots themselves stay pure, see eslint.config.js).
 */
function deadline(ms = THINK_MS): () => boolean {
  // eslint-disable-next-line no-restricted-globals -- the worker, not the bot, reads the clock
  const clock = performance
  const end = clock.now() + ms
  return () => clock.now() > end
}

/** How long a request sent at `sentAt` (the page's performance.timeOrigin + now) waited to be read here. */
function waitedSince(sentAt: number | undefined): number {
  // eslint-disable-next-line no-restricted-globals -- the worker, not the bot, reads the clock
  const clock = performance
  return sentAt === undefined ? 0 : clock.timeOrigin + clock.now() - sentAt
}

/** A bot request has come: the warm-up, if it has not run yet, is not in its way. */
let asked = false

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
    } else {
      asked = true
      // The decision's budget is the page's wait for it: time spent waiting to be read (this worker
      // starting and compiling while the table opened) comes off the thinking.
      reply = { id, ok: true, action: think(message.request, deadline(thinkingLeft(waitedSince(message.sentAt)))) }
    }
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  scope.postMessage(reply)
}

// Warm the JIT up with two short strong decisions while the table opens (the driver starts this
// worker then): one on a fresh table, and one in a sale round after a reveal, so that reading the
// picks shown (pick-styles.ts) and the round's mixes (sale-game.ts) are compiled too. The first real
// decision is then as quick as the later ones, in the auction and in the sale. Each step is a task of
// its own, after the module has loaded, and is left out once a real request has come: a computer
// player to move as the table opens is answered first, not after the warm-up.
function warmUp(): void {
  const warm = createGame({ ruleset: 'for-sale', players: ['A', 'B', 'C', 'D'], seed: 'warm-up', startPlayer: 0 })
  if (!warm.ok) return
  let state = warm.value
  const log = [...openingEvents(state)]
  const decide = (seat: number) =>
    think({ view: playerView(state, seat), legal: legalActions(state), seat, level: 'strong', seed: 'warm-up', log }, deadline(WARM_UP_MS))
  const inTheSale = () => {
    if (asked) return
    const rng = new Rng(rngFromSeed('warm-up'))
    while (state.phase !== 'over' && (state.sale === null || state.sale.round < 1)) {
      const action = randomAction(legalActions(state), rng)
      const next = action === null ? null : applyAction(state, action)
      if (next === null || !next.ok) break
      state = next.state
      log.push(...next.events)
    }
    const seller = toAct(state)[0]
    if (state.phase === 'sale' && seller !== undefined) decide(seller)
  }
  if (asked) return
  decide(0)
  // eslint-disable-next-line no-restricted-globals -- the worker, not the bot, orders its own tasks
  setTimeout(inTheSale, 0)
}
// eslint-disable-next-line no-restricted-globals -- the worker, not the bot, orders its own tasks
setTimeout(warmUp, 0)
