// After the game: a game finished through the UI explains its scores, draws its story at phone,
// tablet and 1080p size, logs to BG Stats by a link only, and is found in history and in the stats
// after a reload; the whole history is backed up and restored into a fresh profile.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine/types.ts'
import { baseUrl, checkA11y, downloadText, newPage, screenshot, watch } from './browser.ts'
import { importByPaste, playThrough, randomGame, recordText } from './table-driver.ts'

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 768, height: 1024 }],
  ['1080p', { width: 1920, height: 1080 }],
] as const
const DEFAULT_SIZE = { width: 1024, height: 768 }

/** Every word drawn in the story's pictures: inside its picture, and clear of every other (SVG text never wraps or moves aside). */
async function pictureTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const svg of document.querySelectorAll('svg[data-picture]')) {
      const name = svg.getAttribute('data-picture')
      const s = svg.getBoundingClientRect()
      const texts = [...svg.querySelectorAll('text')].map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }))
      for (const { text, r } of texts) {
        if (r.left < s.left - 0.5 || r.right > s.right + 0.5 || r.top < s.top - 0.5 || r.bottom > s.bottom + 0.5) out.push(`${name}: "${text}" reaches past the picture`)
      }
      texts.forEach((a, i) => {
        for (const b of texts.slice(i + 1)) {
          const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left)
          const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top)
          if (x > 0.5 && y > 0.5) out.push(`${name}: "${a.text}" is drawn over "${b.text}"`)
        }
      })
    }
    return out
  })
}

