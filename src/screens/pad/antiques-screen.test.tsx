import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocale } from '../../i18n/locale-store.ts'
import { newAntiquesPad, type AntiquesPad } from '../../store/pad-games.ts'
import { AntiquesScreen } from './antiques-screen.tsx'

afterEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

let latest: AntiquesPad | null = null

/** The calculator's answer (the steppers' outputs are statuses too). */
const answerBox = () => {
  const found = screen.getAllByRole('status').find((el) => el.textContent?.includes('Current value'))
  if (found === undefined) throw new Error('no answer shown')
  return found
}

function Harness(props: { initial: AntiquesPad }) {
  const [game, setGame] = useState(props.initial)
  return (
    <AntiquesScreen
      game={game}
      onChange={(g) => {
        latest = g
        setGame(g)
      }}
      onHome={() => {}}
      saveProblem={null}
    />
  )
}

describe('the antiques companion', () => {
  it('answers "what is my item worth?" with the steps, the showcase cap and the half prices', async () => {
    const user = userEvent.setup()
    render(<Harness initial={newAntiquesPad(['Ann', 'Ben'], 0)} />)
    await user.click(screen.getByRole('button', { name: '$50' }))
    await user.click(screen.getByRole('radio', { name: 'Rare ×3' }))
    await user.click(screen.getByRole('checkbox', { name: 'Damaged' }))
    const answer = answerBox()
    expect(answer).toHaveTextContent('Current value: $100')
    expect(answer).toHaveTextContent('$50 × 3 = $150, damaged → $75, rounded up → $100')
    expect(answer).toHaveTextContent('Repair at an unmanned shop (half the face value): $50')
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'One more: Items of this category in the showcase' }))
    expect(answer).toHaveTextContent('$200: $100 × 2 for 4 showcased')
  })

  it('keeps the events showing for the round, per category, and starts them afresh the next round', async () => {
    const user = userEvent.setup()
    render(<Harness initial={newAntiquesPad(['Ann', 'Ben'], 0)} />)
    await user.click(screen.getByRole('radio', { name: 'Furniture' }))
    await user.click(screen.getByRole('button', { name: 'One more: “Price drops in half” cards' }))
    expect(latest?.events.furniture).toEqual({ doubles: 0, halves: 1 })
    expect(screen.getByText('In force: Furniture ÷2')).toBeInTheDocument()
    // The source's example: a damaged $1,000 chair with "Furniture drops in half" is worth $250.
    await user.click(screen.getByRole('checkbox', { name: 'Damaged' }))
    expect(answerBox()).toHaveTextContent('Current value: $250')
    await user.click(screen.getByRole('button', { name: /^Next round/ }))
    expect(latest?.round).toBe(2)
    expect(latest?.events.furniture).toEqual({ doubles: 0, halves: 0 })
  })

  it('counts each dealer: bad cash is refused and loses nothing, and the winner is named', async () => {
    const user = userEvent.setup()
    render(<Harness initial={newAntiquesPad(['Ann', 'Ben'], 0)} />)
    await user.click(screen.getByRole('button', { name: 'Final count' }))
    expect(screen.getByRole('button', { name: 'Finish the count' })).toBeDisabled()
    await user.type(screen.getByLabelText('Ann’s cash, in dollars'), '4250')
    await user.type(screen.getByLabelText('Ann’s cash, in dollars'), '5')
    expect(screen.getByText('Cash is a multiple of $50, $0 or more.')).toBeInTheDocument()
    expect(latest?.dealers[0]?.cash).toBe(4250)
    await user.clear(screen.getByLabelText('Ann’s cash, in dollars'))
    await user.type(screen.getByLabelText('Ann’s cash, in dollars'), '4250')
    await user.click(screen.getByRole('button', { name: '$4,000' }))
    await user.click(screen.getByRole('radio', { name: 'Rare ×2' }))
    await user.click(screen.getByRole('button', { name: 'Add the item' }))
    const breakdown = within(screen.getByRole('table', { name: 'Ann: the count' }))
    expect(breakdown.getByRole('row', { name: /^Games/ })).toHaveTextContent('Games1$8,000$8,000×1$8,000')
    expect(breakdown.getByRole('row', { name: /^Total/ })).toHaveTextContent('$12,250')
    expect(screen.getByText('Cash not entered yet: Ben.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ben' }))
    await user.type(screen.getByLabelText('Ben’s cash, in dollars'), '12250')
    expect(screen.getByText('Ann and Ben share the win with $12,250 (ruling A7).')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finish the count' }))
    expect(latest?.finished).toBe(true)
  }, 20_000)
})
