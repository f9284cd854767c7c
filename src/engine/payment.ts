import type { Ruleset } from './rulesets.ts'

/**
 * What passing costs on one's own bid: half of it, rounded as the ruleset says
 * (IELLO and Sold!: down, so half rounded up comes back; Gryphon: up).
 */
export function passCost(ruleset: Pick<Ruleset, 'passCostRounding'>, bid: number): number {
  return ruleset.passCostRounding === 'up' ? Math.ceil(bid / 2) : Math.floor(bid / 2)
}

/**
 * Sold! payment without change (R4): every set of money cards that may pay `owed`.
 * A card worth exactly the amount is the only way to pay; otherwise each set covers the amount
 * and every card in it counts (dropping any one card, hence the smallest, leaves less than owed).
 * Owing 0 pays nothing: one option, the empty set. Cards that cannot cover the amount: no option.
 * Each option lists card values ascending; options come cheapest first.
 */
export function paymentOptions(cards: readonly number[], owed: number): number[][] {
  if (owed <= 0) return [[]]
  if (cards.includes(owed)) return [[owed]]
  const sorted = cards.slice().sort((a, b) => a - b)
  const n = sorted.length
  const seen = new Set<string>()
  const options: { cards: number[]; sum: number }[] = []
  for (let mask = 1; mask < 1 << n; mask++) {
    let sum = 0
    let smallest = Infinity
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        const v = sorted[i] as number
        sum += v
        if (v < smallest) smallest = v
      }
    }
    if (sum < owed || sum - smallest >= owed) continue
    const set: number[] = []
    for (let i = 0; i < n; i++) if (mask & (1 << i)) set.push(sorted[i] as number)
    const key = set.join(',')
    if (seen.has(key)) continue
    seen.add(key)
    options.push({ cards: set, sum })
  }
  options.sort((a, b) => a.sum - b.sum || compareLex(a.cards, b.cards))
  return options.map((o) => o.cards)
}

function compareLex(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] as number) - (b[i] as number)
    if (d !== 0) return d
  }
  return a.length - b.length
}

/**
 * Why a set of cards is not a legal payment, or null when it is one of `paymentOptions`.
 * Used by the engine's error message and the rules reference's calculator.
 */
export function paymentProblem(
  cards: readonly number[],
  offered: readonly number[],
  owed: number,
): 'not-held' | 'too-little' | 'exact-card' | 'card-not-needed' | null {
  const held = cards.slice()
  for (const v of offered) {
    const i = held.indexOf(v)
    if (i < 0) return 'not-held'
    held.splice(i, 1)
  }
  const sum = offered.reduce((a, b) => a + b, 0)
  if (sum < owed) return 'too-little'
  if (owed > 0 && cards.includes(owed) && !(offered.length === 1 && offered[0] === owed)) return 'exact-card'
  if (owed <= 0) return offered.length === 0 ? null : 'card-not-needed'
  const smallest = Math.min(...offered)
  if (sum - smallest >= owed) return 'card-not-needed'
  return null
}

/** Money cards as a bit set: bit v−1 for value v. Sold! money cards are 1–8, one of each. */
export function cardMask(cards: readonly number[]): number {
  let mask = 0
  for (let i = 0; i < cards.length; i++) mask |= 1 << ((cards[i] as number) - 1)
  return mask
}

/** The money cards left once `paid` (one of the payment options) is handed over, in the order held, and their sum. */
export function cardsLeft(held: readonly number[], paid: readonly number[]): { readonly cards: number[]; readonly money: number } {
  const mask = cardMask(paid)
  const cards: number[] = []
  let money = 0
  for (const v of held) {
    if (mask & (1 << (v - 1))) continue
    cards.push(v)
    money += v
  }
  return { cards, money }
}

const MAX_OWED = 64
/** Memo of the engine's payment options by (cards held, amount owed): the engine's hot path. */
const optionCache: (readonly (readonly number[])[] | undefined)[] = []

/** `paymentOptions` for a player's own money cards (distinct values 1–8), memoised. */
export function cachedPaymentOptions(cards: readonly number[], owed: number): readonly (readonly number[])[] {
  const mask = cardMask(cards)
  if (owed >= MAX_OWED || mask >= 256) return paymentOptions(cards, owed)
  const key = mask * MAX_OWED + owed
  let options = optionCache[key]
  if (options === undefined) {
    options = paymentOptions(cards, owed)
    optionCache[key] = options
  }
  return options
}
