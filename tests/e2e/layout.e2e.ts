// The whole table in view: at 360×640, 390×844, 768×1024, 1180×820 and 1920×1080, with 3 and with 6
// players, every screen of a game (an auction whose pass costs money, in French with six players, a Sold! payment and the Sold! auction after it, the hand-over, a
// pick, a sale round's reveal, the last reveal, the scores), the guided game, and teacher mode on a
// projector (1024×768, 1920×1080, 3840×2160): every seat, the offer, the reveal's picks and checks
// and every control wholly on screen and inside any box that clips, no box that scrolls on its own,
// no text cut (layout.ts), and at 1920×1080 no text under 16 px. Each screen is opened once and walked through the sizes.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { legalActions } from '../../src/engine/game.ts'
import type { Action, Card, GameState, Seat } from '../../src/engine/types.ts'
import { forcedPass, lastPicksForced } from '../../src/game/forced-moves.ts'
import { baseUrl, newPage, painted, screenshot, settled, type Size, watch } from './browser.ts'
import { layoutProblems, type LayoutOptions } from './layout.ts'
import { smallText } from './small-text.ts'
import { playTour } from './learn-driver.ts'
import { afterForcedPasses, importByPaste, playSaleRound, playTableAction, randomGame, recordText, type PlannedGame } from './table-driver.ts'
import { buildTimeline } from '../../src/teacher/timeline.ts'
import type { GameRecord } from '../../src/store/saved-games.ts'

const SIZES: readonly [string, Size][] = [
  ['360x640', { width: 360, height: 640 }],
  ['390x844', { width: 390, height: 844 }],
  ['768x1024', { width: 768, height: 1024 }],
  ['1180x820', { width: 1180, height: 820 }],
  ['1920x1080', { width: 1920, height: 1080 }],
]
/** The table's sizes, and a 4K screen (a projector or a large television) that draws the table as at 1080p, twice the size. */
const TABLE_SIZES: readonly [string, Size][] = [...SIZES, ['3840x2160', { width: 3840, height: 2160 }]]
const PROJECTORS: readonly [string, Size][] = [
  ['1024x768', { width: 1024, height: 768 }],
  ['1920x1080', { width: 1920, height: 1080 }],
  ['3840x2160', { width: 3840, height: 2160 }],
]
const PLAYERS = [3, 6] as const
/** The sizes where a payment's sheet stands beside the felt (1080p and up), and what of the felt stays in view beside it. */
const ROOMY = ['1920x1080', '3840x2160']
const FELT_BESIDE_SHEET = ['[data-tour="offer"] li', '[data-pot]']

async function open(locale: 'en-US' | 'fr-FR' = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage({ locale, viewport: SIZES[0]![1] })
  const seen = watch(page)
  await page.goto(baseUrl())
  await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
  return { page, errors: seen.errors }
}

/** `importByPaste` in French (Home's and the dialog's French words). */
async function importByPasteInFrench(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Importer un historique de partie' }).click()
  const dialog = page.getByRole('dialog', { name: 'Importer un historique de partie' })
  await dialog.getByLabel('Ou collez l’historique ici').fill(text)
  await dialog.getByRole('button', { name: 'Ouvrir l’historique collé' }).click()
}

/**
 * Resizes the page and waits until the layout has settled and every motion that ends has ended
 * (the guided game's ring pulses for ever: it is left running).
 */
async function resizeTo(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size)
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size)
  await settled(page)
  await painted(page)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity))
}

/**
 * The screen as it stands, walked through `sizes`: every problem, and a screenshot at each size.
 * `also`: a second check at a size, with options of its own (null: none there).
 */
async function walkSizes(
  page: Page,
  name: string,
  problems: string[],
  options: LayoutOptions = {},
  sizes = SIZES,
  also: (label: string) => LayoutOptions | null = () => null,
  /** More checks of the screen at a size. */
  more: (label: string) => Promise<unknown> = async () => {},
): Promise<void> {
  for (const [label, size] of sizes) {
    await resizeTo(page, size)
    problems.push(...(await layoutProblems(page, `${name} at ${label}`, options)))
    const second = also(label)
    if (second !== null) problems.push(...(await layoutProblems(page, `${name} at ${label}`, second)))
    // Read from across a room: nothing on a 1080p table or projector under 16 px.
    if (label === '1920x1080') problems.push(...(await smallText(page, `${name} at ${label}`)))
    await more(label)
    await screenshot(page, `layout-${name}-${label}`, { fullPage: false })
  }
}

