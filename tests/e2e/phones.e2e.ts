// A table with phones, end to end: the table server (server/main.ts, as `npm start` runs it) on a
// port of its own, one table screen and three phones in separate browser contexts playing a whole
// For Sale game with a computer player, each phone on its own seat; the server is killed and started
// again mid-game and the table goes on; a phone reloads mid-sale and comes back to its seat.
// The table is opened from Setup; mid-game the table screen frees a seat and a phone takes it again.
// Then a device holding no seat tries to play someone else's seat, or free one, and is refused.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client } from 'colyseus.js'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPage, nextChange, screenshot, watch } from './browser.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
let server: ChildProcess
let origin = ''
let tables = ''

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

let port = 0
/** What a browser logs while the server is down on purpose (the restart below). */
const DOWN = /ERR_CONNECTION_REFUSED|WebSocket connection|\/matchmake\//

/** The table server as `npm start` runs it, on `port`, its tables kept in `tables`. */
async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), GAVEL_HOST: '127.0.0.1', GAVEL_TABLES_DIR: tables, GAVEL_BOT_DELAY_MS: '0', GAVEL_PUBLIC_URL: origin },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Gavel is served')) resolve()
    })
    server.on('exit', (code) => reject(new Error(`the table server exited (${code})`)))
  })
}

async function stopServer(): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGKILL')
  await exited
}

beforeAll(async () => {
  port = await freePort()
  tables = mkdtempSync(join(tmpdir(), 'gavel-tables-'))
  origin = `http://127.0.0.1:${port}`
  await startServer()
})

afterAll(() => {
  server?.kill()
  rmSync(tables, { recursive: true, force: true })
})

async function openTable(): Promise<string> {
  const res = await fetch(`${origin}/api/tables`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ruleset: 'for-sale', seats: [...['Ann', 'Bob', 'Cy'].map((name) => ({ name, kind: 'person' })), { name: 'Eddie', kind: 'easy' }], startPlayer: 0 }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { roomId: string }).roomId
}

/** One move of a phone's, if it has one now: a pass in the auction, its first property in a sale round. */
async function playIfAsked(phone: Page): Promise<boolean> {
  const pass = phone.getByRole('button', { name: /^Pass/ })
  if (await pass.isVisible()) {
    // The turn may move on between the look and the tap (the button then leaves): the next look sees it.
    await pass.click({ timeout: 3000 }).catch(() => {})
    return true
  }
  const pick = phone.getByRole('button', { pressed: false }).filter({ has: phone.locator('svg') }).first()
  if ((await phone.getByRole('heading', { name: 'Pick the property you sell this round' }).isVisible()) && (await pick.isVisible())) {
    await pick.click({ timeout: 3000 }).catch(() => {})
    await phone.getByRole('button', { name: /^Sell / }).click({ timeout: 3000 }).catch(() => {})
    return true
  }
  return false
}

