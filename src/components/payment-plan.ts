import { paymentOptions, paymentProblem } from '../engine/payment.ts'

const sum = (cards: readonly number[]) => cards.reduce((a, b) => a + b, 0)

/**
 * Sold! payment options best first: each money card kept is a point at the end, so the sets that
 * hand over the fewest cards come first, then those giving the least value (more left to bid with).
 */
export function bestFirst(options: readonly (readonly number[])[]): (readonly number[])[] {
  return options.slice().sort((a, b) => a.length - b.length || sum(a) - sum(b) || a.join(',').localeCompare(b.join(',')))
}

/** What paying `owed` out of `held` will cost in cards: the best set, and how many sets qualify (0: cannot pay). */
export function cheapestPayment(held: readonly number[], owed: number): { readonly cards: readonly number[]; readonly choices: number } {
  const options = paymentOptions(held, owed)
  return { cards: bestFirst(options)[0] ?? [], choices: options.length }
}

export type PaymentVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly why: 'none' | 'too-little'; readonly short: number }
  | { readonly ok: false; readonly why: 'exact-card'; readonly exact: number }
  | { readonly ok: false; readonly why: 'card-not-needed'; readonly spare: number; readonly without: number }

/** Whether the cards chosen may pay `owed` (R4: every card counts, no change), and if not, why not in the game's terms. */
export function paymentVerdict(held: readonly number[], chosen: readonly number[], owed: number): PaymentVerdict {
  if (chosen.length === 0) return { ok: false, why: 'none', short: owed }
  const problem = paymentProblem(held, chosen, owed)
  if (problem === null) return { ok: true }
  if (problem === 'exact-card') return { ok: false, why: 'exact-card', exact: owed }
  if (problem === 'card-not-needed') {
    const spare = Math.min(...chosen)
    return { ok: false, why: 'card-not-needed', spare, without: sum(chosen) - spare }
  }
  // 'not-held' cannot come from cards picked among those held; treat it as too little.
  return { ok: false, why: 'too-little', short: owed - sum(chosen) }
}
