import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PickHand, handRows } from './pick-hand.tsx'

describe('the seller’s hand on the pick screen', () => {
  it('stands in two rows where they draw the cards larger: ten properties on a phone', () => {
    // A 360 px phone: the list's 336 px and about 210 px of felt. One row: 52 px cards; two: 73 px.
    expect(handRows(10, 336, 210, 133)).toBe(2)
    // Eight on a taller felt (a 390×844 phone): 65 px in one row, 90 in two.
    expect(handRows(8, 336, 250, 133)).toBe(2)
  })

  it('stays in one row where one row is as good: a wide screen, a short felt, or a short hand', () => {
    expect(handRows(10, 1800, 400, 216)).toBe(1)
    // Too little height for two rows to gain anything.
    expect(handRows(10, 336, 120, 133)).toBe(1)
    expect(handRows(5, 200, 600, 133)).toBe(1)
    // Nothing measured yet (no layout): one row.
    expect(handRows(10, 0, 0, 133)).toBe(1)
  })

  it('lists every card once, as a button saying whether it is the pick', () => {
    render(<PickHand ruleset="for-sale" cards={[3, 9, 14, 22, 27, 30]} chosen={14} onChoose={() => {}} focusRing="" />)
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(6)
    expect(buttons.filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(1)
    expect(screen.getByRole('list').querySelectorAll('li:not([aria-hidden])')).toHaveLength(6)
  })
})
