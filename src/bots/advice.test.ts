import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { GameEvent, GameState, LegalActions } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import fc from 'fast-check'
import { gameWith } from '../engine/test-kit.ts'
import type { Action } from '../engine/types.ts'
import { isTie, shownChance } from './advice-precision.ts'
import { adviceOf, coachAdvice, type Advice } from './advice.ts'
import type { Reading } from './strong-search.ts'
import { choiceOf } from './policy.ts'
import { contendersGame, randomPosition } from './test-states.ts'

const BUDGET = { playouts: 240, moves: 30_000 }

/** The first random position of this ruleset where the seat to act has a real choice in `phase`. */
function positionIn(ruleset: RulesetId, phase: LegalActions['phase'], secretMoney = false): { state: GameState; log: GameEvent[]; seat: number } {
  for (let i = 0; i < 400; i++) {
    const { state, log } = randomPosition(ruleset, 4, `coach${i}`, (i * 7) % 120, secretMoney)
    const legal = legalActions(state)
    if (legal.phase !== phase) continue
    const seat = toAct(state)[0] as number
    const choice = choiceOf(legal, seat)
    if (choice === null) continue
    if (choice.phase === 'auction' && (choice.bid === null || choice.bid.max < choice.bid.min + 4)) continue
    if (choice.phase === 'sale' && choice.properties.length < 2) continue
    return { state, log, seat }
  }
  throw new Error(`no ${phase} position found`)
}

const advise = (p: { state: GameState; log: GameEvent[]; seat: number }, seed = 'a'): Advice | null =>
  coachAdvice(playerView(p.state, p.seat), legalActions(p.state), p.seat, new Rng(rngFromSeed(seed)), p.log, BUDGET)

function expectSound(advice: Advice | null): Advice {
  if (advice === null) throw new Error('expected advice')
  expect(advice.options.length).toBeGreaterThanOrEqual(2)
  expect(advice.best).toBeGreaterThanOrEqual(0)
  expect(advice.best).toBeLessThan(advice.options.length)
  expect(advice.samples).toBeGreaterThan(0)
  for (const o of advice.options) {
    expect(o.win).toBeGreaterThanOrEqual(0)
    expect(o.win).toBeLessThanOrEqual(1)
  }
  return advice
}

