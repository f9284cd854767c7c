// Plays a game through the app's UI only (clicks and keys), from a list of engine actions: the
// end-to-end specs compute a game with the engine, then check the app lets people play exactly it.
import { spawnSync } from 'node:child_process'
import type { Page } from 'playwright-core'
import { checkValue, parseCheck, playingCard } from '../../src/engine/cards.ts'
import { lastPicksForced } from '../../src/game/forced-moves.ts'
import { legalActions } from '../../src/engine/game.ts'
import { forcedPass } from '../../src/game/forced-moves.ts'
import { playOut, playRandomGame, randomAction } from '../../src/engine/random-play.ts'
import { exportRecord, type ReplayOutput } from '../../src/engine/record.ts'
import { RULESETS, type RulesetId } from '../../src/engine/rulesets.ts'
import type { Action, Card, GameState, Seat, TableSetup } from '../../src/engine/types.ts'
import { downloadText } from './browser.ts'

export const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'] as const

/** A whole game worked out by the engine: the states before each action, and the end. */
export interface PlannedGame {
  readonly setup: TableSetup
  readonly states: readonly GameState[]
  readonly actions: readonly Action[]
  readonly final: GameState
}

/** A random complete game from `setup` (the deal from its seed), with moves drawn from `playSeed`. */
export function planGame(setup: TableSetup, playSeed: string): PlannedGame {
  return { setup, ...playOut(setup, playSeed, (state, rng) => randomAction(legalActions(state), rng)) }
}

/** `playRandomGame(ruleset, players, seed)` (seats Ann, Ben, Cy…) as a planned game. */
export function randomGame(ruleset: RulesetId, players: number, seed: string): PlannedGame {
  const played = playRandomGame(ruleset, players, seed)
  return {
    setup: { ruleset, players: NAMES.slice(0, players), seed },
    states: played.states.slice(0, -1),
    actions: played.actions,
    final: played.states[played.states.length - 1] as GameState,
  }
}

/** The game's table as a `gavel/1` record with `count` of its actions (none by default). */
export function recordText(game: PlannedGame, count = 0): string {
  const at = count === game.actions.length ? game.final : (game.states[count] as GameState)
  return JSON.stringify(exportRecord(at))
}

// ---- How the app writes things, in English (written out here, not borrowed from the app) ----

const RANK_WORDS: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' }
const SUIT_WORDS: Record<string, string> = { S: 'spades', C: 'clubs', H: 'hearts', D: 'diamonds' }
const SUIT_SIGNS: Record<string, string> = { S: '♠', C: '♣', H: '♥', D: '♦' }
/** Sold! money cards are their own pack: each seat's own mark. */
const MONEY_SUITS = ['●', '▲', '■', '★', '✚', '✿']
const playing = (ruleset: RulesetId) => RULESETS[ruleset].cardNames === 'playing'

export function money(ruleset: RulesetId, n: number): string {
  return playing(ruleset) ? String(n) : `$${(n * 1000).toLocaleString('en-US')}`
}

/** "12" or "7♣", as on buttons. */
export function propertyShort(ruleset: RulesetId, card: Card): string {
  if (!playing(ruleset)) return String(card)
  const c = playingCard(card, 'property')
  return c.rank + (SUIT_SIGNS[c.suit] as string)
}

/** A property's spoken name: "Property 12" or "Property: 7 of clubs". */
export function propertyLabel(ruleset: RulesetId, card: Card): string {
  if (!playing(ruleset)) return `Property ${card}`
  const c = playingCard(card, 'property')
  return `Property: ${RANK_WORDS[c.rank] ?? c.rank} of ${SUIT_WORDS[c.suit] as string}`
}

/**
 * A check's spoken name in its box's words, from its record id: "Check for $15,000", "Currency card
 * for $15,000" (Gryphon), "Check: king of diamonds, worth 13".
 */
export function checkLabel(ruleset: RulesetId, id: number | string): string {
  const card = parseCheck(ruleset, id)
  if (card === null) throw new Error(`no such check ${id}`)
  const word = ruleset === 'for-sale-gryphon' ? 'currency card' : 'check'
  if (!playing(ruleset)) return card === 0 ? `Refused ${word}, worth 0` : `${word.charAt(0).toUpperCase()}${word.slice(1)} for ${money(ruleset, card)}`
  const c = playingCard(card, 'check')
  return `Check: ${RANK_WORDS[c.rank] ?? c.rank} of ${SUIT_WORDS[c.suit] as string}, worth ${checkValue(ruleset, card)}`
}

