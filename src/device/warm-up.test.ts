import { describe, expect, it, vi } from 'vitest'

describe('warming up the chunks the first page does not need', () => {
  it('waits for the first touch or key, then loads them one at a time, in order', async () => {
    vi.resetModules()
    const { warmUpOnFirstInteraction } = await import('./warm-up.ts')
    const order: string[] = []
    let release = () => {}
    const slow = vi.fn(() => {
      order.push('setup')
      return new Promise<void>((resolve) => (release = resolve))
    })
    const table = vi.fn(async () => void order.push('table'))
    warmUpOnFirstInteraction(slow, table)
    await new Promise((r) => setTimeout(r, 50))
    // Only looked at: nothing is loaded.
    expect(order).toEqual([])

    window.dispatchEvent(new Event('pointerdown'))
    await vi.waitFor(() => expect(order).toEqual(['setup']))
    await new Promise((r) => setTimeout(r, 50))
    expect(table).not.toHaveBeenCalled()
    release()
    await vi.waitFor(() => expect(order).toEqual(['setup', 'table']))

    // Added later, after warming has started: warmed too, and a failure stops nothing.
    const broken = vi.fn(() => Promise.reject(new Error('offline')))
    const rules = vi.fn(async () => void order.push('rules'))
    warmUpOnFirstInteraction(broken, rules)
    await vi.waitFor(() => expect(order).toEqual(['setup', 'table', 'rules']))
    expect(broken).toHaveBeenCalledOnce()
  })
})
