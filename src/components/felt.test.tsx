import { act, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import { playerView } from '../engine/view.ts'
import type { GameEvent } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { AuctionTicker, OfferRow, Pot, auctionMoves } from './felt.tsx'
import { SeatPanel } from './seat-panel.tsx'

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

const names = ['Ann', 'Ben', 'Cy']

describe('the offer row', () => {
  it('keeps one slot per card in order: a taken card leaves a ghost with the taker, and nothing reflows', () => {
    const taken = new Map([[7, 1]])
    const { container, rerender } = render(<OfferRow ruleset="for-sale" cards={[7, 12, 20]} takenBy={() => null} names={names} />)
    const slots = () => Array.from(container.querySelectorAll('[data-slot]')).map((li) => li.getAttribute('data-card'))
    expect(slots()).toEqual(['7', '12', '20'])
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Property 7', 'Property 12', 'Property 20'])
    rerender(<OfferRow ruleset="for-sale" cards={[7, 12, 20]} takenBy={(c) => taken.get(c) ?? null} names={names} />)
    expect(slots()).toEqual(['7', '12', '20'])
    expect(screen.getByText('taken by Ben')).toBeInTheDocument()
    // The taken card is no longer one of the cards up for auction (its copy for the motion is hidden from everyone).
    expect(within(screen.getByRole('region', { name: /Up for auction/ })).getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Property 12', 'Property 20'])
    expect(container.querySelector('[data-tour="offer"]')).not.toBeNull()
  })

  it('keeps a taken card as the same element, not drawn, for the motion to fly: nothing is drawn anew when a card is taken', () => {
    const { container, rerender } = render(<OfferRow ruleset="for-sale" cards={[7, 12, 20]} takenBy={() => null} names={names} />)
    const card = screen.getByRole('img', { name: 'Property 7' })
    expect(container.querySelector('[data-fly]')).toBeNull()
    rerender(<OfferRow ruleset="for-sale" cards={[7, 12, 20]} takenBy={(c) => (c === 7 ? 1 : null)} names={names} />)
    const fly = container.querySelector<HTMLElement>('[data-slot][data-card="7"] [data-fly]')
    expect(fly?.firstElementChild).toBe(card)
    expect(fly?.className).toBe('hidden')
    expect(fly?.getAttribute('aria-hidden')).toBe('true')
  })

  it('held face down, puts no card of the next auction in the page', () => {
    const { container } = render(<OfferRow ruleset="for-sale" cards={[3, 9, 27]} takenBy={() => null} names={names} hidden />)
    expect(container.querySelectorAll('[data-slot]')).toHaveLength(3)
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(container.querySelector('[data-card]')).toBeNull()
    expect(container.textContent).not.toMatch(/\d/)
  })
})

describe('the pot', () => {
  it('shows the high bid and its bidder, or that nobody has bid', () => {
    const { rerender, container } = render(<Pot ruleset="for-sale" highBid={0} highBidder={null} names={names} chips={0} />)
    expect(screen.getByText('No bid yet')).toBeInTheDocument()
    rerender(<Pot ruleset="for-sale" highBid={5} highBidder={2} names={names} chips={1} />)
    expect(screen.getByText('High bid: $5,000 by Cy')).toBeInTheDocument()
    expect(container.querySelector('[data-tour="pot"]')).not.toBeNull()
  })

  it('builds a stack of chips, one a bid, up to a stack of seven', () => {
    const chips = (container: HTMLElement) => container.querySelectorAll('[data-pot-stack] > .bg-amber-600').length
    const { rerender, container } = render(<Pot ruleset="for-sale" highBid={0} highBidder={null} names={names} chips={0} />)
    expect(chips(container)).toBe(0)
    rerender(<Pot ruleset="for-sale" highBid={3} highBidder={1} names={names} chips={3} />)
    expect(chips(container)).toBe(3)
    rerender(<Pot ruleset="for-sale" highBid={12} highBidder={0} names={names} chips={11} />)
    expect(chips(container)).toBe(7)
  })
})

describe('a seat', () => {
  it('lights the seat to act with words, not colour alone, and bubbles its bid', () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 3))
    const view = playerView(state, null)
    render(
      <ul>
        <SeatPanel ruleset="for-sale" seat={0} view={view.seats[0]!} auction={view.auction} isTurn={false} />
        <SeatPanel ruleset="for-sale" seat={1} view={view.seats[1]!} auction={view.auction} isTurn />
      </ul>,
    )
    const [ann, ben] = screen.getAllByRole('listitem')
    expect(ben).toHaveAttribute('aria-current', 'true')
    expect(within(ben!).getByText('Their turn')).toBeInTheDocument()
    expect(ben).toHaveTextContent('▶ to play')
    expect(within(ann!).getByText('High bid, Bid: $3,000')).toBeInTheDocument()
    expect(ann).toHaveTextContent('$28,000')
  })

  it('says "out" once passed, and stacks its properties with their count', () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 3), pass(1))
    const view = playerView(state, null)
    render(
      <ul>
        <SeatPanel ruleset="for-sale" seat={1} view={view.seats[1]!} auction={view.auction} isTurn={false} />
      </ul>,
    )
    expect(screen.getByText('Passed')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: '1 property' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Property 7' })).toBeInTheDocument()
  })

  it('keeps secret money a face-down stack with no number, and the box’s properties face down', () => {
    const { state } = play(gameWith('for-sale-gryphon', 3, { properties: [7, 12, 20] }), bid(0, 3), pass(1))
    const view = playerView(state, null)
    const { container } = render(
      <ul>
        <SeatPanel ruleset="for-sale-gryphon" seat={1} view={view.seats[1]!} auction={view.auction} isTurn={false} faceDown />
      </ul>,
    )
    expect(screen.getByText('Money hidden')).toBeInTheDocument()
    expect(screen.getByText('1 face down')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Property/ })).toBeNull()
    expect(container.textContent).not.toMatch(/\$|\b7\b/)
  })
})

