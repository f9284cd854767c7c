import type { BotReply, BotRequest } from '../bots/bot-request.ts'
import type { Action } from '../engine/types.ts'

/** Something that answers bot requests, off the page's thread when it can. */
export interface BotThinker {
  think(request: BotRequest): Promise<Action>
  /** Get ready now (start the worker and let it warm up) so that the first move is not slower than the rest. */
  warm(): void
  dispose(): void
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
    const w = new Worker(new URL('../bots/bot-worker.ts', import.meta.url), { type: 'module' })
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
        w.postMessage({ id, request })
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
