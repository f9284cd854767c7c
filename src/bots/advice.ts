import { passCost } from '../engine/payment.ts'
import type { Rng } from '../engine/random.ts'
import { RULESETS } from '../engine/rulesets.ts'
import type { Card, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import { PICK_STYLES, type PickStyle } from './pick-styles.ts'
import { choiceOf } from './policy.ts'
import { readChoice, type Reading, type SearchBudget } from './strong-search.ts'
import { STRONG_BUDGET } from './strong.ts'

/**
 * The coach: the strong level's reading of the acting seat's choice, as data the screens put into
 * words. It is computed from that seat's view and the public log only, like the strong level's move,
 * so it says nothing that the seat could not work out for itself.
 */

export type AdviceOption =
  | {
      readonly kind: 'pass'
      readonly win: number
      /** The property passing takes now (null: a free pass without property, R6). */
      readonly property: Card | null
      /** What passing costs now. */
      readonly cost: number
      /** Properties still to come in later auctions. */
      readonly toCome: number
    }
  | {
      readonly kind: 'bid'
      readonly win: number
      readonly amount: number
      /** The most the seat would go to in this auction, raising by the least (null: it plays on as it sees fit then). */
      readonly upTo: number | null
      /** The property the high bidder takes at the end. */
      readonly top: Card
      /** What passing later, outbid after this bid (or past `upTo`), would cost. */
      readonly costIfOutbid: number
      /** Share of the seat's money this bid (or `upTo`) is, 0–1. */
      readonly shareOfMoney: number
    }
  | {
      readonly kind: 'pay'
      readonly win: number
      readonly cards: readonly number[]
      /** Money cards kept after paying. */
      readonly cardsKept: number
      /** Money kept (the kept cards' sum). */
      readonly moneyKept: number
    }
  | {
      readonly kind: 'pick'
      readonly win: number
      readonly property: Card
      /** The chance of taking each check on offer, highest check first. */
      readonly checks: readonly { readonly check: Card; readonly chance: number }[]
    }

export interface Advice {
  readonly seat: Seat
  readonly phase: 'auction' | 'payment' | 'sale'
  /** The options read, in the order a player meets them: pass then bids upwards; payments and properties as offered. */
  readonly options: readonly AdviceOption[]
  /** Index in `options` of the coach's choice. */
  readonly best: number
  /** Sampled games the reading rests on. */
  readonly samples: number
  /**
   * In the sale: the other sellers whose way of picking the coach has read from the picks they
   * revealed, with how sure it is (only those it is fairly sure of, at least `SURE_OF_STYLE`).
   */
  readonly pickReads: readonly { readonly seat: Seat; readonly style: PickStyle; readonly chance: number }[]
}

/** How sure the coach must be of a player's way of picking to say it. */
const SURE_OF_STYLE = 0.6

/** Bids shown besides passing: the best few, so that the panel stays readable. */
const BIDS_SHOWN = 4

/** The coach's reading for `seat`, or null when it has no choice to make (nothing to do, or one move only). */
export function coachAdvice(
  view: PlayerView,
  legal: LegalActions,
  seat: Seat,
  rng: Rng,
  log: readonly GameEvent[],
  budget: SearchBudget = STRONG_BUDGET,
): Advice | null {
  if (view.viewer !== seat) throw new Error(`coach: the view is seat ${view.viewer}'s, not seat ${seat}'s`)
  const choice = choiceOf(legal, seat)
  if (choice === null) return null
  const reading = readChoice(view, choice, seat, rng, log, budget)
  if (reading.candidates.length < 2) return null
  return adviceOf(view, choice.phase, seat, reading)
}

function adviceOf(view: PlayerView, phase: Advice['phase'], seat: Seat, reading: Reading): Advice {
  const row = RULESETS[view.ruleset]
  const me = view.seats[seat]
  const money = me?.money ?? 0
  const auction = view.auction
  const options: { option: AdviceOption; index: number }[] = []
  reading.candidates.forEach((c, index) => {
    const a = c.action
    switch (a.type) {
      case 'pass': {
        const own = auction?.bids[seat] ?? 0
        const free = auction !== null && auction.freePasses > 0
        const property = free || auction === null ? null : (auction.properties[0] ?? null)
        options.push({
          index,
          option: { kind: 'pass', win: c.win, property, cost: free ? 0 : passCost(row, own), toCome: view.propertiesLeft },
        })
        break
      }
      case 'bid': {
        const top = auction?.properties[auction.properties.length - 1] ?? 0
        options.push({
          index,
          option: {
            kind: 'bid',
            win: c.win,
            amount: a.amount,
            upTo: c.upTo,
            top,
            costIfOutbid: passCost(row, c.upTo ?? a.amount),
            shareOfMoney: money > 0 ? Math.min(1, (c.upTo ?? a.amount) / money) : 1,
          },
        })
        break
      }
      case 'pay': {
        const held = me?.moneyCards ?? []
        const kept = withoutValues(held, a.cards)
        options.push({ index, option: { kind: 'pay', win: c.win, cards: a.cards, cardsKept: kept.length, moneyKept: kept.reduce((t, v) => t + v, 0) } })
        break
      }
      case 'pick': {
        const checks = view.sale?.checks ?? []
        options.push({
          index,
          option: { kind: 'pick', win: c.win, property: a.property, checks: checks.map((check, i) => ({ check, chance: c.checkChances?.[i] ?? 0 })) },
        })
        break
      }
    }
  })
  // Passing, then the bids that read best, in rising order; every payment and every pick.
  let shown = options
  if (phase === 'auction') {
    const bids = options
      .filter((o) => o.option.kind === 'bid')
      .sort((x, y) => (reading.candidates[y.index]?.samples ?? 0) - (reading.candidates[x.index]?.samples ?? 0) || y.option.win - x.option.win)
      .slice(0, BIDS_SHOWN)
    const keep = new Set([...bids.map((b) => b.index), reading.best])
    shown = options.filter((o) => o.option.kind === 'pass' || keep.has(o.index))
  }
  const best = Math.max(0, shown.findIndex((o) => o.index === reading.best))
  const pickReads: Advice['pickReads'][number][] = []
  if (phase === 'sale') {
    for (const other of view.sale?.sellers ?? []) {
      const odds = reading.pickOdds[other]
      if (other === seat || odds === undefined) continue
      const chance = Math.max(...odds)
      if (chance >= SURE_OF_STYLE) pickReads.push({ seat: other, style: PICK_STYLES[odds.indexOf(chance)] as PickStyle, chance })
    }
  }
  return { seat, phase, options: shown.map((o) => o.option), best, samples: reading.samples, pickReads }
}

function withoutValues(held: readonly number[], paid: readonly number[]): number[] {
  const out = held.slice()
  for (const v of paid) {
    const i = out.indexOf(v)
    if (i >= 0) out.splice(i, 1)
  }
  return out
}
