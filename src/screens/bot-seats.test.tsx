import { act, render, screen, within } from '@testing-library/react'
import { gameTable } from '../engine/table-view.ts'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BotLevel } from '../bots/levels.ts'
import { applyAction, legalActions, openingEvents } from '../engine/game.ts'
import { gameWith, pass, play } from '../engine/test-kit.ts'
import type { Action, GameError, GameEvent, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import type { NewGameOptions } from '../game/new-games.ts'
import { SaleScreen } from './sale-screen.tsx'
import { SetupScreen } from './setup-screen.tsx'
import { TableScreen } from './table-screen.tsx'

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('Setup: each seat a person or a computer player', () => {
  function renderSetup() {
    const onStart = vi.fn((_: NewGameOptions): GameError | null => null)
    render(<SetupScreen recentNames={[]} onStart={onStart} onBack={() => {}} />)
    return onStart
  }

  it('starts a game with bots of the chosen levels, naming unnamed ones after their level', async () => {
    const onStart = renderSetup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Player 1' }), 'Ann')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'Computer: strong')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 3' }), 'Computer: easy')
    await userEvent.type(screen.getByRole('textbox', { name: 'Player 3' }), 'Robbie')
    await userEvent.type(screen.getByRole('textbox', { name: 'Player 4' }), 'Dee')
    await userEvent.click(screen.getByRole('button', { name: 'Start the game' }))
    expect(onStart).toHaveBeenCalledTimes(1)
    const options = onStart.mock.calls[0]?.[0] as NewGameOptions
    // Seat 2 left unnamed: the strong level's first name; the face beside it is a strong computer's.
    expect(options.players).toEqual(['Ann', 'Rex', 'Robbie', 'Dee'])
    expect(screen.getByRole('textbox', { name: 'Player 2' })).toHaveAttribute('placeholder', 'Rex')
    expect(options.seats).toEqual([
      { kind: 'person' },
      { kind: 'bot', level: 'strong' },
      { kind: 'bot', level: 'easy' },
      { kind: 'person' },
    ])
  })

  it('needs at least one person', async () => {
    const onStart = renderSetup()
    for (const n of [1, 2, 3, 4]) {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: `Who plays seat ${n}` }), 'Computer: normal')
    }
    await userEvent.click(screen.getByRole('button', { name: 'Start the game' }))
    expect(onStart).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('At least one seat must be played by a person.')
  })

  it('speaks French and Spanish', () => {
    act(() => useLocale.getState().setLocale('fr'))
    const { unmount } = render(<SetupScreen recentNames={[]} onStart={() => null} onBack={() => {}} />)
    expect(screen.getByRole('combobox', { name: 'Qui joue la place 1' })).toHaveDisplayValue('Une personne')
    expect(screen.getAllByRole('option', { name: 'Ordinateur : fort' })).toHaveLength(4)
    unmount()
    act(() => useLocale.getState().setLocale('es'))
    render(<SetupScreen recentNames={[]} onStart={() => null} onBack={() => {}} />)
    expect(screen.getAllByRole('option', { name: 'Ordenador: fácil' })).toHaveLength(4)
  })
})

describe('Table: a bot’s turn', () => {
  it('says the computer player is thinking and offers no controls for its move', () => {
    const state = gameWith('for-sale', 3, { properties: [20, 7, 12] })
    render(
      <TableScreen
        table={gameTable(state, openingEvents(state))}
        onAction={() => null}
        canUndo={false}
        onUndo={() => {}}
        onOpenMenu={() => {}}
        saveProblem={null}
        bots={['normal', null, null]}
      />,
    )
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Ann is thinking…')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(computer, normal)')
    expect(screen.queryByRole('button', { name: /pass/i })).toBeNull()
  })
})

/** Everyone passes every auction: Ann ends with 1, 4, 29; Ben 2, 5, 8; Cy 3, 6, 7 (see sale-screen.test.tsx). */
function toSale(): { state: GameState; events: GameEvent[] } {
  let state = gameWith('for-sale', 3, { properties: [1, 2, 3, 4, 5, 6, 7, 8, 29], checks: [15, 9, 2] })
  const events = openingEvents(state)
  while (state.phase === 'auction') {
    const legal = legalActions(state)
    if (legal.phase !== 'auction') break
    const next = play(state, pass(legal.player))
    state = next.state
    events.push(...next.events)
  }
  return { state, events }
}

