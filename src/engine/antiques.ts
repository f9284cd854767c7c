/**
 * Antique Dealer's SOLD, the companion's arithmetic (rules/ANTIQUES.md): an item's Current Value,
 * the collection factor, showcase caps, half prices and the final count. Pure functions over plain
 * data, in whole dollars; the screens, the rules reference and `npm run antiques` all use them.
 */

export const ANTIQUE_CATEGORIES = ['games', 'furniture', 'porcelain', 'fine-art', 'glass', 'jewelry'] as const
export type AntiqueCategory = (typeof ANTIQUE_CATEGORIES)[number]

/** The Special Value card paired with an item, besides Damaged: at most one of these. */
export const SPECIAL_CARDS = ['rare2', 'rare3', 'fake'] as const
export type SpecialCard = (typeof SPECIAL_CARDS)[number]

/** Every amount is a multiple of this many dollars. */
export const MONEY_STEP = 50
export const MIN_FACE = 50
export const MAX_FACE = 10_000
/** A8: six shops in the box. */
export const MAX_DEALERS = 6
/** Each dealer shows one event at a time, so no more than this many events of one kind are in force. */
export const MAX_EVENTS = MAX_DEALERS

export interface AntiqueItem {
  readonly category: AntiqueCategory
  /** Printed value in dollars: a multiple of $50 from $50 to $10,000. */
  readonly face: number
  readonly special: SpecialCard | null
  readonly damaged: boolean
}

/** Face-up events in force for the item's category. */
export interface EventsInForce {
  /** "Price of X doubles" cards showing. */
  readonly doubles: number
  /** "Price of X drops in half" cards showing. */
  readonly halves: number
}

export const NO_EVENTS: EventsInForce = { doubles: 0, halves: 0 }

/**
 * One step of a value worked out, for showing the arithmetic ("$50 × 3 = $150, damaged → $75,
 * rounded up → $100"). `amount` is the value after the step, before rounding possibly a fraction.
 */
export type ValueStep =
  | { readonly kind: 'face'; readonly amount: number }
  | { readonly kind: 'rare'; readonly factor: 2 | 3; readonly amount: number }
  | { readonly kind: 'fake'; readonly amount: 0 }
  | { readonly kind: 'damaged'; readonly amount: number }
  /** `net`: doublings minus halvings (A1); 0 when they cancel. */
  | { readonly kind: 'events'; readonly doubles: number; readonly halves: number; readonly net: number; readonly amount: number }
  | { readonly kind: 'round-up'; readonly amount: number }
  | { readonly kind: 'minimum'; readonly amount: number }

export interface WorkedValue {
  readonly value: number
  readonly steps: readonly ValueStep[]
}

/** Round up to a multiple of $50 (A2, A4). */
export function roundUpToStep(amount: number): number {
  return Math.ceil(amount / MONEY_STEP) * MONEY_STEP
}

const rareFactor = (special: SpecialCard | null): 2 | 3 | null => (special === 'rare2' ? 2 : special === 'rare3' ? 3 : null)

/**
 * An item's Current Value (ANTIQUES.md steps 1–5): Rare, or Fake for $0; Damaged halves; the net
 * count of events in force doubles or halves (A1); rounded up to $50 once at the end (A2); at least $50.
 */
export function currentValue(item: AntiqueItem, events: EventsInForce = NO_EVENTS): WorkedValue {
  const steps: ValueStep[] = [{ kind: 'face', amount: item.face }]
  if (item.special === 'fake') {
    steps.push({ kind: 'fake', amount: 0 })
    return { value: 0, steps }
  }
  let amount = item.face
  const rare = rareFactor(item.special)
  if (rare !== null) {
    amount *= rare
    steps.push({ kind: 'rare', factor: rare, amount })
  }
  if (item.damaged) {
    amount /= 2
    steps.push({ kind: 'damaged', amount })
  }
  if (events.doubles > 0 || events.halves > 0) {
    const net = events.doubles - events.halves
    amount *= 2 ** net
    steps.push({ kind: 'events', doubles: events.doubles, halves: events.halves, net, amount })
  }
  const rounded = roundUpToStep(amount)
  if (rounded !== amount) {
    amount = rounded
    steps.push({ kind: 'round-up', amount })
  }
  if (amount < MIN_FACE) {
    amount = MIN_FACE
    steps.push({ kind: 'minimum', amount })
  }
  return { value: amount, steps }
}

/**
 * The collection factor for a count of items of one category (A3): 1–3 items ×1, 4–6 ×2 … 19 or more ×7.
 * No items: ×1 (nothing to multiply).
 */
