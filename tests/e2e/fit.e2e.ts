// Every screen fits a phone (390×844), a tablet both ways (820×1180, 1180×820) and a 1080p
// projector: no horizontal scroll, no control cut off at a side, the main action in view; teacher
// mode fits 1080p (and 1280×720) with the explanation, the cards up and the step controls all in
// view; nothing on a game screen is under 16 px at 1920×1080.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Action, GameState } from '../../src/engine/types.ts'
import { animationsDone, baseUrl, checkA11y, newPage, resizeTo, screenshot, type Size, watch } from './browser.ts'
import { inView, sidewaysProblems as fitProblems } from './layout.ts'
import { importByPaste, playSaleRound, playTableAction, randomGame, recordText, type PlannedGame } from './table-driver.ts'

const PHONE: Size = { width: 390, height: 844 }
const TABLET: Size = { width: 820, height: 1180 }
const TABLET_WIDE: Size = { width: 1180, height: 820 }
const PROJECTOR: Size = { width: 1920, height: 1080 }
const LAPTOP: Size = { width: 1280, height: 720 }
const SIZES: readonly [string, Size][] = [
  ['phone', PHONE],
  ['tablet', TABLET],
  ['tablet-wide', TABLET_WIDE],
  ['projector', PROJECTOR],
]

/** Text drawn under 16 px (HTML text by its computed size, SVG text by its size on screen). */
async function smallText(page: Page, what: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim()
      const el = node.parentElement
      if (text === '' || el === null || !el.checkVisibility({ visibilityProperty: true })) continue
      // A playing card's pips are its picture (a hidden drawing); its rank and suit are read from its corner, checked here.
      if (el.closest('svg[aria-hidden="true"]') !== null) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = range.getBoundingClientRect()
      // Visually hidden text (screen readers only) has no size on screen.
      if (rect.width <= 1 || rect.height <= 1) continue
      let size = parseFloat(getComputedStyle(el).fontSize)
      if (el instanceof SVGGraphicsElement) {
        // The picture's own scale (turned text included: a rotation moves the scale into b).
        const m = el.getScreenCTM()
        if (m !== null) size *= Math.hypot(m.a, m.b)
      }
      if (size < 15.95) out.add(`${size.toFixed(1)} px "${text.slice(0, 30)}"`)
    }
    return [...out]
  })
  return found.map((p) => `${what}: ${p}`)
}

/** Waits for any card turn-up to end, so that what is measured is where things come to rest. */
async function settled(page: Page): Promise<void> {
  await animationsDone(page)
}

async function presentRecord(page: Page, record: string): Promise<void> {
  await page.getByRole('button', { name: 'Present a game record' }).click()
  const dialog = page.getByRole('dialog', { name: 'Present a game record' })
  await dialog.getByLabel('Or paste the record here').fill(record)
  await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
  await page.getByText('Teacher mode', { exact: true }).waitFor()
}

async function open(size: Size): Promise<{ page: Page }> {
  const page = await newPage({ locale: 'en-US', viewport: size })
  watch(page)
  await page.goto(baseUrl())
  await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
  return { page }
}

/** The index of the first action of the game matching `test`. */
function firstAction(game: PlannedGame, test: (a: Action, s: GameState) => boolean): number {
  const i = game.actions.findIndex((a, k) => test(a, game.states[k] as GameState))
  if (i < 0) throw new Error('no such action in the game')
  return i
}

const FOR_SALE_4 = readFileSync('tests/examples/for-sale-4p.json', 'utf8')

