import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

describe('work that waits until the page has settled', () => {
  it('comes once the page has loaded and been idle, and is there at once for what mounts later', async () => {
    vi.resetModules()
    const { useSettled } = await import('./settled.ts')
    function Panel(props: { readonly name: string }) {
      return <p>{`${props.name}: ${useSettled() ? 'shown' : 'waiting'}`}</p>
    }
    const first = render(<Panel name="home" />)
    expect(screen.getByText('home: waiting')).toBeInTheDocument()
    expect(await screen.findByText('home: shown')).toBeInTheDocument()
    first.unmount()
    // Home opened again after a game: no wait, no panel popping in.
    render(<Panel name="again" />)
    expect(screen.getByText('again: shown')).toBeInTheDocument()
  })
})

describe('work that waits for the next paint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs together, in one task after the frame, and what is asked for once the frame has begun waits for the next', async () => {
    vi.resetModules()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { afterNextPaint } = await import('./settled.ts')
    const ran: string[] = []
    // A move: the table and the guided game's prompt each wait for the paint; something else gave up waiting.
    afterNextPaint(() => ran.push('table'))
    afterNextPaint(() => ran.push('prompt'))
    afterNextPaint(() => ran.push('gone'))()
    expect(frames).toHaveLength(1)
    ;(frames.shift() as FrameRequestCallback)(0)
    afterNextPaint(() => ran.push('next'))
    // After the paint, one task: both are drawn in one render.
    expect(vi.getTimerCount()).toBe(1)
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['table', 'prompt'])
    expect(frames).toHaveLength(1)
    ;(frames.shift() as FrameRequestCallback)(16)
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['table', 'prompt', 'next'])
  })
})
