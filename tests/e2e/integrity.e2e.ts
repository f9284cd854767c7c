// A table people can trust, tried as a mischievous friend would: secrets through the menu, teacher
// mode, the record and the deal code; two tabs on one game; undo after a reveal; double taps, held
// keys and triple taps on a hand-over; a tap meant for undo as the next cards turn up; storage full; a
// renderer crash right after a tap; bad imports.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { legalActions } from '../../src/engine/game.ts'
import type { Card, GameState } from '../../src/engine/types.ts'
import { baseUrl, downloadText, newPage, watch } from './browser.ts'
import { expectHeading, importByPaste, propertyLabel, randomGame, recordText, type PlannedGame } from './table-driver.ts'

/** The page as markup, without what only styles or draws it. */
async function pageSource(page: Page): Promise<string> {
  const html = await page.evaluate(() => document.documentElement.outerHTML)
  return html.replace(/ (class|d|viewBox|points|style)="[^"]*"/g, '')
}

/** The planned game's record after `count` actions, with a deal code of ours in the file. */
function recordWithCode(game: PlannedGame, count: number, dealCode: string): string {
  return JSON.stringify({ ...JSON.parse(recordText(game, count)), dealCode })
}

/** Actions in the game stored under the only saved game's key. */
async function storedActions(page: Page): Promise<number> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) as string
      if (key.startsWith('gavel:game:')) return (JSON.parse(localStorage.getItem(key) as string) as { record: { actions: unknown[] } }).record.actions.length
    }
    return -1
  })
}

const turnBanner = (page: Page) => page.locator('#turn-banner')
/** Waits until the tap guard after the last change of turn has lapsed (a person's next, deliberate tap). */
const settle = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.tapGuard === undefined)

/** A For Sale game and the first sale round with a pick by Ann that nothing else on the page can show. */
function gameWithSecretPick(seed: string) {
  const game = randomGame('for-sale', 4, seed)
  for (let i = 0; i < game.actions.length; i++) {
    const a = game.actions[i]
    const s = game.states[i] as GameState
    const next = game.states[i + 1]
    // Ann (seat 0) picks first in a round that is not the last (where one property each is turned up
    // in one tap, with no pick); the state after still waits for others.
    const choice = (s.seats[0]?.properties.length ?? 0) > 1
    if (a?.type === 'pick' && a.player === 0 && choice && a.property >= 16 && ![19, 20, 38, 40].includes(a.property) && next?.sale?.round === s.sale?.round) {
      const pickedBefore = s.sale?.picks.some((p) => p !== null) ?? true
      if (!pickedBefore) return { game, after: i + 1, pick: a.property as Card }
    }
  }
  return null
}

/**
 * `count` taps at the centre of `target` made `apartMs` apart, as a finger makes them, but handed to the
 * page `lateMs` apart: a busy device (the move's redraw, a loaded machine) gets to input late, and the
 * page must judge it by when it was made (src/device/tap-guard.ts), not by when it arrives. Each tap is
 * stamped with its moment through the DevTools protocol's input events.
 */
async function lateTaps(page: Page, target: Locator, count: number, apartMs: number, lateMs: number): Promise<void> {
  const box = await target.boundingBox()
  if (box === null) throw new Error('nothing to tap')
  const cdp = await page.context().newCDPSession(page)
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const }
  const start = Date.now() / 1000
  for (let i = 0; i < count; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, lateMs))
    const timestamp = start + (i * apartMs) / 1000
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at, clickCount: i + 1, timestamp })
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at, clickCount: i + 1, timestamp: timestamp + 0.01 })
  }
  await cdp.detach()
}