export function collectionFactor(count: number): number {
  if (count <= 3) return 1
  return Math.min(7, Math.ceil(count / 3))
}

/**
 * The most an owner may charge for a showcased item: its Current Value, times the factor of the
 * showcased count of its category when that count is over three.
 */
export function showcaseCap(item: AntiqueItem, events: EventsInForce, showcased: number): { value: number; factor: number; currentValue: number } {
  const worked = currentValue(item, events).value
  const factor = showcased > 3 ? collectionFactor(showcased) : 1
  return { value: worked * factor, factor, currentValue: worked }
}

/** A4: half of an amount, rounded up to a multiple of $50. */
export function halfPrice(amount: number): number {
  return roundUpToStep(amount / 2)
}

/** Every half price the rules name, for one item with the events in force. */
export interface HalfPrices {
  /** Buying at an unmanned shop, the auction house's minimum bid on house lots, "Customer bargains you down", a "½ OFF SALE" shop: half the Current Value. */
  readonly ofCurrentValue: number
  /** Repair at an unmanned shop: half the face value (only for a damaged item). */
  readonly repair: number | null
  /** "Customer falls in love with a fake": half the face value (only for a fake). */
  readonly fakeBought: number | null
}

export function halfPrices(item: AntiqueItem, events: EventsInForce = NO_EVENTS): HalfPrices {
  return {
    ofCurrentValue: halfPrice(currentValue(item, events).value),
    repair: item.damaged ? halfPrice(item.face) : null,
    fakeBought: item.special === 'fake' ? halfPrice(item.face) : null,
  }
}

/** A5, A6: to the nearest $1,000, an exact $500 up; a sum under $1,000 stands as it is. */
export function roundCollectionSum(sum: number): number {
  if (sum < 1000) return sum
  return Math.floor((sum + 500) / 1000) * 1000
}

export interface Collection {
  readonly items: number
  /** Values added up, Rare applied. */
  readonly sum: number
  readonly rounded: number
  readonly factor: number
  readonly value: number
}

/** One category's collection at the final count: items neither fake nor damaged. */
export function collectionValue(items: readonly AntiqueItem[]): Collection {
  let sum = 0
  for (const item of items) sum += currentValue(item).value
  const rounded = roundCollectionSum(sum)
  const factor = collectionFactor(items.length)
  return { items: items.length, sum, rounded, factor, value: rounded * factor }
}

export interface Dealer {
  readonly name: string
  /** Cash on hand, in dollars. */
  readonly cash: number
  readonly items: readonly AntiqueItem[]
}

export interface DealerCount {
  readonly name: string
  readonly cash: number
  /** Damaged items at their Current Value, added to cash. */
  readonly damaged: number
  /** Only categories with at least one collection item. */
  readonly collections: { readonly [C in AntiqueCategory]?: Collection }
  readonly total: number
  /** How many items were fakes (discarded) and how many damaged (counted apart). */
  readonly fakeItems: number
  readonly damagedItems: number
}

export interface FinalCount {
  readonly dealers: readonly DealerCount[]
  /** A7: every dealer with the highest total. */
  readonly winners: readonly string[]
}

/** Final count for one dealer (ANTIQUES.md "Final count", events ignored). */
export function countDealer(dealer: Dealer): DealerCount {
  let damaged = 0
  let fakeItems = 0
  let damagedItems = 0
  const byCategory = new Map<AntiqueCategory, AntiqueItem[]>()
  for (const item of dealer.items) {
    if (item.special === 'fake') fakeItems++
    else if (item.damaged) {
      damagedItems++
      damaged += currentValue(item).value
    } else {
      const list = byCategory.get(item.category)
      if (list === undefined) byCategory.set(item.category, [item])
      else list.push(item)
    }
  }
  const collections: { [C in AntiqueCategory]?: Collection } = {}
  let total = dealer.cash + damaged
  for (const category of ANTIQUE_CATEGORIES) {
    const items = byCategory.get(category)
    if (items === undefined) continue
    const collection = collectionValue(items)
    collections[category] = collection
    total += collection.value
  }
  return { name: dealer.name, cash: dealer.cash, damaged, collections, total, fakeItems, damagedItems }
}

export function finalCount(dealers: readonly Dealer[]): FinalCount {
  const counted = dealers.map(countDealer)
  let best = -Infinity
  for (const d of counted) if (d.total > best) best = d.total
  return { dealers: counted, winners: counted.filter((d) => d.total === best).map((d) => d.name) }
}
