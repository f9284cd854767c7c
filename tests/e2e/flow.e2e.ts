// Away from the table: Setup on one screen with Start in view, the same table again in one
// tap, Back and reload landing where people expect, a new screen opening at its top, and no text
// clipped or sticking out in English, French or Spanish with the longest names allowed. Setup is opened
// once and resized through the sizes (`resizeTo` in browser.ts).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MAX_NAME_LENGTH } from '../../src/engine/setup.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { homeMessages } from '../../src/i18n/messages/home.ts'
import { importMessages } from '../../src/i18n/messages/import.ts'
import { rulesButtonMessages } from '../../src/i18n/messages/rules-button.ts'
import { rulesUiMessages } from '../../src/i18n/messages/rules-ui.ts'
import { scoresMessages } from '../../src/i18n/messages/scores.ts'
import { setupMessages } from '../../src/i18n/messages/setup.ts'
import { historyMessages } from '../../src/i18n/messages/history.ts'
import { shellMessages } from '../../src/i18n/messages/shell.ts'
import { animationsDone, baseUrl, checkA11y, newPage, resizeTo, screenshot, type Size, watch } from './browser.ts'
import { overflowProblems } from './layout.ts'
import { planGame, recordText } from './table-driver.ts'

const PHONE: Size = { width: 360, height: 640 }
const TABLET: Size = { width: 768, height: 1024 }
const TABLET_WIDE: Size = { width: 1024, height: 768 }
const LAPTOP: Size = { width: 1280, height: 720 }

/** Names as long as Setup and records allow, with and without a space to break at. */
const LONG_NAMES = ['Maximiliana Wolfeschlegelsteinhausenberg', 'Bartholomew-Featherstonehaugh-Cholmondel', 'Ωmegaxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']
const BROWSER_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES' }

async function open(size: Size, locale: Locale = 'en'): Promise<{ page: Page }> {
  const page = await newPage({ locale: BROWSER_LOCALE[locale], viewport: size })
  watch(page)
  await page.goto(baseUrl())
  await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
  return { page }
}

/** Whether the element is wholly inside the window as the page stands (no scrolling). */
async function inWindow(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect()
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight + 0.5 && r.right <= document.documentElement.clientWidth + 0.5
    return inside ? null : `at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}`
  })
}

async function typeNames(page: Page, names: readonly string[]): Promise<void> {
  for (const [i, name] of names.entries()) await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
}

const START = 'button[type="submit"]'

