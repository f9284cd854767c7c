/**
 * A limit for the strong level's search that counts instead of timing: it says stop once asked
 * `times` times (once per playout, after the first two sampled worlds). Tests use it to keep the
 * strong level quick and every result reproducible.
 */
export function sampleCap(times: number): () => boolean {
  let asked = 0
  return () => ++asked > times
}
