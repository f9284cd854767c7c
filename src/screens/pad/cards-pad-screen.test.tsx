import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocale } from '../../i18n/locale-store.ts'
import { newCardsPad, type CardsPad } from '../../store/pad-games.ts'
import { CardsPadScreen } from './cards-pad-screen.tsx'

afterEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

let latest: CardsPad | null = null

function Harness(props: { initial: CardsPad }) {
  const [game, setGame] = useState(props.initial)
  return (
    <CardsPadScreen
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

const add = (face: string, name: string) => screen.getByRole('button', { name: new RegExp(`^Add a ${face.replace(/\$/g, '\\$')}( \\(refused\\))? check for ${name} `) })

describe('the score pad', () => {
  it('knows the rounds of each phase at the table size and moves through them', async () => {
    const user = userEvent.setup()
    render(<Harness initial={newCardsPad('for-sale-gryphon', ['Ann', 'Ben', 'Cy'], 0)} />)
    expect(screen.getByText('Auction 1 of 8')).toBeInTheDocument()
    expect(screen.getByText('Turn up 3 properties; the last player still in takes the highest.')).toBeInTheDocument()
    for (let i = 0; i < 8; i++) await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Sale round 1 of 8')).toBeInTheDocument()
    expect(latest?.stage).toEqual({ phase: 'sale', round: 1 })
    await user.click(screen.getByRole('button', { name: 'Go to the final count' }))
    expect(latest?.stage).toEqual({ phase: 'count', round: 0 })
  })

  it('enters checks by tapping faces, never more of a face than the deck holds, and takes one off again', async () => {
    const user = userEvent.setup()
    render(<Harness initial={newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 0)} />)
    await user.click(add('$15,000', 'Ann'))
    await user.click(add('$15,000', 'Ann'))
    expect(add('$15,000', 'Ann')).toBeDisabled()
    await user.click(add('$0', 'Ann'))
    expect(latest?.entries[0]?.checks).toEqual([15, 15, 0])
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('30 checks are in play at 3 players; 3 entered.')
    await user.click(screen.getAllByRole('button', { name: 'Take the $15,000 check off Ann’s checks' })[0] as HTMLElement)
    expect(latest?.entries[0]?.checks).toEqual([15, 0])
    expect(add('$15,000', 'Ann')).toBeEnabled()
  }, 20_000)

  it('cannot finish while money is missing or above the starting money, and says why', async () => {
    const user = userEvent.setup()
    render(<Harness initial={newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 0)} />)
    const finish = screen.getByRole('button', { name: 'Finish the count' })
    expect(finish).toBeDisabled()
    expect(screen.getByText('Ann’s money left is not entered.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Ann’s money left, in thousands'), '29')
    expect(screen.getByText('Ann cannot have more than the starting money, $28,000.')).toBeInTheDocument()
  })

  it('ranks as the engine does, and a finished count that stops adding up is reopened', async () => {
    const user = userEvent.setup()
    const game: CardsPad = {
      ...newCardsPad('sold', ['Ann', 'Ben', 'Cy'], 0),
      entries: [
        { checks: [13, 13, 1, 1, 2, 2, 3, 3], moneyLeft: 2 },
        { checks: [12, 12, 11, 4, 4, 5, 5, 6], moneyLeft: 1 },
        { checks: [11, 10, 10, 9, 9, 8, 8, 7], moneyLeft: 0 },
      ],
      finished: true,
    }
    render(<Harness initial={game} />)
    const table = within(screen.getByRole('table', { name: 'Scores as they stand' }))
    expect(table.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['1. Cy', '2. Ben', '3. Ann'])
    expect(screen.getByText('Cy wins!')).toBeInTheDocument()
    expect(screen.getByText(/Count finished and saved/)).toBeInTheDocument()
    // Ann's money cards taken out: the count no longer adds up, so it is no longer finished.
    await user.click(screen.getByRole('button', { name: /^Ann\b/ }))
    await user.clear(screen.getByLabelText('Money cards Ann has left'))
    expect(latest?.finished).toBe(false)
    expect(screen.getByRole('button', { name: 'Finish the count' })).toBeDisabled()
  })

  it('speaks French', () => {
    act(() => useLocale.getState().setLocale('fr'))
    render(<Harness initial={newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 0)} />)
    expect(screen.getByText('Manche d’achat 1 sur 10')).toBeInTheDocument()
    expect(screen.getByText('30 Chèques sont en jeu à 3 joueurs ; 0 saisis.')).toBeInTheDocument()
  })
})
