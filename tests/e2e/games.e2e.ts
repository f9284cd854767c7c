// One whole game of each ruleset, from "New game" on Home to the scores, played through the UI the way
// people would (pointer taps on the buttons, typed amounts on the bid field), at phone size (390×844)
// or on a 1080p screen, two of them with reduced motion asked for, in 3, 4 or 5 seats, each set up
// on Setup with its table information. These four games carry every check that needs a whole game,
// so that no other spec plays games of its own for them. At every step it checks:
// - taps: the page counts every trusted pointer press and key press itself; the count, less the
//   test's own taps (the table options opened for the deal code alone, the menu, the card tracker),
//   must match what the driver did and the taps model (src/cli/count-taps.ts) for the same game
//   (figures in test-results/taps.json);
// - the table for hands and eyes: no horizontal scroll and the main action in view at every
//   step; axe on the bid controls, the payment builder and the sale screens as they come up;
// - the table information (tests/e2e/table-info-checks.ts), in each mode at phone size
//   and at 1080p: the menu says the mode; "As the box" (a 3- and a 4-player game) never shows bought
//   properties or won checks once their moment is over, nor a card tracker; "Memory aid" (a 4- and a
//   5-player game) has a card tracker that says what the engine says, legible at 1080p with the main
//   action in view;
// - the end: the score screen matches the replay command run on the record the app exports, and the
//   record keeps the deal code (typed in lower case with a dash for one game), so the cards can be dealt again;
// - offline (the whole game offline.e2e.ts does not play itself): the 5-player game is played after one visit with
//   the network off, the service worker having cached every file of the build.
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { tapsForGame } from '../../src/cli/count-taps.ts'
import { lastPicksForced } from '../../src/game/forced-moves.ts'
import { personGame } from '../../src/cli/person-play.ts'
import { createGame, legalActions } from '../../src/engine/game.ts'
import { replayOutput } from '../../src/engine/record.ts'
import { RULESETS, type RulesetId } from '../../src/engine/rulesets.ts'
import type { Action, GameState, Seat } from '../../src/engine/types.ts'
import { bestFirst } from '../../src/components/payment-plan.ts'
import { forcedPass } from '../../src/game/forced-moves.ts'
import { animationsDone, baseUrl, checkA11y, controlled, newPage, uncached, watch } from './browser.ts'
import { aidChecks, boxChecks, menuSays, type CheckedGame, type StepHooks, type TableInfoMode } from './table-info-checks.ts'
import { afterForcedPasses, exportFromScores, money, propertyLabel, replayCommand, scoreProblems } from './table-driver.ts'

/** The names Setup gives seats left unnamed, as a table that does not type names gets them. */
const NAMES = ['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5']

/** The build the run serves (global-setup.ts). */
const DIST = fileURLToPath(new URL('../../dist', import.meta.url))

const PHONE = { width: 390, height: 844 }
const PROJECTOR = { width: 1920, height: 1080 }
type Viewport = typeof PHONE

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

/** What the taps went on, for the report. */
type Kind = 'setup' | 'bid' | 'pass' | 'pay' | 'handOver' | 'pick' | 'hide' | 'reveal'

interface Tally {
  total: number
  byKind: Record<Kind, number>
}

interface Case {
  readonly ruleset: RulesetId
  readonly players: number
  /** The deal code as typed on Setup, and as the app makes it (the game's seed). */
  readonly typed: string
  readonly code: string
  readonly radio: string
  readonly viewport: Viewport
  /** Two of the games with reduced motion asked for: nothing may depend on an animation finishing. */
  readonly reducedMotion: 'reduce' | 'no-preference'
  readonly tableInfo: TableInfoMode
  /** Played with the network off after one visit: the service worker has every file. */
  readonly offline?: boolean
}

/**
 * Each mode of the table information at phone size and at 1080p; "As the box" in a 3- and a 4-player
 * game, the memory aid in a 4- and a 5-player one. The moves are person-like (src/cli/person-play.ts),
 * from the seed `taps-<ruleset>`.
 */
