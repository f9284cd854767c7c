import { act, fireEvent, render, screen } from '@testing-library/react'
import { gameTable } from '../engine/table-view.ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { ScoresScreen } from '../screens/scores-screen.tsx'
import { DUMP_FORMAT, storedDumpText } from '../storage/stored-dump.ts'
import { noteKept, useHistoryKeeping } from '../store/history-keeping.ts'
import { ErrorBoundary } from './error-boundary.tsx'

function Throws(): never {
  throw new RangeError('Invalid time value')
}

beforeEach(() => {
  localStorage.clear()
  useHistoryKeeping.setState({ unkept: {} })
  act(() => useLocale.getState().setLocale('en'))
})
afterEach(() => vi.restoreAllMocks())

describe('the error boundary', () => {
  it('shows a plain message, a way Home and a way to save what is stored, never an empty page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onHome = vi.fn()
    render(
      <ErrorBoundary onHome={onHome} resetKey="history">
        <Throws />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Save a copy of everything stored' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this screen')
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }))
    expect(onHome).toHaveBeenCalledTimes(1)
  })

  it('draws the next screen again once the screen changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <ErrorBoundary resetKey="history">
        <Throws />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeInTheDocument()
    rerender(
      <ErrorBoundary resetKey="home">
        <p>Home</p>
      </ErrorBoundary>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Home')).toBeInTheDocument()
  })

  it('saves every key Gavel keeps, damaged values included, as stored', () => {
    localStorage.setItem('gavel:history:x', '{"broken":')
    localStorage.setItem('gavel:locale', '{"state":{"locale":"fr"},"version":1}')
    localStorage.setItem('someone-else', 'not ours')
    const dump = JSON.parse(storedDumpText(0)) as { format: string; keys: Record<string, string> }
    expect(dump.format).toBe(DUMP_FORMAT)
    expect(dump.keys).toEqual({ 'gavel:history:x': '{"broken":', 'gavel:locale': '{"state":{"locale":"fr"},"version":1}' })
  })
})

describe('the scores of a game the history could not keep', () => {
  it('say so in words, with a way to export the game', () => {
    const played = playRandomGame('for-sale', 3, 'unkept')
    const state = played.states[played.actions.length] as GameState
    const onExport = vi.fn()
    const props = { table: gameTable(state, []), onExport, onCopyDealCode: null, onHome: () => {}, play: { id: 'g', createdAt: 0, updatedAt: 0 } }
    const { rerender } = render(<ScoresScreen {...props} />)
    expect(screen.queryByText(/could not be kept in the history/)).toBeNull()
    act(() => noteKept('g', { ok: false, problem: 'full' }))
    rerender(<ScoresScreen {...props} />)
    expect(screen.getByText(/could not be kept in the history of finished games: this device’s storage is full/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Export this game' }))
    expect(onExport).toHaveBeenCalledTimes(1)
  })
})
