// Nothing stored can lock a person out or lose a game without a word: a backup holding a date past
// the Date range is restored (its bad entry set aside) and Home works on the next visit; a game
// finished with the storage nearly full is said, on its scores, not to be in the history.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { backupText } from '../../src/history/history-backup.ts'
import { playedEntryOf } from '../../src/history/history-entry.ts'
import { storedEntry } from '../../src/history/history-store.ts'
import { openRecord } from '../../src/store/saved-games.ts'
import type { GameState } from '../../src/engine/types.ts'
import { baseUrl, newPage, watch } from './browser.ts'
import { importByPaste, playThrough, randomGame, recordText, type PlannedGame } from './table-driver.ts'

const FAR = 9_000_000_000_000_000

function entryOf(game: PlannedGame, id: string, finishedAt: number) {
  const opened = openRecord(JSON.parse(recordText(game, game.actions.length)))
  if (!opened.ok) throw new Error(opened.error.message)
  const entry = playedEntryOf({ id, ...opened.value, dealCode: null, createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 }, finishedAt)
  if (entry === null) throw new Error('the game is not over')
  return entry
}

async function openHistory(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Finished games and stats', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
}

describe('what is stored cannot lock a person out', () => {
  it('restores a backup holding a date past the Date range: the bad entry is set aside, and Home works on the next visit', async () => {
    const page = await newPage({ locale: 'en-US' })
    const seen = watch(page)
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
    const far = entryOf(randomGame('for-sale', 4, 'e2e-robust-far'), 'far', FAR)
    const good = entryOf(randomGame('for-sale', 3, 'e2e-robust-good'), 'good', 1_700_000_100_000)
    await openHistory(page)
    await page.getByLabel('Restore from a backup file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backupText([far, good], 1_700_000_200_000)) })
    await page.getByText('Restored 1 finished game.').waitFor()
    await page.getByText(/^Entry 1 was not restored: /).waitFor()
    // The same entry found in storage (written by an older Gavel, say) is reported as damaged, not trusted.
    await page.evaluate((doc) => localStorage.setItem('gavel:history:far', doc), JSON.stringify(storedEntry(far)))

    // The next visit: a new tab on the same storage.
    const next = await page.context().newPage()
    const nextSeen = watch(next)
    await next.goto(baseUrl(), { waitUntil: 'networkidle' })
    await next.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
    await next.getByRole('button', { name: 'New game' }).waitFor()
    await next.getByRole('heading', { level: 2, name: 'Finished games', exact: true }).waitFor()
    await openHistory(next)
    await next.getByRole('button', { name: 'Delete the damaged entry' }).waitFor()
    expect(seen.errors).toEqual([])
    expect(nextSeen.errors).toEqual([])
    await page.context().close()
  })
})

describe('a game is never lost without a word', () => {
  it('finishes a game with the storage nearly full: the scores say it could not be kept, with a way to export it', async () => {
    const page = await newPage({ locale: 'en-US' })
    watch(page)
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
    const game = randomGame('for-sale', 4, 'e2e-robust-full')
    const lastRound = (game.states[game.actions.length - 1] as GameState).sale?.round
    const from = game.states.findIndex((s) => s.phase === 'sale' && s.sale?.round === lastRound)
    expect(from).toBeGreaterThan(0)
    await importByPaste(page, recordText(game, from))
    await page.getByRole('heading', { level: 1, name: /^Sale round \d+: the picks$/ }).waitFor()

    // Fill the storage, then free about 1,500 characters: the game's own save still fits, its history entry does not.
    const free = await page.evaluate(() => {
      const fits = (n: number) => {
        try {
          localStorage.setItem('filler', 'x'.repeat(n))
          return true
        } catch {
          return false
        }
      }
      let low = 0
      let high = 64 * 1024 * 1024
      while (high - low > 64) {
        const mid = Math.floor((low + high) / 2)
        if (fits(mid)) low = mid
        else high = mid
      }
      localStorage.setItem('filler', 'x'.repeat(Math.max(0, low - 1_500)))
      return low
    })
    expect(free).toBeGreaterThan(100_000)

    await playThrough(page, game, {}, from)
    await page.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ }).waitFor()
    await page.getByText(/This game could not be kept in the history of finished games: this device’s storage is full\./).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this game' }).click()])
    expect(download.suggestedFilename()).toMatch(/^gavel-for-sale-\d{4}-\d\d-\d\d\.json$/)
    await page.context().close()
  })
})