describe('flow: Setup, the same table again, Back and reload, and text that fits', () => {
  const setupSizes = [
    ['tablet', TABLET],
    ['tablet-wide', TABLET_WIDE],
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const
  it('Setup at tablet, tablet-wide, laptop and phone, one Setup resized through them: Start in view without scrolling, nothing sideways', async () => {
    const { page } = await open(TABLET)
    await page.getByRole('button', { name: 'New game', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor()
    await typeNames(page, ['Ann', 'Ben', 'Cy'])
    await page.getByRole('combobox', { name: 'Who plays seat 4' }).selectOption({ label: 'Computer: strong' })
    const problems: string[] = []
    for (const [name, size] of setupSizes) {
      await resizeTo(page, size)
      const where = await inWindow(page, START)
      if (where !== null) problems.push(`${name}: Start is not in view, ${where}`)
      problems.push(...(await overflowProblems(page, `${name} setup`)))
      // A tablet shows the whole of Setup for a table of four with a computer player: one screen.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      if ((size === TABLET || size === TABLET_WIDE) && height > size.height) problems.push(`${name}: Setup takes ${height} px, more than one screen (${size.height})`)
    }
    // Six seats: Start still in view.
    await page.getByRole('button', { name: 'Add a player' }).click()
    await page.getByRole('button', { name: 'Add a player' }).click()
    await typeNames(page, ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'])
    for (const [name, size] of setupSizes) {
      await resizeTo(page, size)
      const six = await inWindow(page, START)
      if (six !== null) problems.push(`${name}: Start is not in view with six seats, ${six}`)
      await screenshot(page, `flow-setup-${name}`)
      await checkA11y(page)
    }
    // The options open in place; Start stays in view.
    await page.locator('summary', { hasText: 'Table options' }).click()
    await page.getByRole('group', { name: 'Table information' }).waitFor()
    for (const [name, size] of setupSizes) {
      await resizeTo(page, size)
      const after = await inWindow(page, START)
      if (after !== null) problems.push(`${name}: Start is not in view with the options open, ${after}`)
      await checkA11y(page)
    }
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('the same table again in one tap; reload and Back land where people expect', async () => {
    const { page } = await open(PHONE)
    await page.getByRole('button', { name: 'New game', exact: true }).click()
    await typeNames(page, ['Ann', 'Ben', 'Cy'])
    await page.getByRole('combobox', { name: 'Who plays seat 4' }).selectOption({ label: 'Computer: easy' })
    await page.getByRole('radio', { name: 'For Sale, Gryphon edition' }).check()
    await page.locator(START).click()
    await page.getByRole('button', { name: /Menu/ }).waitFor()

    // A reload in the middle of a game lands on its table, not Home.
    await page.reload()
    await page.getByRole('button', { name: /Menu/ }).waitFor()
    // Back asks first (the menu), the game kept; Back again is Home, the game saved.
    await page.goBack()
    await page.getByRole('dialog', { name: 'Game menu' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'Saved games' }).waitFor()
    expect(await page.getByRole('button', { name: /^Resume For Sale \(Gryphon\)/ }).count()).toBe(1)

    // One tap: the same seats, levels and ruleset, a fresh deal.
    const again = page.getByRole('button', { name: /^Same table again For Sale \(Gryphon\) with Ann, Ben, Cy, and \S+$/ })
    await checkA11y(page)
    await again.click()
    await page.getByRole('button', { name: /Menu/ }).waitFor()
    await page.goBack()
    await page.getByRole('dialog', { name: 'Game menu' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'Saved games' }).waitFor()
    expect(await page.getByRole('button', { name: /^Resume For Sale \(Gryphon\)/ }).count()).toBe(2)

    // Abandoning one asks first, then leaves nothing of it: one game fewer to resume.
    await page.getByRole('button', { name: /^Resume For Sale \(Gryphon\)/ }).first().click()
    await page.getByRole('button', { name: /Menu/ }).click()
    await page.getByRole('button', { name: 'Abandon this game' }).click()
    await page.getByRole('dialog', { name: 'Abandon this game?' }).waitFor()
    await checkA11y(page)
    await page.getByRole('button', { name: 'Abandon and delete it' }).click()
    await page.getByRole('heading', { name: 'Saved games' }).waitFor()
    expect(await page.getByRole('button', { name: /^Resume For Sale \(Gryphon\)/ }).count()).toBe(1)
    // Forward onto the abandoned game's entry is Home still.
    await page.goForward()
    await page.getByRole('heading', { name: 'Saved games' }).waitFor()
    expect(await page.getByRole('button', { name: /Menu/ }).count()).toBe(0)

    // Setup opens on that table; a reload of Setup stays on Setup, Back is Home.
    await page.getByRole('button', { name: 'New game', exact: true }).click()
    expect(await page.getByRole('textbox', { name: 'Player 2', exact: true }).inputValue()).toBe('Ben')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'Saved games' }).waitFor()
    await page.context().close()
  })

  it('a finished game opened from a scrolled Home opens at its top', async () => {
    const { page } = await open(PHONE)
    const game = planGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], seed: 'flow-top' }, 'flow-top-moves')
    await page.getByRole('button', { name: 'Import a game record' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import a game record' })
    await dialog.getByLabel('Or paste the record here').fill(recordText(game, game.actions.length))
    await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await page.getByRole('button', { name: 'Home', exact: true }).first().click()
    const openScores = page.getByRole('button', { name: /^Scores and pictures of/ }).first()
    await openScores.waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await openScores.click()
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // Back: the list of finished games it was opened over (the history screen's own entry), Back again: Home.
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'Saved games' }).waitFor()
    await page.context().close()
  })

  it.each(['en', 'fr', 'es'] as const)('nothing clipped or sideways at 360×640 in %s, with the longest names: Home, Setup, Scores, History, Rules', { timeout: 600_000 }, async (locale) => {
    for (const n of LONG_NAMES) expect(n).toHaveLength(MAX_NAME_LENGTH)
    const { page } = await open(PHONE, locale)
    const th = homeMessages[locale]
    const problems: string[] = []
    const check = async (what: string) => {
      await animationsDone(page)
      problems.push(...(await overflowProblems(page, `${locale} ${what}`)))
      await screenshot(page, `flow-fit-${locale}-${what.replace(/\W+/g, '-')}`)
      await checkA11y(page)
    }
    await check('home')

    // The scores of a game with the longest names (a three-player game: the most auctions).
    const game = planGame({ ruleset: 'for-sale', players: LONG_NAMES, seed: 'flow-long' }, 'flow-long-moves')
    await page.getByRole('button', { name: th.importRecord }).click()
    await page.getByLabel(importMessages[locale].pasteLabel).fill(recordText(game, game.actions.length))
    await page.getByRole('button', { name: importMessages[locale].open }).click()
    await page.getByRole('button', { name: scoresMessages[locale].home, exact: true }).first().waitFor()
    // The story's tables, opened.
    for (const summary of await page.locator('main details > summary').all()) await summary.click()
    await check('scores')

    await page.getByRole('button', { name: scoresMessages[locale].home, exact: true }).first().click()
    await page.getByRole('heading', { name: th.savedGames }).waitFor()
    await check('home with a finished game')

    // The finished games, and that game's scores there.
    await page.getByRole('button', { name: historyMessages[locale].openHistory }).click()
    await page.getByRole('button', { name: historyMessages[locale].home }).first().waitFor()
    await check('history')
    await page.getByRole('button', { name: new RegExp(`^${historyMessages[locale].open}`) }).first().click()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await check('history game')
    await page.goBack()
    await page.goBack()
    await page.getByRole('heading', { name: th.savedGames }).waitFor()

    // Setup with six seats of the longest names, the options open.
    await page.getByRole('button', { name: th.newGame, exact: true }).click()
    const ts = setupMessages[locale]
    await page.getByRole('button', { name: ts.addPlayer }).click()
    await page.getByRole('button', { name: ts.addPlayer }).click()
    const fields = page.locator('main ol input[type="text"]')
    for (let i = 0; i < 6; i++) await fields.nth(i).fill(`${LONG_NAMES[i % 3]!.slice(0, MAX_NAME_LENGTH - 1)}${i}`)
    await page.locator('summary', { hasText: ts.options }).click()
    await check('setup')

    // The rules reference.
    await page.getByRole('button', { name: rulesButtonMessages[locale].open, exact: true }).first().click()
    await page.getByRole('dialog', { name: rulesUiMessages[locale].title }).waitFor()
    await check('rules')

    expect(shellMessages[locale].openHistory).not.toBe('')
    expect(problems).toEqual([])
    await page.context().close()
  })
})