describe('table integrity', () => {
  it('shows no unrevealed pick, record or deal code through the menu, teacher mode, keys or Back', async () => {
    let found = null
    for (let n = 0; found === null && n < 40; n++) found = gameWithSecretPick(`e2e-secret-${n}`)
    expect(found).not.toBeNull()
    const { game, after, pick } = found as NonNullable<typeof found>
    const label = propertyLabel('for-sale', pick)
    const number = new RegExp(`(?<![\\w$,.-])${pick}(?![\\w,.])`)
    const page = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' })
    watch(page)
    await page.goto(baseUrl())
    await importByPaste(page, recordWithCode(game, after, 'SECRET42'))
    await expectHeading(page, /Pass the device to Ben/)
    const noSecret = async (where: string) => {
      const html = await pageSource(page)
      expect(html, where).not.toContain(label)
      expect(html, where).not.toMatch(number)
      expect(html, where).not.toContain('SECRET42')
    }
    await noSecret('hand-over')

    // The menu: no deal code, export refused with the reason.
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Game menu' })
    await expect(menu.getByRole('button', { name: 'Export the game record' }).isDisabled()).resolves.toBe(true)
    await menu.getByText(/lists the whole deal/).waitFor()
    await noSecret('menu')

    // Teacher mode on the game in progress: the table as everyone sees it (the hands bought at
    // auction are public, Ann's 21 among them); open hands refused, by button and key.
    await menu.getByRole('button', { name: 'Present this game (teacher mode)' }).click()
    await page.getByText(/A game in progress: shown as the table sees it/).waitFor()
    await expect(page.getByRole('button', { name: 'Open hands' }).isDisabled()).resolves.toBe(true)
    await page.keyboard.press('o')
    await page.keyboard.press('End')
    const teacher = await pageSource(page)
    expect(teacher).not.toContain('Secret pick')
    expect(teacher).not.toContain('SECRET42')
    expect(await page.getByText('Open hands: a demonstration.').count()).toBe(0)
    expect(await page.getByRole('button', { name: /Continue from here/ }).count()).toBe(0)
    await page.getByRole('button', { name: 'Close teacher mode' }).click()
    await expectHeading(page, /Pass the device to Ben/)

    // Back opens the menu, Back again goes Home, Forward does not bring a pick back.
    await page.goBack()
    await page.getByRole('dialog', { name: 'Game menu' }).waitFor()
    await noSecret('menu from Back')
    await page.goBack()
    await page.getByRole('button', { name: 'Import a game record' }).waitFor()
    await page.goForward().catch(() => undefined)
    await noSecret('after Forward')
    await page.context().close()
  })

  it('gives a game one writer: a second tab asks to take over, the first one knows, no move is lost', async () => {
    const game = randomGame('for-sale', 4, 'e2e-two-tabs')
    const first = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' })
    const context = first.context()
    await first.goto(baseUrl())
    await importByPaste(first, recordText(game, 0))
    await turnBanner(first).waitFor()
    await first.getByRole('button', { name: /the next legal bid/ }).click()
    await first.waitForFunction(() => document.querySelector('#turn-banner') !== null)
    expect(await storedActions(first)).toBe(1)

    const second = await context.newPage()
    // The second tab reopens the game that was open on this device, and finds it taken.
    await second.goto(baseUrl())
    await expectHeading(second, 'This game is open in another tab')
    expect(await second.locator('#turn-banner').count()).toBe(0)

    // Deleting it from under the first tab is refused.
    await second.getByRole('button', { name: 'Home' }).click()
    await second.getByRole('button', { name: /^Delete/ }).first().click()
    await second.getByRole('button', { name: 'Delete it' }).click()
    await second.getByText(/open in another tab or window: close it there first/).waitFor()
    expect(await storedActions(second)).toBe(1)

    // Take it over: the first tab says so at once and shows nothing of the game.
    await second.getByRole('button', { name: /^Resume/ }).first().click()
    await second.getByRole('button', { name: 'Play it here' }).click()
    await turnBanner(second).waitFor()
    await expectHeading(first, 'This game was taken over')
    const afterSecond = await turnBanner(second).innerText()
    await second.getByRole('button', { name: /the next legal bid/ }).click()
    await second.waitForFunction((before) => document.querySelector('#turn-banner')?.textContent !== before, afterSecond)
    expect(await storedActions(second)).toBe(2)
    const secondSays = await turnBanner(second).innerText()

    // Take it back: the first tab goes on from the second tab's move.
    await first.getByRole('button', { name: 'Take it back' }).click()
    await turnBanner(first).filter({ hasText: secondSays }).waitFor()
    await expectHeading(second, 'This game was taken over')
    await first.getByRole('button', { name: /the next legal bid/ }).click()
    await first.waitForFunction((before) => document.querySelector('#turn-banner')?.textContent !== before, secondSays)
    expect(await storedActions(first)).toBe(3)
    await context.close()
  })

  it('stops undo at cards everyone has seen, and says why', async () => {
    const game = randomGame('for-sale', 4, 'e2e-undo-reveal')
    // Right after the pass that closed the first auction: the second auction's properties are up.
    const at = game.states.findIndex((s) => s.auction?.number === 1)
    const page = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' })
    await page.goto(baseUrl())
    await importByPaste(page, recordText(game, at))
    await turnBanner(page).waitFor()
    expect(await page.getByRole('button', { name: /Undo/ }).count()).toBe(0)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Game menu' })
    await expect(menu.getByRole('button', { name: 'Undo the last bid or pass' }).isDisabled()).resolves.toBe(true)
    await menu.getByText(/this auction’s properties are already face up/).waitFor()
    await page.context().close()
  })

  it('makes one move per tap: double taps, held Enter and a triple tap on a hand-over', async () => {
    const game = randomGame('for-sale', 4, 'e2e-taps')
    const page = await newPage({ locale: 'en-US', tapGuard: true, reducedMotion: 'no-preference' })
    await page.goto(baseUrl())
    await importByPaste(page, recordText(game, 0))
    await turnBanner(page).waitFor()
    const start = await storedActions(page)

    await page.getByRole('button', { name: /the next legal bid/ }).dblclick()
    await page.waitForTimeout(600)
    expect(await storedActions(page)).toBe(start + 1)

    await settle(page)
    await page.getByRole('button', { name: /^Pass/ }).dblclick()
    await page.waitForTimeout(600)
    expect(await storedActions(page)).toBe(start + 2)

    // Enter held down on a focused bid button: the key repeats, one bid is made.
    await page.getByRole('button', { name: /the next legal bid/ }).focus()
    await page.keyboard.down('Enter')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.down('Enter')
      await page.waitForTimeout(40)
    }
    await page.keyboard.up('Enter')
    await page.waitForTimeout(600)
    expect(await storedActions(page)).toBe(start + 3)
    await page.context().close()

    // A triple tap on "Hide and pass to Ben" (which makes Ann's pick) leaves the tablet on Ben's
    // hand-over card, not his pick.
    let found = null
    for (let n = 0; found === null && n < 40; n++) found = gameWithSecretPick(`e2e-triple-${n}`)
    const { game: sale, after } = found as NonNullable<typeof found>
    const tablet = await newPage({ locale: 'en-US', tapGuard: true, reducedMotion: 'no-preference' })
    await tablet.goto(baseUrl())
    // Just before Ann's pick: Ann picks, then taps "Hide and pass to Ben" three times.
    await importByPaste(tablet, recordText(sale, after - 1))
    // The round before ends on its reveal, if nobody has picked since.
    const nextRound = tablet.getByRole('button', { name: 'Next round', exact: true })
    await tablet.getByRole('button', { name: /^(I am Ann|Next round)$/ }).first().waitFor()
    if (await nextRound.count()) await nextRound.click()
    await settle(tablet)
    await tablet.getByRole('button', { name: 'I am Ann' }).click()
    await settle(tablet)
    const annPick = (sale.actions[after - 1] as { property: Card }).property
    await tablet.getByRole('button', { name: propertyLabel('for-sale', annPick), exact: true }).click()
    await settle(tablet)
    // Made 40 ms apart, reaching the page 600 ms apart: past the input pause on arrival, not when made.
    await lateTaps(tablet, tablet.getByRole('button', { name: 'Hide and pass to Ben', exact: true }), 3, 40, 600)
    await tablet.waitForTimeout(600)
    await expectHeading(tablet, /Pass the device to Ben/)
    await tablet.getByRole('button', { name: 'I am Ben' }).waitFor()
    await tablet.context().close()
  })

  it('drops a tap meant for undo that lands as the next cards turn up: it never plays for the next player', async () => {
    const game = randomGame('for-sale', 4, 'e2e-held-undo')
    // A pass that a person chose (they could have bid) and that ends an auction with another to come.
    const at = game.actions.findIndex((a, i) => {
      const s = game.states[i] as GameState
      const next = game.states[i + 1]
      const legal = legalActions(s)
      return a.type === 'pass' && legal.phase === 'auction' && legal.bid !== null && next?.phase === 'auction' && next.auction?.number === (s.auction?.number ?? -1) + 1
    })
    expect(at).toBeGreaterThan(0)
    const page = await newPage({ locale: 'en-US', tapGuard: true, reducedMotion: 'no-preference' })
    // The input pause made longer than its 450 ms (still shorter than the moment's 1.6 s), so that on a
    // loaded machine the tap below still lands in it: a pause armed by the pass alone ends before the cards turn up.
    await page.addInitScript(() => Object.assign(globalThis, { __gavelTapGuardMs: 1200 }))
    await page.goto(baseUrl())
    await importByPaste(page, recordText(game, at))
    await turnBanner(page).waitFor()
    await settle(page)
    await page.getByRole('button', { name: /^Pass/ }).click()
    // The moment before the next cards: undo, over the whole width where the next controls will be.
    const undo = page.getByRole('button', { name: 'Undo the last move', exact: true })
    const box = await undo.boundingBox()
    expect(box).not.toBeNull()
    const passed = await storedActions(page)
    // The cards turn up; at once a finger meant for undo lands on the left of it, where Pass now is.
    await page.getByRole('button', { name: /^Pass/ }).waitFor()
    // Input pauses as they turn up, and the controls show it (dimmed, index.css).
    expect(await page.evaluate(() => document.documentElement.dataset.tapGuard)).toBe('on')
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.action-bar .tap-dim') as Element).opacity)).toBe('0.55')
    const { x, y, width, height } = box as NonNullable<typeof box>
    await page.mouse.click(x + width / 4, y + height / 2)
    await page.waitForTimeout(600)
    expect(await storedActions(page)).toBe(passed)
    // Once the pause is over, the pass plays as normal.
    await settle(page)
    await page.getByRole('button', { name: /^Pass/ }).click()
    await page.waitForTimeout(300)
    expect(await storedActions(page)).toBeGreaterThan(passed)
    await page.context().close()
  })

  it('asks before leaving a game that could not be saved, and offers to export it', async () => {
    const game = randomGame('for-sale', 4, 'e2e-storage-full')
    const page = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' })
    await page.goto(baseUrl())
    await importByPaste(page, recordText(game, 0))
    await turnBanner(page).waitFor()
    // The browser's storage fills up.
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError')
      }
    })
    await page.getByRole('button', { name: /the next legal bid/ }).click()
    await page.getByText(/storage is full/).first().waitFor()
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Home (this game is not saved)' }).click()
    const ask = page.getByRole('dialog', { name: 'Leave a game that is not saved?' })
    await ask.getByRole('button', { name: 'Stay in the game' }).click()
    await turnBanner(page).waitFor()
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Home (this game is not saved)' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export it, then leave' }).click(),
    ])
    const text = await downloadText(download)
    expect((JSON.parse(text) as { actions: unknown[] }).actions).toHaveLength(1)
    await page.getByRole('button', { name: 'Import a game record' }).waitFor()
    await page.context().close()
  })

  it('keeps a move through a renderer crash right after the tap (6 of 6)', async () => {
    const game = randomGame('for-sale', 4, 'e2e-crash')
    let kept = 0
    const first = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' })
    const context: BrowserContext = first.context()
    await first.goto(baseUrl())
    await importByPaste(first, recordText(game, 0))
    await turnBanner(first).waitFor()
    await first.close()
    let page = await context.newPage()
    await page.goto(baseUrl())
    for (let n = 0; n < 6; n++) {
      await turnBanner(page).waitFor()
      const before = await storedActions(page)
      const cdp = await context.newCDPSession(page)
      const crashed = new Promise((resolve) => page.once('crash', resolve))
      await page.getByRole('button', { name: /the next legal bid|^Pass/ }).first().click()
      // The renderer dies at once: the answer to this command never comes, the crash event does.
      cdp.send('Page.crash').catch(() => undefined)
      await crashed
      await page.close().catch(() => undefined)
      // A new page reopens the game from storage, and plays the next tap.
      page = await context.newPage()
      await page.goto(baseUrl())
      await turnBanner(page).waitFor()
      if ((await storedActions(page)) === before + 1) kept++
    }
    expect(kept).toBe(6)
    await context.close()
  }, 240_000)

  it('names what is wrong with each bad import, accepts a byte-order mark, and refuses a huge file at once', async () => {
    const game = randomGame('for-sale', 4, 'e2e-imports')
    const record = JSON.parse(recordText(game, 0)) as Record<string, unknown>
    const page = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' })
    await page.goto(baseUrl())
    const attempt = async (doc: unknown, expected: RegExp) => {
      await page.getByRole('button', { name: 'Import a game record' }).click()
      const dialog = page.getByRole('dialog', { name: 'Import a game record' })
      await dialog.getByLabel('Or paste the record here').fill(typeof doc === 'string' ? doc : JSON.stringify(doc))
      await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
      await dialog.getByRole('alert').filter({ hasText: expected }).waitFor()
      await dialog.getByRole('button', { name: 'Cancel' }).click()
    }
    const players = (names: unknown[]) => ({ ...record, players: names })
    await attempt(players(['Ann', '', 'Cy', 'Dee']), /Player 2 in the record has an empty name/)
    await attempt(players(['Ann', 'Ben', '   ', 'Dee']), /Player 3 in the record has a name made only of spaces/)
    await attempt(players(['Ann', 'Ben', 'Cy', 'D'.repeat(41)]), /Player 4 in the record has a name longer than 40 characters/)
    await attempt(players(['Ann', 'Ben', 'ann', 'Dee']), /Two players in the record are called “ann”/)
    await attempt({ ...record, options: { secretMoney: 'yes' } }, /table option “secretMoney” has the wrong type/)

    // A byte-order mark at the start, as some editors save: the record opens.
    await importByPaste(page, '\uFEFF' + JSON.stringify(record))
    await turnBanner(page).waitFor()
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Home (the game stays saved)' }).click()

    // Megabytes: refused before it is read, with its size.
    await page.getByRole('button', { name: 'Import a game record' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import a game record' })
    await dialog.locator('input[type=file]').setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(3_200_000, 32) })
    await dialog.getByRole('alert').filter({ hasText: /3\.2 MB: too large to be a game record/ }).waitFor()
    // Refused by its size, unread: the page answers at once.
    expect(await page.evaluate(() => new Promise<number>((resolve) => { const t = performance.now(); requestAnimationFrame(() => resolve(performance.now() - t)) }))).toBeLessThan(500)
    await page.context().close()
  })
})
