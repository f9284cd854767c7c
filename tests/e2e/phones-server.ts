// The table server of a table with phones (server/main.ts, as `npm start` runs it) for the phones
// specs: on a free port of its own, its tables kept in a fresh directory, started and killed at will.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** What a browser logs while the server is down on purpose, or refuses a join. */
export const DOWN = /ERR_CONNECTION_REFUSED|WebSocket connection|\/matchmake\//

export class TableServer {
  private process: ChildProcess | null = null
  readonly tables = mkdtempSync(join(tmpdir(), 'gavel-tables-'))
  origin = ''

  /** `env`: settings on top of the spec's (GAVEL_FINISHED_KEEP_MS, GAVEL_JOIN_MAX …). */
  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<void> {
    if (this.origin === '') this.origin = `http://127.0.0.1:${await freePort()}`
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: new URL(this.origin).port,
        GAVEL_HOST: '127.0.0.1',
        GAVEL_TABLES_DIR: this.tables,
        GAVEL_BOT_DELAY_MS: '0',
        GAVEL_BOT_THINK_MS: '20',
        GAVEL_PUBLIC_URL: this.origin,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    this.process = server
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Gavel is served')) resolve()
      })
      server.on('exit', (code) => reject(new Error(`the table server exited (${code})`)))
    })
  }

  /** Killed at once, as a crash would: every table is on disk already. */
  async kill(): Promise<void> {
    const server = this.process
    if (server === null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGKILL')
    await exited
    this.process = null
  }

  async close(): Promise<void> {
    await this.kill()
    rmSync(this.tables, { recursive: true, force: true })
  }

  /** A table opened over the API (as Setup does), and the table screen's token. */
  async open(ruleset: string, seats: readonly { readonly name: string; readonly kind: string }[]): Promise<{ roomId: string; code: string; screenToken: string }> {
    const res = await fetch(`${this.origin}/api/tables`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ruleset, seats, startPlayer: 0 }),
    })
    expect(res.status).toBe(201)
    return (await res.json()) as { roomId: string; code: string; screenToken: string }
  }
}