function Sale(props: { bots: (BotLevel | null)[]; game: { state: GameState; events: GameEvent[] } }) {
  const [game, setGame] = useState(props.game)
  const onAction = (action: Action) => {
    const result = applyAction(game.state, action)
    if (!result.ok) return result.error
    setGame({ state: result.state, events: [...game.events, ...result.events] })
    return null
  }
  return (
    <>
      <SaleScreen
        table={gameTable(game.state, game.events)}
        onAction={onAction}
        canUndo={false}
        onUndo={() => {}}
        onOpenMenu={() => {}}
        saveProblem={null}
        bots={props.bots}
      />
      {/* Stands in for the bot driver. */}
      <button type="button" onClick={() => onAction({ type: 'pick', player: 1, property: game.state.seats[1]?.properties[0] as number })}>
        bot picks
      </button>
      <button type="button" onClick={() => onAction({ type: 'pick', player: 2, property: game.state.seats[2]?.properties[0] as number })}>
        bot 2 picks
      </button>
    </>
  )
}

/** The seat on screen picks its first property and confirms. */
async function pickFirst() {
  const own = within(screen.getByRole('region', { name: 'Your properties' })).getAllByRole('button')
  await userEvent.click(own[0] as HTMLElement)
}

describe('Sale: bots pick without a hand-over', () => {
  it('hands the device only to people, then waits for the computer players', async () => {
    render(<Sale bots={[null, 'strong', null]} game={toSale()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Pass the device to Ann' })).toBeInTheDocument()
    expect(screen.getByText(/Ben \(computer, strong\): still to pick/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'I am Ann' }))
    await pickFirst()
    await userEvent.click(screen.getByRole('button', { name: 'Hide and pass to Cy' }))
    // Ben is skipped: Cy is next.
    await userEvent.click(screen.getByRole('button', { name: 'I am Cy' }))
    await pickFirst()
    await userEvent.click(screen.getByRole('button', { name: 'Hide: the computer players pick next' }))
    expect(screen.getByRole('status')).toHaveTextContent('Computer players picking: Ben')
    expect(screen.queryByRole('button', { name: /I am Ben/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'bot picks' }))
    expect(screen.getByRole('heading', { name: /Sale round 1: the picks/ })).toBeInTheDocument()
  })

  it('keeps the reveal up when a bot picks first in the next round', async () => {
    render(<Sale bots={[null, 'easy', null]} game={toSale()} />)
    await userEvent.click(screen.getByRole('button', { name: 'I am Ann' }))
    await pickFirst()
    await userEvent.click(screen.getByRole('button', { name: 'Hide and pass to Cy' }))
    await userEvent.click(screen.getByRole('button', { name: 'I am Cy' }))
    await pickFirst()
    await userEvent.click(screen.getByRole('button', { name: 'Hide: the computer players pick next' }))
    await userEvent.click(screen.getByRole('button', { name: 'bot picks' }))
    await userEvent.click(screen.getByRole('button', { name: 'bot picks' }))
    expect(screen.getByRole('heading', { name: /Sale round 1: the picks/ })).toBeInTheDocument()
    // The reveal stays up, its button the next round's first hand-over; Ben's pick waits behind it.
    await userEvent.click(screen.getByRole('button', { name: 'I am Ann' }))
    expect(screen.queryByRole('heading', { name: /Sale round 1: the picks/ })).toBeNull()
    await pickFirst()
    expect(screen.getByRole('button', { name: 'Hide and pass to Cy' })).toBeInTheDocument()
  })

  it('a lone person among computer players is never handed the device: pick, then the picks turned up, then the next pick', async () => {
    render(<Sale bots={[null, 'strong', 'easy']} game={toSale()} />)
    expect(screen.queryByRole('heading', { name: /Pass the device/ })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Ann, pick a property to sell' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Not Ann/ })).toBeNull()
    await pickFirst()
    await userEvent.click(screen.getByRole('button', { name: 'Hide: the computer players pick next' }))
    await userEvent.click(screen.getByRole('button', { name: 'bot picks' }))
    await userEvent.click(screen.getByRole('button', { name: 'bot 2 picks' }))
    expect(screen.getByRole('heading', { name: /Sale round 1: the picks/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^I am / })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Next round' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Ann, pick a property to sell' })).toBeInTheDocument()
  })
})