/** The pictures of the story are on the page, each with its text alternative, and nothing is wider than the screen. */
async function checkPictures(page: Page, name: string): Promise<void> {
  await checkA11y(page)
  const money = page.locator('svg[data-picture="money"]')
  const bargains = page.locator('svg[data-picture="bargains"]')
  expect(await money.getAttribute('role')).toBe('img')
  expect(await money.getAttribute('aria-label')).toMatch(/^Money through the buying phase, one line per player: Ann from \$/)
  expect(await bargains.getAttribute('aria-label')).toMatch(/^Each property: the price paid against the check it sold for\. Bargains: /)
  await page.getByRole('table', { name: /Who sold which property for which check/ }).waitFor()
  await page.getByText(/^Best buy of the game: /).waitFor()
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${size} is wider than the screen`).toBeLessThanOrEqual(0)
    const box = await money.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(Math.min(viewport.width * 0.8, 600))
    expect(await pictureTextProblems(page), `${name} at ${size}`).toEqual([])
    await screenshot(page, `history-${name}-${size}`)
  }
  await page.setViewportSize(DEFAULT_SIZE)
}

async function openHistory(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Finished games and stats', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
}

describe('after the game: scores that explain, pictures, history, stats, BG Stats, backup', () => {
  let page: Page
  const game = randomGame('for-sale', 4, 'e2e-history')
  // The last sale round starts at the first pick of the round the last action belongs to.
  const lastRound = (game.states[game.actions.length - 1] as GameState).sale?.round
  const from = game.states.findIndex((s) => s.phase === 'sale' && s.sale?.round === lastRound)
  const sold = randomGame('sold', 3, 'e2e-history-sold')
  let backup = ''

  beforeAll(async () => {
    page = await newPage({ locale: 'en-US', viewport: DEFAULT_SIZE })
    watch(page)
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
  })

  it('finishes a game through the table: each score as a sum, the story in pictures at three sizes, a BG Stats link', async () => {
    expect(from).toBeGreaterThan(0)
    await importByPaste(page, recordText(game, from))
    // The import opens on the reveal of the round before: its button is the next round's first hand-over.
    await page.getByRole('heading', { level: 1, name: /^Sale round \d+: the picks$/ }).waitFor()
    await playThrough(page, game, {}, from)
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    const final = game.final
    const line = page.getByText(/^checks \$[\d,]+ \+ money \$[\d,]+ = \$[\d,]+$/)
    expect(await line.count()).toBe(4)
    await checkPictures(page, 'scores')

    const link = page.getByRole('link', { name: /Log to BG Stats/ })
    const href = (await link.getAttribute('href')) ?? ''
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(href.startsWith('https://app.bgstatsapp.com/createPlay.html?data=')).toBe(true)
    const play = JSON.parse(new URL(href).searchParams.get('data') ?? '{}')
    expect(play).toMatchObject({ sourceName: 'Gavel', game: { bggId: 172, highestWins: true, noPoints: false } })
    expect(play.playDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(play.players.map((p: { name: string }) => p.name)).toEqual(final.seats.map((s) => s.name))
    // Nothing has left the machine (the harness checks after every test): the link only opens when someone taps it.
  })

  it('finds the game in history and in the stats after a reload, apart from games in progress', async () => {
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await importByPaste(page, recordText(sold, sold.actions.length))
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await page.reload({ waitUntil: 'networkidle' })
    const finished = page.getByRole('region', { name: 'Finished games' })
    await finished.getByRole('listitem').nth(1).waitFor()
    expect(await finished.getByRole('listitem').count()).toBe(2)
    await page.getByText('No saved games yet. A game is saved after every move.').waitFor()
    await checkA11y(page)
    await screenshot(page, 'history-home')

    // Home's list opens a finished game itself; Back goes to all the finished games, then Home.
    await finished.getByRole('button', { name: /^Scores and pictures of For Sale/ }).click()
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()

    await openHistory(page)
    const games = page.getByRole('region', { name: 'Finished games', exact: true })
    expect(await games.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).count()).toBe(2)
    const stats = page.getByRole('region', { name: 'Stats by player' })
    const ann = stats.getByRole('row', { name: /^Ann / }).first()
    await expect.poll(() => ann.getByRole('cell').first().textContent()).toBe('2')
    await checkA11y(page)
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport)
      await screenshot(page, `history-list-${size}`)
    }
    await page.setViewportSize(DEFAULT_SIZE)

    await games.getByRole('button', { name: /^Scores and pictures of For Sale with Ann, Ben, Cy, and Dee/ }).click()
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await checkPictures(page, 'entry')
    await page.getByRole('button', { name: 'Back to the finished games' }).click()
    await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
  })

  it('presents a finished game in teacher mode, its pictures at the end', async () => {
    await page.getByRole('button', { name: /^Present For Sale with Ann/ }).click()
    await page.getByRole('button', { name: 'Go to the end (End key)' }).click()
    await page.locator('svg[data-picture="money"]').waitFor()
    await checkA11y(page)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await screenshot(page, 'history-teacher-1080p')
    await page.setViewportSize(DEFAULT_SIZE)
    await page.getByRole('button', { name: 'Close teacher mode' }).click()
    await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
  })

  it('backs up the history and restores it into a fresh profile', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all history' }).click()])
    expect(download.suggestedFilename()).toMatch(/^gavel-history-\d{4}-\d\d-\d\d\.json$/)
    backup = await downloadText(download)
    expect(JSON.parse(backup).entries).toHaveLength(2)

    const fresh = await newPage({ locale: 'en-US', viewport: DEFAULT_SIZE })
    watch(fresh)
    await fresh.goto(baseUrl(), { waitUntil: 'networkidle' })
    await openHistory(fresh)
    await fresh.getByText('No finished games yet. A game is kept here when it ends.').waitFor()
    // A file that is not a backup changes nothing and says why.
    await fresh.getByLabel('Restore from a backup file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(recordText(sold, 3)) })
    await fresh.getByText(/^This file is not a Gavel history backup\./).waitFor()
    await fresh.getByLabel('Restore from a backup file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) })
    await fresh.getByText('Restored 2 finished games.').waitFor()
    const games = fresh.getByRole('region', { name: 'Finished games', exact: true })
    expect(await games.getByRole('button', { name: /^Scores and pictures of/ }).count()).toBe(2)
    await fresh.reload({ waitUntil: 'networkidle' })
    await fresh.getByRole('region', { name: 'Finished games' }).getByRole('listitem').nth(1).waitFor()
    await fresh.context().close()
  })

  // On its own page, so that it checks something when run alone (-t): every screen this spec covers,
  // from a finished game's scores to history, stats, a past game's pictures and teacher mode.
  it('no console error and nothing off this machine', async () => {
    const own = await newPage({ locale: 'en-US', viewport: DEFAULT_SIZE })
    watch(own)
    await own.goto(baseUrl(), { waitUntil: 'networkidle' })
    await importByPaste(own, recordText(game, game.actions.length))
    await own.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await own.locator('svg[data-picture]').first().waitFor()
    await own.getByRole('button', { name: 'Home', exact: true }).click()
    await openHistory(own)
    await own.getByRole('region', { name: 'Stats by player' }).waitFor()
    await own.getByRole('region', { name: 'Finished games', exact: true }).getByRole('button', { name: /^Scores and pictures of For Sale/ }).click()
    await own.locator('svg[data-picture]').first().waitFor()
    await own.getByRole('button', { name: 'Back to the finished games' }).click()
    await own.getByRole('button', { name: /^Present For Sale with Ann/ }).click()
    await own.getByRole('button', { name: 'Go to the end (End key)' }).click()
    await own.locator('svg[data-picture="money"]').waitFor()
    await own.getByRole('button', { name: 'Close teacher mode' }).click()
    await own.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
    await own.context().close()
  })
})
