import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readFileSync, statSync, createReadStream } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { Server, matchMaker } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { JOIN_MAX, MESSAGE_MAX_BYTES, SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH, TABLE_ROOM, parseTableOptions, type OpenedTable } from '../src/game/phone-protocol.ts'
import { announce, clusterOptions, holdIfUnheld, joinCluster, tableCodes } from './cluster.ts'
import { TableCore, newShortCode, type StoredTable } from './table-core.ts'
import { TableRoom, setRoomHost } from './table-room.ts'
import { TableStore } from './table-store.ts'

/*
 * `npm start`: one HTTP server on one port that serves the built app (dist/) with its content
 * security policy, the tables' small HTTP API and the Colyseus websocket of the tables with phones.
 * It listens on every interface, so that phones on the same network load the app from it.
 */

const PORT = Number(process.env.PORT ?? 4173)
const HOST = process.env.GAVEL_HOST ?? '0.0.0.0'
const DIST = resolve(process.env.GAVEL_DIST ?? 'dist')
/** The address phones are sent to, when the server is reached through another (a deployment). */
const PUBLIC_URL = process.env.GAVEL_PUBLIC_URL ?? null
const store = new TableStore(resolve(process.env.GAVEL_TABLES_DIR ?? 'data/tables'))
/** Redis, when several processes serve the tables together (cluster.ts); unset, one process serves them all. */
const REDIS_URL = process.env.GAVEL_REDIS_URL?.trim() || null

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address)
}

const lan = lanAddresses()
const joinBase = () => PUBLIC_URL ?? `http://${lan[0] ?? '127.0.0.1'}:${PORT}`

/** Each built page's own policy (scripts/vite-csp.ts puts it in a <meta>), sent as a header too. */
function policyOf(page: string): string {
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync(join(DIST, page), 'utf8'))?.[1]
  if (csp === undefined) throw new Error(`${DIST}/${page} has no Content-Security-Policy: build the app first (vite build)`)
  return csp
}
const csp = policyOf('index.html')
const phonesCsp = policyOf('phones.html')
/** The pages of a table with phones (src/phones/entry.ts): /table/<id>, /join, /join/<id>. */
const PHONES_PAGE = /^\/(?:table|join)(?:\/|$)/

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

function headers(res: ServerResponse, type: string, policy = csp): void {
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Security-Policy', policy)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'no-referrer')
}

/** A request path as a file name, or null when its escapes are malformed ("/%E0"). */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

function serveFile(req: IncomingMessage, res: ServerResponse, path: string): void {
  const root = DIST + sep
  const decoded = decodedPath(path)
  if (decoded === null) return json(res, 400, { error: 'The address is not well formed.' })
  const file = normalize(join(DIST, decoded))
  let real = file.startsWith(root) ? file : null
  if (real !== null) {
    try {
      if (!statSync(real).isFile()) real = null
    } catch {
      real = null
    }
  }
  // Every other path is a page: a table with phones' own, or the app's, which routes itself.
  const phones = real === null && PHONES_PAGE.test(path)
  const shown = real ?? join(DIST, phones ? 'phones.html' : 'index.html')
  headers(res, TYPES[extname(shown)] ?? 'application/octet-stream', phones ? phonesCsp : csp)
  res.setHeader('Cache-Control', shown.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache')
  if (req.method === 'HEAD') return void res.end()
  createReadStream(shown).pipe(res)
}

/** At most `max` requests per `windowMs` from one address. */
function rateLimit(max: number, windowMs: number): (req: IncomingMessage) => boolean {
  const seen = new Map<string, number[]>()
  return (req) => {
    const now = Date.now()
    const who = req.socket.remoteAddress ?? '?'
    const recent = (seen.get(who) ?? []).filter((t) => now - t < windowMs)
    if (recent.length >= max) return false
    recent.push(now)
    seen.set(who, recent)
    return true
  }
}
const createLimit = rateLimit(10, 60_000)
const codeLimit = rateLimit(30, 60_000)

function json(res: ServerResponse, status: number, body: unknown): void {
  headers(res, 'application/json')
  res.statusCode = status
  res.end(JSON.stringify(body))
}

async function openTable(stored: StoredTable): Promise<void> {
  await tableCodes.set(stored.code, stored.id)
  await matchMaker.createRoom(TABLE_ROOM, { stored })
}

async function createTable(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!createLimit(req)) return json(res, 429, { error: 'Too many tables opened from here: wait a minute.' })
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > 8 * MESSAGE_MAX_BYTES) return json(res, 413, { error: 'The table is too large.' })
  }
  let options
  try {
    options = parseTableOptions(JSON.parse(body))
  } catch {
    options = null
  }
  if (options === null) return json(res, 400, { error: 'Not a table: a ruleset, 3 to 6 named seats, at least one person.' })
  let code = newShortCode()
  while ((await tableCodes.find(code)) !== null) code = newShortCode()
  const { table, screenToken } = TableCore.open(options, code)
  table.touchedAt = Date.now()
  const stored = table.stored()
  store.save(stored)
  await openTable(stored)
  const opened: OpenedTable = { roomId: stored.id, code, screenToken }
  json(res, 201, opened)
}