describe('the coach: its reading of a choice', () => {
  it('a bid: passing first, with what it takes and costs, then a few real amounts in rising order', () => {
    const p = positionIn('for-sale', 'auction')
    const advice = expectSound(advise(p))
    const legal = legalActions(p.state)
    if (legal.phase !== 'auction' || legal.bid === null) throw new Error('expected an auction')
    expect(advice.phase).toBe('auction')
    const [pass, ...bids] = advice.options
    expect(pass?.kind).toBe('pass')
    if (pass?.kind === 'pass') {
      expect(pass.property).toBe(legal.pass.property)
      expect(pass.cost).toBe(legal.pass.cost)
      expect(pass.toCome).toBe(p.state.deal.properties.length - p.state.propertiesDealt)
    }
    expect(bids.length).toBeGreaterThanOrEqual(1)
    expect(bids.length).toBeLessThanOrEqual(5)
    const amounts = bids.map((b) => (b.kind === 'bid' ? b.amount : NaN))
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y))
    for (const a of amounts) {
      expect(a).toBeGreaterThanOrEqual(legal.bid.min)
      expect(a).toBeLessThanOrEqual(legal.bid.max)
    }
  })

  it('a sale pick: every property, each with its chance of each check on offer (they add up to 1)', () => {
    const p = positionIn('for-sale-gryphon', 'sale')
    const advice = expectSound(advise(p))
    const own = p.state.seats[p.seat]?.properties ?? []
    expect(advice.options.map((o) => (o.kind === 'pick' ? o.property : null))).toEqual(own)
    for (const o of advice.options) {
      if (o.kind !== 'pick') throw new Error('expected picks only')
      expect(o.checks.map((c) => c.check)).toEqual(p.state.sale?.checks)
      expect(o.checks.reduce((t, c) => t + c.chance, 0)).toBeCloseTo(1, 9)
    }
    // The best property cannot fare worse at the top check than the worst one.
    const top = (o: (typeof advice.options)[number]) => (o.kind === 'pick' ? (o.checks[0]?.chance ?? 0) : 0)
    expect(top(advice.options[advice.options.length - 1]!)).toBeGreaterThanOrEqual(top(advice.options[0]!))
  })

  it('in the sale, says how the others have sold so far when it is fairly sure, from their revealed picks', () => {
    // Three beginners, who sell their best property on a big check and their worst otherwise.
    const reads: Advice['pickReads'][number][] = []
    for (let i = 0; i < 4; i++) {
      const midSale = (s: GameState) => s.sale !== null && s.sale.round >= 3 && (s.seats[0]?.properties.length ?? 0) >= 2 && s.sale.picks[0] === null
      const { state, log } = contendersGame('for-sale', ['normal', 'easy', 'easy', 'easy'], `reads${i}`, midSale)
      if (!midSale(state)) continue
      const advice = expectSound(advise({ state, log, seat: 0 }))
      for (const r of advice.pickReads) {
        expect(r.seat).not.toBe(0)
        expect(state.sale?.sellers).toContain(r.seat)
        expect(r.chance).toBeGreaterThanOrEqual(0.6)
        expect(r.chance).toBeLessThanOrEqual(1)
      }
      reads.push(...advice.pickReads)
    }
    expect(reads.filter((r) => r.style === 'extreme').length).toBeGreaterThan(reads.length / 2)
    // Before any pick is revealed it says nothing of anyone.
    const first = positionIn('for-sale', 'sale')
    if ((first.state.sale?.round ?? 0) === 0) expect(expectSound(advise(first)).pickReads).toEqual([])
  })

  it('a Sold! payment: each set of cards with what it keeps', () => {
    const p = positionIn('sold', 'payment')
    const advice = expectSound(advise(p))
    const held = p.state.seats[p.seat]?.moneyCards ?? []
    for (const o of advice.options) {
      if (o.kind !== 'pay') throw new Error('expected payments only')
      expect(o.cardsKept).toBe(held.length - o.cards.length)
      expect(o.moneyKept).toBe(held.reduce((t, v) => t + v, 0) - o.cards.reduce((t, v) => t + v, 0))
    }
  })

  it('is the same for the same view, log and seed (the coach can be asked again)', () => {
    const p = positionIn('sold', 'auction')
    expect(advise(p, 's')).toEqual(advise(p, 's'))
  })

  it('has nothing to say out of turn, and refuses another seat’s view', () => {
    const p = positionIn('for-sale', 'auction')
    const idle = (p.seat + 1) % 4
    expect(coachAdvice(playerView(p.state, idle), legalActions(p.state), idle, new Rng(rngFromSeed('x')), p.log, BUDGET)).toBeNull()
    expect(() => coachAdvice(playerView(p.state, idle), legalActions(p.state), p.seat, new Rng(rngFromSeed('x')), p.log, BUDGET)).toThrow()
  })
})

