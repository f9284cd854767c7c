import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useLocale } from '../i18n/i18n.ts'
import { CheckCard } from './check-card.tsx'
import { MoneyCard } from './money-card.tsx'
import { PropertyCard, houseFloors } from './property-card.tsx'

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('cards', () => {
  it('For Sale: houses by number, checks in dollars, refused checks plainly 0', () => {
    render(
      <>
        <PropertyCard ruleset="for-sale" card={27} />
        <CheckCard ruleset="for-sale" card={15} />
        <CheckCard ruleset="for-sale-gryphon" card={0} />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Property 27' })).toHaveTextContent('27')
    expect(screen.getByRole('img', { name: 'Check for $15,000' })).toHaveTextContent('$15,000')
    const refused = screen.getByRole('img', { name: 'Refused check, worth 0' })
    expect(refused).toHaveTextContent('0')
    expect(refused).toHaveTextContent('refused')
  })

  it('Sold!: playing cards with rank and suit in the corner, the pips or the court figure in the middle', () => {
    render(
      <>
        <PropertyCard ruleset="sold" card={26} />
        <PropertyCard ruleset="sold" card={13} />
        <CheckCard ruleset="sold" card={25} />
      </>,
    )
    const king = screen.getByRole('img', { name: 'Property: king of spades' })
    expect(king).toHaveTextContent('K')
    expect(king).toHaveTextContent('♠')
    expect(king).toHaveTextContent('♔')
    // The 7 of clubs: the corner's ♣ and seven pips, each drawn as the suit's shape.
    const seven = screen.getByRole('img', { name: 'Property: 7 of clubs' })
    expect(seven.querySelectorAll('svg text')).toHaveLength(7)
    expect((seven.textContent ?? '').split('♣')).toHaveLength(9)
    const check = screen.getByRole('img', { name: 'Check: king of hearts, worth 13' })
    expect(check).toHaveTextContent('♥')
    expect(check).toHaveTextContent('worth 13')
  })

  it('Sold! money is a pack of its own: the owner\'s mark, never a card suit, and no ace', () => {
    render(
      <>
        <MoneyCard seat={0} value={1} />
        <MoneyCard seat={1} value={8} />
        <MoneyCard seat={4} value={3} />
      </>,
    )
    const one = screen.getByRole('img', { name: 'Money card: 1 of circles, worth 1' })
    expect(one).toHaveTextContent('●')
    expect(one).toHaveTextContent('1')
    expect(screen.getByRole('img', { name: 'Money card: 8 of triangles, worth 8' })).toHaveTextContent('▲')
    expect(screen.getByRole('img', { name: 'Money card: 3 of crosses, worth 3' })).toHaveTextContent('✚')
    for (const card of screen.getAllByRole('img')) expect(card.textContent).not.toMatch(/[♠♣♥♦A]/)
  })

  it('For Sale: houses that grow with their number, cheques in figures and words', () => {
    expect([1, 6, 7, 15, 24, 30].map(houseFloors)).toEqual([1, 1, 2, 3, 4, 5])
    render(
      <>
        <PropertyCard ruleset="for-sale" card={3} />
        <PropertyCard ruleset="for-sale" card={30} />
        <CheckCard ruleset="for-sale" card={12} size="md" />
        <CheckCard ruleset="for-sale" card={0} size="md" />
      </>,
    )
    const windows = (name: string) => screen.getByRole('img', { name }).querySelectorAll('svg rect').length
    expect(windows('Property 30')).toBeGreaterThan(windows('Property 3'))
    const cheque = screen.getByRole('img', { name: 'Check for $12,000' })
    expect(cheque).toHaveTextContent('$12,000')
    expect(cheque).toHaveTextContent('twelve thousand dollars')
    const refused = screen.getByRole('img', { name: 'Refused check, worth 0' })
    expect(refused).toHaveTextContent('zero dollars')
    expect(refused).toHaveTextContent('refused')
  })

  it('names cards in French and Spanish', () => {
    act(() => useLocale.getState().setLocale('fr'))
    const { unmount } = render(<PropertyCard ruleset="sold" card={25} />)
    expect(screen.getByRole('img', { name: 'Propriété : roi de trèfle' })).toBeInTheDocument()
    unmount()
    act(() => useLocale.getState().setLocale('es'))
    render(<CheckCard ruleset="for-sale" card={0} />)
    expect(screen.getByRole('img', { name: 'Cheque rechazado, vale 0' })).toHaveTextContent('rechazado')
  })
})
