import type { IncomingMessage } from 'node:http'
import { Room, ServerError, matchMaker, type Client, type Delayed } from '@colyseus/core'
import type { Seat } from '../src/engine/types.ts'
import {
  JOIN_MAX,
  JOIN_WINDOW_MS,
  RATE_MAX,
  RATE_WINDOW_MS,
  TOO_MANY_JOINS_CODE,
  isRefusal,
  parseClientMessage,
  type Refusal,
} from '../src/game/phone-protocol.ts'
import { rateLimit } from './rate-limit.ts'
import { SaveGate } from './save-gate.ts'
import { TableFence, TableLost } from './table-fence.ts'
import { TableCore, type KeepTimes, type StoredTable } from './table-core.ts'

/** What the room needs from the process around it. */
export interface RoomHost {
  /** Writes the table; settles once it is on disk. */
  readonly save: (table: StoredTable) => Promise<void>
  /** A finished table leaves the server: its file and its short code go. */
  readonly remove: (table: StoredTable) => Promise<void>
  readonly joinBase: () => string
  /** How long a computer player waits before its move, so that people can follow it. */
  readonly botDelayMs: number
  /** How long the strong level may think. */
  readonly botThinkMs: number
  /** How long a finished table, or one whose game never started, stays before it is removed. */
  readonly keep: KeepTimes
  /** Joins allowed per address per `JOIN_WINDOW_MS`. */
  readonly joinMax: number
}

/** Without a host (unit tests of the room): half an hour after the game, a day after anyone came to an unstarted table. */
const DEFAULT_KEEP: KeepTimes = { finishedMs: 30 * 60_000, unstartedMs: 24 * 60 * 60_000 }

let host: RoomHost | null = null
let joinLimit = rateLimit(JOIN_MAX, JOIN_WINDOW_MS)
/** Set once by the server before any room is made (Colyseus makes rooms from a class, not an instance). */
export function setRoomHost(h: RoomHost): void {
  host = h
  joinLimit = rateLimit(h.joinMax, JOIN_WINDOW_MS)
}

/**
 * The address a join comes from: the connection's own. Colyseus also reads X-Forwarded-For, which
 * any client may write, and a limit keyed on it would be no limit.
 */
function joinAddress(req: IncomingMessage | undefined): string {
  return req?.socket.remoteAddress ?? '?'
}

interface Device {
  /** The seat this device holds, or null (the table screen, a phone not seated yet). */
  seat: Seat | null
  /** The table screen that opened the table (its token): it may free a seat, and plays the seats on it. */
  screen: boolean
  /** When its last messages came, for the rate limit. */
  recent: number[]
}

/**
 * A table with phones as a Colyseus room: the one writer of its game. It only carries messages:
 * each one checked for type, size and rate (refused with a reason otherwise), then handed to the
 * table (table-core.ts); after any change each device gets what it may see, and nothing more: its
 * seat's view, or the onlookers' for the table screen and unseated phones.
 */
export class TableRoom extends Room {
  private table!: TableCore
  private devices = new Map<string, Device>()
  private botPending = false
  /** The table's removal, when it is due (finished, or never started), and its timer. */
  private removal: { readonly at: number; readonly timer: Delayed } | null = null
  /** The table is leaving the server: nothing puts that off any more. */
  private removing = false
  private readonly saves = new SaveGate()
  /** This process's hold on the table: a write is refused once another process has taken it over. */
  private fence!: TableFence
  /** Another process took the table over: this room writes and plays nothing more. */
  private lost = false

  /**
   * Every join, before a seat in the room is reserved: one address joining too often (a script
   * trying rooms, a device in a reconnection loop) is refused, and told why.
   */
  static override async onAuth(_token: string, _options: unknown, context: { readonly req?: IncomingMessage }): Promise<boolean> {
    if (!joinLimit(joinAddress(context.req))) throw new ServerError(TOO_MANY_JOINS_CODE, 'Too many joins from this address: wait a minute.')
    return true
  }

  override async onCreate(options: { readonly stored: StoredTable }): Promise<void> {
    this.roomId = options.stored.id
    this.table = TableCore.restore(options.stored)
    this.fence = new TableFence(matchMaker.presence, this.roomId)
    await this.fence.hold()
    // A table waits for its people however long they are away (a phone asleep, the screen reloading).
    this.autoDispose = false
    this.maxClients = 40
    this.onMessage('*', (client, type, payload) => this.saves.run(() => this.receive(client, type, payload)))
    // A table that finished, or waits for its people, with no time noted (a file from an older server) counts from now.
    const unnoted = this.table.over ? this.table.finishedAt === null : !this.table.started && this.table.touchedAt === null
    if (unnoted) {
      if (this.table.over) this.table.finishedAt = Date.now()
      else this.table.touchedAt = Date.now()
      this.save()
    }
    this.scheduleBot()
    this.scheduleRemoval()
  }

  override onJoin(client: Client, options: { readonly token?: unknown; readonly screenToken?: unknown } | undefined): void {
    const screen = this.table.isScreen(options?.screenToken)
    const seat = screen ? null : this.table.seatOfToken(options?.token)
    // The newest device with a seat's token holds it: a phone reloaded, or the same phone's other tab.
    if (seat !== null) for (const d of this.devices.values()) if (d.seat === seat) d.seat = null
    this.devices.set(client.sessionId, { seat, screen, recent: [] })
    // Someone came to a table that has not started: it is kept a while longer.
    if (!this.table.started) {
      this.table.touchedAt = Date.now()
      this.save()
      this.scheduleRemoval()
    }
    this.sendAll()
  }

