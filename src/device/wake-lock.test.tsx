import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDeviceStore } from '../store/device-store.ts'
import { useWakeLock } from './wake-lock.ts'

/** A stand-in for the Screen Wake Lock API: each request gives a sentinel the test can release. */
function fakeWakeLock() {
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = []
  const request = vi.fn(async () => {
    const target = new EventTarget() as EventTarget & { released: boolean; release: () => Promise<void> }
    target.released = false
    target.release = async () => {
      target.released = true
      target.dispatchEvent(new Event('release'))
    }
    sentinels.push(target)
    return target
  })
  return { request, sentinels }
}

let visibility: DocumentVisibilityState = 'visible'

beforeEach(() => {
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})
afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'wakeLock')
  useDeviceStore.setState({ wakeLock: 'idle' })
})

const install = (api: unknown) => Object.defineProperty(navigator, 'wakeLock', { value: api, configurable: true })

describe('useWakeLock', () => {
  it('holds the screen awake while active and lets it go after', async () => {
    const fake = fakeWakeLock()
    install({ request: fake.request })
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: false } })
    expect(fake.request).not.toHaveBeenCalled()
    rerender({ active: true })
    await act(async () => {})
    expect(fake.request).toHaveBeenCalledWith('screen')
    expect(useDeviceStore.getState().wakeLock).toBe('held')
    rerender({ active: false })
    expect(fake.sentinels[0]?.released).toBe(true)
    expect(useDeviceStore.getState().wakeLock).toBe('idle')
  })

  it('asks again when the page comes back into view, not while it is hidden', async () => {
    const fake = fakeWakeLock()
    install({ request: fake.request })
    renderHook(() => useWakeLock(true))
    await act(async () => {})
    expect(fake.request).toHaveBeenCalledTimes(1)
    // The browser drops the lock when the page is hidden.
    visibility = 'hidden'
    await act(async () => {
      await fake.sentinels[0]?.release()
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(fake.request).toHaveBeenCalledTimes(1)
    visibility = 'visible'
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(fake.request).toHaveBeenCalledTimes(2)
    expect(useDeviceStore.getState().wakeLock).toBe('held')
  })

  it('says so when the browser refuses or has no wake lock, and the game goes on', async () => {
    install({ request: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) })
    const { unmount } = renderHook(() => useWakeLock(true))
    await act(async () => {})
    expect(useDeviceStore.getState().wakeLock).toBe('refused')
    unmount()
    Reflect.deleteProperty(navigator, 'wakeLock')
    renderHook(() => useWakeLock(true))
    expect(useDeviceStore.getState().wakeLock).toBe('unsupported')
  })
})
