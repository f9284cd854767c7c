import { request } from 'node:http'
import { Client, type Room } from 'colyseus.js'
import type { Action, Seat } from '../src/engine/types.ts'
import type { LobbyNews, OpenedTable, PhoneTableOptions, Refusal, SeatGrant, ViewNews } from '../src/game/phone-protocol.ts'

/*
 * Devices of a table with phones driven from Node, as the load script (load-tables.ts) and the
 * two-process test (tests/e2e/cluster.e2e.ts) use them: a table opened over HTTP, devices joined
 * through colyseus.js, and phones that play random legal moves after a moment's thought, each move
 * timed until the phone sees it played.
 */

/** A POST of JSON from `localAddress` (a loopback address of its own: the server limits each address). */
function postJson(url: string, body: unknown, localAddress?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body)
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }, ...(localAddress === undefined ? {} : { localAddress }) }, (res) => {
      let data = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (data += c))
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as unknown })
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)))
        }
      })
    })
    req.on('error', reject)
    req.end(text)
  })
}

export async function openTable(origin: string, options: PhoneTableOptions, localAddress?: string): Promise<OpenedTable> {
  const { status, body } = await postJson(`${origin}/api/tables`, options, localAddress)
  if (status !== 201) throw new Error(`the table was not opened (${status}): ${JSON.stringify(body)}`)
  return body as OpenedTable
}

/** A table of `players` people, For Sale by default. */
export function peopleTable(players: number, ruleset: PhoneTableOptions['ruleset'] = 'for-sale'): PhoneTableOptions {
  const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Flo']
  return { ruleset, seats: names.slice(0, players).map((name) => ({ name, kind: 'person' })), startPlayer: 0 }
}

/** One device on a table: what the server last said to it, and every message it got. */
export class Device {
  /** Messages every device of this process has received. */
  static received = 0
  lobby: LobbyNews | null = null
  view: ViewNews | null = null
  readonly refusals: Refusal[] = []
  grant: SeatGrant | null = null
  received = 0
  private readonly listeners = new Set<() => void>()

  constructor(readonly room: Room) {
    const heard = () => {
      this.received++
      Device.received++
      for (const l of this.listeners) l()
    }
    room.onMessage('lobby', (lobby: LobbyNews) => {
      this.lobby = lobby
      heard()
    })
    room.onMessage('view', (view: ViewNews) => {
      this.view = view
      heard()
    })
    room.onMessage('refused', (refusal: Refusal) => {
      this.refusals.push(refusal)
      heard()
    })
    room.onMessage('seat', (grant: SeatGrant) => {
      this.grant = grant
      heard()
    })
  }

  /** Called after every message. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Resolves once `test` holds (looked at after every message), or fails after `timeoutMs`. */
  until(test: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
    if (test()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off()
        reject(new Error(`waited ${timeoutMs} ms for ${what}`))
      }, timeoutMs)
      const off = this.onChange(() => {
        if (!test()) return
        clearTimeout(timer)
        off()
        resolve()
      })
    })
  }

  /** Takes `seat` under `name`, and waits for the seat's token. */
  async claim(seat: Seat, name: string): Promise<SeatGrant> {
    this.room.send('claim', { seat, name })
    await this.until(() => this.grant !== null || this.refusals.length > 0, `seat ${seat}`)
    if (this.grant === null) throw new Error(`seat ${seat} refused: ${this.refusals.at(-1)?.code}`)
    return this.grant
  }

  leave(): Promise<number> {
    return this.room.leave()
  }
}

/**
 * Joins table `roomId` through the server at `origin`: the seat reservation is asked over HTTP (from
 * `localAddress` if given), then the websocket is opened to the same origin, as a phone's browser does.
 */
