/**
 * How long the strong level may think in the app's bot worker before it answers with what it has
 * (the budget is p95 <= 150 ms and worst <= 300 ms a decision on a 2-core device; the rest
 * is left for one last sample and the message round trip). `npm run tournament` uses the same.
 */
export const THINK_MS = 100
