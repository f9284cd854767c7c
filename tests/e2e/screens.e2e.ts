// Every screen: axe finds no serious or critical problem, nothing goes wrong in the console, nothing
// leaves this machine, and a screenshot at tablet (768×1024) and projector (1920×1080) size is saved
// in test-results/screens/ for a person to look at.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, checkA11y, newPage, screenshot, watch } from './browser.ts'
import { importByPaste, playSaleRound, randomGame, recordText, type PlannedGame } from './table-driver.ts'

const SIZES = [
  ['tablet', { width: 768, height: 1024 }],
  ['projector', { width: 1920, height: 1080 }],
] as const
const DEFAULT_SIZE = { width: 1024, height: 768 }

/**
 * axe on the screen as it is, then a screenshot at each size: the whole page, or for a dialog only
 * what is on screen (its backdrop covers the screen, not the length of the page behind it).
 */
async function capture(page: Page, name: string, done: string[], what: 'page' | 'dialog' = 'page'): Promise<void> {
  await checkA11y(page)
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport)
    await screenshot(page, `${name}-${size}`, { fullPage: what === 'page' })
  }
  await page.setViewportSize(DEFAULT_SIZE)
  done.push(name)
}

/** The index of the first action at which `when` holds. */
function firstAt(game: PlannedGame, when: (i: number) => boolean): number {
  const i = game.actions.findIndex((_, k) => when(k))
  if (i < 0) throw new Error('no such point in the game')
  return i
}

async function goHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Menu/ }).click()
  await page.getByRole('button', { name: 'Home (the game stays saved)' }).click()
  await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
}

