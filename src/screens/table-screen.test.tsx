import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { openingEvents } from '../engine/game.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import type { Action, GameEvent, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { TableScreen } from './table-screen.tsx'
import { gameTable } from '../engine/table-view.ts'

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

function show(state: GameState, { events: given, ...over }: Partial<Parameters<typeof TableScreen>[0]> & { readonly events?: readonly GameEvent[] } = {}) {
  const onAction = vi.fn((_: Action) => null)
  const onUndo = vi.fn()
  const onOpenMenu = vi.fn()
  const events: GameEvent[] = given ? [...given] : openingEvents(state)
  render(
    <TableScreen
      table={gameTable(state, events)}
      onAction={onAction}
      canUndo={false}
      onUndo={onUndo}
      onOpenMenu={onOpenMenu}
      saveProblem={null}
      {...over}
    />,
  )
  return { onAction, onUndo, onOpenMenu }
}

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('TableScreen: bidding', () => {
  it('shows whose turn it is and the properties up, low to high', () => {
    show(gameWith('for-sale', 3, { properties: [20, 7, 12] }))
    expect(screen.getByRole('heading', { level: 1, name: /It is Ann's turn/ })).toBeInTheDocument()
    const up = screen.getByRole('region', { name: /Up for auction/ })
    const cards = within(up).getAllByRole('img').map((el) => el.getAttribute('aria-label'))
    expect(cards).toEqual(['Property 7', 'Property 12', 'Property 20'])
    expect(screen.getByText('No bid yet')).toBeInTheDocument()
  })

  it('at a table with phones, says that the seat to play plays on its phone, with no controls here', () => {
    show(gameWith('for-sale', 3, { properties: [20, 7, 12] }), { away: ['phone', false, false] })
    expect(screen.getByText('Ann plays on their phone')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Pass/ })).toBeNull()
  })

  it('on a table screen that is not the main one, says a seat played on the main one is played there, not on a phone', () => {
    show(gameWith('for-sale', 3, { properties: [20, 7, 12] }), { away: ['screen', 'phone', 'phone'] })
    expect(screen.getByText('Ann plays on the main table screen')).toBeInTheDocument()
    expect(screen.queryByText(/on their phone/)).toBeNull()
    expect(screen.queryByRole('button', { name: /^Pass/ })).toBeNull()
  })

  it('bids the next legal bid in one tap', async () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 3))
    const { onAction } = show(state)
    await userEvent.click(screen.getByRole('button', { name: 'Bid $4,000, the next legal bid' }))
    expect(onAction).toHaveBeenCalledWith({ type: 'bid', player: 1, amount: 4 })
  })

  it('bids any amount typed into the field, up to the money held', async () => {
    const { onAction } = show(gameWith('for-sale', 3, { properties: [7, 12, 20] }))
    const field = screen.getByRole('textbox', { name: 'Your bid' })
    await userEvent.clear(field)
    await userEvent.type(field, '3{Enter}')
    expect(onAction).toHaveBeenCalledWith({ type: 'bid', player: 0, amount: 3 })
    expect(screen.getByText(/You can bid up to \$28,000\./)).toBeInTheDocument()
  })

  it('offers only pass to a player who cannot top the high bid (R2)', async () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 28))
    const { onAction } = show(state)
    expect(screen.getByText('Ben cannot top the high bid and must pass.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Bid/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /^Pass/ }))
    expect(onAction).toHaveBeenCalledWith({ type: 'pass', player: 1 })
  })

  it('says the passes played for players who could not top the high bid, until the next choice', () => {
    // Ann goes all in: Ben and Cy cannot top it, and the table played their passes (src/game/forced-moves.ts).
    const start = gameWith('for-sale', 3, { properties: [7, 12, 20] })
    const opening = openingEvents(start)
    const played = play(start, bid(0, 28), pass(1), pass(2))
    show(played.state, { events: [...opening, ...played.events] })
    const said = screen.getAllByRole('status').map((s) => s.textContent ?? '').join(' ')
    expect(said).toMatch(/Ben must pass \(cannot top the high bid\)/)
    expect(said).toMatch(/Cy must pass \(cannot top the high bid\)/)
  })

  it('says who holds the high bid and marks each player in words', () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 3), pass(1))
    show(state)
    expect(screen.getByText('High bid: $3,000 by Ann')).toBeInTheDocument()
    const seats = within(screen.getByRole('region', { name: 'Players' })).getAllByRole('heading', { level: 3 })
    expect(seats.map((h) => h.textContent)).toEqual(['Ann', 'Ben', 'Cy'])
    const ben = screen.getByRole('heading', { level: 3, name: 'Ben' }).closest('li') as HTMLElement
    expect(within(ben).getByText('Passed')).toBeInTheDocument()
    expect(within(ben).getByRole('img', { name: 'Property 7' })).toBeInTheDocument()
    const cy = screen.getByRole('heading', { level: 3, name: /Cy/ }).closest('li') as HTMLElement
    expect(within(cy).getByText('Their turn')).toBeInTheDocument()
    expect(screen.getByText('taken by Ben')).toBeInTheDocument()
  })

  it('shows what went on in plain words', () => {
    const start = gameWith('for-sale', 3, { properties: [7, 12, 20] })
    const { state, events } = play(start, bid(0, 3), pass(1))
    show(state, { events: [...openingEvents(start), ...events] })
    const log = screen.getByRole('log')
    expect(within(log).getByText('Ann bids $3,000.')).toBeInTheDocument()
    expect(within(log).getByText('Ben passes: takes the 7 for free.')).toBeInTheDocument()
  })
})