const moneyCardShort = (seat: Seat, value: number) => String(value) + (MONEY_SUITS[seat] as string)
const list = (items: readonly string[]) => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items)
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// ---- Driving the screens ----

/** Home → "Import a game record" → paste → open; the game opens at its last action. */
export async function importByPaste(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Import a game record' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a game record' })
  await dialog.getByLabel('Or paste the record here').fill(text)
  await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
}

/** Waits for a level-1 heading; if it does not come, fails saying what the page shows instead. */
export async function expectHeading(page: Page, name: string | RegExp, timeout = 10_000): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout })
  } catch {
    const shown = await page.locator('body').innerText().catch(() => '(page unreadable)')
    throw new Error(`no heading ${String(name)}; the page shows:\n${shown.slice(0, 1500)}`)
  }
}

/** Waits until the turn banner names `name` as the seat to act. */
export async function expectTurn(page: Page, name: string): Promise<void> {
  await page.locator('#turn-banner', { hasText: `It is ${name}'s turn.` }).waitFor({ timeout: 5000 })
}

/**
 * One bid, pass or Sold! payment, made the way a player would, by keyboard (Enter on the button;
 * faster to drive than pointer clicks, and it proves each control works from the keyboard). The
 * button is looked up inside the part of the table that says whose turn it is, so a move can only
 * be made when the table shows the right player acting.
 */
export async function playTableAction(page: Page, state: GameState, action: Action): Promise<void> {
  const ruleset = state.ruleset
  const legal = legalActions(state)
  const name = state.seats[action.player]?.name ?? ''
  // By its label as CSS: a role query over the whole table (its long narrated log) is slow to drive.
  const turn = page.locator(`section[aria-label="It is ${name}'s turn."]`)
  if (action.type === 'bid') {
    if (legal.phase !== 'auction' || legal.bid === null) throw new Error('a bid where none is legal')
    const { min } = legal.bid
    if (action.amount === min) {
      // The next legal bid, in one tap.
      await turn.getByRole('button', { name: `Bid ${money(ruleset, min)}, the next legal bid`, exact: true }).press('Enter')
      return
    }
    // A quick raise: 2 or 5 above the high bid, in one tap.
    const step = action.amount - (min - 1)
    if (step === 2 || step === 5) {
      await turn.getByRole('button', { name: `Bid ${money(ruleset, action.amount)}, ${money(ruleset, step)} above the high bid`, exact: true }).press('Enter')
      return
    }
    // Any other amount: typed into the field, Enter bids it.
    const field = turn.getByRole('textbox', { name: 'Your bid', exact: true })
    await field.fill(String(action.amount))
    await field.press('Enter')
    return
  }
  if (action.type === 'pass') {
    if (legal.phase !== 'auction') throw new Error('a pass outside an auction')
    const { pass } = legal
    // The pass button says what passing does right now.
    const says =
      pass.property === null
        ? pass.bid > 0
          ? `Pass: take back all ${money(ruleset, pass.bid)}, no property`
          : 'Pass: no property, pay nothing'
        : pass.bid === 0
          ? `Pass: take the ${propertyShort(ruleset, pass.property)} for free`
          : `Pass: take the ${propertyShort(ruleset, pass.property)}, pay ${money(ruleset, pass.cost)}`
    await turn.getByRole('button', { name: new RegExp(`^${escape(says)}`) }).press('Enter')
    return
  }
  if (action.type === 'pay') {
    if (legal.phase !== 'payment') throw new Error('a payment when none is due')
    const total = action.cards.reduce((a, b) => a + b, 0)
    const label = `Pay with ${list(action.cards.map((v) => moneyCardShort(action.player, v)))}, ${money(ruleset, total)} in all;`
    const chooser = page.locator('section[aria-labelledby="payment-heading"]', {
      has: page.getByRole('heading', { name: `${name} pays ${money(ruleset, legal.amount)}`, exact: true }),
    })
    const option = chooser.getByRole('button', { name: new RegExp(`^${escape(label)}`) })
    // The best sets show first; any other is in the full list, one tap away.
    if ((await option.count()) === 0) await chooser.getByRole('button', { name: /^All \d+ ways to pay$/ }).press('Enter')
    await option.press('Enter')
    return
  }
  throw new Error('picks go through playSaleRound')
}