describe('the auction ticker', () => {
  it('says the last move and keeps the two before it', () => {
    const g = gameWith('for-sale', 3)
    const moves = play(g, bid(0, 1), bid(1, 2), bid(2, 3), bid(0, 4), bid(1, 5))
    const history = auctionMoves(moves.events)
    const latest = history.slice(-1)
    const { rerender } = render(<AuctionTicker ruleset="for-sale" latest={latest} history={history} names={names} />)
    expect(within(screen.getByRole('status', { name: 'Last move' })).getByText(/Ben bids \$5,000/)).toBeInTheDocument()
    const recent = within(screen.getByRole('region', { name: 'This auction so far' })).getAllByRole('listitem')
    expect(recent.map((li) => li.textContent)).toEqual([expect.stringMatching(/Cy bids \$3,000/), expect.stringMatching(/Ann bids \$4,000/)])
    // One move more: the lines already shown keep their nodes (a line added, not every line rewritten).
    const kept = recent[1]
    const more = play(moves.state, bid(2, 6))
    const longer = auctionMoves([...moves.events, ...more.events])
    rerender(<AuctionTicker ruleset="for-sale" latest={longer.slice(-1)} history={longer} names={names} />)
    const after = within(screen.getByRole('region', { name: 'This auction so far' })).getAllByRole('listitem')
    expect(after[0]).toBe(kept)
    expect(after.map((li) => li.textContent)).toEqual([expect.stringMatching(/Ann bids \$4,000/), expect.stringMatching(/Ben bids \$5,000/)])
  })
})

describe('the ticker', () => {
  const bidOf = (player: number, amount: number): GameEvent => ({ type: 'bid', player, amount, previous: 0 })
  const history = [bidOf(0, 1), bidOf(1, 2), bidOf(2, 3), bidOf(0, 4), bidOf(1, 5)]
  // Each line: the mover's face (its letter), then the move.
  const earlierShown = () => within(screen.getByRole('region', { name: 'This auction so far' })).queryAllByRole('listitem')

  it('shows three lines in all: the auction so far gives way to a last move of two lines', () => {
    const { rerender } = render(<AuctionTicker ruleset="for-sale" latest={history.slice(-1)} history={history} names={names} />)
    expect(earlierShown().map((li) => li.textContent)).toEqual(['CCy bids $3,000.', 'AAnn bids $4,000.'])
    rerender(<AuctionTicker ruleset="for-sale" latest={history.slice(-2)} history={history} names={names} />)
    expect(earlierShown().map((li) => li.textContent)).toEqual(['CCy bids $3,000.'])
  })
})