describe('every screen fits phone, tablet both ways and 1080p', () => {
  const teacherSizes: readonly [string, Size][] = [...SIZES, ['laptop', LAPTOP]]
  it('teacher mode at every size, one presentation resized through phone, tablet both ways, 1080p and 1280×720: explanation, cards up and step controls in view', async () => {
    const { page } = await open(PHONE)
    await presentRecord(page, FOR_SALE_4)
    const problems: string[] = []
    for (const [name, size] of teacherSizes) {
      await resizeTo(page, size)
      const landscape = size.width >= 1024 && size.width > size.height
      const check = async (when: string, cards: string, players = true) => {
        await settled(page)
        problems.push(...(await fitProblems(page, `${name} ${when}`)))
        if (landscape) {
          // On a projector or a laptop the teacher never scrolls: everything that matters is in view.
          problems.push(...(await inView(page.getByRole('region', { name: 'Why?' }), `${name} ${when}: the explanation`)))
          problems.push(...(await inView(page.locator(cards), `${name} ${when}: the cards up`)))
          problems.push(...(await inView(page.getByRole('navigation', { name: 'Move by move' }), `${name} ${when}: the step controls`)))
          if (size === PROJECTOR) {
            if (players) {
              const seats = page.locator('[data-seat]')
              for (let i = 0; i < (await seats.count()); i++) problems.push(...(await inView(seats.nth(i), `${name} ${when}: player ${i + 1}`)))
            }
            problems.push(...(await smallText(page, `${name} ${when}`)))
          }
        } else {
          // Elsewhere the page may scroll, but the step controls are always at hand.
          problems.push(...(await inView(page.getByRole('navigation', { name: 'Move by move' }), `${name} ${when}: the step controls`)))
        }
      }
      // From the record's start at this size, as a presentation opens: move 1, an auction with its properties up, explained.
      await page.keyboard.press('Home')
      await page.keyboard.press('ArrowRight')
      await check('auction', 'section[aria-labelledby="presenter-up"]')
      await screenshot(page, `fit-teacher-${name}-auction`)
      // A sale round with its checks up.
      await page.keyboard.press('End')
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft')
      await check('sale', 'section[aria-labelledby="presenter-checks"]')
      await screenshot(page, `fit-teacher-${name}-sale`)
      // The end: the final scores in view with their explanation (the players and the story below them).
      await page.keyboard.press('End')
      await check('end', 'table', false)
      await screenshot(page, `fit-teacher-${name}-end`)
      await checkA11y(page)
    }
    expect(problems).toEqual([])
    await page.context().close()
  })

  const scoreGames: readonly [string, () => string][] = [
    ['for-sale 4 players', () => { const g = randomGame('for-sale', 4, 'fit-scores-4'); return recordText(g, g.actions.length) }],
    ['sold 6 players', () => { const g = randomGame('sold', 6, 'fit-scores-6'); return recordText(g, g.actions.length) }],
  ]
  it.each(scoreGames)('the score screen of %s fits every size, one page resized through them; nothing under 16 px at 1080p (a four-player game: every standing in view)', { timeout: 120_000 }, async (game, record) => {
    const { page } = await open(PHONE)
    await importByPaste(page, record())
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    const problems: string[] = []
    for (const [name, size] of SIZES) {
      await resizeTo(page, size)
      problems.push(...(await fitProblems(page, `${name} scores`)))
      if (size === PROJECTOR) {
        problems.push(...(await smallText(page, `${name} scores`)))
        if (game.includes('4 players')) problems.push(...(await inView(page.getByRole('region', { name: 'Scores, best first' }).locator('ol'), `${name} scores: the standings`)))
        await checkA11y(page)
      }
      await screenshot(page, `fit-scores-${game.replace(/\W+/g, '-')}-${name}`)
    }
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('the Sold! payment at every size, one page resized through them: the first best set in view', async () => {
    const game = randomGame('sold', 4, 'fit-pay')
    // A payment with a choice: the engine pays single options itself.
    const at = firstAction(game, (a) => a.type === 'pay')
    const { page } = await open(PHONE)
    await importByPaste(page, recordText(game, at))
    const payment = page.locator('section[aria-labelledby="payment-heading"]')
    await payment.waitFor()
    const problems: string[] = []
    for (const [name, size] of SIZES) {
      await resizeTo(page, size)
      problems.push(...(await fitProblems(page, `${name} payment`)))
      // The best sets (one tap each, the way most payments are made) come first: the first is in view at every size.
      problems.push(...(await inView(payment.getByRole('button', { name: /^Pay with / }).first(), `${name} payment: the best set`)))
      // The cards chosen one by one follow them; on a tablet held upright their hand-over button is in view too.
      if (size === TABLET) problems.push(...(await inView(payment.getByRole('button', { name: /^Hand over/ }), `${name} payment: the hand-over button`)))
      if (size === PROJECTOR) problems.push(...(await smallText(page, `${name} payment`)))
      await screenshot(page, `fit-payment-${name}`)
    }
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('the table, the pick and the reveal fit every size, each screen resized through them, with their main action in view', async () => {
    const game = randomGame('for-sale', 5, 'fit-table')
    const sale = firstAction(game, (a) => a.type === 'pick')
    // A bid in the third auction: the table with properties won and money spent.
    const bidding = firstAction(game, (_a, s) => (s.auction?.number ?? 0) >= 2)
    const { page } = await open(PHONE)
    await importByPaste(page, recordText(game, bidding))
    const turn = page.locator('section[aria-label^="It is "]')
    await turn.waitFor()
    const problems: string[] = []
    for (const [name, size] of SIZES) {
      await resizeTo(page, size)
      problems.push(...(await fitProblems(page, `${name} table`)))
      problems.push(...(await inView(turn.getByRole('button').first(), `${name} table: the bid`)))
      if (size === PROJECTOR) problems.push(...(await smallText(page, `${name} table`)))
      await screenshot(page, `fit-table-${name}`)
    }

    // The sale, from a Home with nothing saved: the hand-over, the pick and the reveal, each walked through the sizes.
    await page.evaluate(() => localStorage.clear())
    await page.goto(baseUrl())
    await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
    await importByPaste(page, recordText(game, sale))
    const state = game.states[sale] as GameState
    const round = state.sale?.round ?? 0
    const picks = new Map<number, number>()
    for (let i = sale; i < game.actions.length; i++) {
      const a = game.actions[i] as Action
      if (a.type !== 'pick' || (game.states[i] as GameState).sale?.round !== round) break
      picks.set(a.player, a.property)
    }
    await playSaleRound(page, 'for-sale', round, picks, false, {
      onHandOver: async (seat) => {
        if (seat !== 0) return
        await page.getByRole('button', { name: /^I am / }).waitFor()
        for (const [name, size] of SIZES) {
          await resizeTo(page, size)
          problems.push(...(await fitProblems(page, `${name} hand-over`)))
          problems.push(...(await inView(page.getByRole('button', { name: /^I am / }), `${name} hand-over: "I am …"`)))
          if (size === PROJECTOR) problems.push(...(await smallText(page, `${name} hand-over`)))
        }
      },
      onPickScreen: async (seat) => {
        if (seat !== 0) return
        for (const [name, size] of SIZES) {
          await resizeTo(page, size)
          problems.push(...(await fitProblems(page, `${name} pick`)))
          problems.push(...(await inView(page.getByRole('button', { name: /^Property / }).first(), `${name} pick: the properties`)))
          if (size === PROJECTOR) problems.push(...(await smallText(page, `${name} pick`)))
          await screenshot(page, `fit-pick-${name}`)
        }
      },
      onReveal: async () => {
        for (const [name, size] of SIZES) {
          await resizeTo(page, size)
          problems.push(...(await fitProblems(page, `${name} reveal`)))
          // The reveal's button is the next round's first hand-over ("I am Ann").
          problems.push(...(await inView(page.getByRole('button', { name: /^I am / }), `${name} reveal: "I am …"`)))
          // Each row says whose it is: the name keeps a width of its own beside the cards.
          const squeezed = await page
            .locator('section[aria-labelledby^="reveal-"] li > span:first-child')
            .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().width < 24).map((e) => e.textContent ?? ''))
          if (squeezed.length > 0) problems.push(`${name} reveal: names squeezed out: ${squeezed.join(', ')}`)
          if (size === PROJECTOR) problems.push(...(await smallText(page, `${name} reveal`)))
          await screenshot(page, `fit-reveal-${name}`)
        }
      },
    })
    expect(problems).toEqual([])
    await page.context().close()
  })
})

describe('sounds', () => {
  it('are on by default: muted in the top bar nothing of them plays; unmuted, a bid and a pass sound, a pick does not', async () => {
    const { page } = await open(TABLET)
    await page.evaluate(() => {
      const w = window as unknown as { __notes: number }
      w.__notes = 0
      const start = OscillatorNode.prototype.start
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        w.__notes++
        return start.apply(this, args)
      }
    })
    const notes = () => page.evaluate(() => (window as unknown as { __notes: number }).__notes)
    const game = randomGame('for-sale', 3, 'fit-sounds')
    const sale = firstAction(game, (a) => a.type === 'pick')
    await importByPaste(page, recordText(game, sale - 2))
    const turn = page.locator('section[aria-label^="It is "]')
    await turn.waitFor()
    // One tap in the top bar mutes this device.
    const mute = page.getByRole('banner').getByRole('button', { name: 'Sounds' })
    expect(await mute.getAttribute('aria-pressed')).toBe('true')
    await mute.click()
    expect(await mute.getAttribute('aria-pressed')).toBe('false')
    await playTableAction(page, game.states[sale - 2] as GameState, game.actions[sale - 2] as Action)
    await page.waitForTimeout(300)
    expect(await notes()).toBe(0)
    await expect(page.evaluate(() => (JSON.parse(localStorage.getItem('gavel:sounds') ?? 'null') as { on?: boolean } | null)?.on)).resolves.toBe(false)

    // Unmuting plays one sound at once, from that tap.
    await checkA11y(page)
    await mute.click()
    await page.waitForFunction(() => (window as unknown as { __notes: number }).__notes > 0)
    await expect(page.evaluate(() => (JSON.parse(localStorage.getItem('gavel:sounds') ?? 'null') as { on?: boolean } | null)?.on)).resolves.toBe(true)

    // The last auction's moves: each one sounds.
    const before = await notes()
    const stateNow = game.states[sale - 1] as GameState
    const last = game.actions[sale - 1] as Action
    await playTableAction(page, stateNow, last)
    await page.waitForFunction((n) => (window as unknown as { __notes: number }).__notes > n, before)

    // A pick makes no sound.
    const picking = await notes()
    await page.getByRole('button', { name: /^I am / }).click()
    await page.getByRole('button', { name: /^Property / }).first().press('Enter')
    await page.waitForTimeout(600)
    expect(await notes()).toBe(picking)
    await page.context().close()
  })
})
