// Importing a record: a good file opens as a saved game at its last action; a broken one gets a
// clear message (naming the action, for an illegal one) and nothing else changes.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, newPage, watch } from './browser.ts'
import { importByPaste, randomGame, recordText } from './table-driver.ts'

/** Everything the app keeps in this browser, and what Home lists (without the "last played" times). */
async function snapshot(page: Page): Promise<{ storage: Record<string, string>; listed: string[] }> {
  const storage = await page.evaluate(() => {
    const all: Record<string, string> = {}
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) as string
      all[key] = localStorage.getItem(key) as string
    }
    return all
  })
  const listed = await page
    .getByRole('region', { name: 'Saved games' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).innerText.replace(/Last played .*/, '')))
  return { storage, listed }
}

describe('importing a record', () => {
  it('opens a good file, and refuses broken ones with a clear reason, changing nothing', async () => {
    const page = await newPage({ locale: 'en-US' })
    watch(page)
    await page.goto(baseUrl())

    // A good file, from the file button: it opens at its last action (here, Cy to act in auction 1).
    const game = randomGame('for-sale', 4, 'e2e-import')
    const upTo = game.states.findIndex((s) => s.auction?.turn === 2 && (s.auction?.highBid ?? 0) > 0)
    expect(upTo).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Import a game record' }).click()
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'gavel-for-sale.json',
      mimeType: 'application/json',
      buffer: Buffer.from(recordText(game, upTo)),
    })
    await page.locator('#turn-banner', { hasText: "It is Cy's turn." }).waitFor()
    await page.getByRole('button', { name: /Menu/ }).click()
    await page.getByRole('button', { name: 'Home (the game stays saved)' }).click()
    await page.getByRole('region', { name: 'Saved games' }).getByRole('listitem').first().waitFor()
    const before = await snapshot(page)
    expect(before.listed).toHaveLength(1)
    expect(before.listed[0]).toContain('Players: Ann, Ben, Cy, and Dee')

    const dialog = page.getByRole('dialog', { name: 'Import a game record' })
    const alert = dialog.getByRole('alert')
    const refused = async (how: () => Promise<void>, message: string) => {
      await page.getByRole('button', { name: 'Import a game record' }).click()
      await how()
      await alert.waitFor()
      expect(await alert.innerText()).toBe(`✖ This record cannot be opened. ${message} Nothing has changed.`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await snapshot(page)).toEqual(before)
    }
    const paste = (text: string) => async () => {
      await dialog.getByLabel('Or paste the record here').fill(text)
      await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
    }
    const file = (text: string) => async () => {
      await dialog.getByLabel('Choose a file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(text) })
    }

    // Not JSON at all, pasted and as a file (a record cut short in the middle).
    const cut = recordText(game, upTo).slice(0, 200)
    const badJson = 'This is not valid JSON: the text is damaged or is not a game record.'
    await refused(paste(cut), badJson)
    await refused(file(cut), badJson)
    // JSON, but not a record.
    await refused(paste('{"format": "gavel/2", "actions": []}'), 'This is not a Gavel game record (it must say "format": "gavel/1").')
    // An illegal action: the example whose 15th action (index 14 for the replay command) picks during an auction.
    const illegal = readFileSync('tests/examples/for-sale-4p-illegal.json', 'utf8')
    await refused(file(illegal), 'Action 15 of the record is not allowed: that move does not belong at this point of the game.')
    // A bid that does not top the high bid, as the 3rd action.
    const record = JSON.parse(recordText(game)) as { actions: unknown[] }
    record.actions = [
      { type: 'bid', player: game.states[0]?.auction?.turn, amount: 3 },
      { type: 'pass', player: ((game.states[0]?.auction?.turn ?? 0) + 1) % 4 },
      { type: 'bid', player: ((game.states[0]?.auction?.turn ?? 0) + 2) % 4, amount: 3 },
    ]
    await refused(paste(JSON.stringify(record)), 'Action 3 of the record is not allowed: the bid is not above the high bid.')

    // And a good paste still opens after all that.
    await importByPaste(page, recordText(game))
    await page.locator('#turn-banner').waitFor()
    await page.context().close()
  })
})