describe("TableScreen: the next player's controls are drawn with the move, the felt after the tap's paint", () => {
  it("draws the next player's controls in the render that answers the move, acting for their own turn; then the move on the felt", async () => {
    const start = gameWith('for-sale', 3, { properties: [7, 12, 20] })
    const onAnn = vi.fn((_: Action) => null)
    const onBen = vi.fn((_: Action) => null)
    const common = { canUndo: false, onUndo: () => {}, onOpenMenu: () => {}, saveProblem: null }
    const { rerender } = render(<TableScreen table={gameTable(start, openingEvents(start))} onAction={onAnn} {...common} />)
    const after = play(start, bid(0, 1))
    rerender(<TableScreen table={gameTable(after.state, [...openingEvents(start), ...after.events])} onAction={onBen} {...common} />)
    // The render that answers the move already holds Ben's controls: the next person can act at the tap's first paint.
    expect(screen.getByRole('heading', { level: 1, name: /It is Ben's turn/ })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1, name: /It is Ann's turn/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Bid $2,000, the next legal bid' }))
    expect(onBen).toHaveBeenCalledWith({ type: 'bid', player: 1, amount: 2 })
    expect(onAnn).not.toHaveBeenCalled()
    // Ann's bid on the felt.
    expect(await screen.findByText('High bid: $1,000 by Ann')).toBeInTheDocument()
  })
})

describe('TableScreen: the pass button says what passing does', () => {
  it('IELLO: half the bid rounded down', () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 3), bid(1, 4), bid(2, 5))
    show(state)
    const button = screen.getByRole('button', { name: /^Pass/ })
    expect(button).toHaveTextContent('Pass: take the 7, pay $1,000')
    expect(button).toHaveTextContent('Half of your $3,000 bid, rounded down; $2,000 comes back.')
  })

  it('Gryphon: half the bid rounded up', () => {
    const { state } = play(
      gameWith('for-sale-gryphon', 3, { properties: [7, 12, 20], options: { secretMoney: false } }),
      bid(0, 3),
      bid(1, 4),
      bid(2, 5),
    )
    show(state)
    const button = screen.getByRole('button', { name: /^Pass/ })
    expect(button).toHaveTextContent('Pass: take the 7, pay $2,000')
    expect(button).toHaveTextContent('Half of your $3,000 bid, rounded up; $1,000 comes back.')
  })

  it('without a bid: takes the property for free', () => {
    show(gameWith('for-sale', 3, { properties: [7, 12, 20] }))
    expect(screen.getByRole('button', { name: /^Pass/ })).toHaveTextContent('Pass: take the 7 for free')
  })

  it('Sold!: names the playing card and the cost', () => {
    // Properties 5, 10, 20 are 3♣, 5♠ and 10♠.
    const { state } = play(gameWith('sold', 3, { properties: [5, 10, 20] }), bid(0, 4), bid(1, 5), bid(2, 6))
    show(state)
    expect(screen.getByRole('button', { name: /^Pass/ })).toHaveTextContent('Pass: take the 3♣, pay 2')
    expect(screen.getByRole('img', { name: 'Property: 3 of clubs' })).toBeInTheDocument()
  })

  it('Not enough for everyone: the first passer takes back the whole bid, no property (R6)', () => {
    const { state } = play(gameWith('for-sale-scarce', 4, { properties: [7, 12, 20] }), bid(0, 2), bid(1, 3), bid(2, 4), bid(3, 5))
    show(state)
    expect(screen.getByRole('button', { name: /^Pass/ })).toHaveTextContent('Pass: take back all $2,000, no property')
  })

  it('Not enough for everyone: later passers pay as usual', () => {
    const { state } = play(gameWith('for-sale-scarce', 4, { properties: [7, 12, 20] }), bid(0, 2), pass(1), bid(2, 4), bid(3, 5))
    show(state)
    expect(screen.getByRole('button', { name: /^Pass/ })).toHaveTextContent('Pass: take the 7, pay $1,000')
  })

  it('speaks French and Spanish', () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 4), bid(1, 5), bid(2, 6))
    act(() => useLocale.getState().setLocale('fr'))
    show(state)
    expect(plain(screen.getByRole('button', { name: /^Passer/ }).textContent ?? '')).toContain('Passer : prendre le 7, payer 2 000 $')
    act(() => useLocale.getState().setLocale('es'))
    expect(plain(screen.getByRole('button', { name: /^Pasar/ }).textContent ?? '')).toContain('Pasar: quedarse el 7, pagar 2000 $')
  })
})

