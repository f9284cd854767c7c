import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Device, joinTable, openTable, peopleTable, playRandomly } from './random-phones.ts'

/*
 * `npm run load -- --tables 100,200,300`: for each N, one table server (server/main.ts, as `npm start`
 * runs it, on a port of its own) and N tables of 5 phones and a table screen, every phone a colyseus.js
 * client in this process playing random legal games with a moment's thought before each move; a table
 * whose game ends is followed by a new one. After the tables are all seated and a warm-up, it measures
 * for a while and prints the tables held, the messages per second and each move's time from its
 * sending to its phone's update (p50/p95/p99), with the server's CPU and the machine's load average.
 * Needs the app built (dist/): the server serves its pages' security policy from it.
 */

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '100,200' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    'think-ms': { type: 'string', default: '1000-3000' },
    'no-screen': { type: 'boolean', default: false },
  },
})
const sizes = (values.tables ?? '').split(',').map(Number)
const seconds = Number(values.seconds)
const warmup = Number(values.warmup)
const [thinkMin = 1000, thinkMax = 3000] = (values['think-ms'] ?? '').split('-').map(Number)
const screens = values['no-screen'] !== true
const PHONES = 5

const root = fileURLToPath(new URL('..', import.meta.url))
if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('No build in dist/: run `npx vite build` first.')
  process.exit(1)
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function startServer(port: number, tables: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), GAVEL_HOST: '127.0.0.1', GAVEL_TABLES_DIR: tables, GAVEL_REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Gavel is served')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the table server exited (${code})`)))
  })
  return child
}

/** A process's CPU time so far, in ms (Linux: /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

/** Table i's own loopback address: the server limits how many tables and joins come from one address. */
const addressOf = (i: number) => `127.${1 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

interface Counters {
  measuring: boolean
  latencies: number[]
  moves: number
  games: number
}

/** Table slot i: a table seated and played to its end, then the next one, until `stop`. */
async function runTable(origin: string, i: number, counters: Counters, stop: { done: boolean }, seated: () => void): Promise<void> {
  let first = true
  while (!stop.done) {
    const address = addressOf(i)
    const { roomId, screenToken } = await openTable(origin, peopleTable(PHONES), address)
    const devices: Device[] = []
    if (screens) devices.push(await joinTable(origin, roomId, { screenToken }, address))
    const phones: Device[] = []
    for (let seat = 0; seat < PHONES; seat++) {
      const phone = await joinTable(origin, roomId, {}, address)
      await phone.claim(seat, peopleTable(PHONES).seats[seat]?.name ?? '')
      phones.push(phone)
    }
    devices.push(...phones)
    if (first) seated()
    first = false
    await Promise.all(
      phones.map((phone, seat) =>
        playRandomly(phone, seat, {
          thinkMs: [thinkMin, thinkMax],
          onLatency: (ms) => counters.measuring && counters.latencies.push(ms),
          onMove: () => counters.measuring && counters.moves++,
          stopWhen: () => stop.done,
        }),
      ),
    )
    if (counters.measuring) counters.games++
    for (const d of devices) await d.leave().catch(() => 0)
  }
}

async function measure(n: number): Promise<void> {
  const port = await freePort()
  const tables = mkdtempSync(join(tmpdir(), 'gavel-load-'))
  const server = await startServer(port, tables)
  const origin = `http://127.0.0.1:${port}`
  const counters: Counters = { measuring: false, latencies: [], moves: 0, games: 0 }
  const stop = { done: false }
  let seatedTables = 0
  let allSeated: () => void = () => {}
  const seatedAll = new Promise<void>((resolve) => (allSeated = resolve))
  /** Tables that failed (said): they count as seated so that the others are measured, and are told apart below. */
  let failed = 0
  const seated = () => {
    seatedTables++
    if (seatedTables === n) allSeated()
  }
  const runs: Promise<void>[] = []
  const opening = performance.now()
  // Tables arrive a few at a time, as people would: not all in one instant.
  for (let i = 0; i < n; i++) {
    runs.push(
      runTable(origin, i, counters, stop, seated).catch((e: unknown) => {
        if (stop.done) return
        console.error(`table ${i}: ${String(e)}`)
        failed++
        seated()
      }),
    )
    if (i % 10 === 9) await new Promise((r) => setTimeout(r, 100))
  }
  await seatedAll
  const seatedIn = (performance.now() - opening) / 1000
  await new Promise((r) => setTimeout(r, warmup * 1000))

  const lag = monitorEventLoopDelay({ resolution: 10 })
  lag.enable()
  const load0 = loadavg()[0] ?? 0
  const cpu0 = cpuMs(server.pid ?? 0)
  const clientCpu0 = process.cpuUsage()
  const messages0 = Device.received
  const t0 = performance.now()
  counters.measuring = true
  await new Promise((r) => setTimeout(r, seconds * 1000))
  counters.measuring = false
  const elapsed = (performance.now() - t0) / 1000
  const messages = Device.received - messages0
  const cpu = (cpuMs(server.pid ?? 0) - cpu0) / 10 / elapsed
  const rss = rssMb(server.pid ?? 0)
  const clientCpuUsed = process.cpuUsage(clientCpu0)
  const clientCpu = (clientCpuUsed.user + clientCpuUsed.system) / 1e4 / elapsed
  const load1 = loadavg()[0] ?? 0
  lag.disable()
  stop.done = true

  const sorted = counters.latencies.slice().sort((a, b) => a - b)
  const clients = n * (PHONES + (screens ? 1 : 0))
  console.log(
    [
      `tables ${n - failed} held of ${n} (${clients} clients, seated in ${seatedIn.toFixed(1)} s)`,
      `moves ${(counters.moves / elapsed).toFixed(1)}/s`,
      `messages to devices ${(messages / elapsed).toFixed(0)}/s`,
      `move→update p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms (${sorted.length} moves)`,
      `games ended ${counters.games}`,
      `server CPU ${cpu.toFixed(0)}%, RSS ${rss.toFixed(0)} MB`,
      `load clients: CPU ${clientCpu.toFixed(0)}%, event-loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms`,
      `load average ${load0.toFixed(2)} → ${load1.toFixed(2)}`,
    ].join('\n  '),
  )
  // Whatever is still under way ends with the server.
  const exited = new Promise((r) => server.once('exit', r))
  server.kill('SIGKILL')
  await exited
  await Promise.race([Promise.all(runs), new Promise((r) => setTimeout(r, 2000))])
  rmSync(tables, { recursive: true, force: true })
}

console.log(`load: ${PHONES} phones${screens ? ' and a table screen' : ''} a table, ${thinkMin}-${thinkMax} ms of thought a move, ${seconds} s measured after ${warmup} s`)
for (const n of sizes) await measure(n)
process.exit(0)
