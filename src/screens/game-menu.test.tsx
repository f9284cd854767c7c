import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { applyAction, createGame, openingEvents } from '../engine/game.ts'
import type { Action } from '../engine/types.ts'
import type { LoadedGame } from '../store/saved-games.ts'
import { GameMenu } from './game-menu.tsx'

function game(actions: Action[]): LoadedGame {
  const setup = { ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], seed: 'menu', startPlayer: 1 } as const
  const created = createGame(setup)
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  for (const a of actions) {
    const r = applyAction(state, a)
    if (!r.ok) throw new Error(r.error.message)
    state = r.state
  }
  return { id: 'g', record: { setup, actions }, state, events: openingEvents(created.value), dealCode: 'MENU22', createdAt: 0, updatedAt: 0 }
}

function renderMenu(g: LoadedGame, canUndo: boolean) {
  const props = { game: g, canUndo, onResume: vi.fn(), onUndo: vi.fn(), onExport: vi.fn(), onHome: vi.fn() }
  render(<GameMenu {...props} />)
  return props
}

describe('GameMenu', () => {
  it('undoes the last bid only after a confirmation that says what goes', async () => {
    const props = renderMenu(game([{ type: 'bid', player: 1, amount: 3 }]), true)
    await userEvent.click(screen.getByRole('button', { name: 'Undo the last bid or pass' }))
    const dialog = screen.getByRole('dialog', { name: 'Undo this move?' })
    expect(dialog).toHaveTextContent('Ben’s bid of $3,000 will be taken back')
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(props.onUndo).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Undo the last bid or pass' }))
    await userEvent.click(screen.getByRole('button', { name: 'Undo it' }))
    expect(props.onUndo).toHaveBeenCalled()
  })

  it('names a pass to undo', async () => {
    renderMenu(game([{ type: 'pass', player: 1 }]), true)
    await userEvent.click(screen.getByRole('button', { name: 'Undo the last bid or pass' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('Ben’s pass will be taken back')
  })

  it('disables undo when there is nothing to undo, and says why', () => {
    renderMenu(game([]), false)
    expect(screen.getByRole('button', { name: 'Undo the last bid or pass' })).toBeDisabled()
    expect(screen.getByText('Nothing to undo yet.')).toBeInTheDocument()
  })

  it('says why undo stops at cards turned up', () => {
    // Everyone passes to Ann, who takes the first property free; the next auction's properties are up.
    renderMenu(game([{ type: 'pass', player: 1 }, { type: 'pass', player: 2 }]), false)
    expect(screen.getByText(/this auction’s properties are already face up/)).toBeInTheDocument()
  })

  it('keeps the record and the deal code while the game is in progress, and says why', () => {
    renderMenu(game([]), false)
    expect(screen.getByRole('button', { name: 'Export the game record' })).toBeDisabled()
    expect(screen.getByText(/lists the whole deal/)).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('MENU22')
  })

  it('resumes, goes home and leaves', async () => {
    const props = renderMenu(game([]), false)
    expect(screen.getByRole('button', { name: 'Back to the game' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Home (the game stays saved)' }))
    expect(props.onHome).toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    expect(props.onResume).toHaveBeenCalled()
  })

  it('abandons a game in progress only after a confirmation that says nothing of it is kept', async () => {
    const onAbandon = vi.fn()
    render(<GameMenu game={game([])} canUndo={false} onResume={vi.fn()} onUndo={vi.fn()} onExport={vi.fn()} onHome={vi.fn()} onAbandon={onAbandon} />)
    await userEvent.click(screen.getByRole('button', { name: 'Abandon this game' }))
    const dialog = screen.getByRole('dialog', { name: 'Abandon this game?' })
    expect(dialog).toHaveTextContent('The game with Ann, Ben, and Cy will be deleted from this device.')
    expect(dialog).toHaveTextContent('nothing of it will remain')
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }))
    expect(onAbandon).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Abandon this game' }))
    await userEvent.click(screen.getByRole('button', { name: 'Abandon and delete it' }))
    expect(onAbandon).toHaveBeenCalledTimes(1)
  })
})
