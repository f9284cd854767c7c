import { checkValue } from '../engine/cards.ts'
import type { Card, Seat } from '../engine/types.ts'
import type { Facts } from './facts.ts'
import { addRival, firstPlace, laterWorth, placedCheck } from './normal.ts'
import { weightedIndex } from './weighted.ts'

/**
 * A sale round as the simultaneous game it is (like Goofspiel): every seller picks at once, and
 * a pick is only as good as the others' picks let it be. `saleMixes` finds, by regret matching,
 * how each seller would mix their picks if everyone at the table played this round well: the
 * payoff of a pick is the check it is expected to take against the others' mixes, less what that
 * property would bring in a later round (its rank among the properties still unsold, as a check of
 * the same rank). No seller's mix depends on anything hidden: only the properties everyone holds
 * and the checks on the table are read, so the strong bot may use it for any seat.
 */
export interface SaleMix {
  readonly seat: Seat
  /** The seller's properties, ascending. */
  readonly properties: readonly Card[]
  /** The chance of each being picked, in the same order (sums to 1). */
  readonly weights: readonly number[]
}

/**
 * Rounds of regret matching. With more than two sellers regret matching need not settle on an
 * equilibrium at all, and after this many rounds a weight may still move by several points with
 * thousands more: the mixes are a balanced-looking spread to draw picks from, not an exact solution.
 */
const ITERATIONS = 160

export function saleMixes(f: Facts, rounds = ITERATIONS): readonly SaleMix[] {
  const sale = f.sale
  if (sale === null) return []
  // A pure function of what everyone sees: worked out once per round and table, however many
  // decisions (the strong level's, the coach's, the exploiter's) ask for it.
  const key = `${f.ruleset}|${rounds}|${sale.checks.join(',')}|${sale.sellers.join(',')}|${f.seats.map((s) => s.properties.join(',')).join('/')}`
  const known = mixCache.get(key)
  if (known !== undefined) return known
  const mixes = solveMixes(f, sale, rounds)
  if (mixCache.size >= MIX_CACHE_SIZE) mixCache.clear()
  mixCache.set(key, mixes)
  return mixes
}

/** Mixes already worked out, by table (a few rounds of a few games: cleared when full). */
const mixCache = new Map<string, readonly SaleMix[]>()
const MIX_CACHE_SIZE = 256

function solveMixes(f: Facts, sale: NonNullable<Facts['sale']>, rounds: number): SaleMix[] {
  const iterations = Math.max(1, Math.floor(rounds))
  const values = sale.checks.map((c) => checkValue(f.ruleset, c))
  const sellers = sale.sellers
  const hands = sellers.map((s) => (f.seats[s] as Facts['seats'][number]).properties.slice().sort((a, b) => a - b))
  // What each property would bring later, as the normal level counts it.
  let unsold = 0
  for (const h of hands) unsold += h.length
  const later = hands.map((h) => h.map((x) => laterWorth(f, x, unsold)))
  const n = sellers.length
  const regrets = hands.map((h) => new Float64Array(h.length))
  const sums = hands.map((h) => new Float64Array(h.length))
  let current = hands.map((h) => Array.from({ length: h.length }, () => 1 / h.length))
  for (let t = 1; t <= iterations; t++) {
    const next: number[][] = []
    for (let i = 0; i < n; i++) {
      const hand = hands[i] as Card[]
      const payoff = new Float64Array(hand.length)
      for (let a = 0; a < hand.length; a++) {
        const x = hand[a] as Card
        let counted = firstPlace()
        for (let j = 0; j < n; j++) {
          if (j === i) continue
          const other = hands[j] as Card[]
          const mix = current[j] as number[]
          let p = 0
          for (let b = 0; b < other.length; b++) if ((other[b] as Card) > x) p += mix[b] as number
          counted = addRival(counted, p)
        }
        payoff[a] = placedCheck(counted, values) - ((later[i] as number[])[a] as number)
      }
      const mix = current[i] as number[]
      let v = 0
      for (let a = 0; a < hand.length; a++) v += (mix[a] as number) * (payoff[a] as number)
      const r = regrets[i] as Float64Array
      let total = 0
      // Regret matching+: regrets never fall below 0, so a pick that turns good is taken up at once.
      for (let a = 0; a < hand.length; a++) {
        r[a] = Math.max(0, (r[a] as number) + (payoff[a] as number) - v)
        total += r[a] as number
      }
      next.push(Array.from({ length: hand.length }, (_, a) => (total > 0 ? (r[a] as number) / total : 1 / hand.length)))
    }
    current = next
    // Later rounds weigh more (linear averaging): the first, uninformed mixes fade out.
    for (let i = 0; i < n; i++) {
      const s = sums[i] as Float64Array
      const m = current[i] as number[]
      for (let a = 0; a < s.length; a++) s[a] = (s[a] as number) + t * (m[a] as number)
    }
  }
  return sellers.map((seat, i) => {
    const s = sums[i] as Float64Array
    let total = 0
    for (const x of s) total += x
    return { seat, properties: hands[i] as Card[], weights: Array.from(s, (x) => x / total) }
  })
}

/** A pick drawn from a seller's mix. */
export function drawPick(mix: SaleMix, u: number): Card {
  return mix.properties[weightedIndex(mix.weights, u)] as Card
}
