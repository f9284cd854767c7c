// Tables with phones, end to end, one game of each further ruleset, all at once on one table server:
// Sold! (money cards, paid on the phones and on the table screen) with two phones, a computer player
// and a seat played on the table screen (its bids on its turn, its sale pick behind the hand-over
// for that seat alone, while the phones pick at the same time); For Sale, Gryphon edition (secret
// money) with three phones; and For Sale, "Not enough for everyone", with a seat put on the table
// screen in Setup and a second table screen watching. Then, on a server of its own, a finished table
// leaves the server a while after, and so does one never started, across a restart; joins past the
// limit from one address are refused with a reason.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Client, type Room } from 'colyseus.js'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RULESETS, auctionCount } from '../../src/engine/rulesets.ts'
import type { TableView } from '../../src/engine/table-view.ts'
import type { Action } from '../../src/engine/types.ts'
import { newPage, nextChange, screenshot, watch } from './browser.ts'
import { layoutProblems } from './layout.ts'
import { DOWN, TableServer } from './phones-server.ts'

const server = new TableServer()

beforeAll(() => server.start())
afterAll(() => server.close())

/**
 * How many auction turns each device has been asked to play, for its bids, and what its last one
 * looked like: a turn is counted once however often the driver looks at it (a tap inside the input
 * pause is dropped, and the look after it sees the same turn), so that the game a spec plays does not
 * depend on how often it looks.
 */
const turnsSeen = new WeakMap<Page, { n: number; last: string }>()

/**
 * One move of a device's, if it has one now: a payment, or in an auction a bid two turns out of three (while it can) and
 * otherwise a pass, so that passes with a bid, won auctions and their payments come up.
 * `scope`: where the controls are (the table screen shows one seat's; a phone its own).
 */
async function moveIfAsked(page: Page, scope = page.locator('body'), paid?: () => Promise<void>): Promise<boolean> {
  const tap = async (name: RegExp) => {
    const button = scope.getByRole('button', { name }).first()
    if (!(await button.isVisible())) return false
    // The turn may move on between the look and the tap (the button then leaves): the next look sees it.
    await button.click({ timeout: 3000 }).catch(() => {})
    return true
  }
  if (await scope.getByRole('button', { name: /^Pay with / }).first().isVisible()) {
    await paid?.()
    return tap(/^Pay with /)
  }
  if (!(await scope.getByRole('button', { name: /^Pass/ }).isVisible())) return false
  // The turn as shown: the auction in the top bar, and the controls with their amounts (a raise changes them).
  const look = `${(await page.locator('header').allInnerTexts()).join('|')}|${await scope.innerText()}`
  const turns = turnsSeen.get(page) ?? { n: 0, last: '' }
  const seen = turns.last === look ? turns.n : turns.n + 1
  turnsSeen.set(page, { n: seen, last: look })
  if (seen % 3 !== 0 && (await tap(/, the next legal bid$/))) return true
  return tap(/^Pass/)
}

/** A phone's sale pick: its first property, then sold. */
async function pickOnPhone(phone: Page): Promise<boolean> {
  const pick = phone.getByRole('button', { pressed: false }).filter({ has: phone.locator('svg') }).first()
  if (!(await phone.getByRole('heading', { name: 'Pick the property you sell this round' }).isVisible()) || !(await pick.isVisible())) return false
  await pick.click({ timeout: 3000 }).catch(() => {})
  await phone.getByRole('button', { name: /^Sell / }).click({ timeout: 3000 }).catch(() => {})
  return true
}

/** Once the tap guard's pause after a move or a hand-over step is over. */
async function inputOpen(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.tapGuard === undefined)
}

/**
 * The table screen's one move for the seat played on it, `name`: its bid, pass or payment on its
 * turn, or its sale pick through the hand-over ("I am Cy", pick, hide). Anywhere else the screen
 * holds nothing of that seat's own in the page.
 */
