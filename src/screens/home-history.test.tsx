import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createGame } from '../engine/game.ts'
import { playRandomGame } from '../engine/random-play.ts'
import { exportRecord } from '../engine/record.ts'
import type { GameState } from '../engine/types.ts'
import { addFinishedGame, listHistory } from '../history/history-store.ts'
import { openRecord, saveGame, type SavedGameListing } from '../store/saved-games.ts'
import { HomeHistory } from './home-history.tsx'
import { HomeScreen } from './home-screen.tsx'

function finishedGame(id: string, seed: string) {
  const played = playRandomGame('for-sale', 3, seed)
  const opened = openRecord(exportRecord(played.states.at(-1) as GameState))
  if (!opened.ok) throw new Error(opened.error.message)
  return { id, ...opened.value, dealCode: null, createdAt: 1_000, updatedAt: Date.UTC(2026, 11, 1, 20, 0) }
}

beforeEach(() => localStorage.clear())

describe('finished games on Home, apart from games in progress', () => {
  it('the saved games list keeps only the games in progress (and damaged saves) once history is there', async () => {
    const inProgress = createGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], seed: 'x', startPlayer: 0 })
    if (!inProgress.ok) throw new Error('no game')
    const over = finishedGame('b', 'h1')
    const games: SavedGameListing[] = [
      { ok: true, id: 'a', ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], state: inProgress.value, createdAt: 0, updatedAt: 0 },
      { ok: true, id: 'b', ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], state: over.state, createdAt: 0, updatedAt: 0 },
      { ok: false, id: 'bad', reason: { kind: 'unreadable' } },
    ]
    const noop = () => null
    render(
      <HomeScreen games={games} restoreProblem={null} onDismissRestoreProblem={noop} onNewGame={noop} onResume={noop} onDelete={noop} onImport={noop} onHistory={vi.fn()} />,
    )
    const saved = within(screen.getByRole('region', { name: 'Saved games' }))
    expect(await saved.findAllByRole('listitem')).toHaveLength(2)
    expect(saved.queryByText(/^Finished:/)).toBeNull()
  })

  it('lists the latest finished games, sweeping in a finished saved game, and opens one or all', async () => {
    addFinishedGame(finishedGame('g1', 'h1'), 10_000)
    // A finished game saved before history kept it.
    saveGame(finishedGame('g2', 'h2'))
    const open = vi.fn()
    render(<HomeHistory onOpenHistory={open} />)
    const region = within(screen.getByRole('region', { name: 'Finished games' }))
    expect(region.getAllByRole('listitem')).toHaveLength(2)
    expect(listHistory().map((l) => l.id).sort()).toEqual(['g1', 'g2'])
    await userEvent.click(region.getAllByRole('button', { name: /^Scores and pictures of For Sale with Ann, Ben, and Cy, finished / })[0]!)
    expect(open).toHaveBeenCalledWith('g2')
    await userEvent.click(region.getByRole('button', { name: 'Finished games and stats' }))
    expect(open).toHaveBeenLastCalledWith(null)
  })

  it('drops a game taken back from its end with undo, until it ends again', () => {
    const over = finishedGame('g3', 'h3')
    addFinishedGame(over, 10_000)
    const played = playRandomGame('for-sale', 3, 'h3')
    const opened = openRecord(exportRecord(played.states.at(-2) as GameState))
    if (!opened.ok) throw new Error(opened.error.message)
    saveGame({ ...over, ...opened.value })
    render(<HomeHistory onOpenHistory={vi.fn()} />)
    expect(listHistory()).toEqual([])
    expect(screen.getByText('No finished games yet. A game is kept here when it ends.')).toBeInTheDocument()
  })

  it('says so when there is none yet', () => {
    render(<HomeHistory onOpenHistory={vi.fn()} />)
    expect(screen.getByText('No finished games yet. A game is kept here when it ends.')).toBeInTheDocument()
  })
})
