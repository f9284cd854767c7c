/**
 * How sure the coach's numbers are. A chance of winning is a share of sampled games, so it carries
 * the sampling error of a proportion: the coach rounds to that error, calls two readings a tie when
 * they lie within it of each other, and never says "100%" or "0%" of an estimate.
 */

/** One standard error of a share `p` estimated from `n` samples (with a floor, so that 0 of 20 is not "exactly 0"). */
export function standardError(p: number, n: number): number {
  if (!(n > 0) || !Number.isFinite(p)) return 0.5
  // Wilson-style floor: a share seen 0 or n times out of n is still uncertain by about 1/n.
  const q = Math.min(Math.max(p, 1 / (n + 2)), 1 - 1 / (n + 2))
  return Math.sqrt((q * (1 - q)) / n)
}

/** Two readings are a tie when they differ by less than the error of their difference (one standard error, 1 point at least). */
export function isTie(a: { readonly win: number; readonly samples: number }, b: { readonly win: number; readonly samples: number }): boolean {
  const error = Math.hypot(standardError(a.win, a.samples), standardError(b.win, b.samples))
  return Math.abs(a.win - b.win) <= Math.max(0.01, error)
}

/** Below this chance for every option, the position is said to be lost in words rather than as a list of zeros. */
export const HOPELESS = 0.02

/**
 * A chance as the coach may say it: `almost-sure` when even the low end of its 95% interval is over
 * 99% (never "100%"), `almost-none` when even the high end is under 1% (never "0%"); `over` / `under`
 * a bound of that interval when the rounded estimate would read 100% or 0% but the samples are too few
 * to say "almost"; otherwise a percentage rounded to a step its sampling error supports (1, 5 or 10
 * points), `about` marking a step coarser than one point.
 */
export type ShownChance =
  | { readonly kind: 'almost-sure' }
  | { readonly kind: 'almost-none' }
  | { readonly kind: 'over'; readonly percent: number }
  | { readonly kind: 'under'; readonly percent: number }
  | { readonly kind: 'percent'; readonly percent: number; readonly about: boolean }

export function shownChance(win: number, samples: number): ShownChance {
  const half = 1.96 * standardError(win, samples)
  if (win - half >= 0.99) return { kind: 'almost-sure' }
  if (win + half <= 0.01) return { kind: 'almost-none' }
  const step = half > 0.1 ? 10 : half > 0.03 ? 5 : 1
  const percent = Math.round((win * 100) / step) * step
  if (percent >= 100) return { kind: 'over', percent: Math.max(step, Math.floor(((win - half) * 100) / step) * step) }
  if (percent <= 0) return { kind: 'under', percent: Math.min(100 - step, Math.ceil(((win + half) * 100) / step) * step) }
  return { kind: 'percent', percent, about: step > 1 }
}
