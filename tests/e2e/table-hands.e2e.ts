// One whole 4-player game of each ruleset, imported from a fixed deal and played through the UI only,
// at phone size (390×844) or on a 1080p screen (issue 12): no horizontal scroll and the main action in
// view at every step; axe on the bid controls, the payment builder and the sale screens as they come
// up; and at the end the score screen matches the replay command run on the record the app exports
// (these games were games.e2e.ts's, played a second time here until issue 21).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { RulesetId } from '../../src/engine/rulesets.ts'
import type { GameState } from '../../src/engine/types.ts'
import { replayOutput } from '../../src/engine/record.ts'
import { baseUrl, checkA11y, newPage, watch } from './browser.ts'
import { exportFromScores, importByPaste, playThrough, randomGame, recordText, replayCommand, scoreProblems } from './table-driver.ts'

const PHONE = { width: 390, height: 844 }
const PROJECTOR = { width: 1920, height: 1080 }

/** What is wrong with the layout now: horizontal scroll, or the main action out of view. */
async function layoutProblems(page: Page, main: string, what: string): Promise<string[]> {
  const problems: string[] = []
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  if (scroll > client) problems.push(`${what}: horizontal scroll (${scroll} > ${client})`)
  const box = await page.locator(main).first().boundingBox()
  const height = page.viewportSize()?.height ?? 0
  if (box === null) problems.push(`${what}: no ${main}`)
  else if (box.y < 0 || box.y + box.height > height) problems.push(`${what}: ${main} at ${Math.round(box.y)}–${Math.round(box.y + box.height)}, screen ${height} high`)
  return problems
}

describe('the table for hands and eyes: whole games at phone size and at 1080p', () => {
  /** Two of the games with reduced motion asked for: nothing may depend on an animation finishing. */
  const games: readonly [RulesetId, string, { width: number; height: number }, 'reduce' | 'no-preference'][] = [
    ['sold', 'e2e-sold-4', PHONE, 'no-preference'],
    ['for-sale-gryphon', 'e2e-gryphon-4', PHONE, 'reduce'],
    ['for-sale', 'e2e-for-sale-4', PROJECTOR, 'reduce'],
    ['for-sale-scarce', 'e2e-scarce-4', PROJECTOR, 'no-preference'],
  ]

  it.each(games)('%s at 4 players (%s): imported deal played to the end, every step fits, scores as the replay command says', async (ruleset, seed, viewport, reducedMotion) => {
    const game = randomGame(ruleset, 4, seed)
    // Sold!'s game has a payment to make.
    if (ruleset === 'sold') expect(game.actions.some((a) => a.type === 'pay')).toBe(true)
    const page = await newPage({ locale: 'en-US', viewport, reducedMotion })
    const seen = watch(page)
    await page.goto(baseUrl())
    await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
    await importByPaste(page, recordText(game))
    const problems: string[] = []
    const checked = new Set<string>()
    const axeOnce = async (kind: string) => {
      if (checked.has(kind)) return
      checked.add(kind)
      // Colours are checked as they end up, not halfway through a card's turn-up.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      await checkA11y(page)
    }
    await playThrough(page, game, {
      beforeAction: async (i: number, state: GameState) => {
        const action = game.actions[i]
        const paying = action?.type === 'pay'
        const main = paying ? 'section[aria-labelledby="payment-heading"] button' : 'section[aria-label^="It is "] button'
        if (paying) await page.locator('section[aria-labelledby="payment-heading"]').waitFor()
        problems.push(...(await layoutProblems(page, main, `action ${i} (${action?.type}, auction ${(state.auction?.number ?? 0) + 1})`)))
        await axeOnce(paying ? 'payment' : 'auction')
      },
      onPickScreen: async (seat) => {
        // The pick's "Hide …" sits in the table's action bar (issue 23), below the felt.
        problems.push(...(await layoutProblems(page, 'footer.action-bar button:has-text("Hide")', `pick screen of seat ${seat}`)))
        await axeOnce('pick')
      },
      onReveal: async (round) => {
        // The reveal is on the felt; its way on (the next "I am …", or "See the scores") is in the action bar.
        await page.locator('section[aria-labelledby^="reveal-"]').waitFor()
        problems.push(...(await layoutProblems(page, 'footer.action-bar button', `reveal of round ${round + 1}`)))
        await axeOnce('reveal')
      },
    })
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    expect(problems).toEqual([])
    // The score screen against the replay command run on the record the app exports.
    const replayed = replayCommand(await exportFromScores(page))
    expect(replayed).toEqual(replayOutput(game.final))
    // scoreProblems reads the standings as laid out at the default size (as games.e2e.ts checked them).
    await page.setViewportSize({ width: 1024, height: 768 })
    expect(await scoreProblems(page, ruleset, replayed as ReturnType<typeof replayOutput>)).toEqual([])
    expect(seen.errors).toEqual([])
    expect(seen.offMachine).toEqual([])
    await page.context().close()
  })
})
