import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ANTIQUE_CATEGORIES,
  MAX_FACE,
  MIN_FACE,
  SPECIAL_CARDS,
  collectionFactor,
  collectionValue,
  countDealer,
  currentValue,
  finalCount,
  halfPrice,
  halfPrices,
  roundCollectionSum,
  showcaseCap,
  type AntiqueItem,
  type Dealer,
} from './antiques.ts'
import { answerAntiques } from './antiques-request.ts'

const item = (face: number, more: Partial<AntiqueItem> = {}): AntiqueItem => ({ category: 'games', face, special: null, damaged: false, ...more })
const events = (doubles: number, halves: number) => ({ doubles, halves })

describe('Current Value (ANTIQUES.md steps 1-5)', () => {
  it('source example: $50, Rare ×3 and Damaged → $75 → $100, with its steps', () => {
    const worked = currentValue(item(50, { special: 'rare3', damaged: true }))
    expect(worked.value).toBe(100)
    expect(worked.steps).toEqual([
      { kind: 'face', amount: 50 },
      { kind: 'rare', factor: 3, amount: 150 },
      { kind: 'damaged', amount: 75 },
      { kind: 'round-up', amount: 100 },
    ])
  })
  it('source example: $1,000 Damaged with "Furniture drops in half" → $250', () => {
    expect(currentValue(item(1000, { category: 'furniture', damaged: true }), events(0, 1)).value).toBe(250)
  })
  it('face value alone', () => expect(currentValue(item(4000)).value).toBe(4000))
  it('Rare ×2 and ×3 multiply the face value', () => {
    expect(currentValue(item(4000, { special: 'rare2' })).value).toBe(8000)
    expect(currentValue(item(200, { special: 'rare3' })).value).toBe(600)
  })
  it('Fake is worth $0 whatever else lies under it or is in force', () => {
    const worked = currentValue(item(10_000, { special: 'fake', damaged: true }), events(3, 0))
    expect(worked.value).toBe(0)
    expect(worked.steps.map((s) => s.kind)).toEqual(['face', 'fake'])
  })
  it('Damaged halves; a damaged $50 item is still worth $50', () => {
    expect(currentValue(item(1000, { damaged: true })).value).toBe(500)
    expect(currentValue(item(50, { damaged: true })).value).toBe(50)
  })
  it('a doubling and a halving cancel (the source)', () => {
    const worked = currentValue(item(1000), events(1, 1))
    expect(worked.value).toBe(1000)
    expect(worked.steps).toContainEqual({ kind: 'events', doubles: 1, halves: 1, net: 0, amount: 1000 })
  })
  it('A1: the net count of events applies (two doublings, one halving: ×2)', () => {
    expect(currentValue(item(1000), events(2, 1)).value).toBe(2000)
    expect(currentValue(item(1000), events(0, 2)).value).toBe(250)
  })
  it('A2: rounded up once, at the end ($150 damaged, doubled: $75 → $150; rounding at each step would give $200)', () => {
    expect(currentValue(item(150, { damaged: true }), events(1, 0)).value).toBe(150)
    expect(currentValue(item(250, { damaged: true }), events(0, 1)).value).toBe(100)
  })
  it('glass $1,000 Rare ×3 Damaged with one doubling: $3,000 (the command example)', () => {
    expect(currentValue(item(1000, { category: 'glass', special: 'rare3', damaged: true }), events(1, 0)).value).toBe(3000)
  })
})

describe('collection factor (A3)', () => {
  it('1-3 ×1, 4-6 ×2, 7-9 ×3, 10-12 ×4, 13-15 ×5, 16-18 ×6, 19 or more ×7', () => {
    const expected = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7]
    expect(expected.map((_, i) => collectionFactor(i + 1))).toEqual(expected)
    expect(collectionFactor(40)).toBe(7)
  })
  it('the text: ten items sell at four times, seven at three, four at two', () => {
    expect([collectionFactor(10), collectionFactor(7), collectionFactor(4)]).toEqual([4, 3, 2])
  })
})

describe('showcase cap', () => {
  it('three or fewer showcased: the Current Value', () => {
    expect(showcaseCap(item(500, { category: 'glass' }), events(0, 0), 3).value).toBe(500)
  })
  it('more than three: times the factor of the showcased count (4 Glass ×2, 7 ×3)', () => {
    expect(showcaseCap(item(500, { category: 'glass' }), events(0, 0), 4)).toEqual({ value: 1000, factor: 2, currentValue: 500 })
    expect(showcaseCap(item(500, { category: 'glass' }), events(1, 0), 7).value).toBe(3000)
  })
})

