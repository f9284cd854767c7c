// The game the tap timings are taken in (perf.mjs, tap-trace.mjs), started as a person starts it.

/** The table's turn section: it holds the person's controls while it is someone's turn. */
export const TURN = 'section[aria-label^="It is "][aria-label$="turn."]'

/**
 * Opens `url` and starts For Sale with three people (the most money each, so the longest bidding
 * wars), then waits for the app's offline copy to be installed and the page to go quiet: what is
 * timed after is playing, not installing. Returns the turn section's locator.
 */
export async function startBidGame(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await page.getByRole('radio', { name: /IELLO edition/ }).check()
  await page.getByRole('button', { name: 'Remove player 4', exact: true }).click()
  for (const [i, name] of ['Ann', 'Ben', 'Cy'].entries()) await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
  await page.getByRole('button', { name: 'Start the game', exact: true }).click()
  const turn = page.locator(TURN)
  await turn.waitFor()
  await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((done) => setTimeout(done, 10_000))]))
  await page.waitForTimeout(500)
  return turn
}
