import { passCost } from '../engine/payment.ts'
import type { Rng } from '../engine/random.ts'
import { RULESETS } from '../engine/rulesets.ts'
import type { Card, GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import { HOPELESS, isTie } from './advice-precision.ts'
import { PICK_STYLES, type PickStyle } from './pick-styles.ts'
import { choiceOf } from './policy.ts'
import { readChoice, type Reading, type SearchBudget } from './strong-search.ts'
import { STRONG_BUDGET } from './strong.ts'

/**
 * The coach: the strong level's reading of the acting seat's choice, as data the screens put into
 * words. It is computed from that seat's view and the public log only, like the strong level's move,
 * so it says nothing that the seat could not work out for itself.
 */

/** What every option carries: its chance of winning and the sampled games that chance rests on. */
interface OptionReading {
  readonly win: number
  /** Sampled games this option was played in (its chance's precision: `advice-precision.ts`). */
  readonly samples: number
}

export type AdviceOption = OptionReading &
  (
  | {
      readonly kind: 'pass'
      /** The property passing takes now (null: a free pass without property, R6). */
      readonly property: Card | null
      /** What passing costs now. */
      readonly cost: number
      /** The seat's own bid, which a free pass gives back whole. */
      readonly bid: number
      /** Properties still to come in later auctions. */
      readonly toCome: number
    }
  | {
      readonly kind: 'bid'
      readonly amount: number
      /** The most the seat would go to in this auction, raising by the least (null: it plays on as it sees fit then). */
      readonly upTo: number | null
      /**
       * Every limit of the plans this line stands for, ascending (null first): plans that bid the same
       * and read as a tie are one line, "staying in up to $1,000, $2,000 or $3,000".
       */
      readonly limits: readonly (number | null)[]
      /** The property the high bidder takes at the end. */
      readonly top: Card
      /** What passing later, outbid after this bid (or past `upTo`), would cost; for a line of several limits, outbid at the bid. */
      readonly costIfOutbid: number
      /** "Not enough for everyone": nobody has passed yet, so being outbid and passing first would cost nothing. */
      readonly freeIfFirstToPass: boolean
      /** Share of the seat's money this bid (or `upTo`) is, 0–1; for a line of several limits, the bid's own. */
      readonly shareOfMoney: number
    }
  | {
      readonly kind: 'pay'
      readonly cards: readonly number[]
      /** The money cards kept after paying, ascending. */
      readonly kept: readonly number[]
      /** Money cards kept after paying. */
      readonly cardsKept: number
      /** Money kept (the kept cards' sum). */
      readonly moneyKept: number
    }
  | {
      readonly kind: 'pick'
      readonly property: Card
      /** The chance of taking each check on offer, highest check first. */
      readonly checks: readonly { readonly check: Card; readonly chance: number }[]
    }
  )

export interface Advice {
  readonly seat: Seat
  readonly phase: 'auction' | 'payment' | 'sale'
  /** The options read, in the order a player meets them: pass then bids upwards; payments and properties as offered. */
  readonly options: readonly AdviceOption[]
  /** Index in `options` of the coach's choice. */
  readonly best: number
  /**
   * Indexes of the options that read as a tie with the coach's choice, itself included, in order: one
   * index is a clear choice; more are said as a tie, with no one of them starred.
   */
  readonly tied: readonly number[]
  /** Every option's chance of winning is under `HOPELESS`: the coach says so in words instead of listing them. */
  readonly hopeless: boolean
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

/** The reading of a search put as advice: exported for tests that give it a reading of their own. */
export function adviceOf(view: PlayerView, phase: Advice['phase'], seat: Seat, reading: Reading): Advice {
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
          option: { kind: 'pass', win: c.win, samples: c.samples, property, cost: free ? 0 : passCost(row, own), bid: own, toCome: view.propertiesLeft },
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
            samples: c.samples,
            amount: a.amount,
            upTo: c.upTo,
            limits: [c.upTo],
            top,
            costIfOutbid: passCost(row, c.upTo ?? a.amount),
            freeIfFirstToPass: auction !== null && auction.freePasses > 0,
            shareOfMoney: money > 0 ? Math.min(1, (c.upTo ?? a.amount) / money) : 1,
          },
        })
        break
      }
      case 'pay': {
        const held = me?.moneyCards ?? []
        const kept = withoutValues(held, a.cards)
        options.push({
          index,
          option: { kind: 'pay', win: c.win, samples: c.samples, cards: a.cards, kept, cardsKept: kept.length, moneyKept: kept.reduce((t, v) => t + v, 0) },
        })
        break
      }
      case 'pick': {
        const checks = view.sale?.checks ?? []
        options.push({
          index,
          option: {
            kind: 'pick',
            win: c.win,
            samples: c.samples,
            property: a.property,
            checks: checks.map((check, i) => ({ check, chance: c.checkChances?.[i] ?? 0 })),
          },
        })
        break
      }
    }
  })
  // One line per distinct plan; then passing, the bid lines that read best, in rising order; every payment and every pick.
  // A line that stands for several limits speaks of the bid it makes now: its share of the money and what passing costs once outbid at it.
  const atBid = (amount: number) => ({ shareOfMoney: money > 0 ? Math.min(1, amount / money) : 1, costIfOutbid: passCost(row, amount) })
  const merged = mergeSamePlans(options, reading.best, atBid)
  let lines = merged
  if (phase === 'auction') {
    const bids = merged
      .filter((o) => o.option.kind === 'bid')
      .sort((x, y) => y.option.samples - x.option.samples || y.option.win - x.option.win)
      .slice(0, BIDS_SHOWN)
    const keep = new Set([...bids.map((b) => b.index), reading.best])
    lines = merged.filter((o) => o.option.kind === 'pass' || keep.has(o.index))
  }
  const best = Math.max(0, lines.findIndex((o) => o.index === reading.best))
  const bestOption = lines[best]?.option
  const tied = lines.flatMap((o, i) => (i === best || (bestOption !== undefined && isTie(o.option, bestOption)) ? [i] : []))
  const hopeless = lines.every((o) => o.option.win < HOPELESS)
  const pickReads: Advice['pickReads'][number][] = []
  if (phase === 'sale') {
    for (const other of view.sale?.sellers ?? []) {
      const odds = reading.pickOdds[other]
      if (other === seat || odds === undefined) continue
      const chance = Math.max(...odds)
      if (chance >= SURE_OF_STYLE) pickReads.push({ seat: other, style: PICK_STYLES[odds.indexOf(chance)] as PickStyle, chance })
    }
  }
  return { seat, phase, options: lines.map((o) => o.option), best, tied, hopeless, samples: reading.samples, pickReads }
}

