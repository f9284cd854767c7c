import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import type { GameEvent, GameState, LegalActions } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { coachAdvice, type Advice } from './advice.ts'
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