describe('TableScreen: Sold! payment with a choice', () => {
  it('offers the best sets of money cards and what would remain, the full list one tap away, and pays the one chosen', async () => {
    const { state } = play(gameWith('sold', 3, { properties: [5, 10, 20] }), bid(0, 9), pass(1), pass(2))
    expect(state.phase).toBe('payment')
    const { onAction } = show(state)
    expect(screen.getByRole('heading', { name: 'Ann pays 9' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Pay with/ })).toHaveLength(3)
    await userEvent.click(screen.getByRole('button', { name: 'All 20 ways to pay' }))
    expect(screen.getAllByRole('button', { name: /^Pay with/ })).toHaveLength(20)
    const choice = screen.getByRole('button', { name: 'Pay with 4● and 5●, 9 in all; keeps 1●, 2●, 3●, 6●, 7●, and 8●: 6 cards, worth 27' })
    await userEvent.click(choice)
    expect(onAction).toHaveBeenCalledWith({ type: 'pay', player: 0, cards: [4, 5] })
    expect(screen.queryByRole('button', { name: /^Bid/ })).toBeNull()
  })
})

describe('TableScreen: computer players', () => {
  it('says a computer player\'s last bid large until the next move', () => {
    const start = gameWith('for-sale', 3, { properties: [7, 12, 20] })
    const { state, events } = play(start, bid(0, 3), bid(1, 4))
    show(state, { events: [...openingEvents(start), ...events], bots: [null, 'normal', null] })
    expect(screen.getByRole('status', { name: 'Last move' })).toHaveTextContent('Ben bids $4,000.')
  })

  it('says the last move on the felt whoever made it, and the auction so far under it', () => {
    const start = gameWith('for-sale', 3, { properties: [7, 12, 20] })
    const { state, events } = play(start, bid(0, 3), bid(1, 4), bid(2, 5))
    show(state, { events: [...openingEvents(start), ...events], bots: [null, 'normal', null] })
    const ticker = screen.getByRole('status', { name: 'Last move' })
    expect(ticker).toHaveTextContent('Cy bids $5,000.')
    expect(ticker).not.toHaveTextContent('Ben bids')
    const earlier = within(screen.getByRole('region', { name: 'This auction so far' })).getAllByRole('listitem')
    expect(earlier).toHaveLength(2)
    expect(earlier[0]).toHaveTextContent('Ann bids $3,000.')
    expect(earlier[1]).toHaveTextContent('Ben bids $4,000.')
  })
})

