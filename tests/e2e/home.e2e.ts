import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, checkA11y, newPage, screenshot, watch } from './browser.ts'

/** From Home: a new game of Ann, Ben and Cy, started through Setup, its table on screen. */
async function startGameOfThree(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  for (const [i, name] of ['Ann', 'Ben', 'Cy'].entries()) {
    await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
  }
  await page.getByRole('button', { name: 'Remove player 4', exact: true }).click()
  await page.getByRole('button', { name: 'Start the game', exact: true }).click()
  await page.locator('#turn-banner').waitFor()
}

describe('home page', () => {
  it('loads with no errors, nothing off this machine, and no serious accessibility problem', async () => {
    const page = await newPage()
    watch(page)
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true)
    await checkA11y(page)
    await screenshot(page, 'home-tablet-landscape')
    await page.context().close()
  })

  it('is drawn by the page itself, before its script runs, in the device language; the script then takes it over', async () => {
    for (const [locale, heading, newGame] of [
      ['en-GB', 'Saved games', 'New game'],
      ['fr-FR', 'Parties enregistrées', 'Nouvelle partie'],
      ['es-ES', 'Partidas guardadas', 'Nueva partida'],
    ] as const) {
      const page = await newPage({ locale, serviceWorkers: 'block' })
      watch(page)
      // Hold the app's script back: what shows is the page alone.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto(baseUrl(), { waitUntil: 'domcontentloaded' })
      const drawn = page.locator('#prerendered')
      await expect.poll(() => drawn.getAttribute('lang')).toBe(locale.slice(0, 2))
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2))
      expect(await drawn.getByText(heading, { exact: true }).isVisible()).toBe(true)
      // Not yet answering: inert, and out of the accessibility tree.
      expect(await drawn.getAttribute('inert')).not.toBeNull()
      expect(await page.getByRole('button', { name: newGame, exact: true }).count()).toBe(0)

      release()
      await page.getByRole('button', { name: newGame, exact: true }).click()
      await page.getByRole('heading', { level: 1, name: newGame }).waitFor()
      // Hydrated, not drawn again: the page's own elements became the app's.
      expect(await page.locator('#prerendered').getAttribute('inert')).toBeNull()
      await page.context().close()
    }
  })

  it('never says there are no saved games when there are, nor shows Home when a game was open', async () => {
    // No service worker: it would answer for the app's script from its cache, past the blocks below.
    const page = await newPage({ serviceWorkers: 'block' })
    // The app's script is refused on purpose below: Chromium says so in the console.
    watch(page, { allow: /index-/ })
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
    await startGameOfThree(page)

    // Reloaded mid-game, with the app's script held back: no Home on the way back to the game.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort())
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await page.locator('#prerendered').count()).toBe(0)
    // A script that cannot load is said, not left as a blank page.
    await page.getByRole('alert').filter({ hasText: 'Gavel could not start' }).waitFor()

    await page.unroute(/\/assets\/index-[\w-]+\.js$/)
    await page.reload({ waitUntil: 'networkidle' })
    await page.locator('#turn-banner').waitFor()
    await page.getByRole('button', { name: /Menu$/ }).click()
    await page.getByRole('button', { name: 'Home (the game stays saved)', exact: true }).click()
    await page.getByRole('button', { name: /^Resume/ }).waitFor()

    // On Home, with a saved game: the drawn page leaves out "no saved games yet".
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort())
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.locator('#prerendered').waitFor()
    expect(await page.locator('#no-saved-games').count()).toBe(0)
    await page.unroute(/\/assets\/index-[\w-]+\.js$/)
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('button', { name: /^Resume/ }).waitFor()
    expect(await page.locator('#no-saved-games').count()).toBe(0)
    await page.context().close()
  })

  it('loads only the language shown, and switches language at Home and for a game in progress with no text left behind', async () => {
    const page = await newPage({ locale: 'en-GB' })
    watch(page)
    const scripts: string[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.endsWith('.js')) scripts.push(path)
    })
    const otherLanguages = () => scripts.filter((path) => /\.(fr|es)-[\w-]+\.js$/.test(path))
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'New game', exact: true }).waitFor()
    // English only: no French or Spanish messages fetched for the first page.
    expect(otherLanguages()).toEqual([])

    // At Home: French is loaded, then shown all at once.
    await page.getByRole('button', { name: 'FR Français', exact: true }).click()
    await page.getByRole('heading', { name: 'Parties enregistrées', exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr')
    expect(await page.getByRole('button', { name: '✓ FR Français', exact: true }).getAttribute('aria-pressed')).toBe('true')
    expect(otherLanguages().some((path) => /\/home\.fr-/.test(path))).toBe(true)
    expect(otherLanguages().some((path) => /\.es-/.test(path))).toBe(false)
    await checkA11y(page)

    // A game started in English, left for Home, switched to Spanish there: it reopens in Spanish.
    await page.getByRole('button', { name: 'EN English', exact: true }).click()
    await page.getByRole('heading', { name: 'Saved games', exact: true }).waitFor()
    await startGameOfThree(page)
    expect(await page.locator('#turn-banner').textContent()).toMatch(/It is (Ann|Ben|Cy)'s turn\./)
    await page.getByRole('button', { name: /Menu$/ }).click()
    await page.getByRole('button', { name: 'Home (the game stays saved)', exact: true }).click()
    await page.getByRole('button', { name: 'ES Español', exact: true }).click()
    await page.getByRole('heading', { name: 'Partidas guardadas', exact: true }).waitFor()
    await page.getByRole('button', { name: /^Continuar/ }).click()
    await page.locator('#turn-banner').waitFor()
    expect(await page.locator('#turn-banner').textContent()).toMatch(/Es el turno de (Ann|Ben|Cy)\./)
    expect(await page.locator('body').textContent()).not.toMatch(/It is (Ann|Ben|Cy)'s turn/)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')

    // Reloaded in the middle of the game: it comes back in Spanish, English never drawn in between.
    await page.reload({ waitUntil: 'networkidle' })
    await page.locator('#turn-banner').waitFor()
    expect(await page.locator('#turn-banner').textContent()).toMatch(/Es el turno de (Ann|Ben|Cy)\./)
    expect(await page.locator('body').textContent()).not.toMatch(/It is (Ann|Ben|Cy)'s turn/)
    await page.context().close()
  })
})
