import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { gameTable } from '../engine/table-view.ts'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, legalActions, openingEvents } from '../engine/game.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import type { GameEvent, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { SaleScreen } from '../screens/sale-screen.tsx'
import { TableScreen } from '../screens/table-screen.tsx'
import { openRecord } from '../store/saved-games.ts'
import { PresenterScreen } from '../teacher/presenter-screen.tsx'
import { CoachReading } from './coach-panel.tsx'

/** The coach reads in a worker in the app; here (no Worker) it reads on the page, a moment later. */
const READ_MS = 30_000

const common = { onAction: () => null, canUndo: false, onUndo: () => {}, onOpenMenu: () => {}, saveProblem: null }

function toSale(start: GameState): { state: GameState; events: GameEvent[] } {
  let state = start
  const events = openingEvents(start)
  while (state.phase === 'auction') {
    const legal = legalActions(state)
    if (legal.phase !== 'auction') break
    const next = play(state, pass(legal.player))
    state = next.state
    events.push(...next.events)
  }
  return { state, events }
}

function Sale(props: { start: { state: GameState; events: GameEvent[] }; coach?: boolean }) {
  const [game, setGame] = useState(props.start)
  return (
    <SaleScreen
      {...common}
      table={gameTable(game.state, game.events)}
      {...(props.coach === undefined ? {} : { coach: props.coach })}
      onAction={(action) => {
        const result = applyAction(game.state, action)
        if (!result.ok) return result.error
        setGame({ state: result.state, events: [...game.events, ...result.events] })
        return null
      }}
    />
  )
}

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('the coach at the auction table', () => {
  it('is off unless the table is a learners’ table', () => {
    render(<TableScreen {...common} table={gameTable(gameWith('for-sale', 4), [])} />)
    expect(screen.queryByRole('region', { name: /Coach/ })).toBeNull()
  })

  it('with open money: the acting player’s choices, each with a chance of winning and a reason', async () => {
    const first = gameWith('for-sale', 4, { properties: [3, 9, 17, 26] })
    const { state, events } = play(first, bid(0, 1))
    render(<TableScreen {...common} table={gameTable(state, [...openingEvents(first), ...events])} coach />)
    const coach = screen.getByRole('region', { name: /Coach/ })
    expect(within(coach).getByText(/only what Ben can see/)).toBeInTheDocument()
    const options = await within(coach).findAllByRole('listitem', {}, { timeout: READ_MS })
    expect(options.length).toBeGreaterThanOrEqual(2)
    expect(options[0]).toHaveTextContent(/^Pass/)
    expect(options[0]).toHaveTextContent(/Passing takes the 3 for free and keeps the money for the \d+ properties still to come/)
    expect(options[1]).toHaveTextContent(/Bid \$2,000/)
    for (const o of options) expect(o).toHaveTextContent(/\d+% chance to win|almost sure to win|almost no chance to win/)
    for (const o of options) expect(o).not.toHaveTextContent(/\b(100|0)% chance/)
    // A clear choice is starred; a tie is said as one, with no star.
    expect(within(coach).queryByText('Coach’s choice') ?? within(coach).getByText(/^A tie:|^Every choice reads the same/)).toBeInTheDocument()
  }, READ_MS)

  it('with secret money: nothing of the reading shows until the player holds the button', async () => {
    const state = gameWith('for-sale', 4, { options: { secretMoney: true } })
    render(<TableScreen {...common} table={gameTable(state, openingEvents(state))} coach />)
    const coach = screen.getByRole('region', { name: /Coach/ })
    expect(within(coach).queryByText(/chance to win/)).toBeNull()
    expect(within(coach).queryByRole('listitem')).toBeNull()
    const hold = within(coach).getByRole('button', { name: /Hold to see the coach’s reading/ })
    fireEvent.pointerDown(hold, { pointerId: 1 })
    expect(await within(coach).findAllByText(/chance to win/, {}, { timeout: READ_MS })).not.toHaveLength(0)
    fireEvent.pointerUp(hold, { pointerId: 1 })
    expect(within(coach).queryByText(/chance to win/)).toBeNull()
  }, READ_MS)

  it('says nothing for a computer player’s turn', () => {
    const state = gameWith('for-sale', 4)
    render(<TableScreen {...common} table={gameTable(state, openingEvents(state))} bots={['normal', null, null, null]} coach />)
    expect(screen.queryByRole('region', { name: /Coach/ })).toBeNull()
  })
})

