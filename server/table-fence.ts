import { randomBytes } from 'node:crypto'
import type { Presence } from '@colyseus/core'

/*
 * One writer per table, even when a process hangs instead of dying. A process that opens a table
 * says so in the presence (Redis with several processes) under a token of its own; another process
 * that takes the table over from its file puts its own token there. Every write of the table's file
 * first asks whose token stands: a process that woke up after the table was taken from it finds it is
 * no longer the holder, writes nothing, and lets its devices go (they join the new holder).
 */

const HOLDERS = 'gavel:table-holders'

/** A write refused: another process holds the table now. */
export class TableLost extends Error {
  constructor(id: string) {
    super(`table ${id} is held by another process now`)
  }
}

export class TableFence {
  private readonly token = randomBytes(12).toString('base64url')

  constructor(
    private readonly presence: Pick<Presence, 'hget' | 'hset' | 'hdel'>,
    private readonly id: string,
  ) {}

  /** This process holds the table from now on, whoever held it before. */
  async hold(): Promise<void> {
    await this.presence.hset(HOLDERS, this.id, this.token)
  }

  /** Whether this process still holds the table. */
  async holds(): Promise<boolean> {
    return (await this.presence.hget(HOLDERS, this.id)) === this.token
  }

  /** `write` done while this process holds the table; refused with `TableLost`, nothing written, otherwise. */
  async write(write: () => Promise<void>): Promise<void> {
    if (!(await this.holds())) throw new TableLost(this.id)
    await write()
  }

  /** The table has left the server: nobody holds it. */
  async release(): Promise<void> {
    if (await this.holds()) await this.presence.hdel(HOLDERS, this.id)
  }
}
