import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { EventLog } from '../components/event-log.tsx'
import { createGame, openingEvents } from '../engine/game.ts'
import { GameMenu } from './game-menu.tsx'
import { useLocale } from '../i18n/locale-store.ts'
import { RulesButton } from '../rules/rules-button.tsx'
import { RulesHost } from './rules-host.tsx'
import { useRulesOverlay } from '../rules/rules-overlay.ts'

/** The reference is a lazily loaded chunk: under a loaded test machine it may take a while the first time. */
const SLOW = { timeout: 8000 }

afterEach(() => {
  act(() => {
    useRulesOverlay.getState().close()
    useLocale.getState().setLocale('en')
  })
})

function renderApp(children = <RulesButton ruleset="sold" />) {
  return render(
    <div id="root">
      {children}
      <RulesHost />
    </div>,
  )
}

describe('rules reference', { timeout: 20_000 }, () => {
  it('opens over the screen on the game’s ruleset, searches, and Escape closes it with focus back on the button', async () => {
    const user = userEvent.setup()
    renderApp()
    const button = screen.getByRole('button', { name: 'Rules' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Rules' }, SLOW)
    expect(within(dialog).getByRole('heading', { name: 'Rules: Sold!' })).toBeInTheDocument()
    expect(document.getElementById('root')).toHaveAttribute('inert')

    const search = within(dialog).getByRole('searchbox', { name: 'Search the rules' })
    expect(search).toHaveFocus()
    await user.type(search, 'rounding')
    expect(within(dialog).getByRole('status')).toHaveTextContent(/sections found/)
    // Opened from a Sold! game: Sold!'s rule first, other editions after it and marked.
    expect(within(dialog).getByText('This game’s rules first: Sold!')).toBeInTheDocument()
    const results = within(dialog).getAllByRole('button', { name: /Passing and paying/ })
    expect(results[0]).toHaveAccessibleName(/^Sold! Passing and paying with money cards/)
    expect(results[0]).not.toHaveTextContent('In another edition')
    // The answer is the sentence that says it, whole, with the asked-for word marked.
    expect(results[0]).toHaveTextContent('A passer pays half of their own bid, rounded down: passing before you have bid, or after a bid of 1, costs nothing.')
    expect(results[0]?.querySelector('mark')).toHaveTextContent('rounded')
    expect(results[1]).toHaveTextContent(/^For Sale.*In another edition/)
    await user.click(results[0] as HTMLElement)
    expect(within(dialog).getByRole('heading', { name: 'Passing and paying with money cards' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.getElementById('root')).not.toHaveAttribute('inert')
    expect(button).toHaveFocus()
  })

  it('shows every ruling as a ruling, with what is open, what Gavel does and why', async () => {
    const user = userEvent.setup()
    renderApp()
    await user.click(screen.getByRole('button', { name: 'Rules' }))
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    await user.click(within(dialog).getByRole('button', { name: 'Rulings' }))
    for (let i = 1; i <= 9; i++) expect(within(dialog).getByRole('heading', { name: new RegExp(`Ruling R${i} ·`) })).toBeInTheDocument()
    expect(within(dialog).getAllByText('What the printed rules leave open')).toHaveLength(9)
    expect(within(dialog).getAllByText('What Gavel does')).toHaveLength(9)
  })

  it('compares the editions in a table, in French', async () => {
    act(() => useLocale.getState().setLocale('fr'))
    const user = userEvent.setup()
    renderApp()
    await user.click(screen.getByRole('button', { name: 'Règles' }))
    const dialog = await screen.findByRole('dialog', { name: 'Règles' }, SLOW)
    await user.click(within(dialog).getByRole('button', { name: 'Éditions comparées' }))
    const table = within(dialog).getByRole('table')
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Règle',
      'Sold!',
      'For Sale',
      'For Sale (Gryphon)',
      'For Sale : il n’y en aura pas pour tout le monde',
    ])
    expect(within(table).getByRole('rowheader', { name: 'Ce que coûte un passe' })).toBeInTheDocument()
  })

  it('runs the Sold! payment calculator: every legal payment, and why another set is not one', async () => {
    const user = userEvent.setup()
    renderApp()
    await user.click(screen.getByRole('button', { name: 'Rules' }))
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    await user.click(within(dialog).getByRole('button', { name: 'Calculators' }))
    expect(within(dialog).getByTestId('payment-options')).toHaveTextContent('{2, 3, 5}, {2, 8}, {3, 8}, and {5, 8}')
    expect(within(dialog).getByText(/\{3, 5, 8\} is not allowed: without the 3, the rest \(13\) still covers 9\./)).toBeInTheDocument()
    // Offer {3, 8} instead: legal.
    await user.click(within(dialog).getByRole('button', { name: 'Cards offered: Money card 5' }))
    expect(within(dialog).getByText('{3, 8} is a legal payment.')).toBeInTheDocument()
    // Owe 5 with a 5 held: only the 5.
    const owed = within(dialog).getByLabelText('Amount owed')
    await user.clear(owed)
    await user.type(owed, '5')
    expect(within(dialog).getByText('A card worth exactly 5 is held, so that card is the only legal payment.')).toBeInTheDocument()
  })

  it('opens from the game menu, on the game’s ruleset, and closes back to the menu', async () => {
    const setup = { ruleset: 'for-sale-gryphon', players: ['Ann', 'Ben', 'Cy'], seed: 'rules' } as const
    const created = createGame(setup)
    if (!created.ok) throw new Error(created.error.message)
    const game = { id: 'g', record: { setup, actions: [] }, state: created.value, events: openingEvents(created.value), dealCode: null, createdAt: 0, updatedAt: 0 }
    const user = userEvent.setup()
    renderApp(<GameMenu game={game} canUndo={false} onResume={() => {}} onUndo={() => {}} onExport={() => {}} onHome={() => {}} />)
    const menu = screen.getByRole('dialog', { name: 'Game menu' })
    const button = within(menu).getByRole('button', { name: 'Rules' })
    await user.click(button)
    const rules = await screen.findByRole('dialog', { name: 'Rules' }, SLOW)
    expect(within(rules).getByRole('heading', { name: 'Rules: For Sale (Gryphon)' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Rules' })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Game menu' })).toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('“Why?” on a log line opens the rule behind it', async () => {
    const user = userEvent.setup()
    renderApp(
      <EventLog
        ruleset="for-sale"
        names={['Ann', 'Ben', 'Cy']}
        events={[
          { type: 'passed', player: 1, property: 4, bid: 0, cost: 0, refund: 0, forced: false },
          { type: 'won', player: 0, property: 30, price: 0, free: true },
        ]}
      />,
    )
    const whys = screen.getAllByRole('button', { name: 'Why?' })
    expect(whys).toHaveLength(2)
    await user.click(whys[1] as HTMLElement)
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    expect(within(dialog).getByRole('heading', { name: /R3 · Free top property/ })).toHaveFocus()
  })
})