export interface HandOverHooks {
  /** On the hand-over card for `seat`; `picked` are the seats that have already picked this round. */
  readonly onHandOver?: (seat: Seat, picked: readonly Seat[]) => Promise<void>
  /** On `seat`'s own pick screen, before choosing; 'handover' when it left the app back on the hand-over card. */
  readonly onPickScreen?: (seat: Seat, picked: readonly Seat[]) => Promise<void | 'handover'>
  /** After `seat`'s pick was hidden (made), on the next hand-over card (not after the round's last pick); 'handover' as above. */
  readonly onPicked?: (seat: Seat) => Promise<void | 'handover'>
  /** On the reveal of each round, the game's last included. */
  readonly onReveal?: (round: number) => Promise<void>
}

/**
 * A sale round through the hand-over: the app decides who is next ("Pass the device to …"); each
 * seat picks the property `picks` gives it. Ends on the reveal (clicked through) or the scores.
 */
export async function playSaleRound(
  page: Page,
  ruleset: RulesetId,
  round: number,
  picks: ReadonlyMap<Seat, Card>,
  gameOverAfter: boolean,
  hooks: HandOverHooks = {},
  /** Everyone still to pick holds one property: one tap turns them all up, no hand-over. */
  forced = false,
): Promise<void> {
  const done: Seat[] = []
  if (forced) {
    await page.getByRole('button', { name: 'Turn up the last properties', exact: true }).press('Enter')
    await page.getByRole('heading', { level: 1, name: `Sale round ${round + 1}: the picks` }).waitFor()
    picks = new Map()
  }
  // The app hands the device round in seat order, to each seller still to pick.
  const order = [...picks.keys()].sort((a, b) => a - b)
  for (const [k, seat] of order.entries()) {
    const name = NAMES[seat] as string
    const property = picks.get(seat) as Card
    await hooks.onHandOver?.(seat, done)
    const iAm = page.getByRole('button', { name: `I am ${name}`, exact: true })
    await iAm.click()
    if ((await hooks.onPickScreen?.(seat, done)) === 'handover') await iAm.click()
    await page.getByRole('button', { name: propertyLabel(ruleset, property), exact: true }).press('Enter')
    // "Your pick: the 12": the pick is made only when it is hidden.
    await page.getByRole('status').filter({ hasText: `${name}, your pick: the ${propertyShort(ruleset, property)}` }).waitFor()
    done.push(seat)
    const next = order[k + 1]
    if (next === undefined) {
      await page.getByRole('button', { name: 'Hide and turn up the picks', exact: true }).press('Enter')
      break
    }
    await page.getByRole('button', { name: `Hide and pass to ${NAMES[next] as string}`, exact: true }).press('Enter')
    if ((await hooks.onPicked?.(seat)) === 'handover') continue
  }
  if (gameOverAfter) {
    // The last round is turned up too, before the scores.
    await hooks.onReveal?.(round)
    await page.getByRole('button', { name: 'See the scores', exact: true }).press('Enter')
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    return
  }
  // The reveal's button is the next round's first hand-over ("I am Ann"), taken by the next round.
  await page.getByRole('heading', { level: 1, name: `Sale round ${round + 1}: the picks` }).waitFor()
  await hooks.onReveal?.(round)
}

/** The state once the run of passes the app plays by itself from action `i` on is over. */
export function afterForcedPasses(states: readonly GameState[], actions: readonly Action[], i: number, final: GameState): GameState {
  let j = i
  while (actions[j]?.type === 'pass' && forcedPass(states[j] as GameState) !== null) j++
  return states[j] ?? final
}

export interface PlayHooks extends HandOverHooks {
  /** Before the table action at this index of the planned game. */
  readonly beforeAction?: (index: number, state: GameState) => Promise<void>
}

