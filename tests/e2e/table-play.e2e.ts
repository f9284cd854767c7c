// One game at the card table, two people and two computer players (strong and
// easy), the window resized between auctions through 360×640, 390×844, 768×1024, 1024×768 and
// 1920×1080. At every person's turn: no sideways scroll, the next control in view, the bid button
// where it was last turn (≤ 8 px); every move drawn as motion (Web Animations); no tap that changes
// nothing, with the real input pause; axe on Setup, at each size and on the scores. The computer
// players think in a Web Worker, their moves are narrated in the
// log, and they pick in the sale by themselves: only the people are handed the device. Then, with
// reduced motion, no animation at all.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, checkA11y, newPage, nextChange, screenshot, watch, settled } from './browser.ts'
import { inView } from './layout.ts'

const SIZES = [
  { name: '360x640', width: 360, height: 640 },
  { name: '390x844', width: 390, height: 844 },
  { name: '768x1024', width: 768, height: 1024 },
  { name: '1024x768', width: 1024, height: 768 },
  { name: '1920x1080', width: 1920, height: 1080 },
] as const

/** Counts every Web Animation started on the page (the motion layer and the dealt cards). */
function countAnimations() {
  const w = window as unknown as { __animations: number }
  w.__animations = 0
  const animate = Element.prototype.animate
  Element.prototype.animate = function (...args: Parameters<typeof animate>) {
    w.__animations++
    return animate.apply(this, args)
  }
}

/** The computer players' names, as Setup gives them (strong, easy). */
const BOTS = ['Rex', 'Eddie']

async function setUp(page: Page, a11y = false): Promise<void> {
  // The pace is chosen on Setup as people do; the test then need not wait it out between the bots' moves.
  await page.context().addInitScript(() => Object.assign(globalThis, { __gavelBotPaceMs: 150 }))
  await page.goto(baseUrl())
  await page.getByRole('button', { name: /New game/i }).first().click()
  await page.getByRole('radio', { name: 'For Sale, IELLO edition' }).check()
  await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
  await page.getByRole('textbox', { name: 'Player 2' }).fill('Ben')
  await page.getByRole('combobox', { name: 'Who plays seat 3' }).selectOption({ label: 'Computer: strong' })
  await page.getByRole('combobox', { name: 'Who plays seat 4' }).selectOption({ label: 'Computer: easy' })
  // The table options are folded on Setup: opened to choose the pace and who starts.
  await page.locator('summary', { hasText: 'Table options' }).click()
  await page.getByRole('combobox', { name: 'Computer players’ pace' }).selectOption('quick')
  await page.getByRole('radio', { name: 'Ann' }).check()
  if (a11y) await checkA11y(page)
  await page.getByRole('button', { name: 'Start the game' }).click()
}

/**
 * The page's own account of input and the input pause, for a tap that changed nothing: each press,
 * click (and whether the pause was on), and each change of turn that armed the pause, with its time.
 * Registered before the app's scripts, so it sees a click even when the pause stops it.
 */
function traceInput() {
  const w = window as unknown as { __input: string[] }
  w.__input = []
  const note = (what: string) => {
    w.__input.push(`${performance.now().toFixed(0)} ${what}`)
    if (w.__input.length > 40) w.__input.shift()
  }
  const label = (e: Event) => {
    const el = e.target instanceof Element ? e.target.closest('button') : null
    return el === null ? String((e.target as Element | null)?.nodeName) : `button "${(el.textContent ?? '').slice(0, 40)}"${(el as HTMLButtonElement).disabled ? ' (disabled)' : ''}`
  }
  addEventListener('pointerdown', (e) => note(`pointerdown on ${label(e)}, pause ${document.documentElement.dataset.tapGuard ?? 'off'}`), true)
  addEventListener('click', (e) => note(`click on ${label(e)}, pause ${document.documentElement.dataset.tapGuard ?? 'off'}`), true)
  addEventListener('gavel:turn-change', () => note('turn change: the pause arms'))
}

/** The last entries of the page's input trace (traceInput). */
const inputTrace = (page: Page) => page.evaluate(() => (window as unknown as { __input?: string[] }).__input?.slice(-12).join('\n') ?? '(no trace)')