/**
 * Plans that bid the same amount now and read as a tie differ only in how far they would go later:
 * one line says them all ("staying in up to $1,000, $2,000 or $3,000"), with the reading of the one
 * sampled most (the coach's choice when it is among them).
 */
function mergeSamePlans(
  options: readonly { option: AdviceOption; index: number }[],
  chosen: number,
  atBid: (amount: number) => { shareOfMoney: number; costIfOutbid: number },
): { option: AdviceOption; index: number }[] {
  const out: { option: AdviceOption; index: number }[] = []
  const taken = new Set<number>()
  for (const o of options) {
    if (taken.has(o.index)) continue
    const first = o.option
    if (first.kind !== 'bid') {
      out.push(o)
      continue
    }
    const group = options.filter((x) => !taken.has(x.index) && x.option.kind === 'bid' && x.option.amount === first.amount)
    const lead = group.find((x) => x.index === chosen) ?? group.reduce((a, b) => (b.option.samples > a.option.samples ? b : a))
    const same = group.filter((x) => x === lead || isTie(x.option, lead.option))
    for (const x of same) taken.add(x.index)
    const limits = same
      .map((x) => (x.option.kind === 'bid' ? x.option.upTo : null))
      .sort((a, b) => (a === null ? -1 : b === null ? 1 : a - b))
    const option = lead.option.kind !== 'bid' ? lead.option : same.length > 1 ? { ...lead.option, limits, ...atBid(lead.option.amount) } : { ...lead.option, limits }
    out.push({ option, index: lead.index })
  }
  return out
}

function withoutValues(held: readonly number[], paid: readonly number[]): number[] {
  const out = held.slice()
  for (const v of paid) {
    const i = out.indexOf(v)
    if (i >= 0) out.splice(i, 1)
  }
  return out
}
