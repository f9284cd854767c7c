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
