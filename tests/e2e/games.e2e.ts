// A 5-player game dealt from a deal code typed on Setup, played through the UI only; the score screen
// is checked against the replay command run on the record the app exports. (The 4-player game of each
// ruleset is played once, in taps.e2e.ts, with every per-step check.)
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { replayOutput } from '../../src/engine/record.ts'
import { baseUrl, newPage, watch, type PageWatch } from './browser.ts'
import {
  NAMES,
  exportFromScores,
  planGame,
  playThrough,
  replayCommand,
  scoreProblems,
  type PlannedGame,
} from './table-driver.ts'

describe('a whole game from a typed deal code, through the UI', () => {
  async function open(): Promise<{ page: Page; seen: PageWatch }> {
    const page = await newPage({ locale: 'en-US' })
    const seen = watch(page)
    await page.goto(baseUrl())
    await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
    return { page, seen }
  }

  /** From the score screen: what it shows matches the replay command on the exported record, and the plan. */
  async function checkScores(page: Page, game: PlannedGame): Promise<void> {
    const exported = await exportFromScores(page)
    const replayed = replayCommand(exported)
    expect(replayed).toEqual(replayOutput(game.final))
    expect(await scoreProblems(page, game.final.ruleset, replayed as ReturnType<typeof replayOutput>)).toEqual([])
  }

  it('for-sale-scarce at 5 players: dealt from a deal code typed on Setup, played to the end', async () => {
    const code = 'E2E5SCARCE'
    const names = NAMES.slice(0, 5)
    const game = planGame({ ruleset: 'for-sale-scarce', players: names, seed: code }, 'e2e-scarce-5-moves')
    const { page, seen } = await open()
    await page.getByRole('button', { name: 'New game', exact: true }).click()
    await page.getByRole('radio', { name: 'For Sale, “Not enough for everyone”' }).check()
    await page.getByRole('button', { name: 'Add a player' }).click()
    for (const [i, name] of names.entries()) await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
    // The table options are folded on Setup (issue 23): opened to choose them.
    await page.locator('summary', { hasText: 'Table options' }).click()
    // Typed the way people type codes: lower case, with a dash.
    await page.getByLabel('Deal code (optional)').fill('e2e5-scarce')
    await page.getByRole('button', { name: 'Start the game' }).click()
    await playThrough(page, game)
    await checkScores(page, game)
    // The exported record keeps the deal code, so the table can deal the same cards again.
    expect(JSON.parse(await exportFromScores(page))).toMatchObject({ seed: code, dealCode: code })
    expect(seen.errors).toEqual([])
    expect(seen.offMachine).toEqual([])
    await page.context().close()
  })
})
