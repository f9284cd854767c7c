import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { releaseBotWorkerAhead, startBotWorkerAhead, workerThinker } from './bot-thinker.ts'

/** Stands in for the browser's Worker: counts the workers made and stopped. */
class FakeWorker {
  static made: FakeWorker[] = []
  terminated = false
  onmessage: ((e: MessageEvent) => void) | null = null
  onerror: ((e: ErrorEvent) => void) | null = null
  posted: unknown[] = []
  constructor() {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeWorker.made = []
  vi.stubGlobal('Worker', FakeWorker)
})
afterEach(() => {
  // Whatever a test left ahead is let go, so the next starts with none.
  releaseBotWorkerAhead(0)
  vi.runAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the bot worker started ahead of a table', () => {
  it('is the one the table then uses: no second worker is started', () => {
    startBotWorkerAhead()
    startBotWorkerAhead()
    expect(FakeWorker.made).toHaveLength(1)
    const thinker = workerThinker()
    thinker.warm()
    expect(FakeWorker.made).toHaveLength(1)
    const asked = thinker.think({ view: {} as never, legal: {} as never, seat: 1, level: 'strong', seed: 's', log: [] })
    expect(FakeWorker.made[0]?.posted).toHaveLength(1)
    // The request says when it was sent, so the worker can count its wait against the thinking.
    expect((FakeWorker.made[0]?.posted[0] as { sentAt: number }).sentAt).toBeGreaterThan(0)
    // Taken by the table: leaving Setup no longer stops it.
    releaseBotWorkerAhead(100)
    vi.advanceTimersByTime(200)
    expect(FakeWorker.made[0]?.terminated).toBe(false)
    thinker.dispose()
    return expect(asked).rejects.toThrow('stopped')
  })

  it('is stopped a while after Setup is left with no table taking it, unless Setup comes back', () => {
    startBotWorkerAhead()
    releaseBotWorkerAhead(1000)
    vi.advanceTimersByTime(500)
    startBotWorkerAhead()
    vi.advanceTimersByTime(1000)
    expect(FakeWorker.made).toHaveLength(1)
    expect(FakeWorker.made[0]?.terminated).toBe(false)
    releaseBotWorkerAhead(1000)
    vi.advanceTimersByTime(1000)
    expect(FakeWorker.made[0]?.terminated).toBe(true)
    // A table opening later starts a worker of its own.
    workerThinker().warm()
    expect(FakeWorker.made).toHaveLength(2)
  })

  it('that failed to load is let go: the table starts a worker of its own', () => {
    startBotWorkerAhead()
    const failed = FakeWorker.made[0] as FakeWorker
    failed.onerror?.({ preventDefault() {} } as ErrorEvent)
    expect(failed.terminated).toBe(true)
    workerThinker().warm()
    expect(FakeWorker.made).toHaveLength(2)
  })
})