describe('a table with phones', () => {
  it('plays a whole game with the table screen in the middle and three phones', async () => {
    // Setup's "Start a table with phones", on the app as the table server serves it.
    const table = await newPage({ reducedMotion: 'no-preference' })
    watch(table, { allow: DOWN })
    await table.goto(`${origin}/`)
    await table.getByRole('button', { name: 'New game', exact: true }).click()
    await table.getByRole('radio', { name: 'For Sale, IELLO edition' }).check()
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Eddie'].entries()) await table.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
    await table.getByRole('combobox', { name: 'Who plays seat 4' }).selectOption({ label: 'Computer: easy' })
    await table.getByRole('button', { name: 'Start a table with phones' }).click()
    await table.waitForURL(/\/table\/[A-Za-z0-9_-]{22}$/)
    const roomId = new URL(table.url()).pathname.split('/')[2] ?? ''
    await table.getByRole('img', { name: /QR code/ }).waitFor()
    const code = (await table.getByTestId('room-code').textContent())?.trim() ?? ''
    expect(code).toMatch(/^[A-Z2-9]{6}$/)

    const phones: Page[] = []
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) {
      const phone = await newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' })
      watch(phone, { allow: DOWN })
      // The first phone types the room code; the others follow the QR code's link.
      if (i === 0) {
        await phone.goto(`${origin}/join`)
        await phone.getByLabel('Type the room code').fill(code.toLowerCase())
        await phone.getByRole('button', { name: 'Join' }).click()
      } else await phone.goto(`${origin}/join/${roomId}`)
      await phone.getByRole('button', { name: `Take seat ${i + 1}: ${name}` }).click()
      await phone.getByRole('button', { name: 'Join' }).click()
      await phone.getByRole('heading', { name: `You are ${name}` }).waitFor()
      phones.push(phone)
    }
    await screenshot(table, 'phones-table-auction')
    await screenshot(phones[0] as Page, 'phones-hand')

    let sawPicking = false
    let restarted = false
    for (let step = 0; step < 600; step++) {
      if (await phones[0]?.getByText('The game is over').isVisible()) break
      if (!restarted && (await table.getByText(/^Auction [3-7] of/).isVisible())) {
        // The server goes down mid-game and comes back: every device finds its table and seat again.
        restarted = true
        await stopServer()
        await startServer()
        // Back once the screen has joined again (its "Connection lost" line gone).
        await table.getByText(/^Connection lost/).waitFor({ timeout: 5000 }).catch(() => {})
        await table.getByText(/^Connection lost/).waitFor({ state: 'hidden' })
        // The table screen lets Cy's phone go; Cy takes the seat again (as from another phone).
        await table.locator('summary', { hasText: 'Seats and join code' }).click()
        await table.getByRole('button', { name: 'Free seat 3 (Cy) for another phone' }).click()
        const cy = phones[2] as Page
        await cy.getByRole('button', { name: 'Take seat 3: Cy' }).click()
        await cy.getByRole('button', { name: 'Join' }).click()
        await cy.getByRole('heading', { name: 'You are Cy' }).waitFor()
        await table.locator('summary', { hasText: 'Seats and join code' }).click()
      }
      if (!sawPicking && (await table.getByText('Everyone picks on their phone').isVisible())) {
        sawPicking = true
        await screenshot(table, 'phones-table-sale')
        // A phone reloads mid-sale: back on its own seat, it picks again.
        await phones[1]?.reload()
        await phones[1]?.getByRole('heading', { name: 'You are Bob' }).waitFor()
      }
      // One move a look: the table screen is looked at between any two moves (a round's picks included).
      let moved = false
      for (const phone of phones) if (!moved) moved = await playIfAsked(phone)
      if (!moved) await nextChange([table, ...phones])
    }
    for (const phone of phones) await phone.getByText('The game is over').waitFor()
    // Every property was sold: the hand is empty, and says no more than that (not that none came "yet").
    for (const phone of phones) expect(await phone.getByRole('region', { name: 'Your hand' }).textContent()).toContain('Your propertiesNone in hand')
    expect(sawPicking).toBe(true)
    expect(restarted).toBe(true)
    // The table screen turns the last picks up, then the scores.
    await table.getByRole('button', { name: 'See the scores' }).click()
    await table.getByRole('heading', { level: 1 }).filter({ hasText: /wins|win/ }).first().waitFor()
    await screenshot(table, 'phones-scores')
    // The finished game is in the table screen's device history, as any game played out there.
    await expect.poll(() => table.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gavel:history:')).length)).toBe(1)
    // Every move was written to the table's file, and the finished game's record is there to keep.
    expect(readdirSync(tables)).toContain(`${roomId}.json`)
    const record = (await (await fetch(`${origin}/api/tables/${roomId}/record`)).json()) as { format: string; players: string[] }
    expect(record).toMatchObject({ format: 'gavel/1', players: ['Ann', 'Bob', 'Cy', 'Eddie'] })
    for (const p of [table, ...phones]) await p.context().close()
  })

  it('refuses a malformed address with a reason, and goes on serving', async () => {
    const bad = await fetch(`${origin}/%E0`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toBe('The address is not well formed.')
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })

  it('refuses a device that plays a seat it does not hold', async () => {
    const roomId = await openTable()
    const ws = origin.replace('http', 'ws')
    const join = async () => {
      const room = await new Client(ws).joinById(roomId, {})
      const refusals: string[] = []
      let turn = -1
      room.onMessage('refused', (r: { code: string }) => refusals.push(r.code))
      room.onMessage('lobby', () => {})
      room.onMessage('seat', () => {})
      room.onMessage('view', (v: { turn: number }) => (turn = v.turn))
      return { room, refusals, turn: () => turn }
    }
    const seated = await Promise.all([join(), join(), join()])
    seated.forEach(({ room }, seat) => room.send('claim', { seat, name: ['Ann', 'Bob', 'Cy'][seat] }))
    await expect.poll(() => seated.every((s) => s.turn() >= 0)).toBe(true)
    const [, bob] = seated
    const stranger = await join()
    await expect.poll(() => stranger.turn()).toBe(0)
    // Bob plays Ann's seat, on Ann's turn: refused; a device with no seat: refused; bad messages: refused.
    bob?.room.send('move', { turn: bob.turn(), action: { type: 'pass', player: 0 } })
    stranger.room.send('move', { turn: stranger.turn(), action: { type: 'pass', player: 0 } })
    stranger.room.send('move', { turn: 0, action: { type: 'bid', player: 0, amount: 1, extra: 'field' } })
    stranger.room.send('peek', { seat: 1 })
    stranger.room.send('claim', { seat: 0, name: 'Mallory' })
    stranger.room.send('free', { seat: 0 })
    await expect.poll(() => bob?.refusals).toEqual(['NOT_YOUR_SEAT'])
    await expect.poll(() => stranger.refusals).toEqual(['NOT_YOUR_SEAT', 'MALFORMED', 'UNKNOWN_TYPE', 'SEAT_TAKEN', 'NOT_THE_TABLE'])
    // Nothing moved: it is still the first turn.
    expect(bob?.turn()).toBe(0)
    // A flood: past 20 messages in 5 seconds each is refused unread.
    for (let i = 0; i < 25; i++) stranger.room.send('peek', {})
    await expect.poll(() => stranger.refusals.filter((r) => r === 'TOO_FAST').length).toBeGreaterThan(0)
    for (const s of [...seated, stranger]) await s.room.leave()
  })
})
