import type { BotReply, BotRequest } from '../bots/bot-request.ts'
import type { Action } from '../engine/types.ts'

/** Something that answers bot requests, off the page's thread when it can. */
export interface BotThinker {
  think(request: BotRequest): Promise<Action>
  /** Get ready now (start the worker and let it warm up) so that the first move is not slower than the rest. */
  warm(): void
  dispose(): void
}

function newBotWorker(): Worker {
  return new Worker(new URL('../bots/bot-worker.ts', import.meta.url), { type: 'module' })
}

/**
 * A worker started ahead of a table with computer players (Setup starts it once a seat is a
 * computer's), so that it has loaded and warmed up by the time the table opens: started with the
 * table, a computer player to move first waited for it to load (100–400 ms on a 2-core device).
 * The first thinker that starts a worker takes it.
 */
let ahead: Worker | null = null
/** Set while nothing is about to take the worker ahead: it is stopped when this runs out. */
let aheadExpiry: ReturnType<typeof setTimeout> | null = null

/** Something will take the worker ahead after all: it is no longer to be stopped. */
function keepAhead(): void {
  if (aheadExpiry !== null) clearTimeout(aheadExpiry)
  aheadExpiry = null
}

export function startBotWorkerAhead(): void {
  if (typeof Worker === 'undefined') return
  keepAhead()
  if (ahead !== null) return
  const w = newBotWorker()
  // A worker that fails to load is let go here: a table then starts one of its own, whose failure it reports.
  w.onerror = (e) => {
    e.preventDefault()
    w.terminate()
    if (ahead === w) ahead = null
  }
  ahead = w
}

/**
 * No table may be coming (Setup left): the worker ahead is stopped after `graceMs` unless a table
 * takes it first (Setup's start opens the table, whose driver takes it straight after).
 */
export function releaseBotWorkerAhead(graceMs = 10_000): void {
  if (ahead === null || aheadExpiry !== null) return
  aheadExpiry = setTimeout(() => {
    aheadExpiry = null
    ahead?.terminate()
    ahead = null
  }, graceMs)
}

function takeWorkerAhead(): Worker | null {
  const w = ahead
  ahead = null
  keepAhead()
  return w
}

/**
 * The bot worker, started when a table with bots opens (`warm`) or on the first request (so a game
 * without bots never loads it).
 * Where workers are missing (an old browser, the unit tests' DOM), the bots think on the page.
 */
export function workerThinker(): BotThinker {
  let worker: Worker | null = null
  let nextId = 0
  const waiting = new Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>()

  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error)
    waiting.clear()
  }

  const start = (): Worker => {
    const w = takeWorkerAhead() ?? newBotWorker()
    w.onmessage = (e: MessageEvent<BotReply>) => {
      const reply = e.data
      const entry = waiting.get(reply.id)
      if (entry === undefined) return
      waiting.delete(reply.id)
      if (reply.ok) entry.resolve(reply.action)
      else entry.reject(new Error(reply.message))
    }
    w.onerror = (e) => {
      e.preventDefault()
      failAll(new Error(e.message || 'The bot worker failed.'))
      w.terminate()
      worker = null
    }
    return w
  }

  return {
    think(request) {
      if (typeof Worker === 'undefined') return import('../bots/think.ts').then((m) => m.think(request))
      worker ??= start()
      const id = nextId++
      const w = worker
      return new Promise<Action>((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        w.postMessage({ id, request, sentAt: performance.timeOrigin + performance.now() })
      })
    },
    warm() {
      if (typeof Worker !== 'undefined') worker ??= start()
    },
    dispose() {
      failAll(new Error('The bot worker was stopped.'))
      worker?.terminate()
      worker = null
    },
  }
}
