import { afterEach, describe, expect, it, vi } from 'vitest'

/** A stand-in for the Web Audio API: what was opened, put to sleep, woken and played. */
function fakeAudio() {
  const log: string[] = []
  class FakeContext {
    state: 'running' | 'suspended' = 'running'
    currentTime = 0
    destination = {}
    constructor() {
      log.push('open')
    }
    suspend() {
      log.push('suspend')
      this.state = 'suspended'
      return Promise.resolve()
    }
    resume() {
      log.push('resume')
      this.state = 'running'
      return Promise.resolve()
    }
    createOscillator() {
      const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }
      return { type: 'sine', frequency: param, connect: (next: unknown) => next, start: () => log.push('note'), stop: () => undefined }
    }
    createGain() {
      const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }
      return { gain: param, connect: (next: unknown) => next }
    }
  }
  vi.stubGlobal('AudioContext', FakeContext)
  return log
}

describe('sounds', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('the audio output is opened ahead of the first sound, asleep, and woken by the first cue', async () => {
    const log = fakeAudio()
    const { prepareAudio, playCues } = await import('./sounds.ts')
    prepareAudio()
    await Promise.resolve()
    expect(log).toEqual(['open', 'suspend'])
    // Opened once: a second table, or the sale screen, reuses it.
    prepareAudio()
    expect(log.filter((e) => e === 'open')).toHaveLength(1)
    playCues(['bid'])
    await vi.waitFor(() => expect(log).toContain('note'))
    expect(log).toEqual(['open', 'suspend', 'resume', 'note'])
  })

  it('the output sleeps again once a cue has ended, and a cue that comes as it falls asleep wakes it', async () => {
    vi.useFakeTimers()
    try {
      const log = fakeAudio()
      const { playCues } = await import('./sounds.ts')
      playCues(['bid'])
      expect(log).toEqual(['open', 'note'])
      // The note lasts 0.09 s (the context's clock stands still here): asleep a quarter second after.
      await vi.advanceTimersByTimeAsync(200)
      expect(log).toEqual(['open', 'note'])
      await vi.advanceTimersByTimeAsync(200)
      expect(log).toEqual(['open', 'note', 'suspend'])
      // Woken by the next cue, and asleep again after it; a cue before the sleep keeps it awake.
      playCues(['pass'])
      await vi.advanceTimersByTimeAsync(0)
      expect(log).toEqual(['open', 'note', 'suspend', 'resume', 'note'])
      await vi.advanceTimersByTimeAsync(300)
      playCues(['bid'])
      await vi.advanceTimersByTimeAsync(300)
      expect(log).toEqual(['open', 'note', 'suspend', 'resume', 'note', 'note'])
      await vi.advanceTimersByTimeAsync(200)
      expect(log).toEqual(['open', 'note', 'suspend', 'resume', 'note', 'note', 'suspend'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('nothing is opened from a hidden tab', async () => {
    const log = fakeAudio()
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const { prepareAudio, playCues } = await import('./sounds.ts')
    prepareAudio()
    playCues(['bid'])
    expect(log).toEqual([])
    hidden.mockRestore()
  })
})
