// Teacher mode on a projector (1920×1080): present an imported record, step through it to the end
// and back by keyboard and buttons, check the narration, the explanations and the final scores.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { narrate, isEchoEvent } from '../../src/i18n/narrate.ts'
import { openRecord } from '../../src/store/saved-games.ts'
import { buildTimeline } from '../../src/teacher/timeline.ts'
import { baseUrl, checkA11y, newPage, screenshot, watch } from './browser.ts'

const RECORD = readFileSync('tests/examples/for-sale-4p.json', 'utf8')
const EXPECTED = JSON.parse(readFileSync('tests/examples/for-sale-4p.expected.json', 'utf8')) as {
  players: { name: string; score: number; rank: number }[]
}
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim()

function timeline() {
  const opened = openRecord(RECORD)
  if (!opened.ok) throw new Error(opened.error.message)
  return buildTimeline(opened.value.record)
}

/** What the log must say at each move: the engine's events for that move, narrated. */
function expectedLines(): string[][] {
  const names = ['Ann', 'Ben', 'Cy', 'Dee']
  return timeline().steps.map((step) =>
    step.events.filter((e) => !isEchoEvent(e)).map((e) => plain(narrate(e, { ruleset: 'for-sale', names }, 'en'))),
  )
}

const presenter = (page: Page) => ({
  move: () => page.getByRole('banner').locator('p[aria-live]').innerText(),
  current: async () =>
    (await page.locator('[aria-current="step"]').allInnerTexts()).map((s) => plain(s.replace(/^(Go to move \d+|The deal):\s*/, ''))),
  why: async () => plain(await page.getByRole('region', { name: 'Why?' }).innerText()),
})

async function presentRecord(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Present a game record' }).click()
  const dialog = page.getByRole('dialog', { name: 'Present a game record' })
  await dialog.getByLabel('Or paste the record here').fill(RECORD)
  await dialog.getByRole('button', { name: 'Open the pasted record' }).click()
  await page.getByText('Teacher mode', { exact: true }).waitFor()
}

