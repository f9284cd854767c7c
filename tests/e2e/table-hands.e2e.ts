// Issue 12: a whole game of each ruleset played through the UI at phone size (390×844) and on a
// 1080p screen, with no horizontal scroll and the main action in view at every step; axe on the
// bid controls, the payment builder and the sale screens as they come up.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { RulesetId } from '../../src/engine/rulesets.ts'
import type { GameState } from '../../src/engine/types.ts'
import { baseUrl, checkA11y, newPage, watch } from './browser.ts'
import { importByPaste, playThrough, randomGame, recordText } from './table-driver.ts'

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
    ['sold', 'hands-sold-4', PHONE, 'no-preference'],
    ['for-sale-gryphon', 'hands-gryphon-4', PHONE, 'reduce'],
    ['for-sale', 'hands-for-sale-4', PROJECTOR, 'reduce'],
    ['for-sale-scarce', 'hands-scarce-4', PROJECTOR, 'no-preference'],
  ]

  it.each(games)('%s at 4 players (%s): every step fits', async (ruleset, seed, viewport, reducedMotion) => {
    const game = randomGame(ruleset, 4, seed)
    const page = await newPage({ locale: 'en-US', viewport, reducedMotion })
    page.setDefaultTimeout(10_000)
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
        problems.push(...(await layoutProblems(page, 'main button:has-text("Hide")', `pick screen of seat ${seat}`)))
        await axeOnce('pick')
      },
      onReveal: async (round) => {
        problems.push(...(await layoutProblems(page, 'section[aria-labelledby^="reveal-"] button', `reveal of round ${round + 1}`)))
        await axeOnce('reveal')
      },
    })
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    expect(problems).toEqual([])
    expect(seen.errors).toEqual([])
    await page.context().close()
  })
})