describe('the coach’s lines: one per distinct plan, ties said as ties, honest precision', () => {
  // Ann opens the first auction of a 4-player For Sale game ($1,000 is the least bid).
  const state = gameWith('for-sale', 4, { properties: [3, 9, 17, 26] })
  const view = playerView(state, 0)
  const reading = (candidates: readonly [Action, number | null, number, number][], best: number): Reading => ({
    candidates: candidates.map(([action, upTo, win, samples]) => ({ action, upTo, win, samples, checkChances: null, mix: null })),
    best,
    samples: 600,
    playouts: 600,
    model: {} as Reading['model'],
    pickOdds: [],
  })
  const pass0: Action = { type: 'pass', player: 0 }
  const bid1: Action = { type: 'bid', player: 0, amount: 1 }
  const bid5: Action = { type: 'bid', player: 0, amount: 5 }

  it('merges plans that bid the same now and read the same into one line with all their limits', () => {
    const advice = adviceOf(
      view,
      'auction',
      0,
      reading(
        [
          [pass0, null, 0.3, 200],
          [bid1, 1, 0.54, 200],
          [bid1, 2, 0.54, 180],
          [bid1, 3, 0.545, 160],
          [bid1, 12, 0.25, 60],
          [bid5, null, 0.4, 100],
        ],
        1,
      ),
    )
    expect(advice.options.map((o) => o.kind)).toEqual(['pass', 'bid', 'bid', 'bid'])
    const merged = advice.options[1]
    expect(merged).toMatchObject({ kind: 'bid', amount: 1, limits: [1, 2, 3], win: 0.54 })
    // A plan of the same bid that reads clearly worse stays a line of its own, with its limit's share.
    expect(advice.options[2]).toMatchObject({ kind: 'bid', amount: 1, limits: [12], shareOfMoney: 12 / (view.seats[0]?.money ?? 0) })
    expect(advice.best).toBe(1)
    expect(advice.tied).toEqual([1])
    expect(advice.hopeless).toBe(false)
  })

  it('gives a merged line the share and passing cost of the bid it makes now, not those of the limit it was read with', () => {
    // The line is read with the plan that goes up to 12 (the most sampled); it says "Bid 1, staying in up to 3 or 12".
    const advice = adviceOf(view, 'auction', 0, reading([[pass0, null, 0.3, 200], [bid1, 3, 0.5, 100], [bid1, 12, 0.5, 300]], 0))
    const merged = advice.options[1]
    expect(merged).toMatchObject({ kind: 'bid', amount: 1, limits: [3, 12] })
    const money = view.seats[0]?.money ?? 0
    expect(merged).toMatchObject({ shareOfMoney: 1 / money, costIfOutbid: 0 })
  })

  it('says a tie when the best reads within the sampling error of another, and a clear choice otherwise', () => {
    const tie = adviceOf(view, 'auction', 0, reading([[pass0, null, 0.5, 300], [bid5, null, 0.51, 300]], 1))
    expect(tie.tied).toEqual([0, 1])
    const clear = adviceOf(view, 'auction', 0, reading([[pass0, null, 0.2, 300], [bid5, null, 0.6, 300]], 1))
    expect(clear.tied).toEqual([1])
    // Few samples widen the error: 45% and 55% from 30 samples each are a tie.
    expect(isTie({ win: 0.45, samples: 30 }, { win: 0.55, samples: 30 })).toBe(true)
    expect(isTie({ win: 0.45, samples: 3000 }, { win: 0.55, samples: 3000 })).toBe(false)
  })

  it('calls a position hopeless only when every option is under 2%', () => {
    const lost = adviceOf(view, 'auction', 0, reading([[pass0, null, 0, 300], [bid1, null, 0.01, 300], [bid5, null, 0.005, 300]], 0))
    expect(lost.hopeless).toBe(true)
    const faint = adviceOf(view, 'auction', 0, reading([[pass0, null, 0, 300], [bid1, null, 0.05, 300]], 1))
    expect(faint.hopeless).toBe(false)
  })

  it('rounds a chance to what its samples support and never says 100% or 0% of an estimate', () => {
    expect(shownChance(1, 300)).toEqual({ kind: 'almost-sure' })
    expect(shownChance(0.996, 3000)).toEqual({ kind: 'almost-sure' })
    expect(shownChance(0, 300)).toEqual({ kind: 'almost-none' })
    expect(shownChance(0.537, 3000)).toEqual({ kind: 'percent', percent: 54, about: false })
    expect(shownChance(0.537, 300)).toEqual({ kind: 'percent', percent: 55, about: true })
    expect(shownChance(0.537, 40)).toEqual({ kind: 'percent', percent: 50, about: true })
    // 12 games won of 12 is no certainty: "over 80%", not "almost sure", and never "100%".
    expect(shownChance(1, 12)).toEqual({ kind: 'over', percent: 80 })
    expect(shownChance(0, 12)).toEqual({ kind: 'under', percent: 20 })
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 5000 }), (win, samples) => {
        const shown = shownChance(win, samples)
        if (shown.kind === 'over') expect(shown.percent).toBeLessThanOrEqual(win * 100)
        if (shown.kind === 'under') expect(shown.percent).toBeGreaterThanOrEqual(win * 100)
        if (shown.kind === 'over' || shown.kind === 'under') expect(shown.percent > 0 && shown.percent < 100).toBe(true)
        if (shown.kind !== 'percent') return
        expect(shown.percent).toBeGreaterThan(0)
        expect(shown.percent).toBeLessThan(100)
        // Within its own rounding step of the estimate.
        expect(Math.abs(shown.percent - win * 100)).toBeLessThanOrEqual(shown.about ? 10 : 1)
      }),
      { seed: 24 },
    )
  })

  it('in the scarce variant, says being outbid before anyone passed costs nothing (ERRATA-3 15)', () => {
    const scarce = gameWith('for-sale-scarce', 4)
    const advice = adviceOf(playerView(scarce, 0), 'auction', 0, reading([[pass0, null, 0.3, 300], [bid5, null, 0.5, 300]], 1))
    expect(advice.options[1]).toMatchObject({ kind: 'bid', freeIfFirstToPass: true })
    const plain = adviceOf(view, 'auction', 0, reading([[pass0, null, 0.3, 300], [bid5, null, 0.5, 300]], 1))
    expect(plain.options[1]).toMatchObject({ kind: 'bid', freeIfFirstToPass: false })
  })
})