const RECORD = /^\/api\/tables\/([A-Za-z0-9_-]{22})\/record$/

/** A finished table's record, as a file to keep: nothing of a game still going on. */
function sendRecord(res: ServerResponse, id: string): void {
  const stored = store.load(id)
  const record = stored === null ? null : TableCore.restore(stored).record()
  if (record === null) return json(res, 404, { error: 'No finished game at this table.' })
  headers(res, 'application/json')
  res.setHeader('Content-Disposition', `attachment; filename="gavel-${record.ruleset}-${id.slice(0, 8)}.json"`)
  res.end(JSON.stringify(record, null, 2))
}

const CODE = new RegExp(`^/api/code/([${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}})$`, 'i')

function handle(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (path === '/api/tables' && req.method === 'POST') {
    createTable(req, res).catch((e: unknown) => json(res, 500, { error: String(e) }))
    return
  }
  const recordOf = RECORD.exec(path)?.[1]
  if (recordOf !== undefined) return sendRecord(res, recordOf)
  if (path.startsWith('/api/code/')) {
    if (!codeLimit(req)) return json(res, 429, { error: 'Too many codes tried: wait a minute.' })
    tableCodes
      .find(CODE.exec(path)?.[1]?.toUpperCase() ?? '')
      .then((id) => (id === null ? json(res, 404, { error: 'No table has this code.' }) : json(res, 200, { roomId: id })))
      .catch((e: unknown) => json(res, 500, { error: String(e) }))
    return
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'Only GET here.' })
  serveFile(req, res, path === '/' ? '/index.html' : path)
}

setRoomHost({
  save: (table) => store.write(table),
  remove: async (table) => {
    await store.remove(table.id)
    await tableCodes.forget(table.code)
  },
  joinBase,
  botDelayMs: Number(process.env.GAVEL_BOT_DELAY_MS ?? 700),
  botThinkMs: Number(process.env.GAVEL_BOT_THINK_MS ?? 300),
  keep: {
    finishedMs: Number(process.env.GAVEL_FINISHED_KEEP_MS ?? 30 * 60_000),
    // A table set up and never played (nobody came, or they went home) is kept a day after anyone last came to it.
    unstartedMs: Number(process.env.GAVEL_UNSTARTED_KEEP_MS ?? 24 * 60 * 60_000),
  },
  joinMax: Number(process.env.GAVEL_JOIN_MAX ?? JOIN_MAX),
})

const http = createServer(handle)
const gameServer = new Server({
  transport: new WebSocketTransport({ server: http, maxPayload: 4 * MESSAGE_MAX_BYTES }),
  greet: false,
  ...clusterOptions(REDIS_URL),
})
gameServer.define(TABLE_ROOM, TableRoom)
joinCluster(http, (id) => store.load(id), openTable)

await gameServer.listen(PORT, HOST)
await announce(process.env.GAVEL_INTERNAL_ADDRESS ?? `${HOST === '0.0.0.0' ? '127.0.0.1' : HOST}:${PORT}`)
const { tables, problems } = store.loadAll()
// With other processes on the same tables, each restores those that no process holds.
let restored = 0
for (const stored of tables) if (await holdIfUnheld(stored, openTable)) restored++
for (const p of problems) console.error(`A stored table could not be read: ${p}`)
console.log(`Gavel is served on http://127.0.0.1:${PORT}/`)
for (const a of lan) console.log(`  and on the local network at http://${a}:${PORT}/`)
if (PUBLIC_URL !== null) console.log(`  phones are sent to ${PUBLIC_URL}`)
console.log(`${restored} table${restored === 1 ? '' : 's'} with phones restored.`)
if (REDIS_URL !== null) console.log(`  sharing its tables with the other processes on ${REDIS_URL.replace(/\/\/[^@/]*@/, '//')}`)
// Colyseus shuts the rooms down on SIGINT and SIGTERM itself; every table is on disk already.