const CASES: readonly Case[] = [
  { ruleset: 'sold', players: 4, typed: 'TAPSSOLD1', code: 'TAPSSOLD1', radio: 'Sold!, played with ordinary packs of cards', viewport: PHONE, reducedMotion: 'no-preference', tableInfo: 'Memory aid' },
  { ruleset: 'for-sale', players: 3, typed: 'TAPSIELLO1', code: 'TAPSIELLO1', radio: 'For Sale, IELLO edition', viewport: PROJECTOR, reducedMotion: 'reduce', tableInfo: 'As the box' },
  { ruleset: 'for-sale-gryphon', players: 4, typed: 'TAPSGRYPHON1', code: 'TAPSGRYPHON1', radio: 'For Sale, Gryphon edition', viewport: PHONE, reducedMotion: 'reduce', tableInfo: 'As the box' },
  // Typed the way people type codes: lower case, with a dash.
  // After one visit, with the network off: the installed app plays a whole game.
  { ruleset: 'for-sale-scarce', players: 5, typed: 'e2e5-scarce', code: 'E2E5SCARCE', radio: 'For Sale, “Not enough for everyone”', viewport: PROJECTOR, reducedMotion: 'no-preference', tableInfo: 'Memory aid', offline: true },
]

describe('a whole game of each ruleset through the UI: taps counted, every step fits, the table information kept, scores as the replay command says', () => {
  const figures: Record<string, unknown> = {}
  afterAll(async () => {
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/taps.json', `${JSON.stringify(figures, null, 2)}\n`)
  })

  it.each(CASES.map((c) => [c.ruleset, c.players, c.tableInfo, c.viewport.width, c] as const))(
    '%s, %i players, table information "%s", %i px wide: from "New game" to the scores',
    async (ruleset, players, tableInfo, _, { typed, code, radio, viewport, reducedMotion, offline = false }) => {
      const names = NAMES.slice(0, players)
      const secret = RULESETS[ruleset].secretMoneyDefault
      const setup = { ruleset, players: names, seed: code, ...(secret === null ? {} : { options: { secretMoney: secret } }) }
      const game = personGame(setup, `taps-${ruleset}`)
      const created = createGame(setup)
      if (!created.ok) throw new Error(created.error.message)
      // Sold!'s game has a payment to make.
      if (ruleset === 'sold') expect(game.actions.some((a) => a.type === 'pay')).toBe(true)

      const page = await newPage({ locale: 'en-US', viewport, reducedMotion, serviceWorkers: offline ? 'allow' : 'block' })
      watch(page)
      await page.context().addInitScript(() => {
        const taps = { n: 0 }
        Object.assign(globalThis, { __taps: taps })
        addEventListener('pointerdown', (e) => e.isTrusted && taps.n++, true)
        addEventListener('keydown', (e) => e.isTrusted && !(e as KeyboardEvent).repeat && taps.n++, true)
      })
      await page.goto(baseUrl())
      await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
      if (offline) {
        // One visit installs the app: its service worker has cached every file of the build, the lazy
        // chunks included. Then the network goes, and the app starts again and plays from its cache.
        await controlled(page)
        expect(await uncached(page, DIST)).toEqual([])
        await page.context().setOffline(true)
        await page.reload()
        await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
      }

      const tally: Tally = { total: 0, byKind: { setup: 0, bid: 0, pass: 0, pay: 0, handOver: 0, pick: 0, hide: 0, reveal: 0 } }
      const tap = async (kind: Kind, target: Locator) => {
        await target.click()
        tally.total++
        tally.byKind[kind]++
      }
      const key = async (kind: Kind, keys: string) => {
        for (const k of keys) {
          await page.keyboard.press(k === '\n' ? 'Enter' : k)
          tally.total++
          tally.byKind[kind]++
        }
      }
      /** Taps the page counts that are the test's, not the game's: taken off the page's count. */
      let forTheTestOnly = 0
      const testTap = async (target: Locator) => {
        await target.click()
        forTheTestOnly++
      }

      // Setup: the ruleset, the seats (default names), the table information, the deal code typed by
      // the test only (filled, no taps: it makes the game known in advance).
      await tap('setup', page.getByRole('button', { name: 'New game', exact: true }))
      const choice = page.getByRole('radio', { name: radio })
      if (!(await choice.isChecked())) await tap('setup', choice)
      const fields = page.getByRole('textbox', { name: /^Player \d$/ })
      while ((await fields.count()) > players) await tap('setup', page.getByRole('button', { name: `Remove player ${await fields.count()}`, exact: true }))
      while ((await fields.count()) < players) await tap('setup', page.getByRole('button', { name: 'Add a player', exact: true }))
      // The table options are folded; their summary line says the table information. A table
      // that wants another opens them to choose it (setup taps); otherwise they are opened for the
      // test's deal code only, a tap of the page's but not the game's (a group playing a fresh deal never opens them).
      const options = page.locator('summary', { hasText: 'Table options' })
      const modeShown = (await page.getByTestId('options-summary').textContent()) ?? ''
      if (modeShown.includes(tableInfo)) await testTap(options)
      else {
        await tap('setup', options)
        await tap('setup', page.getByRole('group', { name: 'Table information' }).getByRole('radio', { name: new RegExp(`^${tableInfo}`) }))
      }
      await expect.poll(() => page.getByTestId('options-summary').textContent()).toContain(tableInfo)
      await page.getByLabel('Deal code (optional)').fill(typed)
      await tap('setup', page.getByRole('button', { name: 'Start the game', exact: true }))

      // The checks at each step look and measure only; a tap of theirs goes through testTap.
      const problems: string[] = []
      const axed = new Set<string>()
      const check = async (main: string, what: string, axe: string) => {
        problems.push(...(await layoutProblems(page, main, what)))
        if (axed.has(axe)) return
        axed.add(axe)
        // Colours are checked as they end up, not halfway through a card's turn-up.
        await animationsDone(page)
        await checkA11y(page)
      }
      const checked: CheckedGame = { page, states: game.states, actions: game.actions, names, testTap, problems, width: viewport.width }
      const box = tableInfo === 'As the box' ? boxChecks(checked) : null
      const aid = tableInfo === 'Memory aid' ? aidChecks(checked, viewport === PROJECTOR) : null

      await page.locator('#turn-banner').waitFor()
      await menuSays(checked, tableInfo)
      await playCounted(page, names, game.states, game.actions, game.final, { tap, key, check }, box ?? aid ?? {}, box !== null)
      await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
      await checkA11y(page)
      expect(problems).toEqual([])
      if (box !== null) expect(box.checked()).toBeGreaterThan(5)
      if (aid !== null) expect(aid.looked()).toBe(3)

      const counted = (await page.evaluate(() => (globalThis as unknown as { __taps: { n: number } }).__taps.n)) - forTheTestOnly
      const model = tapsForGame(created.value, game.actions)
      figures[ruleset] = { players, tableInfo, taps: counted, byKind: tally.byKind, model, actions: game.actions.length }
      // What the page saw is what the driver did (no tap missed or doubled) …
      expect(counted).toBe(tally.total)
      // … and what the taps model says for this game (setup taps apart).
      expect(counted - tally.byKind.setup).toBe(model.after)

      // The score screen against the replay command run on the record the app exports; the record
      // keeps the deal code, so the table can deal the same cards again.
      const exported = await exportFromScores(page)
      const replayed = replayCommand(exported)
      expect(replayed).toEqual(replayOutput(game.final))
      expect(JSON.parse(exported)).toMatchObject({ seed: code, dealCode: code })
      // scoreProblems reads the standings as laid out at the default size.
      await page.setViewportSize({ width: 1024, height: 768 })
      expect(await scoreProblems(page, ruleset, replayed as ReturnType<typeof replayOutput>)).toEqual([])
      await page.context().close()
    },
  )
})