/**
 * Words of `selector`'s text broken across two lines (a name wrapped mid-word, "Re/x", in a column too
 * narrow for it): each word is measured as a range, one box a line it is drawn on.
 */
async function brokenWords(page: Page, what: string, selector: string): Promise<string[]> {
  const broken = await page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const text = el.firstChild
      if (text === null || text.nodeType !== Node.TEXT_NODE) return []
      const words: string[] = []
      for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(text, m.index)
        range.setEnd(text, m.index + m[0].length)
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) words.push(m[0])
      }
      return words
    }),
  )
  return broken.map((word) => `${what}: "${word}" is broken across lines`)
}

/**
 * Cards drawn narrower than `least` px at `label` (a size missing from `least` is not checked): the
 * cards must be as large as the felt allows, not left small beside empty felt.
 */
async function smallCards(page: Page, what: string, selector: string, least: Partial<Record<string, number>>, label: string): Promise<string[]> {
  const min = least[label]
  if (min === undefined) return []
  const widths = await page.locator(selector).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)))
  if (widths.length === 0) return [`${what} at ${label}: no ${selector} on the page`]
  const small = widths.filter((w) => w < min)
  return small.length === 0 ? [] : [`${what} at ${label}: cards ${small.join(', ')} px wide, under ${min} px (${selector})`]
}

/** The index of the first action of the game matching `test`. */
function firstAction(game: PlannedGame, test: (a: Action, s: GameState) => boolean): number {
  const i = game.actions.findIndex((a, k) => test(a, game.states[k] as GameState))
  if (i < 0) throw new Error('no such action in the game')
  return i
}

/** The picks of the sale round that starts at action `from`. */
function roundPicks(game: PlannedGame, from: number): Map<Seat, Card> {
  const round = (game.states[from] as GameState).sale?.round
  const picks = new Map<Seat, Card>()
  for (let i = from; i < game.actions.length; i++) {
    const a = game.actions[i] as Action
    if (a.type !== 'pick' || (game.states[i] as GameState).sale?.round !== round) break
    picks.set(a.player, a.property)
  }
  return picks
}

/**
 * The least width of a revealed pick, per size: a sale's cards laid out (one row or two, the check
 * under its property or beside it) as large as the felt allows.
 */
const REVEAL_LEAST: Record<(typeof PLAYERS)[number], Partial<Record<string, number>>> = {
  3: { '360x640': 54, '390x844': 110, '768x1024': 160, '1180x820': 160, '1920x1080': 200, '3840x2160': 400 },
  6: { '360x640': 48, '390x844': 60, '768x1024': 110, '1180x820': 120, '1920x1080': 150, '3840x2160': 300 },
}
/**
 * The least width of a card of the seller's hand on the pick screen, per size (its button, border
 * included): ten properties at three players stand in two rows on a phone, large enough to read and to tap.
 */
const HAND_LEAST: Record<(typeof PLAYERS)[number], Partial<Record<string, number>>> = {
  3: { '360x640': 70, '390x844': 88, '768x1024': 155, '1180x820': 165, '1920x1080': 245, '3840x2160': 490 },
  6: { '360x640': 80, '390x844': 88, '768x1024': 165, '1180x820': 185, '1920x1080': 240, '3840x2160': 480 },
}
/** The same for Sold!, whose check is a whole upright card: six sales on a small phone lie each check over its property's lower half. */
const SOLD_REVEAL_LEAST: Record<(typeof PLAYERS)[number], Partial<Record<string, number>>> = {
  3: { '360x640': 48, '390x844': 90, '768x1024': 115, '1180x820': 150, '1920x1080': 170, '3840x2160': 340 },
  6: { '360x640': 48, '390x844': 50, '768x1024': 110, '1180x820': 84, '1920x1080': 130, '3840x2160': 260 },
}

/** The least width of a Sold! card on offer, per size: its seats hold money cards, the tallest seats of the table. */
const SOLD_OFFER_LEAST: Record<(typeof PLAYERS)[number], Partial<Record<string, number>>> = {
  3: { '360x640': 52, '390x844': 90, '768x1024': 120, '1180x820': 135, '1920x1080': 160, '3840x2160': 320 },
  6: { '360x640': 70, '390x844': 85, '768x1024': 120, '1180x820': 135, '1920x1080': 160, '3840x2160': 320 },
}

