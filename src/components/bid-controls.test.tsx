import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { legalActions } from '../engine/game.ts'
import { legalActionsInView, playerView } from '../engine/view.ts'
import { bid, gameWith, play } from '../engine/test-kit.ts'
import type { Action, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { BidControls } from './bid-controls.tsx'
import { parseBid, shownBidRange } from './bid-range.ts'

/** The controls as the table screen shows them: from the legal actions of the onlooker's view. */
function controls(state: GameState) {
  const legal = legalActionsInView(playerView(state, null))
  if (legal.phase !== 'auction') throw new Error('not an auction')
  const range = shownBidRange(legal)
  const onAction = vi.fn((_: Action) => undefined)
  const view = render(
    <BidControls ruleset={state.ruleset} legal={legal} range={range} playerName="Ben" onAction={onAction} turn={state.actionCount} />,
  )
  return { onAction, view, legal, range }
}

const field = () => screen.getByRole('textbox', { name: 'Your bid' })

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('BidControls: one tap', () => {
  it('offers the next legal bid and raises of 2 and 5 over the high bid, each in one tap', async () => {
    const { state } = play(gameWith('for-sale', 4, { properties: [1, 2, 3, 4] }), bid(0, 3))
    const { onAction } = controls(state)
    await userEvent.click(screen.getByRole('button', { name: 'Bid $4,000, the next legal bid' }))
    await userEvent.click(screen.getByRole('button', { name: 'Bid $5,000, $2,000 above the high bid' }))
    await userEvent.click(screen.getByRole('button', { name: 'Bid $8,000, $5,000 above the high bid' }))
    expect(onAction.mock.calls.map(([a]) => a)).toEqual([
      { type: 'bid', player: 1, amount: 4 },
      { type: 'bid', player: 1, amount: 5 },
      { type: 'bid', player: 1, amount: 8 },
    ])
  })

  it('leaves out a raise the player cannot afford (money on the table)', () => {
    const { state } = play(gameWith('sold', 4, { properties: [1, 2, 3, 4] }), bid(0, 33))
    controls(state)
    expect(screen.getByRole('button', { name: 'Bid 34, the next legal bid' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Bid 35, 2 above the high bid' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /5 above the high bid/ })).toBeNull()
  })
})

describe('BidControls: typing an amount', () => {
  it('bids a typed amount with Enter', async () => {
    const { onAction } = controls(gameWith('for-sale-gryphon', 4, { properties: [1, 2, 3, 4], options: { secretMoney: false } }))
    await userEvent.click(field())
    await userEvent.keyboard('13{Enter}')
    expect(onAction).toHaveBeenCalledWith({ type: 'bid', player: 0, amount: 13 })
  })

  it('starts a new amount when a digit is typed on any of the controls, and steps it with the arrow keys', async () => {
    const { onAction } = controls(gameWith('for-sale', 4, { properties: [1, 2, 3, 4] }))
    screen.getByRole('button', { name: /^Pass/ }).focus()
    await userEvent.keyboard('9')
    expect(field()).toHaveFocus()
    expect(field()).toHaveValue('9')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{PageUp}')
    expect(field()).toHaveValue('15')
    await userEvent.click(screen.getByRole('button', { name: 'Bid $15,000' }))
    expect(onAction).toHaveBeenCalledWith({ type: 'bid', player: 0, amount: 15 })
  })

  it('steps with − and + within the range', async () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [1, 2, 3] }), bid(0, 26))
    controls(state)
    expect(field()).toHaveValue('27')
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'One more' }))
    expect(field()).toHaveValue('28')
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled()
    expect(screen.getByText(/You can bid up to \$28,000\./)).toBeInTheDocument()
  })

  it('refuses an amount out of range with a reason, and bids nothing', async () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [1, 2, 3] }), bid(0, 5))
    const { onAction } = controls(state)
    await userEvent.clear(field())
    expect(screen.getByText('Type an amount to bid.')).toBeInTheDocument()
    await userEvent.type(field(), '3{Enter}')
    expect(screen.getByText('The bid must be at least $6,000.')).toBeInTheDocument()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(field())
    await userEvent.type(field(), '40{Enter}')
    expect(screen.getByText('You can bid up to $28,000.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Bid …' })).toBeDisabled()
    expect(onAction).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'One less' }))
    expect(field()).toHaveValue('28')
  })

  it('keeps only digits of what is typed or pasted', async () => {
    controls(gameWith('for-sale', 3, { properties: [1, 2, 3] }))
    await userEvent.clear(field())
    await userEvent.type(field(), '1a2')
    expect(field()).toHaveValue('12')
    expect(parseBid(' 12 ')).toBe(12)
    expect(parseBid('')).toBeNull()
    expect(parseBid('1-2')).toBeNull()
  })

  it('starts again from the new next legal bid after each move', () => {
    const first = gameWith('for-sale', 3, { properties: [1, 2, 3] })
    const { view } = controls(first)
    expect(field()).toHaveValue('1')
    const { state } = play(first, bid(0, 4))
    const legal = legalActions(state)
    if (legal.phase !== 'auction') throw new Error('not an auction')
    view.rerender(
      <BidControls ruleset="for-sale" legal={legal} range={shownBidRange(legal)} playerName="Ben" onAction={() => undefined} turn={state.actionCount} />,
    )
    expect(field()).toHaveValue('5')
  })
})

describe('BidControls: secret money', () => {
  /** Gryphon at 4 (secret money by default): everyone starts with 18. Ann bids 3, it is Ben's turn. */
  const table = () => play(gameWith('for-sale-gryphon', 4, { properties: [1, 2, 3, 4] }), bid(0, 3)).state
  /** The same table with Ben's secret money set to `money`. */
  const holding = (money: number): GameState => {
    const state = table()
    return { ...state, seats: state.seats.map((s, i) => (i === 1 ? { ...s, money } : s)) }
  }
  const html = (state: GameState) => {
    const { view } = controls(state)
    const out = view.container.innerHTML.replace(/_r_\w+_/g, 'id')
    view.unmount()
    return out
  }

  it('caps the controls at the starting money, whatever the player holds', () => {
    expect(controls(holding(18)).range).toEqual({ min: 4, max: 18, publicCap: true })
  })

  it('shows the same controls to a rich and a broke player: nothing depends on the money held', () => {
    const rich = html(holding(18))
    expect(html(holding(3))).toBe(rich)
    expect(html(holding(4))).toBe(rich)
    expect(rich).not.toMatch(/must pass/)
  })

  it('keeps the bid buttons for a player who cannot top the high bid; the engine refuses after the fact', async () => {
    const state = holding(2)
    expect(legalActions(state)).toMatchObject({ phase: 'auction', player: 1, bid: null })
    const { onAction } = controls(state)
    expect(screen.queryByText(/must pass/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Bid $4,000, the next legal bid' }))
    expect(onAction).toHaveBeenCalledWith({ type: 'bid', player: 1, amount: 4 })
  })

  it('refuses a typed amount above the starting money with a reason that names only the public cap', async () => {
    controls(holding(18))
    await userEvent.clear(field())
    await userEvent.type(field(), '25')
    expect(screen.getByText('No player starts with more than $18,000.')).toBeInTheDocument()
  })
})