describe('TableScreen: secret money', () => {
  it("hides every player's money and shows the player's own only while the button is held", () => {
    show(gameWith('for-sale-gryphon', 3, { properties: [7, 12, 20] }))
    expect(document.body.innerHTML).not.toContain('18,000')
    expect(screen.getAllByText('Money hidden')).toHaveLength(3)
    const hold = screen.getByRole('button', { name: 'Hold to see your money' })
    fireEvent.pointerDown(hold, { pointerId: 1 })
    expect(screen.getByText('Ann, your money: $18,000')).toBeInTheDocument()
    fireEvent.pointerUp(hold, { pointerId: 1 })
    expect(document.body.innerHTML).not.toContain('18,000')
    fireEvent.keyDown(hold, { key: ' ' })
    expect(screen.getByText('Ann, your money: $18,000')).toBeInTheDocument()
    fireEvent.keyUp(hold, { key: ' ' })
    expect(document.body.innerHTML).not.toContain('18,000')
  })

  it('refuses a bid above the money held without saying how much the player holds', async () => {
    const state = gameWith('for-sale-gryphon', 3, { properties: [7, 12, 20] })
    const poor: GameState = { ...state, seats: state.seats.map((s, i) => (i === 0 ? { ...s, money: 3 } : s)) }
    const onAction = vi.fn((_: Action) => ({ code: 'BID_OVER_MONEY' as const, message: 'A bid cannot be more than the 3 held.' }))
    show(poor, { onAction })
    await userEvent.click(screen.getByRole('button', { name: 'Bid $5,000, $5,000 above the high bid' }))
    expect(screen.getByRole('alert')).toHaveTextContent('That bid was not placed. Ann, hold the button to see your money.')
    // The memory aid's tracker lists the checks to come ($3,000 among them), not anyone's money.
    expect(document.body.innerHTML.replace(screen.getByTestId('card-tracker').outerHTML, '')).not.toContain('3,000')
    const hold = screen.getByRole('button', { name: 'Hold to see your money' })
    fireEvent.pointerDown(hold, { pointerId: 1 })
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Ann, your money: $3,000you can bid up to $3,000')
    fireEvent.pointerUp(hold, { pointerId: 1 })
  })
})

describe('TableScreen: menu, undo and saving', () => {
  it('asks before undoing, and undoes on yes', async () => {
    const { state } = play(gameWith('for-sale', 3, { properties: [7, 12, 20] }), bid(0, 3))
    const { onUndo, onOpenMenu } = show(state, { canUndo: true })
    await userEvent.click(screen.getByRole('button', { name: /Undo/ }))
    expect(screen.getByRole('alertdialog', { name: 'Undo the last bid or pass?' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }))
    expect(onUndo).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: /Undo/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, undo' }))
    expect(onUndo).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }))
    expect(onOpenMenu).toHaveBeenCalledOnce()
  })

  it('has no undo when there is nothing to undo', () => {
    show(gameWith('for-sale', 3, { properties: [7, 12, 20] }))
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull()
  })

  it('says when the game cannot be saved, and why a move was refused', async () => {
    const state = gameWith('for-sale', 3, { properties: [7, 12, 20] })
    show(state, {
      saveProblem: 'Gavel cannot save: storage is full',
      onAction: () => ({ code: 'BID_OVER_MONEY', message: 'x' }),
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Gavel cannot save: storage is full')
    await userEvent.click(screen.getByRole('button', { name: 'Bid $1,000, the next legal bid' }))
    expect(screen.getByText(/the bid is more money than the player has/)).toBeInTheDocument()
  })
})

