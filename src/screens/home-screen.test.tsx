import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createGame } from '../engine/game.ts'
import type { GameError, GameState } from '../engine/types.ts'
import { playRandomGame } from '../engine/random-play.ts'
import { useLocale } from '../i18n/locale-store.ts'
import type { SavedGameListing } from '../store/saved-games.ts'
import { HomeScreen } from './home-screen.tsx'

const NOW = Date.UTC(2026, 11, 2, 14, 0)

function state(ruleset: 'for-sale' | 'sold', players: string[]): GameState {
  const created = createGame({ ruleset, players, seed: 'home', startPlayer: 0 })
  if (!created.ok) throw new Error(created.error.message)
  return created.value
}

const summary = (id: string, s: GameState, minutesAgo: number): SavedGameListing => ({
  ok: true,
  id,
  ruleset: s.ruleset,
  players: s.seats.map((x) => x.name),
  state: s,
  createdAt: NOW - minutesAgo * 60_000,
  updatedAt: NOW - minutesAgo * 60_000,
})

const finished = playRandomGame('for-sale', 3, 'home-over')
const games: SavedGameListing[] = [
  summary('a', state('for-sale', ['Ann', 'Ben', 'Cy', 'Dee']), 5),
  summary('b', finished.states.at(-1) as GameState, 60 * 30),
  { ok: false, id: 'bad', reason: { kind: 'unreadable' } },
]

/** Home as drawn once its list of games in progress has loaded (it comes with the engine, lazily). */
async function renderHome(overrides: Partial<Parameters<typeof HomeScreen>[0]> = {}) {
  const props = {
    games,
    restoreProblem: null,
    onDismissRestoreProblem: vi.fn(),
    onNewGame: vi.fn(),
    onResume: vi.fn(),
    onDelete: vi.fn(),
    onImport: vi.fn((): GameError | null => null),
    now: NOW,
    ...overrides,
  }
  render(<HomeScreen {...props} />)
  await act(async () => {
    await import('./saved-games-list.tsx')
  })
  return props
}

afterEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('HomeScreen', () => {
  it('lists saved games with ruleset, players, phase and when last played', async () => {
    await renderHome()
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const first = within(items[0] as HTMLElement)
    expect(first.getByRole('heading', { name: 'For Sale' })).toBeInTheDocument()
    expect(first.getByText('Players: Ann, Ben, Cy, and Dee')).toBeInTheDocument()
    expect(first.getByText('Auction 1 of 7')).toBeInTheDocument()
    expect(first.getByText('Last played 5 minutes ago')).toBeInTheDocument()
    const second = within(items[1] as HTMLElement)
    expect(second.getByText(/^Finished: .+ won|^Finished: .+ share the win/)).toBeInTheDocument()
    expect(second.getByText('Last played yesterday')).toBeInTheDocument()
  })

  it('reports a damaged save with its reason and lets it be deleted', async () => {
    const props = await renderHome()
    const damaged = within(screen.getAllByRole('listitem')[2] as HTMLElement)
    expect(damaged.getByText('Its data is damaged and cannot be read.')).toBeInTheDocument()
    await userEvent.click(damaged.getByRole('button', { name: 'Delete the damaged save' }))
    // The dialogs load on demand (a lazy chunk), so they are waited for.
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete it' }))
    expect(props.onDelete).toHaveBeenCalledWith('bad')
  })

  it('resumes a game and starts a new one', async () => {
    const props = await renderHome()
    await userEvent.click(screen.getByRole('button', { name: 'Resume For Sale with Ann, Ben, Cy, and Dee' }))
    expect(props.onResume).toHaveBeenCalledWith('a')
    await userEvent.click(screen.getByRole('button', { name: 'New game' }))
    expect(props.onNewGame).toHaveBeenCalled()
  })

  it('deletes only after confirmation', async () => {
    const props = await renderHome()
    await userEvent.click(screen.getByRole('button', { name: 'Delete For Sale with Ann, Ben, Cy, and Dee' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this game?' })
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(props.onDelete).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Delete For Sale with Ann, Ben, Cy, and Dee' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Delete For Sale with Ann, Ben, Cy, and Dee' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }))
    expect(props.onDelete).toHaveBeenCalledWith('a')
  })

  it('says so when there are no saved games, and shows a problem reopening the last one', async () => {
    const props = await renderHome({ games: [], restoreProblem: { kind: 'foreign' } })
    expect(screen.getByText('No saved games yet. A game is saved after every move.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The game you were playing could not be reopened.')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(props.onDismissRestoreProblem).toHaveBeenCalled()
  })

  it('switches language', async () => {
    await renderHome()
    const group = screen.getByRole('group', { name: 'Language' })
    expect(within(group).getByRole('button', { name: /EN/ })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(group).getByRole('button', { name: /Français/ }))
    expect(screen.getByRole('button', { name: 'Nouvelle partie' })).toBeInTheDocument()
    expect(screen.getByText('Achat 1 sur 7')).toBeInTheDocument()
    expect(screen.getByText('Jouée il y a 5 minutes')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Español/ }))
    expect(screen.getByRole('heading', { name: 'Partidas guardadas' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument()
  })

  it('has a Rules button that opens the rules reference (issue 4)', async () => {
    await renderHome()
    expect(screen.getByRole('button', { name: 'Rules' })).toHaveAttribute('aria-haspopup', 'dialog')
  })
})

describe('import', () => {
  it('shows what is wrong with a pasted record and keeps the dialog open', async () => {
    const onImport = vi.fn((): GameError | null => ({ code: 'BID_OVER_MONEY', message: 'x', action: 4 }))
    await renderHome({ onImport })
    await userEvent.click(screen.getByRole('button', { name: 'Import a game record' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import a game record' })
    await userEvent.click(within(dialog).getByLabelText('Or paste the record here'))
    await userEvent.paste('{"format":"gavel/1"}')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the pasted record' }))
    expect(onImport).toHaveBeenCalledWith('{"format":"gavel/1"}')
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This record cannot be opened. Action 5 of the record is not allowed: the bid is more money than the player has. Nothing has changed.',
    )
  })

  it('asks for a record before opening nothing', async () => {
    const onImport = vi.fn((): GameError | null => null)
    await renderHome({ onImport })
    await userEvent.click(screen.getByRole('button', { name: 'Import a game record' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Open the pasted record' }))
    expect(onImport).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Paste a record first.')
  })

  it('opens a chosen file and closes when it is accepted', async () => {
    const onImport = vi.fn((): GameError | null => null)
    await renderHome({ onImport })
    await userEvent.click(screen.getByRole('button', { name: 'Import a game record' }))
    const file = new File(['{"format":"gavel/1"}'], 'game.json', { type: 'application/json' })
    await userEvent.upload(await screen.findByLabelText('Choose a file'), file)
    await vi.waitFor(() => expect(onImport).toHaveBeenCalledWith('{"format":"gavel/1"}'))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('names a file that is not JSON', async () => {
    await renderHome({ onImport: () => ({ code: 'BAD_JSON', message: 'x' }) })
    await userEvent.click(screen.getByRole('button', { name: 'Import a game record' }))
    await userEvent.upload(await screen.findByLabelText('Choose a file'), new File(['hello'], 'x.json'))
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not valid JSON')
  })
})