describe('the whole table in view at every size, with 3 and 6 players', () => {
  // Six players in French, whose words run longest ("Manche d'achat 1 sur 5", "Aucune pour l'instant", a pass's explanation).
  it.each(PLAYERS)('an auction whose pass costs money, %i players', async (players) => {
    const game = randomGame('for-sale', players, `layout-auction-${players}`)
    const at = firstAction(game, (a, s) => {
      const legal = legalActions(s)
      return legal.phase === 'auction' && legal.pass.cost > 0 && forcedPass(s) === null && a.type !== 'pick'
    })
    const french = players === 6
    const { page, errors } = await open(french ? 'fr-FR' : 'en-US')
    if (french) await importByPasteInFrench(page, recordText(game, at))
    else await importByPaste(page, recordText(game, at))
    await page.locator('[data-tour="pass"]').waitFor()
    const problems: string[] = []
    // The cards on offer as large as the felt allows: three cards share a phone's width, six overlap like a hand there.
    const least =
      players === 3
        ? { '360x640': 72, '390x844': 90, '768x1024': 120, '1180x820': 135, '1920x1080': 190, '3840x2160': 380 }
        : { '360x640': 70, '390x844': 90, '768x1024': 115, '1180x820': 135, '1920x1080': 190, '3840x2160': 380 }
    await walkSizes(page, `auction-${players}p`, problems, {}, TABLE_SIZES, () => null, async (label) =>
      problems.push(...(await smallCards(page, `auction-${players}p`, '[data-tour="offer"] li', least, label))),
    )
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(PLAYERS)('a Sold! payment, then the Sold! auction after it, %i players', async (players) => {
    const game = randomGame('sold', players, `layout-pay-${players}`)
    const pay = firstAction(game, (a) => a.type === 'pay')
    const { page, errors } = await open()
    await importByPaste(page, recordText(game, pay))
    await page.locator('section[aria-labelledby="payment-heading"]').waitFor()
    const problems: string[] = []
    // The sheet rises over the felt with every choice in view, and leaves the seats uncovered at every size;
    // on a 1080p screen and up it stands beside the felt, whose cards and pot stay in view and uncovered too.
    await walkSizes(page, `payment-${players}p`, problems, {}, TABLE_SIZES, (label) => ({ mustSeeOnly: ['[data-seat]', ...(ROOMY.includes(label) ? FELT_BESIDE_SHEET : [])], uncovered: true }))
    // The payment made, the next auction: Sold!'s seats are the tallest (money cards), its cards on offer as large as the felt allows.
    expect(afterForcedPasses(game.states, game.actions, pay + 1, game.final).phase).toBe('auction')
    await playTableAction(page, game.states[pay] as GameState, game.actions[pay] as Action)
    await page.locator('[data-tour="pass"]').waitFor()
    await walkSizes(page, `sold-auction-${players}p`, problems, {}, TABLE_SIZES, () => null, async (label) =>
      problems.push(...(await smallCards(page, `sold-auction-${players}p`, '[data-tour="offer"] li', SOLD_OFFER_LEAST[players], label))),
    )
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(PLAYERS)('a Sold! payment with every way to pay open, %i players', async (players) => {
    const game = randomGame('sold', players, `layout-pay-${players}`)
    // The payment of the game with the most ways to pay: all of them must be in view at once.
    const ways = (k: number) => {
      const legal = legalActions(game.states[k] as GameState)
      return legal.phase === 'payment' ? legal.options.length : 0
    }
    const at = game.actions.reduce((best, a, k) => (a.type === 'pay' && ways(k) > ways(best) ? k : best), firstAction(game, (a) => a.type === 'pay'))
    expect(ways(at)).toBeGreaterThan(3)
    const { page, errors } = await open()
    await importByPaste(page, recordText(game, at))
    await page.getByRole('button', { name: `All ${ways(at)} ways to pay` }).click()
    const problems: string[] = []
    await walkSizes(page, `payment-all-${players}p`, problems, {}, TABLE_SIZES, (label) => ({ mustSeeOnly: ['[data-seat]', ...(ROOMY.includes(label) ? FELT_BESIDE_SHEET : [])], uncovered: true }))
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(PLAYERS)('the first sale round: hand-over, pick and reveal, %i players', async (players) => {
    const game = randomGame('for-sale', players, `layout-sale-${players}`)
    const from = firstAction(game, (a) => a.type === 'pick')
    const { page, errors } = await open()
    await importByPaste(page, recordText(game, from))
    const problems: string[] = []
    const first = Math.min(...roundPicks(game, from).keys())
    await playSaleRound(page, 'for-sale', 0, roundPicks(game, from), false, {
      onHandOver: async (seat) => {
        if (seat !== first) return
        await page.getByRole('button', { name: /^I am / }).waitFor()
        await walkSizes(page, `hand-over-${players}p`, problems, {}, TABLE_SIZES)
      },
      onPickScreen: async (seat) => {
        if (seat !== first) return
        await walkSizes(page, `pick-${players}p`, problems, {}, TABLE_SIZES, () => null, async (label) =>
          problems.push(...(await smallCards(page, `pick-${players}p`, '[data-tour="hand"] button', HAND_LEAST[players], label))),
        )
      },
      onReveal: async () => {
        // The picks turned up large enough to read, six of them on a small phone too.
        await walkSizes(page, `reveal-${players}p`, problems, {}, TABLE_SIZES, () => null, async (label) =>
          problems.push(...(await smallCards(page, `reveal-${players}p`, '[data-reveal-card]', REVEAL_LEAST[players], label))),
        )
      },
    })
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(PLAYERS)('the last sale round: its reveal and the scores, %i players (six at Sold!)', async (players) => {
    // Six players sell at Sold!, whose reveal stacks two upright cards a sale: the tallest of all.
    const ruleset = players === 6 ? 'sold' : 'for-sale'
    const game = randomGame(ruleset, players, `layout-end-${players}`)
    const last = (game.states[game.actions.length - 1] as GameState).sale?.round ?? 0
    const from = firstAction(game, (a, s) => a.type === 'pick' && s.sale?.round === last)
    const { page, errors } = await open()
    await importByPaste(page, recordText(game, from))
    const problems: string[] = []
    await playSaleRound(page, ruleset, last, roundPicks(game, from), true, {
      onReveal: async () => {
        const least = ruleset === 'sold' ? SOLD_REVEAL_LEAST[players] : REVEAL_LEAST[players]
        await walkSizes(page, `final-reveal-${ruleset}-${players}p`, problems, {}, TABLE_SIZES, () => null, async (label) =>
          problems.push(...(await smallCards(page, `final-reveal-${ruleset}-${players}p`, '[data-reveal-card]', least, label))),
        )
      },
    }, lastPicksForced(game.states[from] as GameState))
    // The scores may scroll to the game's story below: the standings' controls are in view, and on a
    // 1080p screen the standings of a small table all of them (six players' may run below).
    const standings = { scope: 'section[aria-labelledby="standings-heading"]', pageMayScroll: true }
    await walkSizes(page, `scores-${players}p`, problems, standings, SIZES, (label) => (label === '1920x1080' && players === 3 ? { ...standings, mustSee: ['ol'] } : null), async (label) =>
      problems.push(...(await brokenWords(page, `scores-${players}p at ${label}: the last round's picks`, 'ol > li > bdi'))),
    )
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })
})

/**
 * The guided game's bubble covers nothing it asks the learner to look at: the control or part of the
 * table it points at, and for the pot the move lines under it.
 */
async function bubbleProblems(page: Page, what: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const layer = document.querySelector('[data-tour-layer]')
    const bubble = layer?.querySelector('aside')
    if (layer === null || layer === undefined || bubble === null || bubble === undefined) return ['no bubble']
    const at = layer.getAttribute('data-tour-at') ?? ''
    const watched = at === '' ? [] : [...document.querySelectorAll(`[data-tour="${at}"]`)]
    if (at === 'pot') watched.push(...document.querySelectorAll('[data-ticker] li'))
    const b = bubble.getBoundingClientRect()
    const out: string[] = []
    for (const el of watched) {
      if (!el.checkVisibility() || (el instanceof HTMLElement && el.classList.contains('sr-only'))) continue
      const r = el.getBoundingClientRect()
      const x = Math.min(r.right, b.right) - Math.max(r.left, b.left)
      const y = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top)
      if (x > 2 && y > 2) out.push(`the bubble covers "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}" (${at}) by ${Math.round(x)}×${Math.round(y)} px`)
    }
    return out
  })
  return found.map((p) => `${what}: ${p}`)
}

/** The guided game's step now on screen at every size: the table in view and the bubble off what it shows. */
async function walkTour(page: Page, name: string, problems: string[]): Promise<void> {
  for (const [label, size] of SIZES) {
    await resizeTo(page, size)
    problems.push(...(await layoutProblems(page, `${name} at ${label}`)))
    problems.push(...(await bubbleProblems(page, `${name} at ${label}`)))
    await screenshot(page, `layout-${name}-${label}`, { fullPage: false })
  }
}

/** A guided game opened on Home, the computer players waiting `paceMs` before each move. */
async function openGuided(paceMs: number): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage({ locale: 'en-US', viewport: SIZES[0]![1] })
  const seen = watch(page)
  await page.context().addInitScript((ms) => Object.assign(globalThis, { __gavelBotPaceMs: ms }), paceMs)
  await page.goto(baseUrl())
  await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click()
  await page.getByRole('dialog', { name: 'Learn to play' }).getByRole('button', { name: /^For Sale/ }).click()
  await page.locator('[data-tour-layer]').waitFor()
  return { page, errors: seen.errors }
}

describe('the guided game keeps the table in view', () => {
  it('the guided game, at each lesson, at every size', { timeout: 150_000 }, async () => {
    const { page, errors } = await openGuided(0)
    const problems: string[] = []
    for (const step of ['welcome', 'first-bid', 'pass', 'sale-first', 'reveal-first']) {
      const at = await playTour(page, [step, 'score'])
      const now = at[at.length - 1]
      if (now?.step !== step) continue
      await walkTour(page, `guided-${step}`, problems)
    }
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the guided game while the others bid: the pot and the move lines uncovered, at every size', async () => {
    // The computer players take their time here, so that the step stays on screen while it is measured.
    const { page, errors } = await openGuided(20_000)
    const at = await playTour(page, ['others-answer', 'watch-bids'])
    const now = at[at.length - 1]
    expect(now?.at).toBe('pot')
    const problems: string[] = []
    await walkTour(page, `guided-${now?.step ?? ''}`, problems)
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

})

describe('teacher mode is the table on a projector', () => {
  it.each([
    ['For Sale', 6, 'for-sale'],
    ['Sold!', 3, 'sold'],
  ] as const)('teacher mode on a projector, %s with %i players: an auction, the last pick, the reveal and the next round', { timeout: 150_000 }, async (_, players, ruleset) => {
    const game = randomGame(ruleset, players, `layout-teacher-${ruleset}-${players}`)
    const record: GameRecord = { setup: game.setup, actions: game.actions }
    const timeline = buildTimeline(record)
    const reveal = timeline.steps.findIndex((s) => s.stage === 'reveal')
    const revealed = timeline.steps[reveal]?.events.find((e) => e.type === 'sale-revealed')
    expect(revealed?.type).toBe('sale-revealed')
    const { page, errors } = await open()
    await resizeTo(page, PROJECTORS[0]![1])
    await page.getByRole('button', { name: 'Present a game record' }).click()
    const dialog = page.getByRole('dialog', { name: 'Present a game record' })
    await dialog.getByLabel('Or paste the record here').fill(recordText(game, game.actions.length))
    await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
    await page.getByText('Teacher mode', { exact: true }).waitFor()
    const problems: string[] = []
    const check = { uncovered: true }
    // A bid in the first auction.
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await walkSizes(page, `teacher-auction-${ruleset}-${players}p`, problems, check, PROJECTORS)
    // The first sale round: its last pick, its picks turned up, the next round's checks, one step each.
    const moveLabel = page.getByRole('banner').locator('p[aria-live]')
    const revealCards = page.locator('[data-reveal-card]')
    await page.getByRole('slider').fill(String(reveal - 1))
    await page.getByRole('region', { name: 'Why?' }).getByText(/has picked|picks/).first().waitFor()
    expect(await revealCards.count()).toBe(0)
    const pickMove = await moveLabel.innerText()
    await walkSizes(page, `teacher-last-pick-${ruleset}-${players}p`, problems, check, PROJECTORS.slice(0, 1))
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => revealCards.count()).toBe(revealed?.type === 'sale-revealed' ? revealed.sales.length : -1)
    expect(await moveLabel.innerText()).toBe(pickMove)
    await walkSizes(page, `teacher-reveal-${ruleset}-${players}p`, problems, check, [...PROJECTORS].reverse())
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => revealCards.count()).toBe(0)
    await page.locator('[data-bank] li').first().waitFor()
    await walkSizes(page, `teacher-next-round-${ruleset}-${players}p`, problems, check, PROJECTORS.slice(0, 1))
    expect(problems.join('\n')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