describe('every screen: axe, no console error, nothing off this machine, screenshots at tablet and projector size', () => {
  let page: Page
  const done: string[] = []
  const forSale = randomGame('for-sale', 4, 'e2e-screens')
  const sold = randomGame('sold', 4, 'e2e-sold-4')

  beforeAll(async () => {
    page = await newPage({ locale: 'en-US', viewport: DEFAULT_SIZE })
    watch(page)
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
  })

  it('Home, the import dialog with a problem, Setup', async () => {
    await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
    await capture(page, 'home-empty', done)

    await page.getByRole('button', { name: 'Import a game record' }).click()
    await page.getByRole('dialog', { name: 'Import a game record' }).getByLabel('Or paste the record here').fill('{"format": "gavel/1"')
    await page.getByRole('button', { name: 'Open the pasted record' }).click()
    await page.getByRole('alert').waitFor()
    await capture(page, 'import-dialog-error', done, 'dialog')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'New game', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor()
    for (const [i, name] of ['Ann', 'Ben', 'Cy', 'Dee'].entries()) {
      await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
    }
    await capture(page, 'setup', done)
    await page.getByRole('button', { name: 'Back' }).click()
  })

  it('the For Sale table, the game menu, the undo question, secret money', async () => {
    // An auction with bids and passes behind it.
    const auction = firstAt(forSale, (i) => (forSale.states[i]?.auction?.number ?? 0) === 2 && (forSale.states[i]?.auction?.highBid ?? 0) > 0)
    await importByPaste(page, recordText(forSale, auction))
    await page.locator('#turn-banner').waitFor()
    await capture(page, 'table-for-sale', done)
    // The log (in the panel one control at the felt's edge opens) is longer than its box and shows its newest line, before and after a move.
    await page.getByRole('button', { name: 'Moves and tracker' }).click()
    const newestLineShows = () =>
      page.getByRole('log').evaluate((log) => {
        const box = log.getBoundingClientRect()
        const newest = log.querySelector('li:last-child')?.getBoundingClientRect()
        return log.scrollHeight > log.clientHeight && newest !== undefined && newest.top >= box.top && newest.bottom <= box.bottom
      })
    expect(await newestLineShows()).toBe(true)
    const lines = await page.getByRole('log').getByRole('listitem').count()
    await page.getByRole('button', { name: /, the next legal bid$/ }).click()
    await expect.poll(() => page.getByRole('log').getByRole('listitem').count()).toBe(lines + 1)
    expect(await newestLineShows()).toBe(true)
    await page.getByRole('button', { name: /Menu/ }).click()
    await page.getByRole('dialog', { name: 'Game menu' }).waitFor()
    await capture(page, 'game-menu', done, 'dialog')
    await page.getByRole('button', { name: 'Undo the last bid or pass' }).click()
    await page.getByRole('dialog', { name: 'Undo this move?' }).waitFor()
    await capture(page, 'undo-question', done, 'dialog')
    await page.getByRole('button', { name: 'Keep it' }).click()
    await page.keyboard.press('Escape')
    await goHome(page)

    // Gryphon, whose money is secret by default.
    const gryphon = randomGame('for-sale-gryphon', 5, 'e2e-screens')
    await importByPaste(page, recordText(gryphon, firstAt(gryphon, (i) => (gryphon.states[i]?.auction?.number ?? 0) === 1)))
    await page.locator('#turn-banner').waitFor()
    await capture(page, 'table-secret-money', done)
    await goHome(page)
  })

  it('the Sold! table and a payment with a choice', async () => {
    const pay = firstAt(sold, (i) => sold.actions[i]?.type === 'pay')
    await importByPaste(page, recordText(sold, pay - 1))
    await page.locator('#turn-banner').waitFor()
    await capture(page, 'table-sold', done)
    await goHome(page)
    await importByPaste(page, recordText(sold, pay))
    await page.getByRole('heading', { name: /pays/ }).waitFor()
    await capture(page, 'payment-chooser', done)
    await goHome(page)
  })

  it('a sale round: the hand-over card, the pick screen, the picked screen, the reveal', async () => {
    const firstPick = firstAt(forSale, (i) => forSale.actions[i]?.type === 'pick')
    await importByPaste(page, recordText(forSale, firstPick))
    await page.getByRole('heading', { level: 1, name: 'Pass the device to Ann' }).waitFor()
    await capture(page, 'hand-over', done)
    await page.getByRole('button', { name: 'I am Ann' }).click()
    const annProperty = forSale.states[firstPick]?.seats[0]?.properties[0] as number
    await page.getByRole('button', { name: `Property ${annProperty}`, exact: true }).click()
    await capture(page, 'pick-screen', done)
    await page.getByRole('status').filter({ hasText: `Ann, your pick: the ${annProperty}` }).waitFor()
    await capture(page, 'picked', done)
    await page.getByRole('button', { name: 'Hide and pass to Ben' }).click()
    const rest = new Map(
      [1, 2, 3].map((seat) => [seat, forSale.states[firstPick]?.seats[seat]?.properties[0] as number] as const),
    )
    // Ben, Cy and Dee pick through the hand-over; the round ends on the reveal.
    await playSaleRound(page, 'for-sale', 0, rest, false, {
      onReveal: async () => {
        await page.getByRole('heading', { level: 1, name: 'Sale round 1: the picks' }).waitFor()
        await capture(page, 'reveal', done)
      },
    })
    expect(done).toContain('reveal')
    await goHome(page)
  })

  it('the scores of a finished game of each kind, and Home with saved games', async () => {
    await importByPaste(page, recordText(forSale, forSale.actions.length))
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await capture(page, 'scores-for-sale', done)
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await importByPaste(page, recordText(sold, sold.actions.length))
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await capture(page, 'scores-sold', done)
    await page.getByRole('button', { name: 'Home', exact: true }).click()

    // Finished games are listed apart from the games in progress.
    await page.getByRole('region', { name: 'Finished games' }).getByRole('listitem').first().waitFor()
    await capture(page, 'home-saved-games', done)
  })

  it('saw every screen, with no console error and no request off this machine', () => {
    expect(done).toHaveLength(16)
  })
})