describe('TableScreen: table information', () => {
  /** Gryphon, 3 players: Cy takes the 4, Ann the 17, Ben wins the 29; the next auction turns up 5, 6, 7 and Ben passes. */
  const afterOneAuction = () => {
    const start = gameWith('for-sale-gryphon', 3, { properties: [4, 17, 29, 5, 6, 7], options: { secretMoney: false } })
    const { state, events } = play(start, bid(0, 2), bid(1, 3), pass(2), pass(0), pass(1))
    return { state, events: [...openingEvents(start), ...events] }
  }

  it('as the box: bought properties lie face down, counted, and the log keeps only the auction on the table', () => {
    const { state, events } = afterOneAuction()
    show(state, { events, tableInfo: 'box' })
    const players = screen.getByRole('region', { name: 'Players' })
    expect(within(players).queryByRole('img', { name: /Property/ })).toBeNull()
    // Ben also took the 5 on passing in this auction (shown as taken on the table, not in his panel).
    expect(within(players).getAllByText('1 face down')).toHaveLength(2)
    expect(within(players).getByText('2 face down')).toBeInTheDocument()
    // Neither the 17 nor the 29 (bought in the first auction) is anywhere in the page.
    expect(screen.queryByRole('img', { name: 'Property 29' })).toBeNull()
    expect(screen.queryByRole('img', { name: 'Property 17' })).toBeNull()
    expect(screen.getByRole('log').textContent).not.toMatch(/\b(4|17|29)\b/)
    expect(screen.getByRole('log')).toHaveTextContent(/Ben passes/)
    expect(within(screen.getByRole('log')).getAllByRole('listitem').length).toBeLessThanOrEqual(3)
    expect(screen.queryByTestId('card-tracker')).toBeNull()
  })

  it('as the box: the player to act sees their own face-down properties only while holding the button', () => {
    const { state, events } = afterOneAuction()
    // Cy is to act (Ben passed): Cy took the 4 in the first auction.
    show(state, { events, tableInfo: 'box' })
    expect(screen.queryByRole('img', { name: 'Property 4' })).toBeNull()
    const hold = screen.getByRole('button', { name: 'Hold to see your properties' })
    fireEvent.pointerDown(hold, { pointerId: 1 })
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Cy, your properties:')
    expect(screen.getByRole('img', { name: 'Property 4' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Property 17' })).toBeNull()
    fireEvent.pointerUp(hold, { pointerId: 1 })
    expect(screen.queryByRole('img', { name: 'Property 4' })).toBeNull()
  })

  it('as a memory aid: properties face up, and the card tracker with who bought what for how much', async () => {
    const { state, events } = afterOneAuction()
    show(state, { events, tableInfo: 'aid' })
    const players = screen.getByRole('region', { name: 'Players' })
    expect(within(players).getByRole('img', { name: 'Property 29' })).toBeInTheDocument()
    const tracker = screen.getByTestId('card-tracker')
    await userEvent.click(within(tracker).getByText('Card tracker'))
    expect(tracker).toHaveTextContent('29 for $3,000')
    expect(tracker).toHaveTextContent('Money spent: $1,000')
    expect(tracker).toHaveTextContent('Properties not seen yet: 24')
    expect(tracker).toHaveTextContent('18 still to come, 6 set aside (nobody knows which).')
  })
})
