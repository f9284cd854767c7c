import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { recentNames } from '../../store/recent-names.ts'
import { PAD_FORMAT, listPadGames, newCardsPad, padKey, savePadGame } from '../../store/pad-games.ts'
import { PadGamesList } from './pad-games-list.tsx'
import { PadHost } from './pad-host.tsx'
import { useRulesOverlay } from '../../rules/rules-overlay.ts'
import { getHistoryEntry } from '../../history/history-store.ts'

beforeEach(() => localStorage.clear())

describe('starting a count', () => {
  it('offers the four rulesets and Antique Dealer’s SOLD, recent names, and checks the names', async () => {
    const user = userEvent.setup()
    render(<PadHost request={{ kind: 'new' }} recentNames={['Zoe']} onHome={() => {}} />)
    expect(screen.getAllByRole('radio')).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: 'Add Zoe' }))
    await user.type(screen.getByRole('textbox', { name: 'Player 2' }), 'zoe')
    await user.click(screen.getByRole('button', { name: 'Start counting' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Every player needs a name.')
    await user.type(screen.getByRole('textbox', { name: 'Player 3' }), 'Ben')
    await user.click(screen.getByRole('button', { name: 'Remove player 4' }))
    await user.click(screen.getByRole('button', { name: 'Start counting' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Two players are called Zoe')
    await user.clear(screen.getByRole('textbox', { name: 'Player 2' }))
    await user.type(screen.getByRole('textbox', { name: 'Player 2' }), 'Ann')
    await user.click(screen.getByRole('button', { name: 'Start counting' }))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For Sale, played with cards')
    // Saved at once, and the names remembered for next time.
    const [saved] = listPadGames()
    expect(saved?.ok && saved.game.kind === 'cards' && saved.game.players).toEqual(['Zoe', 'Ann', 'Ben'])
    expect(recentNames().slice(0, 3)).toEqual(['Zoe', 'Ann', 'Ben'])
  })

  it('seats two to six dealers for Antique Dealer’s SOLD and at least three for the card games', async () => {
    const user = userEvent.setup()
    render(<PadHost request={{ kind: 'new' }} recentNames={[]} onHome={() => {}} />)
    expect(screen.getByRole('button', { name: 'Remove player 4' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Remove player 4' }))
    expect(screen.getByRole('button', { name: 'Remove player 3' })).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: /Antique Dealer/ }))
    expect(screen.getByRole('button', { name: 'Remove player 3' })).toBeEnabled()
    expect(screen.getByText('From 2 to 6 names, each different.')).toBeInTheDocument()
    // The rules button opens the reference on that game's own part.
    await user.click(screen.getByRole('button', { name: /Rules/ }))
    expect(useRulesOverlay.getState().request).toEqual({ ruleset: null, section: 'antiques.goal' })
    act(() => useRulesOverlay.getState().close())
  })

  it('says so when a count asked for is no longer there', () => {
    render(<PadHost request={{ kind: 'open', id: 'gone' }} recentNames={[]} onHome={() => {}} />)
    expect(screen.getByRole('alert')).toHaveTextContent('This count is no longer on this device.')
  })
})

describe('the counts on Home', () => {
  it('lists counts with their result, reports a damaged one, and deletes after asking', async () => {
    const user = userEvent.setup()
    const done = {
      ...newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 1000),
      finished: true,
      entries: [
        { checks: [15, 15], moneyLeft: 3 },
        { checks: [2], moneyLeft: 0 },
        { checks: [], moneyLeft: 0 },
      ],
    }
    savePadGame(done)
    savePadGame({ ...newCardsPad('sold', ['Ann', 'Ben', 'Cy', 'Dee'], 500), stage: { phase: 'sale', round: 2 } })
    localStorage.setItem(padKey('broken'), JSON.stringify({ format: PAD_FORMAT, version: 1, game: { id: 'broken', kind: 'cards' } }))
    const onOpen = vi.fn()
    render(<PadGamesList onOpen={onOpen} now={2000} />)
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Finished: Ann won')
    expect(items[1]).toHaveTextContent('In progress: Sale round 2 of 6')
    expect(items[2]).toHaveTextContent('Damaged count')
    await user.click(screen.getByRole('button', { name: 'Open the count of For Sale with Ann, Ben, and Cy' }))
    expect(onOpen).toHaveBeenCalledWith(done.id)
    await user.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Delete the damaged count' }))
    await user.click(await screen.findByRole('button', { name: 'Delete it' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(localStorage.getItem(padKey('broken'))).toBeNull()
  })
})

describe('a finished count in history', () => {
  it('joins history when finished, follows corrections, and leaves it when it stops adding up', async () => {
    const user = userEvent.setup()
    const game = {
      ...newCardsPad('for-sale', ['Ann', 'Ben', 'Cy'], 1000),
      entries: [
        { checks: [15, 15], moneyLeft: 3 },
        { checks: [2], moneyLeft: 0 },
        { checks: [], moneyLeft: 0 },
      ],
    }
    savePadGame(game)
    render(<PadHost request={{ kind: 'open', id: game.id }} recentNames={[]} onHome={() => {}} />)
    expect(getHistoryEntry(game.id)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Finish the count' }))
    const kept = getHistoryEntry(game.id)
    expect(kept?.ok && kept.entry.players.map((p) => p.score)).toEqual([33, 2, 0])
    await user.click(screen.getByRole('button', { name: /^Add a \$14,000 check for Ann/ }))
    const corrected = getHistoryEntry(game.id)
    expect(corrected?.ok && corrected.entry.players[0]?.score).toBe(47)
    expect(corrected?.ok && kept?.ok && corrected.entry.finishedAt).toBe(kept?.ok && kept.entry.finishedAt)
    await user.clear(screen.getByLabelText('Ann’s money left, in thousands'))
    expect(getHistoryEntry(game.id)).toBeNull()
  })
})