export async function joinTable(origin: string, roomId: string, options: { token?: string; screenToken?: string } = {}, localAddress?: string): Promise<Device> {
  const { body } = await postJson(`${origin}/matchmake/joinById/${roomId}`, options, localAddress)
  const reservation = body as { error?: string; code?: number }
  if (reservation.error !== undefined) throw new Error(`no seat reserved at ${roomId}: ${reservation.error} (${reservation.code})`)
  const client = new Client(origin.replace(/^http/, 'ws'))
  const room = await client.consumeSeatReservation(reservation as Parameters<Client['consumeSeatReservation']>[0])
  return new Device(room)
}

export const gameOver = (view: ViewNews | null) => view?.table.legal.phase === 'over'

const randomOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

/** A random legal move of `seat`'s in `view`, or null when it has none. Bids lean towards passing, so that games end. */
export function randomMove(view: ViewNews, seat: Seat, mustPass: boolean): Action | null {
  const legal = view.table.legal
  if (legal.phase === 'auction' && legal.player === seat) {
    const bid = legal.bid
    if (bid === null || mustPass || Math.random() < 0.55) return { type: 'pass', player: seat }
    return { type: 'bid', player: seat, amount: bid.min + Math.floor(Math.random() * Math.min(3, bid.max - bid.min + 1)) }
  }
  if (legal.phase === 'payment' && legal.player === seat) return { type: 'pay', player: seat, cards: [...randomOf(legal.options)] }
  if (legal.phase === 'sale') {
    const mine = legal.pickers.find((p) => p.player === seat)
    if (mine !== undefined) return { type: 'pick', player: seat, property: randomOf(mine.properties) }
  }
  return null
}

const stillPicking = (view: ViewNews, seat: Seat) => view.table.legal.phase === 'sale' && view.table.legal.pickers.some((p) => p.player === seat)
/** How many sale rounds have opened: the last pick of a round may open the next, where the seat picks again. */
const saleRounds = (view: ViewNews) => view.table.log.reduce((n, e) => (e.type === 'sale-started' ? n + 1 : n), 0)

export interface PlayOptions {
  /** How long a phone thinks before each move: a random time between the two, in ms. */
  readonly thinkMs: readonly [number, number]
  /** Each move's time from its sending to the phone's first update that shows it played (or refused). */
  readonly onLatency?: (ms: number) => void
  readonly onMove?: () => void
  /** Stops playing (and resolves) at the first update this holds for, with no move of its own under way. */
  readonly stopWhen?: (view: ViewNews) => boolean
}

/** Plays `seat` at random until the game is over (or `stopWhen`): resolves then. */
export function playRandomly(device: Device, seat: Seat, options: PlayOptions): Promise<void> {
  let pending: { readonly at: number; readonly turn: number; readonly pick: boolean; readonly round: number } | null = null
  let thinking = false
  /** A bid refused (another seat's secret money): this turn it passes. */
  let passAt = -1
  return new Promise((resolve) => {
    const consider = () => {
      const view = device.view
      if (view === null) return
      if (pending !== null) {
        const refused = device.refusals.length > refusalsAtSend
        const played = pending.pick ? !stillPicking(view, seat) || saleRounds(view) > pending.round : view.turn > pending.turn
        if (!refused && !played) return
        options.onLatency?.(performance.now() - pending.at)
        if (refused) passAt = pending.turn
        pending = null
      }
      if (gameOver(view) || options.stopWhen?.(view) === true) {
        stopped = true
        off()
        return resolve()
      }
      if (thinking || randomMove(view, seat, false) === null) return
      thinking = true
      const [min, max] = options.thinkMs
      setTimeout(
        () => {
          thinking = false
          const now = device.view
          if (stopped || now === null || pending !== null) return
          const move = randomMove(now, seat, passAt === now.turn)
          if (move === null) return consider()
          refusalsAtSend = device.refusals.length
          pending = { at: performance.now(), turn: now.turn, pick: move.type === 'pick', round: move.type === 'pick' ? saleRounds(now) : 0 }
          device.room.send('move', { turn: now.turn, action: move })
          options.onMove?.()
        },
        min + Math.random() * (max - min),
      )
    }
    let refusalsAtSend = 0
    let stopped = false
    const off = device.onChange(consider)
    consider()
  })
}