describe('half prices (A4)', () => {
  it('half, rounded up to a multiple of $50', () => {
    expect(halfPrice(1000)).toBe(500)
    expect(halfPrice(150)).toBe(100)
    expect(halfPrice(50)).toBe(50)
    expect(halfPrice(0)).toBe(0)
  })
  it('of the Current Value; repair and a fake bought on the face value', () => {
    expect(halfPrices(item(300, { special: 'rare2' }))).toEqual({ ofCurrentValue: 300, repair: null, fakeBought: null })
    expect(halfPrices(item(1000, { damaged: true }))).toEqual({ ofCurrentValue: 250, repair: 500, fakeBought: null })
    expect(halfPrices(item(250, { special: 'fake' }))).toEqual({ ofCurrentValue: 0, repair: null, fakeBought: 150 })
  })
})

describe('final count', () => {
  it('rounding a collection: nearest $1,000, an exact $500 up (A5), under $1,000 as it stands (A6)', () => {
    expect(roundCollectionSum(19_200)).toBe(19_000)
    expect(roundCollectionSum(19_500)).toBe(20_000)
    expect(roundCollectionSum(1_450)).toBe(1_000)
    expect(roundCollectionSum(450)).toBe(450)
    expect(roundCollectionSum(1_000)).toBe(1_000)
  })
  it('source example (Games): damaged $50 to cash, fake out, 19,200 → 19,000 × 2 = $38,000', () => {
    const games = [
      item(50, { damaged: true }),
      item(200),
      item(500, { special: 'fake' }),
      item(1000),
      item(4000, { special: 'rare2' }),
      item(10_000),
    ]
    const counted = countDealer({ name: 'Ann', cash: 0, items: games })
    expect(counted.damaged).toBe(50)
    expect(counted.fakeItems).toBe(1)
    expect(counted.damagedItems).toBe(1)
    expect(counted.collections).toEqual({ games: { items: 4, sum: 19_200, rounded: 19_000, factor: 2, value: 38_000 } })
    expect(counted.total).toBe(38_050)
  })
  it('events are ignored and a dealer with no items is counted on cash alone (A8)', () => {
    expect(countDealer({ name: 'Bo', cash: 700, items: [] })).toMatchObject({ total: 700, collections: {} })
  })
  it('each category is its own collection; damaged items belong to none', () => {
    const counted = countDealer({
      name: 'Ann',
      cash: 100,
      items: [item(1000, { category: 'glass' }), item(2000, { category: 'jewelry', damaged: true }), item(600, { category: 'jewelry' })],
    })
    expect(counted.collections).toEqual({
      glass: { items: 1, sum: 1000, rounded: 1000, factor: 1, value: 1000 },
      jewelry: { items: 1, sum: 600, rounded: 600, factor: 1, value: 600 },
    })
    expect(counted.total).toBe(100 + 1000 + 1000 + 600)
  })
  it('the highest total wins; a tie is shared (A7)', () => {
    expect(finalCount([{ name: 'A', cash: 500, items: [] }, { name: 'B', cash: 400, items: [] }]).winners).toEqual(['A'])
    expect(finalCount([{ name: 'A', cash: 500, items: [] }, { name: 'B', cash: 500, items: [] }]).winners).toEqual(['A', 'B'])
  })
})

const runs = Number(process.env.GAVEL_PROPERTY_RUNS ?? 2000)
const faceArb = fc.integer({ min: MIN_FACE / 50, max: MAX_FACE / 50 }).map((n) => n * 50)
const itemArb: fc.Arbitrary<AntiqueItem> = fc.record({
  category: fc.constantFrom(...ANTIQUE_CATEGORIES),
  face: faceArb,
  special: fc.constantFrom(null, ...SPECIAL_CARDS),
  damaged: fc.boolean(),
})
const eventsArb = fc.record({ doubles: fc.integer({ min: 0, max: 6 }), halves: fc.integer({ min: 0, max: 6 }) })

describe('properties', () => {
  it('a value is a multiple of $50 and at least $50 unless fake', () => {
    fc.assert(
      fc.property(itemArb, eventsArb, (it, ev) => {
        const { value } = currentValue(it, ev)
        if (it.special === 'fake') return value === 0
        return value % 50 === 0 && value >= 50
      }),
      { numRuns: runs },
    )
  })
  it("a collection's value never falls when an item is added", () => {
    const clean = itemArb.map((i) => ({ ...i, special: i.special === 'fake' ? null : i.special, damaged: false }))
    fc.assert(
      fc.property(fc.array(clean, { maxLength: 25 }), clean, (items, extra) => collectionValue([...items, extra]).value >= collectionValue(items).value),
      { numRuns: runs },
    )
  })
  it("a dealer's total never falls when an item is added", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 30 }), itemArb, (items, extra) => {
        const before = countDealer({ name: 'A', cash: 0, items }).total
        return countDealer({ name: 'A', cash: 0, items: [...items, extra] }).total >= before
      }),
      { numRuns: runs },
    )
  })
  it('the count is independent of item order', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 30 }).chain((items) => fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length }))), ([items, shuffled]) => {
        expect(countDealer({ name: 'A', cash: 50, items: shuffled })).toEqual(countDealer({ name: 'A', cash: 50, items }))
      }),
      { numRuns: runs },
    )
  })
  it('total = cash + damaged + every collection, and winners hold the highest total', () => {
    const dealerArb: fc.Arbitrary<Dealer> = fc.record({
      name: fc.constant(''),
      cash: fc.integer({ min: 0, max: 4000 }).map((n) => n * 50),
      items: fc.array(itemArb, { maxLength: 20 }),
    })
    fc.assert(
      fc.property(fc.array(dealerArb, { minLength: 1, maxLength: 6 }), (ds) => {
        const named = ds.map((d, i) => ({ ...d, name: `D${i}` }))
        const counted = finalCount(named)
        const best = Math.max(...counted.dealers.map((d) => d.total))
        for (const d of counted.dealers) {
          const collections = Object.values(d.collections).reduce((s, c) => s + c.value, 0)
          expect(d.total).toBe(d.cash + d.damaged + collections)
          expect(counted.winners.includes(d.name)).toBe(d.total === best)
        }
      }),
      { numRuns: Math.ceil(runs / 4) },
    )
  })
})

