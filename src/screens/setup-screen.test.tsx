import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GameError } from '../engine/types.ts'
import type { NewGameOptions } from '../game/new-games.ts'
import { useLocale } from '../i18n/locale-store.ts'
import { SetupScreen } from './setup-screen.tsx'

function renderSetup(recentNames: string[] = [], result: GameError | null = null) {
  const onStart = vi.fn((_: NewGameOptions): GameError | null => result)
  const onBack = vi.fn()
  render(<SetupScreen recentNames={recentNames} onStart={onStart} onBack={onBack} />)
  return { onStart, onBack }
}

async function nameSeats(names: string[]) {
  for (const [i, name] of names.entries()) {
    const input = screen.getByRole('textbox', { name: `Player ${i + 1}` })
    await userEvent.clear(input)
    if (name !== '') await userEvent.type(input, name)
  }
}

const start = () => userEvent.click(screen.getByRole('button', { name: 'Start the game' }))

afterEach(() => {
  act(() => useLocale.getState().setLocale('en'))
  // Each start is remembered as the last table: every test begins with none.
  localStorage.clear()
})

describe('SetupScreen', () => {
  it('offers the four rulesets, each with its line', () => {
    renderSetup()
    const group = screen.getByRole('group', { name: 'Game' })
    expect(within(group).getAllByRole('radio')).toHaveLength(4)
    for (const line of [
      'Sold!, played with ordinary packs of cards',
      'For Sale, IELLO edition',
      'For Sale, Gryphon edition',
      'For Sale, “Not enough for everyone”',
    ]) {
      expect(within(group).getByRole('radio', { name: line })).toBeInTheDocument()
    }
    expect(within(group).getByRole('radio', { name: 'For Sale, IELLO edition' })).toBeChecked()
  })

  it('shows secret money for For Sale with each ruleset’s default, and not for Sold!', async () => {
    renderSetup()
    const secret = () => screen.queryByRole('checkbox', { name: /Secret money/ })
    expect(secret()).not.toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'For Sale, Gryphon edition' }))
    expect(secret()).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Sold!, played with ordinary packs of cards' }))
    expect(secret()).toBeNull()
  })

  it('starts a game with the names, a random start player and no deal code', async () => {
    const { onStart } = renderSetup()
    await nameSeats(['Ann', ' Ben ', 'Cy', 'Dee'])
    await start()
    expect(onStart).toHaveBeenCalledWith({
      ruleset: 'for-sale',
      players: ['Ann', 'Ben', 'Cy', 'Dee'],
      startPlayer: null,
      secretMoney: false,
      tableInfo: 'aid',
      dealCode: null,
    })
  })

  it('offers the table information as the box or as a memory aid, each with a line saying what it shows', async () => {
    const { onStart } = renderSetup()
    const group = screen.getByRole('group', { name: 'Table information' })
    const aid = within(group).getByRole('radio', { name: /^Memory aid/ })
    const box = within(group).getByRole('radio', { name: /^As the box/ })
    expect(aid).toBeChecked()
    expect(box).toHaveAccessibleDescription(/bought properties and won checks stay face down/)
    expect(aid).toHaveAccessibleDescription(/card tracker/)
    await userEvent.click(box)
    await nameSeats(['Ann', 'Ben', 'Cy', 'Dee'])
    await start()
    expect(onStart.mock.calls[0]?.[0]).toMatchObject({ tableInfo: 'box' })
  })

  it('passes the chosen start player, the secret money choice and a deal code', async () => {
    const { onStart } = renderSetup()
    await userEvent.click(screen.getByRole('button', { name: 'Remove player 4' }))
    await nameSeats(['Ann', 'Ben', 'Cy'])
    await userEvent.click(within(screen.getByRole('group', { name: 'Who starts' })).getByRole('radio', { name: 'Ben' }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Secret money/ }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Deal code (optional)' }), 'abc234')
    await start()
    expect(onStart).toHaveBeenCalledWith({
      ruleset: 'for-sale',
      players: ['Ann', 'Ben', 'Cy'],
      startPlayer: 1,
      secretMoney: true,
      tableInfo: 'aid',
      dealCode: 'abc234',
    })
  })

  it('leaves secret money out for Sold!', async () => {
    const { onStart } = renderSetup()
    await userEvent.click(screen.getByRole('radio', { name: 'Sold!, played with ordinary packs of cards' }))
    await nameSeats(['Ann', 'Ben', 'Cy', 'Dee'])
    await start()
    expect(onStart.mock.calls[0]?.[0]).not.toHaveProperty('secretMoney')
  })

  it('names a seat left empty after its place, as its placeholder says', async () => {
    const { onStart } = renderSetup()
    expect(screen.getByRole('textbox', { name: 'Player 2' })).toHaveAttribute('placeholder', 'Player 2')
    await nameSeats(['Ann', '', 'Cy', 'Dee'])
    await start()
    expect(onStart.mock.calls[0]?.[0]).toMatchObject({ players: ['Ann', 'Player 2', 'Cy', 'Dee'] })
  })

  it('says in one line how each ruleset differs', () => {
    renderSetup()
    expect(screen.getByRole('radio', { name: 'For Sale, Gryphon edition' })).toHaveAccessibleDescription('Money kept hidden; passing costs half your bid, rounded up.')
    expect(screen.getByRole('radio', { name: 'Sold!, played with ordinary packs of cards' })).toHaveAccessibleDescription(/each card you keep is a point/)
  })

  it('refuses two players with the same name, whatever the case', async () => {
    const { onStart } = renderSetup()
    await nameSeats(['Ann', 'Ben', 'ann', 'Dee'])
    await start()
    expect(onStart).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Two players are called Ann')
    expect(screen.getByRole('textbox', { name: 'Player 1' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Player 3' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('refuses a deal code that is not letters and digits', async () => {
    const { onStart } = renderSetup()
    await nameSeats(['Ann', 'Ben', 'Cy', 'Dee'])
    await userEvent.type(screen.getByRole('textbox', { name: 'Deal code (optional)' }), 'no way!')
    await start()
    expect(onStart).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('A deal code is made of letters and digits only.')
  })

  it('keeps 3 to 6 seats', async () => {
    renderSetup()
    const add = screen.getByRole('button', { name: 'Add a player' })
    await userEvent.click(add)
    await userEvent.click(add)
    expect(screen.getAllByRole('textbox', { name: /^Player \d$/ })).toHaveLength(6)
    expect(add).toBeDisabled()
    for (const n of [6, 5, 4]) await userEvent.click(screen.getByRole('button', { name: `Remove player ${n}` }))
    expect(screen.getAllByRole('textbox', { name: /^Player \d$/ })).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Remove player 1' })).toBeDisabled()
  })

  it('offers recent names that are not taken yet', async () => {
    renderSetup(['Zoé', 'Ann', 'Yann'])
    await nameSeats(['Ann'])
    const recent = screen.getByRole('heading', { name: 'Recent names' }).parentElement as HTMLElement
    expect(within(recent).queryByRole('button', { name: 'Add Ann' })).toBeNull()
    await userEvent.click(within(recent).getByRole('button', { name: 'Add Zoé' }))
    expect(screen.getByRole('textbox', { name: 'Player 2' })).toHaveValue('Zoé')
    expect(within(recent).queryByRole('button', { name: 'Add Zoé' })).toBeNull()
  })

  it('shows a problem the store reports', async () => {
    renderSetup([], { code: 'BAD_PLAYERS', message: 'x' })
    await nameSeats(['Ann', 'Ben', 'Cy', 'Dee'])
    await start()
    expect(screen.getByRole('alert')).toHaveTextContent('The game could not start')
  })

  it('goes back', async () => {
    const { onBack } = renderSetup()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalled()
  })

  it('speaks French', () => {
    act(() => useLocale.getState().setLocale('fr'))
    renderSetup()
    expect(screen.getByRole('radio', { name: 'For Sale, édition IELLO' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Commencer la partie' })).toBeInTheDocument()
  })
})

describe('SetupScreen: a table with phones', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the table to the table server, and says so when none answers, starting nothing here', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('Not found', { status: 404 })))
    vi.stubGlobal('fetch', fetch)
    const { onStart } = renderSetup()
    await nameSeats(['Ann', 'Bob', 'Cy'])
    await userEvent.click(screen.getByRole('button', { name: 'Start a table with phones' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No table server answers here')
    expect(onStart).not.toHaveBeenCalled()
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/tables')
    const sent = JSON.parse(String(init?.body)) as { ruleset: string; seats: { name: string; kind: string }[] }
    expect(sent.seats.slice(0, 3)).toEqual(['Ann', 'Bob', 'Cy'].map((name) => ({ name, kind: 'person' })))
  })
})
