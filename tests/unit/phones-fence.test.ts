import { LocalPresence } from '@colyseus/core'
import { describe, expect, it, vi } from 'vitest'
import { TableFence, TableLost } from '../../server/table-fence.ts'

describe('one writer per table, a hung process included (server/table-fence.ts)', () => {
  it('refuses the write of a process whose table another has taken over, and writes nothing', async () => {
    const presence = new LocalPresence()
    const hung = new TableFence(presence, 'table-1')
    await hung.hold()
    const save = vi.fn(async () => {})
    await hung.write(save)
    expect(save).toHaveBeenCalledTimes(1)
    // The hung process's table is opened from its file by another process, which writes from then on.
    const taker = new TableFence(presence, 'table-1')
    await taker.hold()
    await taker.write(save)
    expect(save).toHaveBeenCalledTimes(2)
    // The first wakes up: its next write is refused and nothing is written.
    const late = vi.fn(async () => {})
    await expect(hung.write(late)).rejects.toBeInstanceOf(TableLost)
    expect(late).not.toHaveBeenCalled()
    expect(await hung.holds()).toBe(false)
    // Its letting go does not take the table from the process that holds it; another table is apart.
    await hung.release()
    expect(await taker.holds()).toBe(true)
    const other = new TableFence(presence, 'table-2')
    await other.hold()
    expect(await taker.holds()).toBe(true)
    await taker.release()
    await expect(taker.write(late)).rejects.toBeInstanceOf(TableLost)
  })
})