/** What the table shows: a tap that leaves it as it was changed nothing. */
const tableText = (page: Page) => page.evaluate(() => `${document.querySelector('header')?.textContent}|${document.querySelector('main')?.textContent}|${document.querySelector('footer')?.textContent}`)

/** Sideways scroll, or the control not wholly in the window and every clipping box around it. */
async function fitProblems(page: Page, selector: string): Promise<string[]> {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  return [...(sideways > 1 ? [`sideways scroll by ${sideways} px`] : []), ...(await inView(page.locator(selector), selector))]
}

/** Taps once the input pause (if any) is over, as a person would: the pause shows, dimmed. */
async function tap(page: Page, target: string | Locator, problems: string[], what: string): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.tapGuard === undefined)
  const before = await tableText(page)
  await (typeof target === 'string' ? page.locator(target) : target).first().click()
  await page.waitForTimeout(80)
  if ((await tableText(page)) === before) {
    await page.waitForTimeout(500)
    if ((await tableText(page)) === before) problems.push(`a tap that changed nothing: ${what}; the page saw:\n${await inputTrace(page)}`)
  }
}

describe('the card table', () => {
  it('plays a game with people and computer players at five sizes: fits, keeps the controls still, shows every move', async () => {
    const page = await newPage({ tapGuard: true, viewport: SIZES[0], reducedMotion: 'no-preference' })
    await page.context().addInitScript(countAnimations)
    await page.context().addInitScript(traceInput)
    watch(page)
    const workers: string[] = []
    page.on('worker', (w) => workers.push(w.url()))
    await setUp(page, true)
    let narrated = false
    let handOvers = 0

    const problems: string[] = []
    let taps = 0
    let personMoves = 0
    let animatedMoves = 0
    let sawGetAnimations = false
    /** Where the bid button was at the last person's turn, per size. */
    const lastBid = new Map<string, { x: number; y: number }>()
    let maxShift = 0
    let size: (typeof SIZES)[number] = SIZES[0]
    let auctionShown = -1
    const checkedA11y = new Set<string>()
    const deadline = Date.now() + 240_000

    while (Date.now() < deadline) {
      if ((await page.getByRole('heading', { name: /wins!$|share the win!$/ }).count()) > 0) break
      const title = (await page.locator('header').innerText().catch(() => '')) ?? ''
      const auction = /Auction (\d+) of/.exec(title)
      if (auction !== null && Number(auction[1]) !== auctionShown) {
        auctionShown = Number(auction[1])
        size = SIZES[(auctionShown - 1) % SIZES.length] as (typeof SIZES)[number]
        await page.setViewportSize(size)
      }
      const bid = page.locator('[data-tour="bid"]')
      const pass = page.locator('[data-tour="pass"]')
      if ((await pass.count()) > 0 && (await pass.isVisible())) {
        await page.waitForFunction(() => document.documentElement.dataset.tapGuard === undefined)
        await page.waitForFunction(() => document.getAnimations().length === 0)
        problems.push(...(await fitProblems(page, '[data-tour="pass"]')).map((p) => `${size.name}: ${p}`))
        if (!checkedA11y.has(size.name)) {
          checkedA11y.add(size.name)
          await checkA11y(page)
          await screenshot(page, `table-${size.name}`)
        }
        const primary = (await bid.count()) > 0 ? bid : pass
        const box = await primary.boundingBox()
        if (box !== null && (await bid.count()) > 0) {
          const last = lastBid.get(size.name)
          if (last !== undefined) maxShift = Math.max(maxShift, Math.hypot(box.x - last.x, box.y - last.y))
          lastBid.set(size.name, { x: box.x, y: box.y })
        }
        // The computer players' moves are told in the log (folded on a phone: read whether open or not).
        if (!narrated) narrated = new RegExp(`(${BOTS.join('|')}) (bids|passes)`).test((await page.getByRole('log', { includeHidden: true }).textContent()) ?? '')
        const before = await page.evaluate(() => (window as unknown as { __animations: number }).__animations)
        personMoves++
        taps++
        await tap(page, personMoves % 3 === 1 && (await bid.count()) > 0 ? '[data-tour="bid"]' : '[data-tour="pass"]', problems, 'bid or pass')
        // A move's flights start once the move itself has been painted (table-motion.ts, `afterNextPaint`).
        await settled(page)
        if (!sawGetAnimations) sawGetAnimations = await page.evaluate(() => document.getAnimations().length > 0)
        const after = await page.evaluate(() => (window as unknown as { __animations: number }).__animations)
        if (after > before) animatedMoves++
        else problems.push(`${size.name}: a move without motion`)
        continue
      }
      // The hand-over ("I am Ann"); the reveal's own next step (next round, the scores) is a hand-over for the tour too.
      const iAmSelector = '[data-tour="handover"]:has-text("I am")'
      const iAm = page.locator(iAmSelector)
      if ((await iAm.count()) > 0) {
        // Only the people are handed the device: the computer players pick by themselves.
        const who = await iAm.first().innerText()
        if (!/^I am (Ann|Ben)$/.test(who.trim())) problems.push(`${size.name}: handed to a computer player: "${who}"`)
        handOvers++
        problems.push(...(await fitProblems(page, '[data-tour="handover"]')).map((p) => `${size.name}: ${p}`))
        taps++
        await tap(page, iAmSelector, problems, 'I am')
        const hand = page.locator('[data-tour="hand"] button')
        await hand.first().waitFor()
        problems.push(...(await fitProblems(page, '[data-tour="hand"]')).map((p) => `${size.name}: ${p} (hand)`))
        problems.push(...(await fitProblems(page, '[data-tour="checks"]')).map((p) => `${size.name}: ${p} (checks)`))
        taps++
        await tap(page, '[data-tour="hand"] button', problems, 'a property')
        // A pick is made only once a property is chosen (the hide button waits for it): if the tap on
        // the property was lost, say so with what the page saw, and stop here rather than wait on a
        // button that cannot be pressed.
        if (!(await page.locator('[data-tour="hand"] button[aria-pressed="true"]').isVisible())) {
          problems.push(`${size.name}: the tap on a property chose nothing; the page saw:\n${await inputTrace(page)}`)
          break
        }
        taps++
        await tap(page, 'footer button[data-tour="hide"], footer button[data-tour="reveal"]', problems, 'hide')
        continue
      }
      // The way on that is nobody's pick: turn up the last properties, the next round, the scores. Not
      // an "I am …" (the screen may have turned into a reveal with the next hand-over since the look
      // above: the next pass of the loop takes it as a hand-over), nor a pick's "Hide …".
      const next = page.locator('footer button[data-tour="reveal"], footer button[data-tour="handover"]').filter({ hasNotText: /^\s*(I am|Hide)/ })
      if ((await next.count()) > 0) {
        problems.push(...(await fitProblems(page, 'footer button')).map((p) => `${size.name}: ${p}`))
        taps++
        await tap(page, next, problems, 'turn up / next')
        continue
      }
      await nextChange([page])
    }
    // Stopped on a lost pick: say why at once.
    if (problems.some((p) => p.includes('chose nothing'))) expect(problems).toEqual([])
    await page.getByRole('heading', { name: /wins!$|share the win!$/ }).waitFor()
    await checkA11y(page)
    await screenshot(page, 'table-scores')
    expect(problems).toEqual([])
    expect(narrated).toBe(true)
    expect(workers.some((url) => /bot-worker/.test(url))).toBe(true)
    expect(handOvers).toBeGreaterThan(3)
    expect(personMoves).toBeGreaterThan(5)
    expect(animatedMoves).toBe(personMoves)
    expect(sawGetAnimations).toBe(true)
    expect(maxShift).toBeLessThanOrEqual(8)
    console.log(`table-play: ${taps} taps, ${personMoves} bids and passes, primary control moved at most ${maxShift.toFixed(1)} px`)
    await page.context().close()
  }, 300_000)

  it('with reduced motion, moves nothing at all', async () => {
    const page = await newPage({ reducedMotion: 'reduce', viewport: SIZES[1] })
    await page.context().addInitScript(countAnimations)
    await setUp(page)
    for (let i = 0; i < 4; i++) {
      const pass = page.locator('[data-tour="pass"]')
      await pass.waitFor({ timeout: 15_000 })
      await pass.click()
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    }
    expect(await page.evaluate(() => (window as unknown as { __animations: number }).__animations)).toBe(0)
    await page.context().close()
  }, 120_000)
})
