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

/** The nearest-rank quantile `q` of ascending `sorted` values (p95 of 150 taps: the 143rd). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]

/** Event Timing does not report an interaction shorter than this (ms). */
export const EVENT_TIMING_FLOOR = 16

/**
 * Records the page's Event Timing as npm run perf reads it (INP's measure): per interaction, its
 * longest event, from the input to the next paint after it is handled. Chromium rounds to 8 ms and
 * reports nothing under EVENT_TIMING_FLOOR. Call before the page loads.
 */
export async function recordInteractions(page) {
  await page.addInitScript((floor) => {
    window.__interactions = new Map()
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId > 0) window.__interactions.set(e.interactionId, Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration))
    }).observe({ type: 'event', durationThreshold: floor, buffered: true })
  }, EVENT_TIMING_FLOOR)
}

/** The latest interaction recorded so far (0 for none): a tap's figure is the first one after it. */
export const lastInteraction = (page) => page.evaluate(() => Math.max(0, ...window.__interactions.keys()))

/**
 * The duration of the interactions after `previous`, once the paint after the tap has been presented;
 * EVENT_TIMING_FLOOR when none comes within a second: the tap took less than Event Timing reports.
 * Polled on a timer, not every frame: the check itself must not add to the frames it times.
 */
export function interactionAfter(page, previous) {
  return page
    .waitForFunction(
      (last) => {
        const ids = [...window.__interactions.keys()].filter((id) => id > last)
        return ids.length > 0 && Math.max(...ids.map((id) => window.__interactions.get(id)))
      },
      previous,
      { timeout: 1000, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => EVENT_TIMING_FLOOR)
}
