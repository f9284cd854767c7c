/**
 * How long the strong level may think in the app's bot worker before it answers with what it has.
 * A decision must take p95 <= 150 ms and worst <= 300 ms on a 2-core device; the rest of that is
 * left for the playout under way, a busy device's scheduling and the message round trip, which on a
 * loaded machine take more than the thinking itself.
 * `npm run tournament` gives the strong level the same limit unless `--think-ms` says otherwise;
 * `npm run perf` (PERF_ONLY=bots) times the decisions in this worker in Chromium, as the app runs it.
 */
export const THINK_MS = 70

/**
 * How long the coach may read a choice: longer than a move, because its chances are shown as numbers
 * and a learner reads them; more samples give them an honest precision (`advice-precision.ts`).
 * It reads in a worker of its own, so a computer player's move never waits for it.
 */
export const COACH_THINK_MS = 500

/** The least a strong decision thinks, however long its request waited: a couple of samples' worth. */
export const LEAST_THINK_MS = 20

/**
 * How long a decision may think once its request is read, given how long the request waited to be
 * read (the worker starting, compiling, warming up): the budget is for the whole decision as the page
 * waits for it, so a request that waited thinks that much less, down to LEAST_THINK_MS.
 */
export function thinkingLeft(waitedMs: number): number {
  const waited = Number.isFinite(waitedMs) ? Math.max(0, waitedMs) : 0
  return Math.max(LEAST_THINK_MS, THINK_MS - waited)
}
