// The rules reference mid-game: open it, search, use a calculator, follow a "Why?" link, close,
// and the game is exactly where it was (same turn, same high bid, same log, same saved game).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, checkA11y, newPage, screenshot, watch } from './browser.ts'
import { importByPaste, randomGame, recordText } from './table-driver.ts'

/** What must not change while the rules are open. */
async function gameSnapshot(page: Page) {
  return {
    turn: await page.locator('#turn-banner').innerText(),
    // The felt's words without the panel of moves and tracker (opened to reach the log's "Why?", it is no part of the game).
    table: await page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement
      copy.querySelectorAll('#table-notes, [aria-controls="table-notes"]').forEach((el) => el.remove())
      return copy.textContent
    }),
    log: await page.getByRole('log', { includeHidden: true }).textContent(),
    storage: await page.evaluate(() => {
      const all: Record<string, string> = {}
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) as string
        if (key.includes('locale')) continue
        all[key] = localStorage.getItem(key) as string
      }
      return all
    }),
  }
}

describe('rules reference', () => {
  it('opens mid-game, searches, calculates, and closes back to the same game', async () => {
    const page = await newPage({ locale: 'en-US' })
    watch(page)
    await page.goto(baseUrl())

    // Mid-game: the second auction of a 4-player IELLO game, with a bid standing.
    const game = randomGame('for-sale', 4, 'e2e-rules')
    const upTo = game.states.findIndex((s) => (s.auction?.number ?? 0) >= 1 && (s.auction?.highBid ?? 0) > 0)
    expect(upTo).toBeGreaterThan(0)
    await importByPaste(page, recordText(game, upTo))
    await page.locator('#turn-banner').waitFor()
    const before = await gameSnapshot(page)
    expect(before.table).toMatch(/High bid/)

    // Open the rules from the table's header.
    const rulesButton = page.getByRole('button', { name: 'Rules', exact: true })
    await rulesButton.click()
    const dialog = page.getByRole('dialog', { name: 'Rules' })
    await dialog.waitFor()
    await expect(dialog.getByRole('heading', { name: 'Rules: For Sale', exact: true }).isVisible()).resolves.toBe(true)

    // Search: "rounding" finds the pass cost.
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('rounding')
    const result = dialog.getByRole('button', { name: /Passing and paying/ }).first()
    await result.waitFor()
    await result.click()
    await expect(dialog.getByRole('heading', { name: 'Passing and paying' }).isVisible()).resolves.toBe(true)
    await expect(dialog.getByText('You bid $5,000 and then pass: you pay $2,000 and get $3,000 back.').isVisible()).resolves.toBe(true)

    // A calculator: Gryphon, own bid 3 → passing costs 2, 1 comes back.
    await dialog.getByRole('button', { name: 'Calculators' }).click()
    const pass = dialog.locator('section', { has: page.getByRole('heading', { name: 'Passing: what does it cost?' }) })
    await pass.getByLabel('Ruleset').selectOption('for-sale-gryphon')
    await pass.getByLabel(/Your own bid/).fill('3')
    await expect(pass.getByTestId('pass-result').innerText()).resolves.toBe('Passing costs $2,000; $1,000 comes back.')

    // Sold! payment: owing 9 with 2, 3, 5, 8.
    const payment = dialog.locator('section', { has: page.getByRole('heading', { name: /Sold! payment/ }) })
    await expect(payment.getByTestId('payment-options').innerText()).resolves.toBe('{2, 3, 5}, {2, 8}, {3, 8}, and {5, 8}')
    await checkA11y(page)
    await screenshot(page, 'rules-calculators')

    // The edition table and the rulings, each marked as a ruling.
    await dialog.getByRole('button', { name: 'Editions compared' }).click()
    await expect(dialog.getByRole('table').getByRole('rowheader', { name: 'Passing costs' }).isVisible()).resolves.toBe(true)
    await checkA11y(page)
    await screenshot(page, 'rules-compare')
    await dialog.getByRole('button', { name: 'Rulings' }).click()
    await expect(dialog.getByRole('heading', { name: /Ruling R6 · The short last auction/ }).isVisible()).resolves.toBe(true)
    await screenshot(page, 'rules-rulings')

    // Escape closes; focus goes back to the Rules button; the game has not moved.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect(rulesButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(await gameSnapshot(page)).toEqual(before)

    // "Why?" on the log's latest line: opens the rule behind it, and closing changes nothing either.
    // The log lies in the panel that one control at the felt's edge opens over the felt.
    await page.getByRole('button', { name: 'Moves and tracker' }).click()
    const why = page.getByRole('log').getByRole('button', { name: 'Why?' }).last()
    const rule = await why.getAttribute('data-rule')
    await why.click()
    await dialog.waitFor()
    const landed = dialog.locator(`[data-section="${rule}"]`)
    await expect(landed.isVisible()).resolves.toBe(true)
    await screenshot(page, 'rules-why')
    await dialog.getByRole('button', { name: 'Close the rules' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await gameSnapshot(page)).toEqual(before)
    await checkA11y(page)
    await screenshot(page.getByRole('log'), 'rules-log-why')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page.locator('header').first(), 'rules-table-header-phone')
    await page.context().close()
  })

  it('answers for the game on the table: Sold!’s passing rule in a Sold! game, Gryphon’s in a Spanish Gryphon game', async () => {
    // A Sold! game just after a pass that cost something: its log has the pass line.
    const page = await newPage({ locale: 'en-US' })
    watch(page)
    await page.goto(baseUrl())
    const sold = randomGame('sold', 4, 'e2e-rules-sold')
    const afterPass = sold.actions.findIndex((a, i) => a.type === 'pass' && (sold.states[i]?.auction?.bids[a.player] ?? 0) > 1) + 1
    expect(afterPass).toBeGreaterThan(0)
    await importByPaste(page, recordText(sold, afterPass))
    await page.locator('#turn-banner').waitFor()

    await page.getByRole('button', { name: 'Rules', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Rules' })
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('what does passing cost')
    const results = dialog.getByTestId('rules-body').getByRole('listitem')
    await expect(results.first().innerText()).resolves.toMatch(/^SOLD!\s+Passing and paying with money cards/)
    await expect(dialog.getByText('In another edition').first().isVisible()).resolves.toBe(true)
    await expect(dialog.getByText('This game’s rules first: Sold!').isVisible()).resolves.toBe(true)
    await checkA11y(page)
    await screenshot(page, 'rules-search-this-game')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // "Why?" on the pass line: Sold!'s passing rule (the log lies in the panel opened from the felt's edge).
    await page.getByRole('button', { name: 'Moves and tracker' }).click()
    const passLine = page.getByRole('log').getByRole('listitem').filter({ hasText: /passes: takes the .*, pays half of/ }).last()
    await passLine.getByRole('button', { name: 'Why?' }).click()
    await dialog.waitFor()
    const landed = dialog.locator('[data-section="sold.paying"]')
    await expect(landed.isVisible()).resolves.toBe(true)
    await expect(landed.getByRole('heading').first().innerText()).resolves.toBe('Passing and paying with money cards')
    await expect(landed.innerText()).resolves.toContain('A passer pays half of their own bid, rounded down')
    await page.keyboard.press('Escape')
    await page.context().close()

    // A Spanish Gryphon table: "qué cuesta pasar" answers "rounded up" first.
    const es = await newPage({ locale: 'es-ES' })
    watch(es)
    await es.goto(baseUrl())
    const gryphon = randomGame('for-sale-gryphon', 4, 'e2e-rules-gryphon')
    await es.getByRole('button', { name: 'Importar un registro de partida' }).click()
    const importDialog = es.getByRole('dialog', { name: 'Importar un registro de partida' })
    await importDialog.getByLabel('O pega el registro aquí').fill(recordText(gryphon, 2))
    await importDialog.getByRole('button', { name: 'Abrir el registro pegado' }).click()
    await es.locator('#turn-banner').waitFor()
    await es.getByRole('button', { name: 'Reglas', exact: true }).click()
    const reglas = es.getByRole('dialog', { name: 'Reglas' })
    await reglas.getByRole('searchbox', { name: 'Buscar en las reglas' }).fill('qué cuesta pasar')
    const first = reglas.getByTestId('rules-body').getByRole('listitem').first()
    await expect(first.innerText()).resolves.toMatch(/^FOR SALE \(GRYPHON\)\s+Pasar y pagar\s/)
    // The answer is the Gryphon section's own sentence on what a pass costs, its asked-for words marked.
    await expect(first.locator('mark').first().innerText()).resolves.toMatch(/^(cuesta|Pasar|pasa)$/i)
    // The box's word, typed as the Spanish booklet prints it.
    await reglas.getByRole('searchbox').fill('cartas de moneda')
    const boxWord = reglas.getByTestId('rules-body').getByRole('listitem').first()
    await expect(boxWord.innerText()).resolves.toMatch(/Preparación y rondas/)
    await expect(boxWord.innerText()).resolves.toContain('«cartas de moneda»')
    await checkA11y(es)
    await screenshot(es, 'rules-search-gryphon-es')
    await es.context().close()
  })

  it('is in French and Spanish too, from Home, with money as each language writes it', async () => {
    const page = await newPage({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    watch(page)
    await page.goto(baseUrl())
    await page.getByRole('button', { name: 'Règles', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Règles' })
    await dialog.getByRole('searchbox').fill('refuse')
    await dialog.getByRole('button', { name: /R8 · Chèques « Refusé »/ }).click()
    await expect(dialog.getByRole('heading', { name: /R8 · Chèques « Refusé »/ }).isVisible()).resolves.toBe(true)
    await dialog.getByRole('button', { name: 'For Sale', exact: true }).click()
    const body = (await dialog.getByTestId('rules-body').innerText()).replace(/[\u202f\u00a0]/g, ' ')
    expect(body).toContain('5 000 $')
    expect(body).not.toMatch(/\$\d/)
    await checkA11y(page)
    await screenshot(page, 'rules-phone-fr')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.context().close()
  })
})
