// The coach of a learners' table in the real browser: chosen at setup, reading in a worker of its
// own, shown to the person whose turn it is with each option's chance of winning and a reason.
import { describe, expect, it } from 'vitest'
import { baseUrl, checkA11y, newPage, screenshot, watch } from './browser.ts'

describe('the coach', () => {
  it('reads the choices of the person to play, at a learners’ table', async () => {
    const page = await newPage()
    watch(page)
    const workers: string[] = []
    page.on('worker', (w) => workers.push(w.url()))
    await page.goto(baseUrl())
    await page.getByRole('button', { name: /New game/i }).first().click()
    await page.getByRole('radio', { name: 'For Sale, IELLO edition' }).check()
    await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
    await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption({ label: 'Computer: strong' })
    // Setup says how each level seated plays.
    await expect.poll(() => page.getByText(/^Strong plays to win/).count()).toBe(1)
    await page.getByRole('combobox', { name: 'Who plays seat 3' }).selectOption({ label: 'Computer: normal' })
    await page.getByRole('button', { name: 'Remove player 4' }).click()
    // The table options are folded on Setup: opened to choose them.
    await page.locator('summary', { hasText: 'Table options' }).click()
    await page.getByRole('radio', { name: 'Ann' }).check()
    const learners = page.getByRole('checkbox', { name: /Learners’ table/ })
    expect(await learners.isChecked()).toBe(false)
    await learners.check()
    await page.getByRole('button', { name: 'Start the game' }).click()

    const coach = page.getByRole('region', { name: /Coach/ })
    await expect.poll(() => coach.getByRole('listitem').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2)
    const first = await coach.getByRole('listitem').first().innerText()
    expect(first).toMatch(/^Pass/)
    expect(first).toMatch(/\d+% chance to win|almost sure to win|almost no chance to win/)
    // One starred choice, or a tie said in words with no star.
    const starred = await coach.getByText('Coach’s choice').count()
    const tie = await coach.getByText(/^A tie:|^Every choice reads the same/).count()
    expect(starred + tie).toBe(1)
    expect(workers.filter((url) => /bot-worker/.test(url)).length).toBeGreaterThanOrEqual(1)
    await checkA11y(page)
    await screenshot(page, 'coach-table')

    // Ann passes; the computer players move; on Ann's next turn the coach reads again.
    await page.getByRole('button', { name: /^Pass/ }).first().click()
    await expect.poll(() => coach.count(), { timeout: 5_000 }).toBe(0)
    await expect.poll(() => coach.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
    await page.context().close()
  }, 120_000)
})
