import type { Advice } from '../bots/advice.ts'
import type { CoachReply, CoachRequest } from '../bots/bot-request.ts'

/**
 * Asks the coach for its reading, in a worker of its own (the bots' worker file, a second
 * instance), so that a reading never waits behind a computer player's move nor blocks the page.
 * Where workers are missing (an old browser, the unit tests' DOM), the coach reads on the page.
 */
let worker: Worker | null = null
let nextId = 0
const waiting = new Map<number, { resolve: (a: Advice | null) => void; reject: (e: Error) => void }>()

function start(): Worker {
  const w = new Worker(new URL('../bots/bot-worker.ts', import.meta.url), { type: 'module' })
  w.onmessage = (e: MessageEvent<CoachReply>) => {
    const reply = e.data
    const entry = waiting.get(reply.id)
    if (entry === undefined) return
    waiting.delete(reply.id)
    if (reply.ok) entry.resolve(reply.advice)
    else entry.reject(new Error(reply.message))
  }
  w.onerror = (e) => {
    e.preventDefault()
    for (const entry of waiting.values()) entry.reject(new Error(e.message || 'The coach failed.'))
    waiting.clear()
    w.terminate()
    worker = null
  }
  return w
}

export function askCoach(request: CoachRequest): Promise<Advice | null> {
  if (typeof Worker === 'undefined') {
    return Promise.all([import('../bots/advice.ts'), import('../engine/random.ts')]).then(([m, r]) =>
      // On the page's own thread (no Worker: tests, old browsers) the reading is counted, as small as
      // the strong level's was before its cap grew for the worker's clock: it must not hold the page.
      m.coachAdvice(request.view, request.legal, request.seat, new r.Rng(r.rngFromSeed(request.seed)), request.log, { playouts: 1000, moves: 50_000 }),
    )
  }
  worker ??= start()
  const id = nextId++
  const w = worker
  return new Promise<Advice | null>((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    w.postMessage({ id, coach: request })
  })
}
