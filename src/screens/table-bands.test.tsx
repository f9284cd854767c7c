import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActionBar, FeltBand } from './table-bands.tsx'

describe('the table bands', () => {
  it('the action bar: a press on one of its buttons leaves the focus where it was; its fields still take it', () => {
    render(
      <ActionBar>
        <button type="button">Bid $3,000</button>
        <input aria-label="Amount" />
      </ActionBar>,
    )
    // fireEvent returns false when the default action was prevented (the browser's focus on press).
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Bid $3,000' }))).toBe(false)
    expect(fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Amount' }))).toBe(true)
  })

  it('the action bar: its controls dim together while input is paused, a computer player thinking does not', () => {
    const { container, rerender } = render(
      <ActionBar>
        <button type="button">Bid $3,000</button>
      </ActionBar>,
    )
    // index.css: html[data-tap-guard] .tap-dim, one layer of its own.
    expect(container.querySelectorAll('.tap-dim')).toHaveLength(1)
    expect(container.querySelector('.tap-dim')).toContainElement(screen.getByRole('button', { name: 'Bid $3,000' }))
    rerender(
      <ActionBar controls={false}>
        <p>Ben is thinking…</p>
      </ActionBar>,
    )
    expect(container.querySelector('.tap-dim')).toBeNull()
  })

  it('the felt: its cloth is a layer of its own under the felt, hidden from assistive technology', () => {
    const { container } = render(
      <FeltBand>
        <p>High bid: $2,000</p>
      </FeltBand>,
    )
    const cloth = container.querySelector('.felt')
    expect(cloth?.getAttribute('aria-hidden')).toBe('true')
    expect(cloth?.nextElementSibling?.tagName).toBe('MAIN')
    expect(screen.getByRole('main')).toHaveTextContent('High bid: $2,000')
    expect(screen.getByRole('main').classList.contains('felt')).toBe(false)
  })
})
