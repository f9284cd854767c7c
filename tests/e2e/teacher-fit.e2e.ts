// Teacher mode with the coach on, and a live learners' table, fit a 1080p projector and a
// 1280×720 laptop: the table (cards up and players), the explanation ("Why?") and the coach are all
// in view without scrolling, and none of them is cut (no box scrolls to hide part of its text). A live
// learners' table at 720p keeps the coach's heading and choice in view; its panel may scroll by itself.
import { readFileSync } from 'node:fs'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { animationsDone, baseUrl, newPage, screenshot, settled, watch } from './browser.ts'
import { inView } from './layout.ts'

type Size = { readonly width: number; readonly height: number }
const SIZES: readonly [string, Size][] = [
  ['1080p', { width: 1920, height: 1080 }],
  ['720p', { width: 1280, height: 720 }],
]
const FOR_SALE_4 = readFileSync('tests/examples/for-sale-4p.json', 'utf8')

/** `target` wholly in view and (with `whole`, the default) not holding more than it shows. */
const seen = (target: Locator, what: string, whole = true) => inView(target, what, whole)

describe('teacher mode and the learners’ table fit a projector and a laptop', () => {
  it.each(SIZES)('teacher mode with the coach on at %s: table, "Why?" and coach in view, nothing cut', async (name, size) => {
    const page = await newPage({ locale: 'en-US', viewport: size })
    watch(page)
    await page.goto(baseUrl())
    await page.getByRole('button', { name: 'Present a game record' }).click()
    const dialog = page.getByRole('dialog', { name: 'Present a game record' })
    await dialog.getByLabel('Or paste the record here').fill(FOR_SALE_4)
    await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
    await page.getByText('Teacher mode', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Coach', exact: true }).click()
    const problems: string[] = []
    const coach = page.getByRole('region', { name: /Coach/ })
    // Move 6: mid-auction, the coach reading Ben's bid; move 20: a later auction, players holding cards.
    for (const move of [6, 20]) {
      await page.keyboard.press('Home')
      for (let i = 0; i < move; i++) await page.keyboard.press('ArrowRight')
      // The move shown, then the side panels, which follow it a painted frame later (useAfterPaint):
      // measured any sooner, a busy machine shows the coach of a move on the way.
      await page.getByRole('banner').locator('p[aria-live]', { hasText: new RegExp(`^Move ${move} of `) }).waitFor()
      await coach.getByRole('listitem').first().waitFor()
      await settled(page)
      await animationsDone(page)
      const at = `${name} move ${move}`
      problems.push(...(await seen(page.getByRole('region', { name: 'Why?' }), `${at}: the explanation`)))
      problems.push(...(await seen(page.locator('section[aria-labelledby="presenter-up"]'), `${at}: the cards up`)))
      const seats = page.locator('[data-seat]')
      for (let i = 0; i < (await seats.count()); i++) problems.push(...(await seen(seats.nth(i), `${at}: player ${i + 1}`, false)))
      problems.push(...(await seen(coach, `${at}: the coach`)))
      problems.push(...(await seen(coach.locator('xpath=..'), `${at}: the coach's box`)))
      problems.push(...(await seen(page.getByRole('navigation', { name: 'Move by move' }), `${at}: the step controls`)))
      const root = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }))
      if (root.h > size.height || root.w > size.width) problems.push(`${at}: the page scrolls (${root.w}×${root.h})`)
      await screenshot(page, `teacher-fit-coach-${name}-move-${move}`)
    }
    // The coach off: the log takes its place, its current line whole.
    await page.getByRole('button', { name: 'Coach', exact: true }).click()
    await animationsDone(page)
    problems.push(...(await seen(page.locator('[aria-current="step"]').last(), `${name}: the log's current line`, false)))
    expect(problems).toEqual([])
    await page.context().close()
  })

  it.each(SIZES)('a live learners’ table at %s: the coach in a side panel, in view beside the cards and the bid', async (name, size) => {
    const page = await newPage({ locale: 'en-US', viewport: size })
    watch(page)
    await page.goto(baseUrl())
    await page.getByRole('button', { name: /New game/i }).first().click()
    await page.getByRole('radio', { name: 'For Sale, IELLO edition' }).check()
    await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
    // The table options are folded on Setup: opened to choose the first player and the coach.
    await page.locator('summary', { hasText: 'Table options' }).click()
    await page.getByRole('radio', { name: 'Ann' }).check()
    await page.getByRole('checkbox', { name: /Learners’ table/ }).check()
    // A deal whose first turn has five choices for the coach to read (a random deal mostly has three or four).
    await page.getByLabel('Deal code (optional)').fill('COACH5')
    await page.getByRole('button', { name: 'Start the game' }).click()
    const coach = page.getByRole('region', { name: /Coach/ })
    await expect.poll(() => coach.getByRole('listitem').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1)
    await animationsDone(page)
    const problems: string[] = []
    if (size.height >= 1080) problems.push(...(await seen(coach, `${name}: the coach`)))
    else {
      // On a 720-px laptop a long reading (its length depends on how far the coach's search got in
      // its time) may run past the foot of the panel, which then scrolls by itself: the coach's
      // heading, what it knows and its choice are in view beside the table, and the page itself never scrolls.
      problems.push(...(await seen(coach.getByRole('heading', { name: 'Coach' }), `${name}: the coach's heading`)))
      // A clear choice is starred; a tie is said above the list, whose first line then stands for it.
      const starred = coach.locator('li', { hasText: 'Coach’s choice' })
      const choice = (await starred.count()) > 0 ? starred : coach.getByRole('listitem').first()
      problems.push(...(await seen(choice, `${name}: the coach's choice`)))
      const root = await page.evaluate(() => document.documentElement.scrollHeight)
      if (root > size.height) problems.push(`${name}: the page scrolls (${root} px high)`)
    }
    problems.push(...(await seen(page.locator('section[aria-labelledby="up-heading"]'), `${name}: the cards up`, false)))
    problems.push(...(await seen(page.getByRole('button', { name: /^Pass/ }).first(), `${name}: the pass button`, false)))
    // The table's main actions keep their room: the pass and the next legal bid are whole.
    for (const control of [page.getByRole('button', { name: /^Pass/ }).first(), page.getByRole('button', { name: /^Bid \$1,000/ }).first()]) {
      const spill = await control.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      if (spill) problems.push(`${name}: the control "${await control.innerText()}" is squeezed`)
    }
    // Beside the table, not under it.
    const coachBox = await coach.boundingBox()
    const cardsBox = await page.locator('section[aria-labelledby="up-heading"]').boundingBox()
    if (coachBox === null || cardsBox === null || coachBox.x < cardsBox.x + cardsBox.width) problems.push(`${name}: the coach is not beside the table`)
    await screenshot(page, `teacher-fit-learners-${name}`)
    expect(problems).toEqual([])
    await page.context().close()
  })
})