async function screenSeatStep(table: Page, name: string, seen: { picks: number }): Promise<boolean> {
  const turn = table.locator(`section[aria-label="It is ${name}'s turn."]`)
  const payment = table.getByRole('heading', { name: new RegExp(`^${name} pays`) })
  if ((await turn.isVisible()) || (await payment.isVisible())) {
    await inputOpen(table)
    return moveIfAsked(table, (await turn.isVisible()) ? turn : table.locator('body'))
  }
  const iAm = table.getByRole('button', { name: `I am ${name}`, exact: true })
  if (await iAm.isVisible()) {
    // The button may have come up this moment, with the turn: a tap inside the pause after it is dropped.
    await inputOpen(table)
    await iAm.click()
    await table.getByRole('heading', { level: 1, name: new RegExp(`^${name}, pick a`) }).waitFor()
    // Each hand-over step pauses input a moment (the tap guard: this page runs without the tests' entry).
    await inputOpen(table)
    await table.locator('section[aria-labelledby="own-heading"] button').first().click()
    await inputOpen(table)
    if (seen.picks === 0) await screenshot(table, 'phones-sold-screen-pick')
    seen.picks += 1
    await table.getByRole('button', { name: /^Hide/ }).click()
    await table.getByRole('heading', { level: 1, name: new RegExp(`^${name}, pick a`) }).waitFor({ state: 'hidden' })
    return true
  }
  // Out of its hand-over the seat's own hand is nowhere in the page.
  expect(await table.locator('#own-heading').count()).toBe(0)
  return false
}

/** Phones joined at `roomId`, each taking its seat by number under its name. */
async function seatPhones(roomId: string, seats: readonly (readonly [number, string])[]): Promise<Page[]> {
  return Promise.all(
    seats.map(async ([seat, name]) => {
      const phone = await newPage({ viewport: { width: 360, height: 640 } })
      watch(phone, { allow: DOWN })
      await phone.goto(`${server.origin}/join/${roomId}`)
      await phone.getByRole('button', { name: `Take seat ${seat + 1}: ${name}` }).click()
      await phone.getByRole('button', { name: 'Join' }).click()
      await phone.getByRole('heading', { name: `You are ${name}` }).waitFor()
      return phone
    }),
  )
}

