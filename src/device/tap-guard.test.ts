import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TURN_CHANGE_EVENT } from './turn-signal.ts'

/** An event as the browser makes it for input: stamped with when it happened, on the page's clock. */
function stamped<E extends Event>(event: E, at: number): E {
  Object.defineProperty(event, 'timeStamp', { value: at })
  return event
}

describe('the tap guard', () => {
  let clock = 10_000
  let uninstall = () => {}
  let clicks = 0
  const onClick = () => clicks++
  const button = () => document.querySelector('button') as HTMLButtonElement

  beforeEach(async () => {
    vi.resetModules()
    clock = 10_000
    clicks = 0
    vi.spyOn(performance, 'now').mockImplementation(() => clock)
    const { installTapGuard } = await import('./tap-guard.ts')
    uninstall = installTapGuard()
    document.body.innerHTML = '<button type="button">Bid</button>'
    button().addEventListener('click', onClick)
  })

  afterEach(() => {
    uninstall()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  /** A tap on the button: pressed at `at`, released and clicked 40 ms later. */
  const tap = (at: number) => {
    button().dispatchEvent(stamped(new PointerEvent('pointerdown', { bubbles: true }), at))
    button().dispatchEvent(stamped(new MouseEvent('click', { bubbles: true, detail: 1 }), at + 40))
  }
  const turnChanges = () => window.dispatchEvent(new Event(TURN_CHANGE_EVENT))

  it('drops a second tap made within the guard even when the page gets to it after the guard, and takes a later one', () => {
    turnChanges()
    // The move's redraw held the page: the second tap of a double tap, made 200 ms after the change,
    // is handled only 700 ms after it.
    clock += 700
    tap(10_200)
    expect(clicks).toBe(0)
    tap(clock)
    expect(clicks).toBe(1)
  })

  it('drops a click whose press went down before the change of turn, however late it is handled', () => {
    button().dispatchEvent(stamped(new PointerEvent('pointerdown', { bubbles: true }), 9_990))
    turnChanges()
    clock += 1_000
    button().dispatchEvent(stamped(new MouseEvent('click', { bubbles: true, detail: 1 }), 10_600))
    expect(clicks).toBe(0)
  })

  it('judges a key by when it was pressed, and never takes a repeat', () => {
    const keys: string[] = []
    button().addEventListener('keydown', (e) => keys.push(e.key))
    turnChanges()
    clock += 900
    button().dispatchEvent(stamped(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }), 10_100))
    button().dispatchEvent(stamped(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, repeat: true }), clock))
    button().dispatchEvent(stamped(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }), clock))
    expect(keys).toEqual(['Enter'])
  })

  it('takes input on arrival where its stamps are on another clock', () => {
    turnChanges()
    clock += 500
    // A stamp from the wall clock (far beyond the page's): taken as made now, after the guard.
    tap(Date.now() + 1e12)
    expect(clicks).toBe(1)
  })
})
