// Two table servers on one Redis (GAVEL_REDIS_URL), sharing one table store, play one table with
// phones on both: the table is opened on A, its table screen stays on A, two phones join through B
// (found by the room code asked of B) and one through A. Mid-game A is killed: B takes the table over
// from its file on the phones' next join, the game goes on, A comes back without opening it a second
// time, and the table screen reaches the table through A again. Redis is Debian's redis-server, started
// here on a port and in a folder of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViewNews } from '../../src/game/phone-protocol.ts'
import { gameOver, joinTable, openTable, peopleTable, playRandomly, type Device } from '../../scripts/random-phones.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const REDIS_SERVER = 'redis-server'

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves when `child` prints `line`; fails if it exits first. */
function printed(child: ChildProcess, line: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      if (seen.includes(line)) resolve()
    })
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready:\n${seen}`)))
  })
}

const servers: ChildProcess[] = []
let redis: ChildProcess | null = null
let work = ''
let redisUrl = ''

async function startRedis(): Promise<void> {
  if (spawnSync(REDIS_SERVER, ['--version']).error !== undefined) {
    throw new Error(`${REDIS_SERVER} not found: install it with \`apt-get install -y redis-server\` (the two-process test needs it)`)
  }
  const port = await freePort()
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', work, '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] })
  await printed(redis, 'Ready to accept connections', 'redis-server')
  redisUrl = `redis://127.0.0.1:${port}`
}

interface TableServer {
  readonly origin: string
  readonly process: ChildProcess
}

async function startServer(port: number): Promise<TableServer> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), GAVEL_HOST: '127.0.0.1', GAVEL_TABLES_DIR: join(work, 'tables'), GAVEL_REDIS_URL: redisUrl, GAVEL_BOT_DELAY_MS: '0', GAVEL_PUBLIC_URL: origin },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  servers.push(child)
  await printed(child, 'Gavel is served', `the table server on ${port}`)
  return { origin, process: child }
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

/** Joins again until the table answers (its process may be gone, and the table taken over on this join). */
async function rejoin(origin: string, roomId: string, options: { token?: string; screenToken?: string }): Promise<Device> {
  let last: unknown = null
  for (let i = 0; i < 20; i++) {
    try {
      const device = await joinTable(origin, roomId, options)
      await device.until(() => device.view !== null, 'the table after joining again', 5000)
      return device
    } catch (e) {
      last = e
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`could not join ${roomId} again through ${origin}: ${String(last)}`)
}

let a: TableServer
let b: TableServer
let portA = 0

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'gavel-cluster-'))
  await startRedis()
  portA = await freePort()
  ;[a, b] = await Promise.all([startServer(portA), freePort().then(startServer)])
})

afterAll(async () => {
  // The servers first: they would try Redis again and again once it is gone.
  for (const child of servers) await kill(child)
  if (redis !== null) await kill(redis)
  rmSync(work, { recursive: true, force: true })
})

describe('two table servers on one Redis', () => {
  it('play one table with phones on both, and one takes the table over when the other dies', async () => {
    const opened = await openTable(a.origin, { ...peopleTable(3), seats: [...peopleTable(3).seats, { name: 'Eddie', kind: 'easy' }] })
    const { roomId, code, screenToken } = opened
    const storedActions = () => (JSON.parse(readFileSync(join(work, 'tables', `${roomId}.json`), 'utf8')) as { record: { actions: unknown[] } | null }).record?.actions.length ?? 0
    let screen = await joinTable(a.origin, roomId, { screenToken })
    // The code typed on a phone is found by the other process.
    const found = (await (await fetch(`${b.origin}/api/code/${code.toLowerCase()}`)).json()) as { roomId: string }
    expect(found.roomId).toBe(roomId)

    const through = [b, b, a]
    const phones: Device[] = []
    for (const [seat, server] of through.entries()) {
      const phone = await joinTable(server.origin, roomId)
      await phone.claim(seat, ['Ann', 'Bob', 'Cy'][seat] ?? '')
      phones.push(phone)
    }
    await screen.until(() => screen.view !== null, 'the game to start on the table screen')
    expect(screen.lobby?.seats.map((s) => s.connected)).toEqual([true, true, true, false])

    const phases = new Set<string>()
    const watch = (device: Device) => device.onChange(() => phases.add(device.view?.table.legal.phase ?? 'none'))
    watch(screen)
    const moves = [0, 0, 0]
    const play = (devices: Device[], stopWhen?: (view: ViewNews) => boolean) =>
      Promise.all(devices.map((phone, seat) => playRandomly(phone, seat, { thinkMs: [0, 5], onMove: () => (moves[seat] = (moves[seat] ?? 0) + 1), ...(stopWhen === undefined ? {} : { stopWhen }) })))

    // Well into the game (past the first auction), on both processes.
    await play(phones, (view) => view.turn >= 8)
    await screen.until(() => (screen.view?.turn ?? 0) >= 8, 'the table screen to see the moves')
    // Each change is written as it is shown: the file catches up a moment later (the computer player
    // may still move meanwhile, so the file is held against what the screen shows at each look).
    await expect.poll(() => storedActions() === (screen.view?.turn ?? 0)).toBe(true)
    const turnBefore = storedActions()
    // Every phone has played, those on B as well as the one on A.
    for (const count of moves) expect(count).toBeGreaterThan(0)

    // A, which holds the table, dies. B takes the table over from its file when the phones join again.
    await kill(a.process)
    const tokens = phones.map((p) => p.grant?.token ?? '')
    const again: Device[] = []
    for (const token of tokens) again.push(await rejoin(b.origin, roomId, { token }))
    expect(again.map((p) => p.lobby?.you)).toEqual([0, 1, 2])
    expect(again[0]?.view?.turn).toBe(turnBefore)
    // A comes back on its port: the table is B's now, and A does not open it a second time.
    a = await startServer(portA)
    screen = await rejoin(a.origin, roomId, { screenToken })
    watch(screen)
    expect(screen.lobby?.screen).toBe(true)

    await play(again)
    await screen.until(() => gameOver(screen.view), 'the end of the game on the table screen')
    expect(phases).toContain('sale')
    expect(phases).toContain('over')
    for (const phone of again) expect(gameOver(phone.view)).toBe(true)

    // The table's file holds the whole game, and either process hands its record out.
    await expect.poll(storedActions).toBe(screen.view?.turn)
    for (const server of [a, b]) {
      const record = (await (await fetch(`${server.origin}/api/tables/${roomId}/record`)).json()) as { format: string; players: string[] }
      expect(record).toMatchObject({ format: 'gavel/1', players: ['Ann', 'Bob', 'Cy', 'Eddie'] })
    }
    for (const device of [screen, ...again]) await device.leave()
  })
})