describe('the coach in the sale', () => {
  const start = () => toSale(gameWith('for-sale', 3, { properties: [1, 2, 3, 4, 5, 6, 7, 8, 29], checks: [15, 9, 2] }))

  it('shows only on the picking player’s own screen, after the hand-over, with each property’s chance of each check', async () => {
    render(<Sale start={start()} coach />)
    // The hand-over card is seen by everyone: no coach there.
    expect(screen.queryByRole('region', { name: /Coach/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'I am Ann' }))
    const coach = screen.getByRole('region', { name: /Coach/ })
    const options = await within(coach).findAllByRole('listitem', {}, { timeout: READ_MS })
    const sell29 = options.find((o) => o.textContent?.includes('Sell the 29'))
    expect(sell29).toBeDefined()
    expect(sell29).toHaveTextContent(/Chance of each check/)
    expect(sell29).toHaveTextContent(/\$15,000: \d+%/)
    // Chosen, then picked and handed on: gone before the next player takes the device.
    await userEvent.click(within(screen.getByRole('region', { name: 'Your properties' })).getAllByRole('button')[0] as HTMLElement)
    // "Hide and pass" makes the pick and hands the device on.
    await userEvent.click(screen.getByRole('button', { name: 'Hide and pass to Ben' }))
    expect(screen.queryByRole('region', { name: /Coach/ })).toBeNull()
  }, READ_MS)
})

describe('the coach’s reading of the others in the sale', () => {
  const pick = (property: number, win: number) => ({ kind: 'pick' as const, win, samples: 300, property, checks: [{ check: 15, chance: win }, { check: 4, chance: 1 - win }] })

  it('says how each player it is sure enough of has sold so far, by name, with how sure it is, above the picks', () => {
    const advice = {
      seat: 0,
      phase: 'sale' as const,
      options: [pick(3, 0.2), pick(21, 0.6)],
      best: 1,
      tied: [1],
      hopeless: false,
      samples: 300,
      pickReads: [
        { seat: 1, style: 'extreme' as const, chance: 0.82 },
        { seat: 2, style: 'rank' as const, chance: 0.64 },
      ],
    }
    render(<CoachReading ruleset="for-sale" names={['Ann', 'Ben', 'Cy']} advice={advice} />)
    expect(screen.getByText('How the others have sold so far:')).toBeInTheDocument()
    const reads = screen.getAllByRole('listitem').filter((li) => /sure\)/.test(li.textContent ?? ''))
    expect(reads.map((li) => li.textContent)).toEqual([
      'Ben sells their best property on a big check and their worst otherwise. (82% sure)',
      'Cy matches the rank of the best check with the rank of the property. (64% sure)',
    ])
    expect(screen.getByText('Sell the 21')).toBeInTheDocument()
  })

  it('says nothing of the others when it has read nobody', () => {
    render(<CoachReading ruleset="for-sale" names={['Ann', 'Ben', 'Cy']} advice={{ seat: 0, phase: 'sale', options: [pick(3, 0.4), pick(21, 0.6)], best: 1, tied: [1], hopeless: false, samples: 300, pickReads: [] }} />)
    expect(screen.queryByText('How the others have sold so far:')).toBeNull()
  })
})