describe('teacher mode', () => {
  it('steps an imported record to the end and back, narrating and explaining each move', { timeout: 300_000 }, async () => {
    const page = await newPage({ viewport: { width: 1920, height: 1080 }, locale: 'en-US', reducedMotion: 'no-preference' })
    watch(page)
    await page.goto(baseUrl())
    await presentRecord(page)
    const p = presenter(page)
    const lines = expectedLines()
    // One step a move, but three for a move that ends a sale round (the last pick, the reveal, the next round).
    const steps = timeline().steps
    const last = lines.length - 1
    expect(steps[last]?.move).toBe(73)

    expect(await p.move()).toBe('The deal')
    expect(await p.current()).toEqual(lines[0])
    expect(await p.why()).toContain('Cy starts the first auction, as settled when the table was set up (ruling R1).')
    await checkA11y(page)
    await screenshot(page, 'teacher-1920-deal')

    // → one step at a time to the end, checking the narration on the way, and that the first and the
    // last sale round's picks turn up at the sellers' seats and their checks are dealt (4 + 4
    // animations), each on a step of its own, and the last step's winner's flourish.
    const firstReveal = steps.findIndex((st) => st.stage === 'reveal')
    const lastReveal = steps.findLastIndex((st) => st.stage === 'reveal')
    expect(steps[firstReveal]?.events.map((e) => e.type)).toEqual(['sale-revealed'])
    for (let step = 1; step <= last; step++) {
      await page.keyboard.press('ArrowRight')
      if (step === firstReveal || step === lastReveal || step === last) {
        await page.waitForFunction((least) => document.getAnimations().filter((a) => a.playState === 'running').length >= least, step === last ? 1 : 8)
        if (step === firstReveal) await screenshot(page, 'teacher-1920-reveal')
      }
      if (step === 1 || step === 7 || step % 20 === 0 || step === last) {
        expect(await p.move()).toBe(`Move ${steps[step]?.move} of 73`)
        expect(await p.current()).toEqual(lines[step])
      }
      if (step === 1) expect(await p.why()).toContain('Having not bid, Cy pays nothing to pass, and takes the lowest property left, the 3.')
      if (step === 40) await screenshot(page, 'teacher-1920-middle')
    }
    expect((await p.current()).at(-1)).toBe('Game over: Ben wins.')
    expect(await p.why()).toContain('Each score is the checks plus the money left. Ben wins with $65,000.')
    const rows = await page.getByRole('table', { name: 'Final scores' }).locator('tbody tr').allInnerTexts()
    const ranked = EXPECTED.players.slice().sort((a, b) => a.rank - b.rank)
    expect(rows.map((r) => plain(r).split(/\s+/)[1])).toEqual(ranked.map((pl) => pl.name))
    expect(rows.map((r) => plain(r).match(/\$[\d,]+$/)?.[0])).toEqual(ranked.map((pl) => `$${pl.score},000`))
    await expect(page.getByRole('button', { name: 'Step forward (right arrow)' }).isDisabled()).resolves.toBe(true)
    await screenshot(page, 'teacher-1920-scores')

    // ← back through the last moves (the last sale round and its reveal, a step each), then Home to the deal, then the buttons.
    for (let step = last - 1; step >= last - 12; step--) {
      await page.keyboard.press('ArrowLeft')
      expect(await p.current()).toEqual(lines[step])
    }
    await page.keyboard.press('Home')
    expect(await p.move()).toBe('The deal')
    expect(await p.current()).toEqual(lines[0])
    await page.getByRole('button', { name: 'Step forward (right arrow)' }).click()
    await page.getByRole('button', { name: 'Step forward (right arrow)' }).click()
    await page.getByRole('button', { name: 'Step back (left arrow)' }).click()
    expect(await p.move()).toBe('Move 1 of 73')
    await page.keyboard.press('End')
    expect(await p.move()).toBe('Move 73 of 73')
    await page.keyboard.press('Home')
    expect(await p.move()).toBe('The deal')

    // Jump from the log.
    await page.getByRole('button', { name: 'Show later moves' }).click()
    // (The log shows the lines that fit round the current move: from the deal, the first few.)
    const jump = page.getByRole('button', { name: /^Go to move \d+: / }).filter({ visible: true }).last()
    const to = Number(/Go to move (\d+)/.exec((await jump.textContent()) ?? '')?.[1])
    expect(to).toBeGreaterThan(1)
    await jump.click()
    expect(await p.move()).toBe(`Move ${to} of 73`)
    expect(await p.current()).toEqual(lines[to])

    // Open hands, labelled as a demonstration.
    await page.keyboard.press('o')
    await expect(page.getByRole('note').innerText()).resolves.toContain('Open hands: a demonstration.')
    await screenshot(page, 'teacher-1920-open-hands')
    await page.keyboard.press('o')
    await expect(page.getByRole('note').count()).resolves.toBe(0)

    // Space plays at the chosen speed, and pauses.
    await page.getByLabel('Speed').selectOption('0.5')
    await page.locator('body').focus()
    await page.keyboard.press(' ')
    await page.getByRole('button', { name: 'Pause (space)' }).waitFor()
    await page.waitForFunction(() => document.querySelector('header p[aria-live]')?.textContent === 'Move 17 of 73')
    await page.keyboard.press(' ')
    await page.getByRole('button', { name: 'Play the moves one after another (space)' }).waitFor()
    const paused = await p.move()
    await page.waitForTimeout(1200)
    expect(await p.move()).toBe(paused)

    // ? lists the keys; Escape closes the list.
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await help.waitFor()
    await expect(help.innerText()).resolves.toContain('Play or pause')
    await checkA11y(page)
    await screenshot(page, 'teacher-1920-help')
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'detached' })

    // F asks for full screen (headless Chromium grants it).
    await page.keyboard.press('f')
    await page.waitForFunction(() => document.fullscreenElement !== null)
    await page.keyboard.press('f')
    await page.waitForFunction(() => document.fullscreenElement === null)

    // Closing returns to Home with nothing saved: presenting a record does not import it.
    await page.getByRole('button', { name: 'Close teacher mode' }).click()
    await page.getByRole('button', { name: 'Present a game record' }).waitFor()
    await expect(page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gavel:game:')).length)).resolves.toBe(0)

    // Back closes it too.
    await presentRecord(page)
    await page.goBack()
    await page.getByRole('button', { name: 'Present a game record' }).waitFor()
    await page.context().close()
  })

  it('continues from a past move as a new game, and presents the game on the table from its menu', async () => {
    const page = await newPage({ viewport: { width: 1920, height: 1080 }, locale: 'en-US', reducedMotion: 'no-preference' })
    watch(page)
    await page.goto(baseUrl())
    await presentRecord(page)
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
    await page.getByRole('button', { name: 'Continue from here' }).click()
    // Four moves in: Cy passed, Dee, Ann and Ben bid; Cy is out, so Dee is to play.
    await page.locator('#turn-banner', { hasText: "It is Dee's turn." }).waitFor()
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gavel:game:')))
    expect(saved).toHaveLength(1)
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), saved[0] as string)) as string) as {
      record: { actions: unknown[] }
    }
    expect(stored.record.actions).toHaveLength(4)

    // The menu presents the game on the table at its last move; closing comes back to the game.
    await page.getByRole('button', { name: /Menu/ }).click()
    await page.getByRole('button', { name: 'Present this game (teacher mode)' }).click()
    expect(await presenter(page).move()).toBe('Move 4 of 4')
    await page.keyboard.press('Home')
    await page.getByRole('button', { name: 'Close teacher mode' }).click()
    await page.locator('#turn-banner', { hasText: "It is Dee's turn." }).waitFor()
    // The game was not changed by presenting it.
    const after = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), saved[0] as string)) as string) as {
      record: { actions: unknown[] }
    }
    expect(after.record.actions).toHaveLength(4)

    // Home lists it with a Present button, which opens on the deal.
    await page.getByRole('button', { name: /Menu/ }).click()
    await page.getByRole('button', { name: 'Home (the game stays saved)' }).click()
    await page.getByRole('button', { name: /^Present For Sale with Ann, Ben, Cy, and Dee/ }).click()
    expect(await presenter(page).move()).toBe('The deal')
    // A game still in progress is shown as the table sees it: dealing it again would show the cards to come.
    await page.getByText(/A game in progress: shown as the table sees it/).waitFor()
    expect(await page.getByRole('button', { name: 'Deal this again' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Close teacher mode' }).click()
    // A record from a file can be dealt again.
    await presentRecord(page)
    await page.getByRole('button', { name: 'Deal this again' }).click()
    await page.locator('#turn-banner', { hasText: "It is Cy's turn." }).waitFor()
    await expect(page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gavel:game:')).length)).resolves.toBe(2)
    await page.context().close()
  })
})