interface Hands {
  readonly tap: (kind: Kind, target: Locator) => Promise<void>
  readonly key: (kind: Kind, keys: string) => Promise<void>
  /** The per-step checks: `main` (a selector) is the control the person needs now, `axe` the kind of screen. */
  readonly check: (main: string, what: string, axe: string) => Promise<void>
}

/** Plays the planned actions through the table screens, tapping as people do; `hooks` check along the way. */
async function playCounted(
  page: Page,
  names: readonly string[],
  states: readonly GameState[],
  actions: readonly Action[],
  final: GameState,
  hands: Hands,
  hooks: StepHooks,
  /** Played "as the box" (table-info.ts). */
  box: boolean,
): Promise<void> {
  const { tap, key, check } = hands
  let i = 0
  while (i < actions.length) {
    const state = states[i] as GameState
    const action = actions[i] as Action
    const ruleset = state.ruleset
    const legal = legalActions(state)
    const name = names[action.player] as string
    const turn = page.locator(`section[aria-label="It is ${name}'s turn."]`)
    const step = `action ${i} (${action.type}, auction ${(state.auction?.number ?? 0) + 1})`
    if (action.type === 'bid' || (action.type === 'pass' && forcedPass(state) === null)) {
      await turn.waitFor()
      await check('section[aria-label^="It is "] button', step, 'auction')
      await hooks.beforeAction?.(i, state)
    }
    if (action.type === 'bid') {
      if (legal.phase !== 'auction' || legal.bid === null) throw new Error('a bid where none is legal')
      const { min } = legal.bid
      const step = action.amount - (min - 1)
      if (action.amount === min) {
        await tap('bid', turn.getByRole('button', { name: `Bid ${money(ruleset, min)}, the next legal bid`, exact: true }))
      } else if (step === 2 || step === 5) {
        await tap('bid', turn.getByRole('button', { name: `Bid ${money(ruleset, action.amount)}, ${money(ruleset, step)} above the high bid`, exact: true }))
      } else {
        await tap('bid', turn.getByRole('textbox', { name: 'Your bid', exact: true }))
        await key('bid', `${action.amount}\n`)
      }
      i++
      continue
    }
    if (action.type === 'pass') {
      // A pass nobody could choose otherwise (money on the table) is played by the app: no tap. It is
      // said on the table until the next move; but after the last auction the selling phase's first
      // screen shows its result instead, and as the box the felt keeps only the auction on the table,
      // so once the passes have ended one and the next has opened, it no longer says how.
      if (forcedPass(state) !== null) {
        const after = afterForcedPasses(states, actions, i, final)
        const said = after.phase !== 'sale' && !(box && after.auction?.number !== state.auction?.number)
        if (said) await page.getByRole('status').filter({ hasText: `${name} must pass` }).first().waitFor()
      } else await tap('pass', turn.getByRole('button', { name: /^Pass/ }))
      i++
      continue
    }
    if (action.type === 'pay') {
      if (legal.phase !== 'payment') throw new Error('a payment when none is due')
      const chooser = page.locator('section[aria-labelledby="payment-heading"]', {
        has: page.getByRole('heading', { name: `${name} pays ${money(ruleset, legal.amount)}`, exact: true }),
      })
      const rank = bestFirst(legal.options).findIndex((o) => o.join(',') === action.cards.join(','))
      const options = chooser.getByRole('button', { name: /^Pay with / })
      await options.first().waitFor()
      await check('section[aria-labelledby="payment-heading"] button', step, 'payment')
      await hooks.beforeAction?.(i, state)
      if (rank >= (await options.count())) await tap('pay', chooser.getByRole('button', { name: /^All \d+ ways to pay$/ }))
      await tap('pay', chooser.getByRole('button', { name: /^Pay with / }).nth(rank))
      i++
      continue
    }
    // A sale round: the picks of this round, in the order the app hands the device round.
    const round = state.sale?.round ?? 0
    const picks = new Map<Seat, number>()
    while (i < actions.length) {
      const a = actions[i] as Action
      const s = states[i] as GameState
      if (a.type !== 'pick' || s.sale?.round !== round) break
      picks.set(a.player, a.property)
      i++
    }
    const over = i === actions.length
    const forced = lastPicksForced(state)
    // Everyone holds one property: one tap turns them all up. Otherwise the hand-over, seat by seat
    // (the first "I am" is on the last reveal's button).
    if (forced) await tap('reveal', page.getByRole('button', { name: 'Turn up the last properties', exact: true }))
    const order = forced ? [] : [...picks.keys()].sort((a, b) => a - b)
    for (const [k, seat] of order.entries()) {
      const who = names[seat] as string
      const picked = order.slice(0, k)
      const iAm = page.getByRole('button', { name: `I am ${who}`, exact: true })
      await iAm.waitFor()
      await hooks.onHandOver?.(seat, picked)
      await tap('handOver', iAm)
      const property = page.getByRole('button', { name: propertyLabel(ruleset, picks.get(seat) as number), exact: true })
      await property.waitFor()
      // The pick's "Hide …" sits in the table's action bar, below the felt.
      await check('footer.action-bar button:has-text("Hide")', `pick screen of seat ${seat}`, 'pick')
      await hooks.onPickScreen?.(seat, picked)
      await tap('pick', property)
      const next = order[k + 1]
      await tap('hide', page.getByRole('button', { name: next === undefined ? 'Hide and turn up the picks' : `Hide and pass to ${names[next] as string}`, exact: true }))
    }
    await page.getByRole('heading', { level: 1, name: `Sale round ${round + 1}: the picks` }).waitFor()
    // The reveal is on the felt; its way on (the next "I am …", or "See the scores") is in the action bar.
    await check('footer.action-bar button', `reveal of round ${round + 1}`, 'reveal')
    if (over) await tap('reveal', page.getByRole('button', { name: 'See the scores', exact: true }))
  }
}
