// The cards in the real browser: every card's face inside its box at phone and projector sizes
// (nothing clipped: sizes come from the slot), Sold! court cards drawn (no chess glyphs), and in the
// sale the seller's hand sits in view above the action bar ("Hide and pass"), and a picked card, even one
// tapped half under the bar, is all in view above it. Each screen is opened once and resized through
// the sizes (`resizeTo` in browser.ts).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { RulesetId } from '../../src/engine/rulesets.ts'
import { animationsDone, baseUrl, newPage, resizeTo, screenshot, watch } from './browser.ts'
import { importByPaste, randomGame, recordText } from './table-driver.ts'

const SIZES = [
  [360, 640],
  [1920, 1080],
] as const

/** Every card face on the page whose drawn text or pips reach outside its box (by more than a pixel). */
async function clippedCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const card of document.querySelectorAll('[role="img"]')) {
      const box = card.getBoundingClientRect()
      if (box.width === 0 || card.querySelector(':scope > svg') === null) continue
      for (const part of card.querySelectorAll('text, [data-pip]')) {
        const r = part.getBoundingClientRect()
        if (r.width === 0) continue // a layout this size does not show
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
          out.push(`${card.getAttribute('aria-label')}: "${part.textContent}" at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`)
        }
      }
    }
    return out
  })
}

/** Opens the record on Home, leaving any game already open on this page. */
async function openAt(page: Page, text: string) {
  await page.goto(baseUrl())
  await page.evaluate(() => localStorage.clear())
  await page.goto(baseUrl())
  await importByPaste(page, text)
}

/** Scrolls every box on the page back to its start, as the screen stands when it opens. */
async function scrollToStart(page: Page) {
  await page.evaluate(() => {
    for (const el of [document.documentElement, ...document.querySelectorAll('*')]) if (el.scrollTop !== 0 || el.scrollLeft !== 0) el.scrollTo(0, 0)
  })
}

describe('cards on the table', () => {
  for (const ruleset of ['for-sale', 'sold'] as RulesetId[]) {
    it(`${ruleset} at 360×640 and 1920×1080, each screen resized through both: faces inside their boxes; a picked card clear of the bar`, async () => {
      const [[width0, height0]] = SIZES
      const page = await newPage({ viewport: { width: width0, height: height0 } })
      watch(page)
      const game = randomGame(ruleset, 4, `cards-${ruleset}`)
      // An auction a few moves in: the cards up for auction and the seats' cards.
      await openAt(page, recordText(game, 5))
      await page.getByRole('button', { name: /^Pass/ }).first().waitFor()
      for (const [width, height] of SIZES) {
        await resizeTo(page, { width, height })
        expect(await page.locator('[role="img"] > svg').count(), `${width}×${height}: cards drawn`).toBeGreaterThan(3)
        expect(await clippedCards(page), `${width}×${height}: faces outside their boxes`).toEqual([])
        await screenshot(page, `cards-${ruleset}-auction-${width}`)
      }

      // The first sale round: the seller's hand under the bar that says the pick.
      const firstSale = game.states.findIndex((s) => s.phase === 'sale')
      await openAt(page, recordText(game, firstSale))
      await page.getByRole('button', { name: /^I am / }).first().click()
      // The seller's own hand (the top bar's sound switch is a pressed-or-not button too).
      const hand = page.locator('section[aria-labelledby="own-heading"] button[aria-pressed]')
      await hand.first().waitFor()
      // The bar that says the pick is the table's action bar; the felt above it scrolls
      // inside itself when it must. A card is clear of the bar when it is all in the felt's view, above the bar.
      const bar = page.locator('footer.action-bar', { has: page.getByRole('status') })
      const barTop = async () => (await bar.boundingBox())?.y ?? 0
      const feltTop = async () => (await page.locator('main').boundingBox())?.y ?? 0
      const clear = async (card: { y: number; height: number } | null) => card !== null && card.y >= (await feltTop()) - 1 && card.y + card.height <= (await barTop()) + 1
      for (const [k, [width, height]] of SIZES.entries()) {
        const at = `${width}×${height}`
        await resizeTo(page, { width, height })
        if (k > 0) {
          // The last size's pick and scroll undone: another card picked (a pick is only ever changed,
          // never taken back), the first card down in the hand again, the felt at its start.
          await hand.last().click()
          await expect.poll(() => hand.first().getAttribute('aria-pressed'), { message: `${at}: the first card put back` }).toBe('false')
          await scrollToStart(page)
          await animationsDone(page)
        }
        expect(await clippedCards(page), `${at}: faces outside their boxes`).toEqual([])
        if (ruleset === 'sold') expect(await page.locator('body').innerText()).not.toMatch(/[♔♕♖♗♘♙♚♛♜♝♞♟]/)
        // The hand sits on the felt just above the bar: every card of it in view without scrolling, at every size.
        for (const card of await hand.all()) expect(await clear(await card.boundingBox()), `${at}: a card of the hand clear of the bar`).toBe(true)
        // Scroll the felt so the first card shows only its top above the bar, where the felt can scroll that far, and tap that top.
        const first = await hand.first().boundingBox()
        if (first === null) throw new Error('no hand')
        await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2)
        await page.mouse.wheel(0, first.y - ((await barTop()) - 40))
        await page.waitForTimeout(200)
        const before = await hand.first().boundingBox()
        const halfHidden = before !== null && before.y < (await barTop()) && before.y + before.height > (await barTop())
        if (halfHidden && before !== null) {
          await page.mouse.click(before.x + before.width / 2, before.y + 8)
        } else {
          // The felt cannot hide the hand under the bar (it fits): tapping a card simply picks it.
          await hand.first().click()
        }
        await expect.poll(() => hand.first().getAttribute('aria-pressed'), { message: `${at}: the first card picked` }).toBe('true')
        // The picked card, lifted, is all in view above the bar; the bar says the pick.
        await expect.poll(async () => clear(await hand.first().boundingBox()), { message: `${at}: the picked card clear of the bar` }).toBe(true)
        await bar.getByRole('status').filter({ hasText: 'your pick: the' }).waitFor()
        await screenshot(page, `cards-${ruleset}-pick-${width}`)
      }
      await page.context().close()
    })
  }
})
