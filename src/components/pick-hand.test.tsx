import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PickHand, handLayout } from './pick-hand.tsx'

/** A row's room for the lift and the slant (3.5rem at 16 px). */
const ROOM = 56

describe('the seller’s hand on the pick screen', () => {
  it('stands in two rows where they draw the cards larger: ten properties on a phone', () => {
    // A 360 px phone: the list's 336 px and about 210 px of felt. One row: 52 px cards; two: 73 px.
    expect(handLayout(10, 336, 210 - ROOM, 133)?.rows).toBe(2)
    expect(handLayout(10, 336, 210 - ROOM, 133)?.cardWidth).toBeCloseTo(72.7, 1)
    // Eight on a taller felt (a 390×844 phone): 65 px in one row, 90 in two.
    expect(handLayout(8, 336, 250 - ROOM, 133)?.rows).toBe(2)
  })

  it('stays in one row where one row is as good: a wide screen, a short felt, or a short hand', () => {
    expect(handLayout(10, 1800, 400 - ROOM, 216)?.rows).toBe(1)
    // Too little height for two rows to gain anything.
    expect(handLayout(10, 336, 120 - ROOM, 133)?.rows).toBe(1)
    expect(handLayout(5, 200, 600 - ROOM, 133)?.rows).toBe(1)
    // One row of five on a tall room: as wide as the width allows, a finger's room on each.
    expect(handLayout(5, 200, 600 - ROOM, 133)?.cardWidth).toBeCloseTo(200 / 3.8, 1)
    // Nothing measured yet (no layout): none, and the hand is drawn in one row.
    expect(handLayout(10, 0, 0, 133)).toBeNull()
  })

  it('lists every card once, as a button saying whether it is the pick', () => {
    render(<PickHand ruleset="for-sale" cards={[3, 9, 14, 22, 27, 30]} chosen={14} onChoose={() => {}} focusRing="" />)
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(6)
    expect(buttons.filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(1)
    expect(screen.getByRole('list').querySelectorAll('li:not([aria-hidden])')).toHaveLength(6)
  })
})