  override onLeave(client: Client): void {
    this.devices.delete(client.sessionId)
    this.sendAll()
  }

  private refuse(client: Client, refusal: Refusal): void {
    client.send('refused', refusal)
  }

  private receive(client: Client, type: string | number, payload: unknown): void {
    const device = this.devices.get(client.sessionId)
    if (device === undefined || this.lost) return
    const now = Date.now()
    device.recent = device.recent.filter((t) => now - t < RATE_WINDOW_MS)
    if (device.recent.length >= RATE_MAX) return this.refuse(client, { code: 'TOO_FAST', message: 'Too many messages: wait a moment.' })
    device.recent.push(now)
    const message = parseClientMessage(type, payload)
    if (isRefusal(message)) return this.refuse(client, message)
    if (message.type === 'claim') {
      const granted = this.table.claim(message.seat, message.name, device.seat)
      if ('code' in granted) return this.refuse(client, granted)
      device.seat = granted.seat
      client.send('seat', granted)
    } else if (message.type === 'free') {
      const refused = this.table.free(message.seat, device.screen)
      if (refused !== null) return this.refuse(client, refused)
      // The phone that held it, if connected, holds nothing any more.
      for (const d of this.devices.values()) if (d.seat === message.seat) d.seat = null
    } else if (message.type === 'screen') {
      const refused = this.table.playOnScreen(message.seat, message.on, device.screen)
      if (refused !== null) return this.refuse(client, refused)
    } else {
      const refused = this.table.move(device, message.turn, message.action)
      if (refused !== null) return this.refuse(client, refused)
    }
    this.changed()
  }

  override onDispose(): Promise<void> {
    return this.saves.idle()
  }

  /** The table written in the background, while this process holds it; if another has taken it, this room lets go. */
  private save(): void {
    const h = host
    if (h === null) return
    const stored = this.table.stored()
    this.saves.writing(this.fence.write(() => h.save(stored)).catch((e: unknown) => this.letGoIfLost(e)))
  }

  private letGoIfLost(e: unknown): void {
    if (!(e instanceof TableLost)) throw e
    if (this.lost) return
    this.lost = true
    console.error(`${e.message}: its devices go to that process`)
    void this.disconnect()
  }

  private changed(): void {
    if (this.table.over && this.table.finishedAt === null) this.table.finishedAt = Date.now()
    if (!this.table.started) this.table.touchedAt = Date.now()
    this.save()
    // A finished game is shown once its file holds it: the table screen asks for its record (read from the file) at once.
    if (this.table.over) this.saves.run(() => this.sendAll())
    else this.sendAll()
    this.scheduleBot()
    this.scheduleRemoval()
  }

  /**
   * A finished table is kept a while (the scores stay on the table screen, which has put the game in
   * its history, and the record can be exported), then leaves the server's memory and its file store;
   * so does a table whose game never started, a while after anyone last came to it. The timer is set
   * again whenever that time moves (a join, the game starting or ending), and looks again when it fires.
   */
  private scheduleRemoval(): void {
    if (this.removing) return
    const at = this.table.removalDue(host?.keep ?? DEFAULT_KEEP)
    if (at === this.removal?.at) return
    this.removal?.timer.clear()
    this.removal = null
    if (at === null) return
    // A timer longer than a signed 32-bit count of milliseconds fires at once: a far removal is looked at again later.
    const timer = this.clock.setTimeout(() => {
      // After any write under way: a write landing later would bring the file back.
      this.saves.run(() => {
        if (this.removal?.timer !== timer) return
        this.removal = null
        const due = this.table.removalDue(host?.keep ?? DEFAULT_KEEP)
        if (due === null || due > Date.now()) return this.scheduleRemoval()
        this.removing = true
        const stored = this.table.stored()
        void this.fence
          .write(async () => {
            await host?.remove(stored)
            await this.fence.release()
          })
          .catch((e: unknown) => (e instanceof TableLost ? this.letGoIfLost(e) : console.error(`A table could not be removed: ${String(e)}`)))
          .then(() => {
            if (!this.lost) void this.disconnect()
          })
      })
    }, Math.min(2 ** 31 - 1, Math.max(0, at - Date.now())))
    this.removal = { at, timer }
  }

  private scheduleBot(): void {
    if (this.botPending || this.table.botTurn() === null) return
    this.botPending = true
    this.clock.setTimeout(() => {
      this.saves.run(() => {
        this.botPending = false
        if (this.lost) return
        const until = Date.now() + (host?.botThinkMs ?? 300)
        if (this.table.playBot(() => Date.now() > until)) this.changed()
      })
    }, host?.botDelayMs ?? 700)
  }

  private sendAll(): void {
    const connected = new Set<Seat>()
    for (const d of this.devices.values()) if (d.seat !== null) connected.add(d.seat)
    const joinBase = host?.joinBase() ?? ''
    for (const client of this.clients) {
      const device = this.devices.get(client.sessionId)
      const seat = device?.seat ?? null
      const screen = device?.screen ?? false
      client.send('lobby', this.table.lobby(seat, screen, connected, joinBase))
      const view = this.table.view(seat, screen)
      if (view !== null) client.send('view', view)
    }
  }
}
