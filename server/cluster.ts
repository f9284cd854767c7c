import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import { connect } from 'node:net'
import type { Duplex } from 'node:stream'
import { matchMaker, type ServerOptions } from '@colyseus/core'
import { RedisDriver } from '@colyseus/redis-driver'
import { RedisPresence } from '@colyseus/redis-presence'
import type { StoredTable } from './table-core.ts'

/*
 * Several table servers as one. With a Redis address (GAVEL_REDIS_URL) every process shares
 * Colyseus's Redis presence and driver: any process answers a phone's join (the seat is reserved in
 * the room's own process through the presence), and a websocket that reaches a process which does not
 * hold its table is passed on, byte for byte, to the process that does, so that every device talks to
 * the one address it loaded the app from (the pages' content security policy allows no other).
 * Each table is held by one process, its one writer: the one that opened it, or, when that process
 * is gone, the first that is asked for it. Without the Redis address this all runs in the one process,
 * on Colyseus's local presence and driver, and changes nothing.
 */

/** The Colyseus server options of a process: shared through Redis when `redisUrl` is set. */
export function clusterOptions(redisUrl: string | null): Pick<ServerOptions, 'presence' | 'driver' | 'selectProcessIdToCreateRoom'> {
  // A table is opened where it was asked for: its record is already in this process, and its file is written here.
  const here = () => Promise.resolve(matchMaker.processId)
  if (redisUrl === null) return { selectProcessIdToCreateRoom: here }
  return { presence: new RedisPresence(redisUrl), driver: new RedisDriver(redisUrl), selectProcessIdToCreateRoom: here }
}

const CODES = 'gavel:codes'
const ADDRESSES = 'gavel:process-addresses'

/** Room codes, shared by every process: a code typed on a phone finds its table whichever process it asks. */
export const tableCodes = {
  find: (code: string): Promise<string | null> => matchMaker.presence.hget(CODES, code),
  set: async (code: string, id: string): Promise<void> => void (await matchMaker.presence.hset(CODES, code, id)),
  forget: async (code: string): Promise<void> => void (await matchMaker.presence.hdel(CODES, code)),
}

/**
 * Opens a stored table in this process unless some process holds it already, so that each table has
 * one writer. The claim stops two processes opening it at once (both starting, or both asked for it
 * after its process went away); it lapses on its own if this process dies halfway.
 */
export async function holdIfUnheld(stored: StoredTable, open: (stored: StoredTable) => Promise<void>): Promise<boolean> {
  if (await matchMaker.driver.has(stored.id)) return false
  const claim = `gavel:opening:${stored.id}`
  if ((await matchMaker.presence.hincrbyex(claim, 'n', 1, 30)) !== 1) return false
  try {
    // Another process may have opened it and let its claim go between the look above and this claim.
    if (await matchMaker.driver.has(stored.id)) return false
    await open(stored)
    return true
  } finally {
    matchMaker.presence.del(claim)
  }
}

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void

/** A table's websocket path: `/<the holding process's id>/<room id>?sessionId=…`. */
const SOCKET_PATH = /^\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+(?:\?|$)/
/** colyseus.js's seat reservation for one table. */
const JOIN_BY_ID = /^\/matchmake\/joinById\/([A-Za-z0-9_-]{22})(?:\?|$)/

/**
 * Wires the HTTP server of a process into the cluster, after Colyseus has attached its own listeners:
 * a join for a stored table that no process holds opens it here first (`load` reads it from the
 * store), and a websocket for a table held elsewhere goes on to its process.
 */
export function joinCluster(http: HttpServer, load: (id: string) => StoredTable | null, open: (stored: StoredTable) => Promise<void>): void {
  const requests = http.listeners('request') as RequestListener[]
  http.removeAllListeners('request')
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pass = () => {
      for (const l of requests) l.call(http, req, res)
    }
    const id = JOIN_BY_ID.exec(req.url ?? '')?.[1]
    const stored = id === undefined ? null : load(id)
    // The body stays buffered until Colyseus reads it.
    if (stored === null) return pass()
    holdIfUnheld(stored, open).then(pass, pass)
  })

  const upgrades = http.listeners('upgrade') as UpgradeListener[]
  http.removeAllListeners('upgrade')
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const holder = SOCKET_PATH.exec(req.url ?? '')?.[1]
    if (holder === undefined || holder === matchMaker.processId) {
      for (const l of upgrades) l.call(http, req, socket, head)
      return
    }
    matchMaker.presence.hget(ADDRESSES, holder).then(
      (address) => (address === null ? refuse(socket) : forward(address, req, socket, head)),
      () => refuse(socket),
    )
  })
}

/** Says where this process is reachable by the others (host:port), once it listens. */
export async function announce(address: string): Promise<void> {
  await matchMaker.presence.hset(ADDRESSES, matchMaker.processId, address)
}

function refuse(socket: Duplex): void {
  socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
}

/** The upgrade request as it came, then both directions piped: the holding process does the websocket handshake itself. */
function forward(address: string, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const colon = address.lastIndexOf(':')
  const upstream = connect(Number(address.slice(colon + 1)), address.slice(0, colon))
  const close = () => {
    socket.destroy()
    upstream.destroy()
  }
  upstream.on('error', close)
  socket.on('error', close)
  upstream.on('close', close)
  socket.on('close', close)
  upstream.once('connect', () => {
    const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/${req.httpVersion}`]
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i]?.toLowerCase() !== 'x-forwarded-for') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
    }
    const from = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter((a) => a !== undefined).join(', ')
    lines.push(`X-Forwarded-For: ${from}`)
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
    if (head.length > 0) upstream.write(head)
    upstream.pipe(socket)
    socket.pipe(upstream)
  })
}
