// The table information option's checks, as per-step hooks for the whole games of games.e2e.ts, so
// that they ride on games already played instead of games of their own.
// - "As the box": other players' bought properties and won checks are never in the page once their
//   moment on the table is over (not face up, not in the log), no card tracker, "N face down" shown.
// - "Memory aid": the card tracker says what the engine says (read three times), is on the sale
//   screen, opens without sideways scroll, and at 1080p leaves the main action in view with nothing
//   under 16 px; axe once with it open.
// The hooks look and measure; a tap of theirs that is not the game's goes through `testTap`, which the
// spec takes off the page's count.
import type { Locator, Page } from 'playwright-core'
import { applyAction, openingEvents } from '../../src/engine/game.ts'
import type { Action, Card, GameEvent, GameState, Seat } from '../../src/engine/types.ts'
import { playerView } from '../../src/engine/view.ts'
import { cardTracker } from '../../src/table-info/card-tracker.ts'
import { checkA11y, screenshot, settled } from './browser.ts'
import { money, propertyLabel, propertyShort } from './table-driver.ts'

export type TableInfoMode = 'As the box' | 'Memory aid'

/** Checks run at steps of a game played through the table screens. */
export interface StepHooks {
  /** Before the bid, pass (one a person chooses) or payment at this index, its controls shown. */
  readonly beforeAction?: (index: number, state: GameState) => Promise<void>
  /** On the hand-over card for `seat` ("I am …" shown); `picked` are the seats that have picked this round. */
  readonly onHandOver?: (seat: Seat, picked: readonly Seat[]) => Promise<void>
  /** On `seat`'s own pick screen, before choosing. */
  readonly onPickScreen?: (seat: Seat, picked: readonly Seat[]) => Promise<void>
}

/** What the hooks need of the game being played. */
export interface CheckedGame {
  readonly page: Page
  readonly states: readonly GameState[]
  readonly actions: readonly Action[]
  /** The seats' names, as the table shows them. */
  readonly names: readonly string[]
  /** A tap the test makes that is not the game's (the spec takes it off the page's count). */
  readonly testTap: (target: Locator) => Promise<void>
  /** Where problems found are said. */
  readonly problems: string[]
  /** For the screenshots' names. */
  readonly width: number
}

/** The menu says which table information this game was set up with (two taps of the test's). */
export async function menuSays(game: CheckedGame, mode: TableInfoMode): Promise<void> {
  const { page, testTap } = game
  await testTap(page.getByRole('button', { name: /Menu/ }).first())
  const menu = page.getByRole('dialog', { name: 'Game menu' })
  await menu.getByText(`Table information: ${mode}`, { exact: true }).waitFor()
  await testTap(menu.getByRole('button', { name: 'Back to the game' }))
  await menu.waitFor({ state: 'detached' })
}

/** The public log up to action `i` of the game, as the app has it. */
function eventsBefore(states: readonly GameState[], actions: readonly Action[], i: number): GameEvent[] {
  const first = states[0] as GameState
  const events: GameEvent[] = [...openingEvents(first)]
  let state = first
  for (const action of actions.slice(0, i)) {
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.message)
    events.push(...result.events)
    state = result.state
  }
  return events
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A sale round's reveal (the picks turned up). */
const REVEAL = 'section[aria-labelledby^="reveal-"]'
/** A check, in any box's words (the Gryphon box says currency card). */
const CHECK_IMG = /^(Check for|Refused check|Currency card for|Refused currency card)/

/** Properties bought in auctions before the one on the table now. */
function boughtEarlier(state: GameState): Card[] {
  const now = new Set(state.auction?.revealed ?? [])
  return state.seats.flatMap((s) => s.properties).filter((c) => !now.has(c))
}

