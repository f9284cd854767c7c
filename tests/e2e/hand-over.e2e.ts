// Nothing is lost and nothing leaks: reloads mid-auction and mid-hand-over return to the same
// point (never to a revealed pick), and during a hand-over no other player's pick is in the DOM.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { replayOutput } from '../../src/engine/record.ts'
import type { Card, GameState } from '../../src/engine/types.ts'
import { baseUrl, newPage, painted, watch } from './browser.ts'
import {
  expectHeading,
  exportFromScores,
  importByPaste,
  playThrough,
  propertyLabel,
  randomGame,
  recordText,
  replayCommand,
  scoreProblems,
} from './table-driver.ts'

/** The page as text, markup and all, without what only styles or draws it (class names, SVG paths). */
async function pageSource(page: Page): Promise<string> {
  const html = await page.evaluate(() => document.documentElement.outerHTML)
  return html.replace(/ (class|d|viewBox|points|style)="[^"]*"/g, '')
}

/** The spoken names of every property card on the page. */
async function propertyLabels(page: Page): Promise<string[]> {
  return page
    .locator('[role="img"][aria-label^="Property"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''))
}

/** Everything the page says, for comparing one moment with another. */
const pageText = (page: Page) => page.locator('body').innerText()

describe('hand-over and reloads', () => {
  it('reloads mid-auction and mid-hand-over, keeps every pick secret, and finishes the game', async () => {
    const game = randomGame('for-sale', 4, 'e2e-hand-over')
    const ann = 0
    const ben = 1

    // Mid-auction: the second auction, once someone holds a high bid.
    const reloadAt = game.states.findIndex((s) => s.phase === 'auction' && (s.auction?.number ?? 0) >= 1 && (s.auction?.highBid ?? 0) > 0)
    expect(reloadAt).toBeGreaterThan(0)

    // The hand-over: a round (not the last) in which Ann's pick is a number that nothing else on
    // Ben's screens can show (above every check's value, and not a number the card drawings use).
    const picksOf = (round: number) =>
      game.actions.flatMap((a, i) => (a.type === 'pick' && game.states[i]?.sale?.round === round ? [a] : []))
    const lastRound = Math.max(...game.states.map((s) => s.sale?.round ?? 0))
    let round = -1
    let annPick: Card = -1
    for (let r = 0; r < lastRound && round < 0; r++) {
      const pick = picksOf(r).find((a) => a.player === ann)?.property
      if (pick !== undefined && pick >= 16 && ![19, 20, 38, 40].includes(pick)) [round, annPick] = [r, pick]
    }
    expect(round).toBeGreaterThanOrEqual(0)
    const annLabel = propertyLabel('for-sale', annPick)
    const annNumber = new RegExp(`(?<![\\w$,.-])${annPick}(?![\\w,.])`)
    const benProperties = (game.states.find((s) => s.sale?.round === round) as GameState).seats[ben]?.properties ?? []
    expect(benProperties.length).toBeGreaterThan(1)

    // The first auction is played elsewhere (games.e2e.ts): the game opens at the second one.
    const start = game.states.findIndex((s) => s.phase === 'auction' && (s.auction?.number ?? 0) >= 1)
    expect(start).toBeGreaterThan(0)
    expect(start).toBeLessThanOrEqual(reloadAt)

    const page = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' })
    watch(page)
    await page.goto(baseUrl())
    await importByPaste(page, recordText(game, start))

    const checked: string[] = []
    await playThrough(page, game, {
      beforeAction: async (index) => {
        if (index !== reloadAt) return
        // The side panels follow a move one painted frame later (useAfterPaint): let them catch up.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))))
        // … and the last move's motion land: its flying chips are copies drawn over the page for a
        // moment (table-motion.ts), not the table, and a reload shows no motion.
        await motionLanded(page)
        const before = await pageText(page)
        expect(before).toContain('High bid:')
        await page.reload()
        await page.locator('#turn-banner').waitFor()
        expect(await pageText(page)).toBe(before)
        checked.push('auction reload')
      },
      onPickScreen: async (seat, picked) => {
        if (!(await isRound(page, round))) return
        if (seat === ann) {
          // A reload while Ann's own properties are on screen: back to handing her the device.
          await page.reload()
          await expectHeading(page, 'Pass the device to Ann')
          expect(await propertyLabels(page)).toEqual([])
          checked.push('pick reload')
          return 'handover'
        }
        if (seat === ben && picked.includes(ann)) {
          // Ben's pick screen: his own properties only, and still no trace of Ann's pick.
          const html = await pageSource(page)
          expect(html).not.toContain(annLabel)
          expect(html).not.toMatch(annNumber)
          expect((await propertyLabels(page)).sort()).toEqual(benProperties.map((p) => propertyLabel('for-sale', p)).sort())
          checked.push('pick screen')
        }
      },
      onPicked: async (seat) => {
        if (seat !== ann || !(await isRound(page, round))) return
        // Ann has picked: a reload lands on handing the device to Ben, never on her pick.
        await page.reload()
        await expectHeading(page, 'Pass the device to Ben')
        expect(await pageSource(page)).not.toContain(annLabel)
        checked.push('hand-over reload')
        return 'handover'
      },
      onHandOver: async (seat, picked) => {
        if (seat !== ben || !picked.includes(ann) || !(await isRound(page, round))) return
        // Ben's hand-over card: Ann's pick is nowhere in the page, and no property at all is shown.
        const html = await pageSource(page)
        expect(html).not.toContain(annLabel)
        expect(html).not.toMatch(annNumber)
        expect(await propertyLabels(page)).toEqual([])
        await page.getByText(/\bAnn: has picked$/).waitFor()
        checked.push('hand-over card')
      },
      onReveal: async (r) => {
        if (r !== round) return
        // The checks above can fail: once everyone has picked, Ann's pick is on the page.
        await page.getByRole('heading', { name: `Sale round ${round + 1}: the picks` }).waitFor()
        expect(await pageSource(page)).toContain(annLabel)
        checked.push('reveal')
      },
    }, start)
    expect(checked).toEqual(['auction reload', 'pick reload', 'hand-over reload', 'hand-over card', 'pick screen', 'reveal'])
    const exported = await exportFromScores(page)
    const replayed = replayCommand(exported)
    expect(replayed).toEqual(replayOutput(game.final))
    expect(await scoreProblems(page, 'for-sale', replayed as ReturnType<typeof replayOutput>)).toEqual([])
    await page.context().close()
  })
})

/** Until no move's motion runs (a looping glow is not a move) and the motion layer holds no flying copy. */
async function motionLanded(page: Page): Promise<void> {
  await painted(page)
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity) &&
      (document.querySelector('[data-motion-layer]')?.childElementCount ?? 0) === 0,
  )
}

async function isRound(page: Page, round: number): Promise<boolean> {
  return (await page.getByText(new RegExp(`^Sale round ${round + 1} of \\d+$`)).count()) > 0
}
