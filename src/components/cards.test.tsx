import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useLocale } from '../i18n/i18n.ts'
import { CheckCard } from './check-card.tsx'
import { MoneyCard } from './money-card.tsx'
import { PropertyCard } from './property-card.tsx'

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

  it('Sold!: playing cards with rank, suit symbol and suit name, never colour alone', () => {
    render(
      <>
        <PropertyCard ruleset="sold" card={26} />
        <PropertyCard ruleset="sold" card={1} />
        <CheckCard ruleset="sold" card={25} />
        <MoneyCard seat={4} value={1} />
      </>,
    )
    const king = screen.getByRole('img', { name: 'Property: king of spades' })
    expect(king).toHaveTextContent('K')
    expect(king).toHaveTextContent('♠')
    expect(king).toHaveTextContent('spades')
    expect(screen.getByRole('img', { name: 'Property: ace of clubs' })).toHaveTextContent('♣')
    const check = screen.getByRole('img', { name: 'Check: king of hearts, worth 13' })
    expect(check).toHaveTextContent('hearts')
    expect(check).toHaveTextContent('worth 13')
    expect(screen.getByRole('img', { name: 'Money card: ace of stars, worth 1' })).toHaveTextContent('★')
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
