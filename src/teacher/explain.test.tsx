import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../engine/types.ts'
import type { Locale } from '../i18n/i18n.ts'
import { openRecord } from '../store/saved-games.ts'
import { applyAction } from '../engine/game.ts'
import { gameTable } from '../engine/table-view.ts'
import { bid, gameWith } from '../engine/test-kit.ts'
import { explainEvent } from './explain.ts'
import { buildTimeline, type Step } from './timeline.ts'

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ')

function timelineOf(example: string) {
  const opened = openRecord(readFileSync(`tests/examples/${example}.json`, 'utf8'))
  if (!opened.ok) throw new Error(opened.error.message)
  const timeline = buildTimeline(opened.value.record)
  expect(timeline.error).toBeNull()
  // Every move has its step (a move that ends a sale round has three), in order.
  expect(timeline.steps.map((s) => s.move)).toEqual([...new Set(timeline.steps.map((s) => s.move))].flatMap((m) => timeline.steps.filter((s) => s.move === m).map(() => m)))
  expect(new Set(timeline.steps.map((s) => s.move)).size).toBe(opened.value.record.actions.length + 1)
  timeline.steps.forEach((s, i) => expect(s.index).toBe(i))
  return timeline
}

/** The first event (and its step) that matches, explained in `locale`. */
function explainFirst(example: string, match: (e: GameEvent, step: Step) => boolean, locale: Locale = 'en') {
  for (const step of timelineOf(example).steps) {
    for (const event of step.events) {
      if (!match(event, step)) continue
      const view = step.table.onlookers.view
      const names = view.seats.map((s) => s.name)
      return { event, step, text: plain(explainEvent(event, { ruleset: view.ruleset, names, before: step.before, after: step.table }, locale)) }
    }
  }
  throw new Error(`no such event in ${example}`)
}

describe('timeline', () => {
  it('keeps the table after every move and ends where the record does', () => {
    const timeline = timelineOf('for-sale-4p')
    const first = timeline.steps[0] as Step
    expect(first.action).toBeNull()
    expect(first.events.map((e) => e.type)).toEqual(['auction-started'])
    const last = timeline.steps[timeline.steps.length - 1] as Step
    expect(last.table.onlookers.scores).not.toBeNull()
    expect(last.events.at(-1)?.type).toBe('game-over')
    // Each step's table is the one before the next step's move.
    expect(timeline.steps[5]?.table).toBe(timeline.steps[6]?.before)
  })

  it('shows a sale round ending in three steps: the last pick, the picks turned up, the next round', () => {
    const { steps } = timelineOf('for-sale-4p')
    const at = steps.findIndex((s) => s.stage === 'reveal')
    const [pick, reveal, next] = [steps[at - 1], steps[at], steps[at + 1]] as [Step, Step, Step]
    expect(new Set([pick.move, reveal.move, next.move]).size).toBe(1)
    expect(pick.events.map((e) => e.type)).toEqual(['picked'])
    // The last pick lies face down with the others: the round's checks still up, no seller left to pick.
    const laid = pick.table.onlookers.view.sale
    expect(laid?.round).toBe(0)
    expect(laid?.sellers.every((seat) => laid.picked[seat] === true && pick.table.seat(seat).view.sale?.ownPick != null)).toBe(true)
    expect(reveal.events.map((e) => e.type)).toEqual(['sale-revealed'])
    expect(next.events[0]?.type).toBe('sale-started')
    expect(next.stage).toBe('move')
    expect(next.table.onlookers.view.sale?.round).toBe(1)
  })
})