/** "As the box": what the table shows of bought properties and won checks. `checked()` counts the auction steps looked at. */
export function boxChecks(game: CheckedGame): StepHooks & { readonly checked: () => number } {
  const { page, problems } = game
  let checkedAuctions = 0
  let axed = false
  return {
    checked: () => checkedAuctions,
    beforeAction: async (i, state) => {
      const auction = state.auction
      // Right after an auction its result is shown to everyone; from the next move on it is gone.
      const moved = auction !== null && (auction.bids.some((b) => b > 0) || auction.inAuction.some((x) => !x))
      if (state.phase !== 'auction' || !moved) return
      await page.locator('#turn-banner').waitFor()
      // The side panels follow a move one painted frame later (useAfterPaint): let them catch up.
      await settled(page)
      // One look for all of them (a role query goes over the whole page); then, if any shows, which.
      const earlier = boughtEarlier(state)
      const labels = earlier.map((card) => propertyLabel(state.ruleset, card))
      const anyFaceUp = labels.length > 0 && (await page.getByRole('img', { name: new RegExp(`^(${labels.map(escapeRegExp).join('|')})$`) }).count()) > 0
      if (anyFaceUp) {
        for (const [k, card] of earlier.entries()) {
          if ((await page.getByRole('img', { name: labels[k] as string, exact: true }).count()) > 0) problems.push(`action ${i}: the ${card}, bought earlier, is face up`)
        }
      }
      // The whole log, read whether it is open beside the felt (wide screens) or folded a tap away (phones):
      // folded is not hidden from the page.
      const log = (await page.getByRole('log', { includeHidden: true }).textContent()) ?? ''
      // The log words a property as "the 12" ("takes the 12", "wins the 12 for …").
      for (const card of boughtEarlier(state)) if (new RegExp(`the ${card}\\b`).test(log)) problems.push(`action ${i}: the log names the ${card}`)
      if ((await page.getByTestId('card-tracker').count()) > 0) problems.push(`action ${i}: a card tracker as the box`)
      const held = state.seats.map((s) => s.properties.filter((c) => !(auction?.revealed ?? []).includes(c)).length)
      if (held.some((n) => n > 0)) {
        const players = page.getByRole('region', { name: 'Players' })
        const n = held.find((h) => h > 0) as number
        if ((await players.getByText(`${n} face down`, { exact: true }).count()) === 0) problems.push(`action ${i}: no "${n} face down"`)
      }
      checkedAuctions++
      if (!axed) {
        axed = true
        await checkA11y(page)
        await screenshot(page, `table-info-box-${game.width}`)
      }
    },
    onHandOver: async () => {
      // The sale screen shows the checks on offer, and no one's checks won; from the second round on,
      // the first hand-over is on the last round's reveal, which shows that round's checks to everyone.
      const all = await page.getByRole('img', { name: CHECK_IMG }).count()
      const offered = await page.locator('section[aria-labelledby="checks-heading"]').getByRole('img', { name: CHECK_IMG }).count()
      const revealed = await page.locator(REVEAL).getByRole('img', { name: CHECK_IMG }).count()
      if (all !== offered + revealed) problems.push(`hand-over: ${all - offered - revealed} checks shown besides the ${offered} on offer and ${revealed} turned up`)
      if ((await page.getByTestId('card-tracker').count()) > 0) problems.push('hand-over: a card tracker as the box')
    },
    onPickScreen: async (seat) => {
      const all = await page.getByRole('img', { name: CHECK_IMG }).count()
      const offered = await page.locator('section[aria-labelledby="checks-heading"]').getByRole('img', { name: CHECK_IMG }).count()
      if (all !== offered) problems.push(`pick screen of seat ${seat}: checks won are shown`)
    },
  }
}

/**
 * "Memory aid": the card tracker, opened (a tap of the test's) and read once per auction from the
 * third on, at its first bid or pass, three times in all (`looked()`). `projector`: a 1080p screen,
 * where the main action must stay in view with the tracker open and no tracker text be under 16 px.
 */
export function aidChecks(game: CheckedGame, projector: boolean): StepHooks & { readonly looked: () => number } {
  const { page, problems, names } = game
  let looked = 0
  return {
    looked: () => looked,
    beforeAction: async (i, state) => {
      const auction = state.auction
      if (state.phase !== 'auction' || auction === null || auction.number < 2 || auction.bids.some((b) => b > 0) || auction.inAuction.some((x) => !x)) return
      if (looked >= 3) return
      looked++
      const ruleset = state.ruleset
      const expected = cardTracker(playerView(state, null), eventsBefore(game.states, game.actions, i))
      const tracker = page.getByTestId('card-tracker')
      const summary = tracker.getByText('Card tracker', { exact: true })
      // The tracker lies in the panel that one control at the felt's edge opens over the felt.
      const notes = page.getByRole('button', { name: 'Moves and tracker' })
      if ((await notes.count()) > 0 && (await notes.getAttribute('aria-expanded')) === 'false') await game.testTap(notes)
      if (!(await tracker.evaluate((d) => (d as HTMLDetailsElement).open))) await game.testTap(summary)
      await tracker.getByText(`Properties not seen yet: ${expected.unseenProperties.length}`, { exact: true }).waitFor()
      await tracker.getByText(`Checks not turned up yet: ${expected.unseenChecks.length}`, { exact: true }).waitFor()
      const text = (await tracker.textContent()) ?? ''
      for (const p of expected.purchases) {
        if (!text.includes(`${propertyShort(ruleset, p.property)} for ${money(ruleset, p.price)}`)) problems.push(`action ${i}: no "${p.property} for ${p.price}"`)
      }
      for (const [s, amount] of (expected.spent ?? []).entries()) {
        const seat = tracker.getByRole('listitem').filter({ hasText: new RegExp(`^${names[s] as string}`) })
        if ((await seat.getByText(`Money spent: ${money(ruleset, amount)}`, { exact: true }).count()) !== 1) problems.push(`action ${i}: spent of seat ${s}`)
      }
      // Opened, it leaves the bid controls where they were, with no sideways scroll.
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
      if (scroll > client) problems.push(`action ${i}: horizontal scroll with the tracker open`)
      if (projector) {
        const box = await page.locator('section[aria-label^="It is "] button').first().boundingBox()
        const height = page.viewportSize()?.height ?? 0
        if (box === null || box.y + box.height > height) problems.push(`action ${i}: main action below the fold`)
        const small = await tracker.evaluate((root) =>
          [...root.querySelectorAll('*')].filter((el) => el.textContent?.trim() && parseFloat(getComputedStyle(el).fontSize) < 16).length,
        )
        if (small > 0) problems.push(`action ${i}: ${small} tracker elements under 16 px`)
      }
      if (looked === 1) {
        await checkA11y(page)
        await screenshot(page, `table-info-aid-${game.width}`)
      }
    },
    onHandOver: async (_, picked) => {
      // The first hand-over of a round after the first is on the last round's reveal: no tracker there.
      if (picked.length > 0 || (await page.locator(REVEAL).count()) > 0) return
      // The tracker is on the sale screen too.
      if ((await page.getByTestId('card-tracker').count()) !== 1) problems.push('hand-over: no card tracker')
    },
  }
}
