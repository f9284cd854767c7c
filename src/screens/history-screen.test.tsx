import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { playRandomGame } from '../engine/random-play.ts'
import { exportRecord } from '../engine/record.ts'
import type { GameState } from '../engine/types.ts'
import { addFinishedGame, historyKey, listHistory } from '../history/history-store.ts'
import { openRecord } from '../store/saved-games.ts'
import { HistoryScreen } from './history-screen.tsx'

function keep(id: string, seed: string, finishedAt: number) {
  const played = playRandomGame('sold', 3, seed)
  const opened = openRecord(exportRecord(played.states.at(-1) as GameState))
  if (!opened.ok) throw new Error(opened.error.message)
  addFinishedGame({ id, ...opened.value, dealCode: null, createdAt: 1_000, updatedAt: finishedAt }, finishedAt)
}

beforeEach(() => {
  localStorage.clear()
  history.replaceState({ gavel: 'history' }, '')
})

describe('HistoryScreen', () => {
  it('lists finished games and a damaged entry apart, with the stats by player', () => {
    keep('g1', 's1', Date.UTC(2026, 11, 1, 20))
    keep('g2', 's2', Date.UTC(2026, 11, 2, 20))
    localStorage.setItem(historyKey('zz'), '{"format":"gavel-history","version":7,"entry":{}}')
    render(<HistoryScreen onHome={vi.fn()} onPresent={vi.fn()} />)
    const games = within(screen.getByRole('region', { name: 'Finished games' }))
    expect(games.getAllByRole('button', { name: /^Scores and pictures of Sold! with Ann, Ben, and Cy, finished / })).toHaveLength(2)
    expect(games.getByText('It was written by a newer version of Gavel (version 7).')).toBeInTheDocument()
    expect(games.getAllByRole('link', { name: /^Log to BG Stats/ })).toHaveLength(2)
    const stats = within(screen.getByRole('region', { name: 'Stats by player' }))
    const ann = stats.getAllByRole('row').find((r) => r.textContent?.startsWith('Ann'))
    expect(within(ann!).getAllByRole('cell')[0]).toHaveTextContent('2')
  })

  it('deletes a finished game after asking', async () => {
    keep('g1', 's1', 10_000)
    render(<HistoryScreen onHome={vi.fn()} onPresent={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: /^Delete Sold! with Ann, Ben, and Cy/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this finished game?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete it' }))
    expect(listHistory()).toEqual([])
    expect(screen.getByText('No finished games yet. A game is kept here when it ends.')).toBeInTheDocument()
  })

  it('presents a finished game and a sample game', async () => {
    keep('g1', 's1', 10_000)
    const onPresent = vi.fn()
    render(<HistoryScreen onHome={vi.fn()} onPresent={onPresent} />)
    await userEvent.click(screen.getByRole('button', { name: /^Present Sold! with Ann, Ben, and Cy/ }))
    expect(onPresent.mock.calls[0]?.[0]).toMatchObject({ startAt: 'start', dealCode: null })
    await userEvent.click(screen.getByRole('button', { name: 'Present the sample For Sale game with 3 players' }))
    expect(onPresent.mock.calls[1]?.[0]).toMatchObject({ startAt: 'start', dealCode: 'TEACH3FS' })
  })

  it('opens a finished game’s scores and pictures, and comes back', async () => {
    keep('g1', 's1', 10_000)
    render(<HistoryScreen onHome={vi.fn()} onPresent={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: /^Scores and pictures of Sold!/ }))
    expect(screen.getByRole('heading', { level: 1, name: /wins!$|share the win!$/ })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Money through the buying phase/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Play again with the same players' })).toBeNull()
    expect(screen.getByRole('link', { name: /^Log to BG Stats/ })).toBeInTheDocument()
  })

  it('refuses a file that is not a backup, saying why', async () => {
    render(<HistoryScreen onHome={vi.fn()} onPresent={vi.fn()} />)
    const input = screen.getByLabelText('Restore from a backup file')
    await userEvent.upload(input, new File(['{"format":"gavel/1"}'], 'x.json', { type: 'application/json' }))
    expect(await screen.findByText(/^This file is not a Gavel history backup\./)).toBeInTheDocument()
  })
})