describe('explainEvent', () => {
  it('says who starts and why (R1)', () => {
    const { text } = explainFirst('for-sale-4p', (e) => e.type === 'auction-started')
    expect(text).toBe(
      'One property per player is turned up, and laid out from lowest to highest. Cy starts the first auction, as settled when the table was set up (ruling R1).',
    )
    const next = explainFirst('for-sale-4p', (e) => e.type === 'auction-started' && e.auction === 1)
    expect(next.text).toMatch(/starts, having been the last one left in the previous auction \(ruling R1\)\.$/)
  })

  it('explains a bid against the high bid before it, whoever made it, and the money held', () => {
    const { event, step, text } = explainFirst('for-sale-4p', (e, st) => e.type === 'bid' && (st.before?.onlookers.view.auction?.highBid ?? 0) > 0)
    if (event.type !== 'bid') throw new Error('not a bid')
    const auction = step.before?.onlookers.view.auction
    const high = auction?.highBid ?? 0
    const seats = step.table.onlookers.view.seats
    const holder = seats[auction?.highBidder ?? -1]?.name ?? ''
    const name = seats[event.player]?.name ?? ''
    expect(text).toContain(`${name} tops ${holder}’s high bid of $${high},000 with $${event.amount},000.`)
    expect(text).toContain(`no more than the money held ($${step.before?.seat(event.player).view.seats[event.player]?.money},000)`)
  })

  it('says who opened and whose high bid was topped (the scarce game, auction 10)', () => {
    // Cleo bids 1, Ann 4, Cleo 5: Ann does not open, and Cleo tops Ann's 4, not her own 1.
    const names = ['Ann', 'Ben', 'Cleo']
    let state = gameWith('for-sale-scarce', 3, { startPlayer: 2 })
    const said: string[] = []
    for (const action of [bid(2, 1), bid(0, 4), bid(1, 5), bid(2, 6)]) {
      const result = applyAction(state, action)
      if (!result.ok) throw new Error(result.error.message)
      for (const e of result.events) said.push(plain(explainEvent(e, { ruleset: 'for-sale-scarce', names, before: gameTable(state, []), after: gameTable(result.state, []) }, 'en')))
      state = result.state
    }
    expect(said[0]).toMatch(/^Nobody had bid yet: Cleo opens the auction at \$1,000\./)
    expect(said[1]).toMatch(/^Ann tops Cleo’s high bid of \$1,000 with \$4,000\./)
    expect(said[2]).toMatch(/^Ben tops Ann’s high bid of \$4,000 with \$5,000\./)
    expect(said[3]).toMatch(/^Cleo tops Ben’s high bid of \$5,000 with \$6,000\./)
    for (const text of said.slice(1)) expect(text).not.toMatch(/opens/)
  })

  it('gives the pass cost with the edition’s rounding: down in IELLO, up in Gryphon', () => {
    const down = explainFirst('for-sale-4p', (e) => e.type === 'passed' && e.bid % 2 === 1 && e.property !== null)
    if (down.event.type !== 'passed') throw new Error('not a pass')
    expect(down.text).toContain(
      `Passing costs half of the passer’s own bid, rounded down in this edition: $${down.event.bid},000 → $${down.event.cost},000.`,
    )
    const up = explainFirst('for-sale-gryphon-6p', (e) => e.type === 'passed' && e.bid % 2 === 1 && e.property !== null)
    if (up.event.type !== 'passed') throw new Error('not a pass')
    expect(up.event.cost).toBe(Math.ceil(up.event.bid / 2))
    expect(up.text).toContain(`rounded up in this edition: $${up.event.bid},000 → $${up.event.cost},000.`)
  })

  it('explains the free pass of "Not enough for everyone" as the printed variant rule, not as ruling R6', () => {
    const { text } = explainFirst('for-sale-scarce-5p', (e) => e.type === 'passed' && e.property === null)
    expect(text).toBe('Not enough for everyone: the first passer of each auction takes the bid back and gets no property, as the variant says.')
    expect(text).not.toContain('R6')
  })

  it('keeps R6 for the free passes of the short last auction only', () => {
    const { steps } = timelineOf('for-sale-scarce-5p')
    const short = steps.findIndex((s) => s.events.some((e) => e.type === 'auction-started' && e.freePasses > 1))
    expect(short).toBeGreaterThan(0)
    const texts = steps.flatMap((step, i) =>
      step.events
        .filter((e) => e.type === 'passed' && e.property === null)
        .map((e) => ({ late: i >= short, text: plain(explainEvent(e, { ruleset: step.table.onlookers.view.ruleset, names: [], before: step.before, after: step.table }, 'en')) })),
    )
    expect(texts.filter((x) => x.late).length).toBeGreaterThanOrEqual(2)
    for (const { late, text } of texts) expect(text.includes('(ruling R6)'), text).toBe(late)
  })

  it('explains the short last auction of "Not enough for everyone" at 5 players (R6)', () => {
    const { text } = explainFirst('for-sale-scarce-5p', (e) => e.type === 'auction-started' && e.freePasses > 1)
    expect(text).toMatch(/^Only 3 properties are left: the first 2 to pass take their bid back and get no property \(ruling R6\)\./)
  })

  it('names R2 for a forced pass, R3 for a free win and R4 for a Sold! payment', () => {
    const forced = ['for-sale-4p', 'for-sale-gryphon-6p', 'for-sale-scarce-5p', 'sold-3p'].flatMap((ex) => {
      try {
        return [explainFirst(ex, (e) => e.type === 'passed' && e.forced)]
      } catch {
        return []
      }
    })
    expect(forced.length).toBeGreaterThan(0)
    expect(forced[0]?.text).toMatch(/passing is the only move \(ruling R2\)\./)
    const free = explainFirst('sold-3p', (e) => e.type === 'won' && e.free)
    expect(free.text).toMatch(/^Everyone else passed before anyone bid, so \w+ takes the top property, the .+, for nothing \(ruling R3\)\.$/)
    const chosen = explainFirst('sold-3p', (e) => e.type === 'paid' && e.chosen)
    expect(chosen.text).toMatch(/^Sold! gives no change: several sets paid \d+ with every card counting, and \w+ chose .+ \(ruling R4\)\.$/)
    const due = explainFirst('sold-3p', (e) => e.type === 'payment-due')
    expect(due.text).toContain('the payer chooses (ruling R4)')
  })

  it('matches properties to checks at a reveal, with refused checks to the lowest (R8)', () => {
    const refused = explainFirst('for-sale-4p', (e) => e.type === 'sale-revealed' && e.sales.some((s) => s.check === 0))
    expect(refused.text).toBe(
      'The picks are turned up together: the highest property takes the highest check, the next the next, and so on. The refused checks (0) go to the lowest properties, like any other check (ruling R8).',
    )
  })

  it('explains the last holder taking the remaining checks (R7) and who won', () => {
    const end = timelineOf('for-sale-scarce-5p').steps.at(-1) as Step
    const taken: GameEvent = { type: 'checks-taken', player: 1, properties: [3, 5], checks: [4, 2] }
    const ctx = { ruleset: 'for-sale-scarce' as const, names: ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'], before: end.before, after: end.table }
    expect(explainEvent(taken, ctx, 'en')).toBe(
      'Only Ben still holds properties, so Ben takes every remaining check at once, one per property (ruling R7).',
    )
    const over = explainFirst('for-sale-4p', (e) => e.type === 'game-over')
    expect(over.text).toBe('Each score is the checks plus the money left. Ben wins with $65,000.')
  })

  it('leaves For Sale payments to the pass or win that already says them', () => {
    const { text } = explainFirst('for-sale-4p', (e) => e.type === 'paid')
    expect(text).toBe('')
  })

  it('speaks French and Spanish', () => {
    const fr = explainFirst('for-sale-4p', (e) => e.type === 'passed' && e.bid % 2 === 1 && e.property !== null, 'fr')
    expect(fr.text).toContain('arrondie à l’inférieur dans cette édition')
    const es = explainFirst('for-sale-scarce-5p', (e) => e.type === 'passed' && e.property === null, 'es')
    expect(es.text).toBe('No hay para todos: el primero en pasar en cada subasta recupera su puja y no recibe propiedad, como dice la variante.')
  })
})
