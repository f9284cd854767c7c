import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameEvent } from '../engine/types.ts'
import { EventLog } from './event-log.tsx'

afterEach(cleanup)

const NAMES = ['Ann', 'Ben', 'Cy']
const bid = (player: number, amount: number, previous: number): GameEvent => ({ type: 'bid', player, amount, previous })
/** A payment of no cards: an event the log leaves out. */
const echo: GameEvent = { type: 'paid', player: 1, amount: 0, cards: [], chosen: false }

describe('EventLog', () => {
  it('keeps each line as it was when events it leaves out come after it: the line is not drawn again', () => {
    const first = bid(0, 1, 0)
    const { rerender } = render(<EventLog events={[first]} ruleset="for-sale" names={NAMES} />)
    const line = screen.getByText('Ann bids $1,000.').closest('li')
    rerender(<EventLog events={[first, echo, bid(2, 2, 0)]} ruleset="for-sale" names={NAMES} />)
    expect(screen.getByText('Cy bids $2,000.')).toBeInTheDocument()
    expect(screen.getByText('Ann bids $1,000.').closest('li')).toBe(line)
    // Each line's id is its event's place in the game.
    expect(screen.getByText('Cy bids $2,000.').id).toBe('event-line-2')
  })
})