describe('the coach in teacher mode', () => {
  it('off at first; switched on, it reads the choice of the player about to move, step by step', async () => {
    const opened = openRecord(readFileSync('tests/examples/for-sale-4p.json', 'utf8'))
    if (!opened.ok) throw new Error(opened.error.message)
    render(<PresenterScreen source={{ record: opened.value.record, dealCode: null, startAt: 'start' }} onClose={() => {}} onContinue={() => null} />)
    expect(screen.queryByRole('region', { name: /Coach/ })).toBeNull()
    const toggle = screen.getByRole('button', { name: 'Coach' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    // Cy starts the first auction of this record.
    const coach = screen.getByRole('region', { name: /Coach/ })
    expect(within(coach).getByText(/only what Cy can see/)).toBeInTheDocument()
    const options = await within(coach).findAllByRole('listitem', {}, { timeout: READ_MS })
    expect(options[0]).toHaveTextContent(/^Pass/)
    await userEvent.click(screen.getByRole('button', { name: /Next move|Forward/i }))
    expect(within(screen.getByRole('region', { name: /Coach/ })).queryByText(/only what Cy can see/)).toBeNull()
  }, READ_MS)
})

describe('the coach’s reading, as a learner reads it', () => {
  const bidLine = (amount: number, limits: (number | null)[], win: number, samples = 300) => ({
    kind: 'bid' as const,
    win,
    samples,
    amount,
    upTo: limits[limits.length - 1] ?? null,
    limits,
    top: 26,
    costIfOutbid: 1,
    freeIfFirstToPass: false,
    shareOfMoney: 0.1,
  })
  const passLine = (win: number) => ({ kind: 'pass' as const, win, samples: 300, property: 3, cost: 0, bid: 0, toCome: 20 })
  const base = { seat: 0, phase: 'auction' as const, samples: 600, pickReads: [] }

  it('one line for plans that bid the same and read the same, naming every limit', () => {
    const advice = { ...base, options: [passLine(0.3), bidLine(1, [1, 2, 3], 0.54)], best: 1, tied: [1], hopeless: false }
    render(<CoachReading ruleset="for-sale" names={['Ann', 'Ben', 'Cy', 'Dee']} advice={advice} />)
    const lines = screen.getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toHaveTextContent('Bid $1,000, staying in up to $1,000, $2,000, or $3,000')
    expect(lines[1]).toHaveTextContent('Coach’s choice')
    expect(lines[1]).toHaveTextContent('Bidding $1,000 (10% of the money) goes for the 26. Outbid, passing would cost $1,000.')
  })

  it('a tie is said as a tie, with no star on either', () => {
    const advice = { ...base, options: [passLine(0.5), bidLine(2, [null], 0.51), bidLine(4, [null], 0.2)], best: 1, tied: [0, 1], hopeless: false }
    render(<CoachReading ruleset="for-sale" names={['Ann', 'Ben', 'Cy', 'Dee']} advice={advice} />)
    expect(screen.queryByText('Coach’s choice')).toBeNull()
    expect(screen.getByText('A tie: Pass and Bid $2,000 read the same, within what the coach can tell apart.')).toBeInTheDocument()
    const lines = screen.getAllByRole('listitem')
    expect(lines.map((l) => l.textContent?.includes('Tie'))).toEqual([true, true, false])
  })

  it('when every choice reads the same, it says so', () => {
    const advice = { ...base, options: [passLine(1), bidLine(2, [null], 1)], best: 0, tied: [0, 1], hopeless: false }
    render(<CoachReading ruleset="for-sale" names={['Ann', 'Ben', 'Cy', 'Dee']} advice={advice} />)
    expect(screen.getByText('Every choice reads the same here: none is better than another.')).toBeInTheDocument()
    // Sampled, not proven: "almost sure", never "100%".
    expect(screen.getAllByText('almost sure to win (over 99%)')).toHaveLength(2)
    expect(document.body.textContent).not.toMatch(/100%/)
  })

  it('a hopeless position is said in words, not as a list of zeros', () => {
    const advice = { ...base, options: [passLine(0), bidLine(2, [null], 0.004)], best: 0, tied: [0, 1], hopeless: true }
    render(<CoachReading ruleset="for-sale" names={['Ann', 'Ben', 'Cy', 'Dee']} advice={advice} />)
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByText(/^Whatever Ann does now, the coach finds almost no way left to win: every choice reads under 2%\./)).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/0%/)
  })

  it('rounds to the sampling error, and each reason names the cards and money', () => {
    const pay = { kind: 'pay' as const, win: 0.537, samples: 40, cards: [5, 3], kept: [1, 2, 4], cardsKept: 3, moneyKept: 7 }
    const payAll = { kind: 'pay' as const, win: 0.2, samples: 3000, cards: [8], kept: [], cardsKept: 0, moneyKept: 0 }
    const advice = { seat: 1, phase: 'payment' as const, samples: 600, pickReads: [], options: [pay, payAll], best: 0, tied: [0], hopeless: false }
    render(<CoachReading ruleset="sold" names={['Ann', 'Ben', 'Cy']} advice={advice} />)
    const lines = screen.getAllByRole('listitem')
    expect(lines[0]).toHaveTextContent('about 50% chance to win')
    expect(lines[0]).toHaveTextContent('Pays 5 + 3 and keeps 1 + 2 + 4: 3 money cards, worth 7 in all.')
    expect(lines[1]).toHaveTextContent('20% chance to win')
    expect(lines[1]).toHaveTextContent('Pays 8 and keeps no money card.')
  })
})