describe('the command request', () => {
  const count = (dealers: unknown) => answerAntiques({ count: dealers })
  it('answers both examples of ANTIQUES.md exactly', () => {
    expect(answerAntiques('{ "value": { "category": "glass", "face": 1000, "special": "rare3", "damaged": true, "events": { "doubles": 1, "halves": 0 } } }')).toEqual({
      ok: true,
      value: { value: 3000 },
    })
    expect(count([{ name: 'Ann', cash: 4250, items: [{ category: 'games', face: 4000, special: 'rare2', damaged: false }] }])).toEqual({
      ok: true,
      value: {
        dealers: [{ name: 'Ann', cash: 4250, damaged: 0, collections: { games: { items: 1, sum: 8000, rounded: 8000, factor: 1, value: 8000 } }, total: 12250 }],
        winners: ['Ann'],
      },
    })
  })
  const codeOf = (input: unknown) => {
    const answer = answerAntiques(input)
    return answer.ok ? null : answer.error.code
  }
  const ann = (items: unknown[], cash: unknown = 0) => ({ count: [{ name: 'Ann', cash, items }] })
  it.each([
    ['not JSON', '{value', 'MALFORMED_REQUEST'],
    ['neither value nor count', {}, 'MALFORMED_REQUEST'],
    ['an unknown category', { value: { category: 'coins', face: 50 } }, 'UNKNOWN_CATEGORY'],
    ['an unknown special card', { value: { category: 'glass', face: 50, special: 'rare4' } }, 'UNKNOWN_SPECIAL'],
    ['a face value off the $50 steps', { value: { category: 'glass', face: 75 } }, 'BAD_FACE_VALUE'],
    ['a face value over $10,000', { value: { category: 'glass', face: 10_050 } }, 'BAD_FACE_VALUE'],
    ['a face value of $0', { value: { category: 'glass', face: 0 } }, 'BAD_FACE_VALUE'],
    ['Rare with Fake', { value: { category: 'glass', face: 50, special: ['rare2', 'fake'] } }, 'RARE_WITH_FAKE'],
    ['Rare with Fake, joined', { value: { category: 'glass', face: 50, special: 'rare3+fake' } }, 'RARE_WITH_FAKE'],
    ['two Rare cards', { value: { category: 'glass', face: 50, special: 'rare2, rare3' } }, 'RARE_WITH_FAKE'],
    ['damaged not a boolean', { value: { category: 'glass', face: 50, damaged: 'yes' } }, 'BAD_DAMAGED'],
    ['negative events', { value: { category: 'glass', face: 50, events: { doubles: -1 } } }, 'BAD_EVENTS'],
    ['negative cash', ann([], -50), 'BAD_CASH'],
    ['cash off the $50 steps', ann([], 120), 'BAD_CASH'],
    ['a bad item in a count', ann([{ category: 'glass', face: 60 }]), 'BAD_FACE_VALUE'],
    ['no dealers', { count: [] }, 'NO_DEALERS'],
    ['more than six dealers', { count: Array.from({ length: 7 }, (_, i) => ({ name: `D${i}`, cash: 0, items: [] })) }, 'TOO_MANY_DEALERS'],
    ['a dealer without a name', { count: [{ cash: 0, items: [] }] }, 'BAD_NAME'],
    ['two dealers of one name', { count: [{ name: 'Ann', cash: 0 }, { name: 'ann', cash: 0 }] }, 'DUPLICATE_NAME'],
  ])('refuses %s', (_, input, code) => expect(codeOf(input)).toBe(code))
  it('a special card given as a one-card list is read as that card', () => {
    expect(answerAntiques({ value: { category: 'glass', face: 100, special: ['rare2'] } })).toEqual({ ok: true, value: { value: 200 } })
  })
})
