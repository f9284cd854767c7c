import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { rateLimit } from '../../server/rate-limit.ts'
import { TableRoom, setRoomHost } from '../../server/table-room.ts'
import { TOO_MANY_JOINS_CODE } from '../../src/game/phone-protocol.ts'

describe('joins to a table with phones, per address', () => {
  it('allows so many a window, then none until the window has passed, each address counted apart', () => {
    let now = 0
    const allow = rateLimit(3, 1000, () => now)
    expect([1, 2, 3, 4].map(() => allow('a'))).toEqual([true, true, true, false])
    expect(allow('b')).toBe(true)
    now = 999
    expect(allow('a')).toBe(false)
    // Refused attempts are not counted: a window after the first joins, three go again.
    now = 1000
    expect([1, 2, 3, 4].map(() => allow('a'))).toEqual([true, true, true, false])
  })

  it('refuses a join past the limit with a reason before any seat is reserved, and keys on the connection, not on a header', async () => {
    setRoomHost({ save: async () => {}, remove: async () => {}, joinBase: () => '', botDelayMs: 0, botThinkMs: 0, keep: { finishedMs: 0, unstartedMs: 0 }, joinMax: 2 })
    const from = (address: string, forwarded?: string) => ({
      req: { socket: { remoteAddress: address }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } } as unknown as IncomingMessage,
    })
    await expect(TableRoom.onAuth('', {}, from('10.0.0.1'))).resolves.toBe(true)
    await expect(TableRoom.onAuth('', {}, from('10.0.0.1', '10.9.9.9'))).resolves.toBe(true)
    // A third join from the same connection's address, whatever header it writes, is refused and told why.
    await expect(TableRoom.onAuth('', {}, from('10.0.0.1', '10.9.9.8'))).rejects.toMatchObject({
      code: TOO_MANY_JOINS_CODE,
      message: 'Too many joins from this address: wait a minute.',
    })
    await expect(TableRoom.onAuth('', {}, from('10.0.0.2'))).resolves.toBe(true)
  })
})