/** Sold!, opened from Setup: Ann and Bob on phones, Cy on the table screen, Eddie a computer player. */
async function playSold(): Promise<void> {
  const table = await newPage()
  watch(table, { allow: DOWN })
  await table.goto(`${server.origin}/`)
  await table.getByRole('button', { name: 'New game', exact: true }).click()
  await table.getByRole('radio', { name: 'Sold!, played with ordinary packs of cards' }).check()
  for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Eddie'].entries()) await table.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
  await table.getByRole('combobox', { name: 'Who plays seat 4' }).selectOption({ label: 'Computer: easy' })
  await table.getByRole('button', { name: 'Start a table with phones' }).click()
  await table.waitForURL(/\/table\/[A-Za-z0-9_-]{22}$/)
  const roomId = new URL(table.url()).pathname.split('/')[2] ?? ''
  // Cy has no phone: the table screen plays that seat.
  await table.getByRole('button', { name: 'Play seat 3 (Cy) on this screen' }).click()
  await table.getByText('Cy — on the table screen').waitFor()
  await screenshot(table, 'phones-sold-lobby')
  const phones = await seatPhones(roomId, [
    [0, 'Ann'],
    [1, 'Bob'],
  ])
  const seen = { picks: 0 }
  let paidOnScreen = false
  let paidOnPhone = false
  const phoneProblems: string[] = []
  for (let n = 0; n < 1500; n++) {
    if (await table.getByRole('button', { name: 'See the scores' }).isVisible()) break
    if (!paidOnScreen && (await table.getByRole('heading', { name: /^Cy pays/ }).isVisible())) {
      paidOnScreen = true
      await screenshot(table, 'phones-sold-screen-pays')
    }
    // Every device plays what it is asked each look: the phones' picks of a round at once, as people make them.
    let moved = await screenSeatStep(table, 'Cy', seen)
    for (const phone of phones) {
      const paid = async () => {
        // The public line names what is on offer only while something is.
        expect(await phone.getByText(/^On offer:\s*$/).count()).toBe(0)
        if (!paidOnPhone) {
          await screenshot(phone, 'phones-sold-phone-pays')
          // A 360×640 phone shows the whole payment, with nothing to scroll.
          phoneProblems.push(...(await layoutProblems(phone, 'a phone paying at 360x640')))
        }
        paidOnPhone = true
      }
      if ((await moveIfAsked(phone, phone.locator('body'), paid)) || (await pickOnPhone(phone))) moved = true
    }
    if (!moved) await nextChange([table, ...phones])
  }
  // Cy sold a property in every sale round but the last (its picks are forced, played by the server) through the hand-over.
  expect(seen.picks).toBe(auctionCount(RULESETS.sold, 4) - 1)
  expect(paidOnPhone).toBe(true)
  expect(phoneProblems).toEqual([])
  for (const phone of phones) await phone.getByText('The game is over').waitFor()
  await table.getByRole('button', { name: 'See the scores' }).waitFor()
  await inputOpen(table)
  await table.getByRole('button', { name: 'See the scores' }).click()
  await table.getByRole('heading', { level: 1 }).filter({ hasText: /wins|win/ }).first().waitFor()
  await screenshot(table, 'phones-sold-scores')
  await expect.poll(() => table.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gavel:history:')).length)).toBe(1)
  const record = (await (await fetch(`${server.origin}/api/tables/${roomId}/record`)).json()) as { ruleset: string; players: string[] }
  expect(record).toMatchObject({ ruleset: 'sold', players: ['Ann', 'Bob', 'Cy', 'Eddie'] })
  for (const p of [table, ...phones]) await p.context().close()
}

/** For Sale, Gryphon edition (secret money), three phones and a table screen that only watches. */
async function playGryphon(): Promise<void> {
  const { roomId } = await server.open(
    'for-sale-gryphon',
    ['Dee', 'Eve', 'Flo'].map((name) => ({ name, kind: 'person' })),
  )
  const table = await newPage({ viewport: { width: 1280, height: 800 } })
  watch(table, { allow: DOWN })
  await table.goto(`${server.origin}/table/${roomId}`)
  await table.getByRole('img', { name: /QR code/ }).waitFor()
  // A table screen without the token it was opened with cannot play a seat on itself.
  expect(await table.getByRole('button', { name: /on this screen$/ }).count()).toBe(0)
  const phones = await seatPhones(roomId, [
    [0, 'Dee'],
    [1, 'Eve'],
    [2, 'Flo'],
  ])
  await screenshot(phones[0] as Page, 'phones-gryphon-hand')
  for (let n = 0; n < 1500; n++) {
    if (await phones[0]?.getByText('The game is over').isVisible()) break
    let moved = false
    for (const phone of phones) if ((await moveIfAsked(phone)) || (await pickOnPhone(phone))) moved = true
    if (!moved) await nextChange(phones)
  }
  for (const phone of phones) await phone.getByText('The game is over').waitFor()
  await table.getByRole('button', { name: 'See the scores' }).waitFor()
  const record = (await (await fetch(`${server.origin}/api/tables/${roomId}/record`)).json()) as { ruleset: string }
  expect(record.ruleset).toBe('for-sale-gryphon')
  for (const p of [table, ...phones]) await p.context().close()
}

/**
 * For Sale, "Not enough for everyone", opened from Setup on a large screen with Ivy put on the table
 * screen there (no lobby step), Gil and Hal on phones; a second table screen (another browser at the
 * table's address, without the token) watches the first auction and sale round and says where each
 * seat plays: Ivy on the main table screen, never on a phone.
 */
async function playScarce(): Promise<void> {
  const table = await newPage({ viewport: { width: 1920, height: 1080 } })
  watch(table, { allow: DOWN })
  await table.goto(`${server.origin}/`)
  await table.getByRole('button', { name: 'New game', exact: true }).click()
  await table.getByRole('radio', { name: /Not enough for everyone/ }).check()
  for (const [i, name] of ['Gil', 'Hal', 'Ivy'].entries()) await table.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
  await table.getByRole('button', { name: 'Remove player 4', exact: true }).click()
  await table.getByRole('combobox', { name: 'Who plays seat 3' }).selectOption({ label: 'On the table screen' })
  await table.getByText('On the table screen: at a table with phones').filter({ visible: true }).waitFor()
  await table.getByRole('button', { name: 'Start a table with phones' }).click()
  await table.waitForURL(/\/table\/[A-Za-z0-9_-]{22}$/)
  const roomId = new URL(table.url()).pathname.split('/')[2] ?? ''
  // Ivy is on this screen from the start; the lobby can still give the seat back to a phone.
  await table.getByText('Ivy — on the table screen').waitFor()
  await table.getByRole('button', { name: 'Seat 3 (Ivy) back to a phone' }).waitFor()
  await screenshot(table, 'phones-scarce-lobby')
  let other: Page | null = await newPage({ viewport: { width: 1280, height: 800 } })
  watch(other, { allow: DOWN })
  await other.goto(`${server.origin}/table/${roomId}`)
  await other.getByText('Ivy — on the table screen').waitFor()
  expect(await other.getByRole('button', { name: /back to a phone|on this screen$/ }).count()).toBe(0)
  const phones = await seatPhones(roomId, [
    [0, 'Gil'],
    [1, 'Hal'],
  ])
  const seen = { picks: 0 }
  const told = { turn: false, pick: false }
  for (let n = 0; n < 1500; n++) {
    if (await table.getByRole('button', { name: 'See the scores' }).isVisible()) break
    if (other !== null) {
      // Before Ivy moves, the other screen says where she plays; it never sends her to a phone.
      if (!told.turn && (await table.locator('section[aria-label="It is Ivy\'s turn."]').isVisible())) {
        await other.getByText('Ivy plays on the main table screen').waitFor()
        await screenshot(other, 'phones-scarce-other-screen-turn')
        told.turn = true
      }
      if (!told.pick && (await table.getByRole('button', { name: 'I am Ivy', exact: true }).isVisible())) {
        await other.getByText(/Picking on the main table screen: Ivy$/).waitFor()
        expect(await other.getByRole('button', { name: 'I am Ivy' }).count()).toBe(0)
        await screenshot(other, 'phones-scarce-other-screen-sale')
        told.pick = true
      }
      expect(await other.getByText('Ivy plays on their phone').count()).toBe(0)
      if (told.turn && told.pick) {
        await other.context().close()
        other = null
      }
    }
    let moved = await screenSeatStep(table, 'Ivy', seen)
    for (const phone of phones) if ((await moveIfAsked(phone)) || (await pickOnPhone(phone))) moved = true
    if (!moved) await nextChange([table, ...phones])
  }
  expect(told).toEqual({ turn: true, pick: true })
  for (const phone of phones) await phone.getByText('The game is over').waitFor()
  await table.getByRole('button', { name: 'See the scores' }).waitFor()
  const record = (await (await fetch(`${server.origin}/api/tables/${roomId}/record`)).json()) as { ruleset: string; players: string[] }
  expect(record).toMatchObject({ ruleset: 'for-sale-scarce', players: ['Gil', 'Hal', 'Ivy'] })
  for (const p of [table, ...phones]) await p.context().close()
}

/** A device's link from Node: what the server last sent it, and what it refused. */
async function joinFromNode(origin: string, roomId: string): Promise<{ room: Room; news: () => { turn: number; table: TableView } | null; refused: () => number }> {
  const room = await new Client(origin.replace('http', 'ws')).joinById(roomId, {})
  let news: { turn: number; table: TableView } | null = null
  let refused = 0
  room.onMessage('view', (v: { turn: number; table: TableView }) => (news = v))
  room.onMessage('lobby', () => {})
  room.onMessage('seat', () => {})
  room.onMessage('refused', () => (refused += 1))
  return { room, news: () => news, refused: () => refused }
}

describe('tables with phones, every ruleset', () => {
  it('plays a whole game of Sold! and of For Sale (scarce) with a seat on the table screen, and one of For Sale (Gryphon), at once', async () => {
    await Promise.all([playSold(), playGryphon(), playScarce()])
  })

  it('removes a finished table a while after, and one never started, and refuses joins past the limit from one address, with a reason', async () => {
    const quick = new TableServer({ GAVEL_FINISHED_KEEP_MS: '1500', GAVEL_UNSTARTED_KEEP_MS: '12000', GAVEL_JOIN_MAX: '6' })
    try {
      await quick.start()
      // A table nobody comes to: the server restarts meanwhile, and it still leaves (the unit tests time it across the restart).
      const idle = await quick.open('for-sale', ['Jo', 'Kim', 'Lu'].map((name) => ({ name, kind: 'person' })))
      const idleFile = join(quick.tables, `${idle.roomId}.json`)
      expect(existsSync(idleFile)).toBe(true)
      await quick.kill()
      await quick.start()
      const { roomId, code } = await quick.open('for-sale', [
        { name: 'Ann', kind: 'person' },
        { name: 'Bob', kind: 'easy' },
        { name: 'Cy', kind: 'easy' },
      ])
      const ann = await joinFromNode(quick.origin, roomId)
      ann.room.send('claim', { seat: 0, name: 'Ann' })
      // Ann passes in every auction and sells her first property each round; the computer players do the rest.
      // A move is sent once for the turn it is shown on, and again after a refusal (too many at once).
      let sent = ''
      await expect
        .poll(
          () => {
            const news = ann.news()
            if (news === null) return 'waiting'
            const { legal, view } = news.table
            if (view.phase === 'over') return 'over'
            let action: Action | null = null
            if (legal.phase === 'auction' && legal.player === 0) action = { type: 'pass', player: 0 }
            const mine = legal.phase === 'sale' ? legal.pickers.find((p) => p.player === 0) : undefined
            if (mine !== undefined && view.sale?.ownPick === null) action = { type: 'pick', player: 0, property: mine.properties[0] as number }
            if (action !== null && sent !== `${news.turn}:${ann.refused()}`) {
              sent = `${news.turn}:${ann.refused()}`
              ann.room.send('move', { turn: news.turn, action })
            }
            return 'playing'
          },
          { timeout: 60_000, interval: 20 },
        )
        .toBe('over')
      const file = join(quick.tables, `${roomId}.json`)
      expect(existsSync(file)).toBe(true)
      expect((await fetch(`${quick.origin}/api/tables/${roomId}/record`)).status).toBe(200)
      // A while after, the table is gone: its file, its record, its code, its room.
      await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(false)
      expect((await fetch(`${quick.origin}/api/tables/${roomId}/record`)).status).toBe(404)
      expect((await fetch(`${quick.origin}/api/code/${code}`)).status).toBe(404)
      await expect(new Client(quick.origin.replace('http', 'ws')).joinById(roomId, {})).rejects.toMatchObject({ code: 4212 })

      // Joins from this address: one so far (Ann's); five more go, the next is refused and told why.
      const other = await quick.open('for-sale', ['Dee', 'Eve', 'Flo'].map((name) => ({ name, kind: 'person' })))
      const joined: Room[] = []
      for (let i = 0; i < 5; i++) joined.push((await joinFromNode(quick.origin, other.roomId)).room)
      await expect(joinFromNode(quick.origin, other.roomId)).rejects.toMatchObject({ code: 4429, message: 'Too many joins from this address: wait a minute.' })
      // A phone's page says so, and keeps trying later.
      const phone = await newPage({ viewport: { width: 390, height: 844 } })
      watch(phone, { allow: DOWN })
      await phone.goto(`${quick.origin}/join/${other.roomId}`)
      await phone.getByText('Too many joins from this network: trying again in a minute…').waitFor()
      await screenshot(phone, 'phones-too-many-joins')
      // Ann's room is gone with its table: only the others are left.
      for (const room of joined) await room.leave()
      await phone.context().close()
      await expect.poll(() => existsSync(idleFile), { timeout: 30_000 }).toBe(false)
      expect((await fetch(`${quick.origin}/api/code/${idle.code}`)).status).toBe(404)
    } finally {
      await quick.close()
    }
  })
})