/** Plays the planned game's actions from `from` (the app already at that point) to the end. */
export async function playThrough(page: Page, game: PlannedGame, hooks: PlayHooks = {}, from = 0): Promise<void> {
  let i = from
  while (i < game.actions.length) {
    const state = game.states[i] as GameState
    const action = game.actions[i] as Action
    if (action.type === 'pass' && forcedPass(state) !== null) {
      // Nothing to choose, money on the table: the app plays it at once and says so.
      const name = state.seats[action.player]?.name ?? ''
      // (After the last auction the selling phase's first screen says the auction's result instead.)
      if (afterForcedPasses(game.states, game.actions, i, game.final).phase !== 'sale') await page.getByRole('status').filter({ hasText: `${name} must pass (cannot top the high bid)` }).first().waitFor()
      i++
      continue
    }
    if (action.type !== 'pick') {
      await hooks.beforeAction?.(i, state)
      await playTableAction(page, state, action)
      i++
      continue
    }
    // A sale round: every pick made while the round number stays the same.
    const round = state.sale?.round ?? 0
    const picks = new Map<Seat, Card>()
    while (i < game.actions.length) {
      const a = game.actions[i] as Action
      const s = game.states[i] as GameState
      if (a.type !== 'pick' || s.sale?.round !== round) break
      picks.set(a.player, a.property)
      i++
    }
    const over = i === game.actions.length
    await playSaleRound(page, state.ruleset, round, picks, over, hooks, lastPicksForced(state))
  }
}

// ---- The score screen against the replay command ----

/** The replay command (`npm run --silent replay -- -`) on a record's text. */
export function replayCommand(text: string): unknown {
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/replay.ts', '-'], {
    input: text,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`replay exited ${run.status}: ${run.stdout}${run.stderr}`)
  return JSON.parse(run.stdout)
}

/** Clicks "Export the game record" and returns the downloaded file's text. */
export async function exportFromScores(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the game record', exact: true }).click(),
  ])
  return downloadText(download)
}

interface Standing {
  readonly heading: string
  readonly winner: boolean
  readonly checks: string[]
  /** Sold!: the values of the money cards shown. */
  readonly moneyCards: number[]
  readonly text: string
}

/** What the score screen shows for each player, in its order. */
export async function readStandings(page: Page): Promise<Standing[]> {
  const list = page.getByRole('region', { name: 'Scores, best first' })
  return list.locator('li[aria-labelledby^="standing-"]').evaluateAll((items) =>
    items.map((li) => {
      const labels = Array.from(li.querySelectorAll('[role="img"]')).map((e) => e.getAttribute('aria-label') ?? '')
      return {
        heading: li.querySelector('h3')?.textContent ?? '',
        winner: (li.textContent ?? '').includes('Winner'),
        checks: labels.filter((l) => l.startsWith('Check') || l.startsWith('Currency card') || l.startsWith('Refused')),
        moneyCards: labels.filter((l) => l.startsWith('Money card')).map((l) => Number(/worth (\d+)$/.exec(l)?.[1])),
        text: (li as HTMLElement).innerText,
      }
    }),
  )
}

/** Checks the score screen against a replay result; returns the problems found (none: empty). */
export async function scoreProblems(page: Page, ruleset: RulesetId, expected: ReplayOutput): Promise<string[]> {
  if (!expected.finished) return ['the replay says the game is not finished']
  const shown = await readStandings(page)
  const problems: string[] = []
  const order = expected.players
    .map((p, seat) => ({ ...p, seat }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
  if (shown.length !== order.length) problems.push(`${shown.length} standings shown, ${order.length} expected`)
  order.forEach((p, i) => {
    const s = shown[i]
    if (s === undefined) return
    const who = `standing ${i + 1}`
    if (s.heading !== `Rank ${p.rank}: ${p.name}`) problems.push(`${who}: heading "${s.heading}", expected "Rank ${p.rank}: ${p.name}"`)
    if (s.winner !== expected.winners.includes(p.seat)) problems.push(`${who}: winner badge ${s.winner}`)
    const checks = p.checks.map((c) => checkLabel(ruleset, c))
    if (JSON.stringify(s.checks) !== JSON.stringify(checks)) problems.push(`${who}: checks ${JSON.stringify(s.checks)}, expected ${JSON.stringify(checks)}`)
    if (!new RegExp(`Total\\s+${escape(money(ruleset, p.score))}(\\s|$)`).test(s.text)) problems.push(`${who}: total ${money(ruleset, p.score)} not shown in ${JSON.stringify(s.text)}`)
    if (typeof p.money === 'number') {
      if (!new RegExp(`Money left:\\s+${escape(money(ruleset, p.money))}(\\s|$)`).test(s.text)) {
        problems.push(`${who}: money left ${money(ruleset, p.money)} not shown in ${JSON.stringify(s.text)}`)
      }
    } else if (JSON.stringify(s.moneyCards) !== JSON.stringify(p.money)) {
      problems.push(`${who}: money cards ${JSON.stringify(s.moneyCards)} shown, ${JSON.stringify(p.money)} expected`)
    }
  })
  return problems
}
