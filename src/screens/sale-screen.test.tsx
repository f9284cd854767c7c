import { act, render, screen, within } from '@testing-library/react'
import { gameTable } from '../engine/table-view.ts'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyAction, legalActions, openingEvents } from '../engine/game.ts'
import { gameWith, pass, pick, play } from '../engine/test-kit.ts'
import type { Action, GameEvent, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { SaleScreen } from './sale-screen.tsx'

/** Everyone passes every auction, so the deal alone decides who holds what. */
function toSale(start: GameState): { state: GameState; events: GameEvent[] } {
  let state = start
  const events = openingEvents(start)
  while (state.phase === 'auction') {
    const legal = legalActions(state)
    if (legal.phase !== 'auction') break
    const next = play(state, pass(legal.player))
    state = next.state
    events.push(...next.events)
  }
  return { state, events }
}

/**
 * 3 players, all passing: in each auction the starter takes the lowest, the next the middle one
 * and the last the top one for free (and starts the next). Auction 3 is started by Ben, so Ann
 * takes its top card: 29. Checks: the first round offers 15, 9 and 2.
 */
const forSale = () =>
  toSale(gameWith('for-sale', 3, { properties: [1, 2, 3, 4, 5, 6, 7, 8, 29], checks: [15, 9, 2] }))

/** Plays the screen against the real engine, as the store would. */
function Table(props: { start: GameState; events: GameEvent[]; onAction?: (a: Action) => void; tableInfo?: 'box' | 'aid'; away?: (false | 'phone' | 'screen')[] }) {
  const [game, setGame] = useState({ state: props.start, events: props.events })
  return (
    <SaleScreen
      table={gameTable(game.state, game.events)}
      onAction={(action) => {
        props.onAction?.(action)
        const result = applyAction(game.state, action)
        if (!result.ok) return result.error
        setGame({ state: result.state, events: [...game.events, ...result.events] })
        return null
      }}
      canUndo={false}
      onUndo={() => {}}
      onOpenMenu={() => {}}
      saveProblem={null}
      {...(props.tableInfo === undefined ? {} : { tableInfo: props.tableInfo })}
      {...(props.away === undefined ? {} : { away: props.away })}
    />
  )
}

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('SaleScreen: hand-over picks', () => {
  it('starts on the hand-over card, with no one’s properties on screen', () => {
    const { state, events } = forSale()
    expect(state.phase).toBe('sale')
    render(<Table start={state} events={events} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Pass the device to Ann' })).toBeInTheDocument()
    expect(screen.queryAllByRole('img', { name: /^Property/ })).toHaveLength(0)
    const checks = within(screen.getByRole('region', { name: /Checks on offer/ })).getAllByRole('img')
    expect(checks.map((c) => c.getAttribute('aria-label'))).toEqual(['Check for $15,000', 'Check for $9,000', 'Check for $2,000'])
  })

  it('walks each player through pick and hand-over, then reveals all picks together', async () => {
    const { state, events } = forSale()
    const onAction = vi.fn()
    render(<Table start={state} events={events} onAction={onAction} />)

    await userEvent.click(screen.getByRole('button', { name: 'I am Ann' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Ann, pick a property to sell' })).toBeInTheDocument()
    const hide = screen.getByRole('button', { name: 'Hide and pass to Ben' })
    expect(hide).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Tap the property you sell.')
    const own = within(screen.getByRole('region', { name: 'Your properties' })).getAllByRole('button')
    await userEvent.click(own[0] as HTMLElement)
    await userEvent.click(screen.getByRole('button', { name: 'Property 29' }))
    // "Your pick: the 29": nothing is picked yet, and another tap changes it.
    expect(screen.getByRole('button', { name: 'Property 29' })).toHaveAttribute('aria-pressed', 'true')
    expect(own[0]).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('Ann, your pick: the 29')
    expect(onAction).not.toHaveBeenCalled()
    await userEvent.click(hide)
    expect(onAction).toHaveBeenLastCalledWith({ type: 'pick', player: 0, property: 29 })
    expect(screen.queryByRole('img', { name: 'Property 29' })).toBeNull()

    expect(screen.getByRole('heading', { level: 1, name: 'Pass the device to Ben' })).toBeInTheDocument()
    expect(screen.getByText(/Ann: has picked/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'I am Ben' }))
    const benProperties = within(screen.getByRole('region', { name: 'Your properties' })).getAllByRole('button')
    await userEvent.click(benProperties[benProperties.length - 1] as HTMLElement)
    await userEvent.click(screen.getByRole('button', { name: 'Hide and pass to Cy' }))
    await userEvent.click(screen.getByRole('button', { name: 'I am Cy' }))
    const cyProperties = within(screen.getByRole('region', { name: 'Your properties' })).getAllByRole('button')
    await userEvent.click(cyProperties[0] as HTMLElement)
    // The last picker too can change their mind until the picks are turned up.
    expect(screen.queryByRole('heading', { name: 'Sale round 1: the picks' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Hide and turn up the picks' }))

    expect(screen.getByRole('heading', { name: 'Sale round 1: the picks' })).toBeInTheDocument()
    const lines = within(screen.getByRole('region', { name: 'Sale round 1: the picks' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))
    expect(lines[0]).toBe("Ann's Property 29 takes Check for $15,000")
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/^Cy's Property \d+ takes Check for \$2,000$/)

    // The next round's first hand-over is on the reveal: one tap from the picks to Ann's own screen.
    expect(screen.getByText('Next round: pass the device to Ann. Only Ann should look at the screen now.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next round' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'I am Ann' }))
    expect(screen.getByText(/^Sale round 2 of \d+$/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Ann, pick a property to sell' })).toBeInTheDocument()
    // Not Ann after all: back to the hand-over card, nothing picked.
    await userEvent.click(screen.getByRole('button', { name: 'Not Ann? Hide' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Pass the device to Ann' })).toBeInTheDocument()
    expect(onAction).toHaveBeenCalledTimes(3)
  }, 15_000)

  it('at a table with phones, hands the device to the one seat played on the table screen, whose pick waits for the phones', async () => {
    const user = userEvent.setup()
    const { state, events } = forSale()
    const { container } = render(<Table start={state} events={events} away={[false, 'phone', 'phone']} />)
    // Everyone at the table sees this screen: the one person on it still gets the hand-over.
    expect(screen.getByRole('heading', { level: 1, name: 'Pass the device to Ann' })).toBeInTheDocument()
    expect(container.querySelector('#own-heading')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I am Ann' }))
    const hand = within(screen.getByRole('region', { name: 'Your properties' }))
    await user.click(hand.getAllByRole('button')[0] as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Hide: the others pick on their phones' }))
    // Ben and Cy pick on their phones: nothing of Ann's is left on screen, and the bar is gone.
    expect(container.querySelector('#own-heading')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Everyone picks on their phone' })).toBeInTheDocument()
    expect(container.querySelector('footer')).toBeNull()
  })

  it('on another table screen than the main one, says where each seat picks and hands nothing over', () => {
    const { state, events } = forSale()
    const { container } = render(<Table start={state} events={events} away={['screen', 'phone', 'phone']} />)
    expect(screen.queryByRole('button', { name: 'I am Ann' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Everyone picks in secret' })).toBeInTheDocument()
    expect(screen.getByText('Picking on the main table screen: Ann')).toBeInTheDocument()
    expect(screen.getByText('Picking on their phones: Ben and Cy')).toBeInTheDocument()
    expect(container.querySelector('#own-heading')).toBeNull()
  })

  it('lets the wrong player hide again without picking', async () => {
    const { state, events } = forSale()
    const onAction = vi.fn()
    render(<Table start={state} events={events} onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: 'I am Ann' }))
    await userEvent.click(screen.getByRole('button', { name: 'Not Ann? Hide' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Pass the device to Ann' })).toBeInTheDocument()
    expect(onAction).not.toHaveBeenCalled()
  })

  it('after a reload mid-round, starts again from the hand-over card', () => {
    const { state, events } = forSale()
    const after = play(state, pick(0, 29))
    render(<Table start={after.state} events={[...events, ...after.events]} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Pass the device to Ben' })).toBeInTheDocument()
  })
})

describe('SaleScreen: the last round and the last auction', () => {
  it('shows the last auction\'s outcome in words on the first hand-over card', () => {
    const { state, events } = forSale()
    render(<Table start={state} events={events} />)
    const result = screen.getByRole('region', { name: 'Auction 10: who took what' })
    expect(result).toHaveTextContent(/won the \d+ for \$0/)
    expect(within(result).queryAllByRole('img')).toHaveLength(0)
  })

  it('sells everyone\'s last property in one tap, then turns that round up before the scores', async () => {
    // Play every round but the last through the engine, then the last one on screen.
    let { state, events } = forSale()
    while (state.phase === 'sale' && (state.seats[0]?.properties.length ?? 0) > 1) {
      const legal = legalActions(state)
      if (legal.phase !== 'sale') break
      for (const p of legal.pickers) {
        const next = play(state, pick(p.player, p.properties[0] as number))
        state = next.state
        events = [...events, ...next.events]
      }
    }
    const onSeeScores = vi.fn()
    const onAction = vi.fn()
    const lastOnes = state.seats.map((seat, player) => ({ type: 'pick', player, property: seat.properties[0] }))
    function Last() {
      const [game, setGame] = useState({ state, events })
      return (
        <SaleScreen
          table={gameTable(game.state, game.events)}
          onAction={() => null}
          onActions={(actions) => {
            onAction(actions)
            let next = { state: game.state, events: game.events }
            for (const action of actions) {
              const result = applyAction(next.state, action)
              if (!result.ok) return result.error
              next = { state: result.state, events: [...next.events, ...result.events] }
            }
            setGame(next)
            return null
          }}
          canUndo={false}
          onUndo={() => {}}
          onOpenMenu={() => {}}
          saveProblem={null}
          onSeeScores={onSeeScores}
        />
      )
    }
    render(<Last />)
    // The round before the last is turned up first; then, with one property each, there is nothing to choose.
    const before = screen.getByRole('heading', { level: 1, name: /^Sale round \d+: the picks$/ }).textContent
    expect(screen.getByText(/^Last round: everyone has one property left/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^I am / })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Turn up the last properties' }))
    // One tap, saved as one move: each player's only property.
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(onAction).toHaveBeenCalledWith(lastOnes)
    const last = screen.getByRole('heading', { level: 1, name: /^Sale round \d+: the picks$/ })
    expect(last.textContent).not.toBe(before)
    expect(within(screen.getByRole('region', { name: /^Sale round \d+: the picks$/ })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toHaveLength(3)
    expect(onSeeScores).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'See the scores' }))
    expect(onSeeScores).toHaveBeenCalledTimes(1)
  })
})

describe('SaleScreen: privacy', () => {
  it("never puts another player's pick in the DOM before the reveal", async () => {
    const { state, events } = forSale()
    // Ann holds 29; Ben and Cy do not, and no check, name or round number reads 29.
    expect(state.seats[0]?.properties).toContain(29)
    expect(state.seats[1]?.properties).not.toContain(29)
    const after = play(state, pick(0, 29))
    render(<Table start={after.state} events={[...events, ...after.events]} tableInfo="box" />)
    expect(document.body.innerHTML).not.toContain('29')
    await userEvent.click(screen.getByRole('button', { name: 'I am Ben' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Ben, pick a property to sell' })).toBeInTheDocument()
    expect(document.body.innerHTML).not.toContain('29')
    const own = within(screen.getByRole('region', { name: 'Your properties' })).getAllByRole('button')
    await userEvent.click(own[0] as HTMLElement)
    expect(document.body.innerHTML).not.toContain('29')
  })

  it('as a memory aid, the card tracker says who bought the 29 in the auctions but is the same whether or not it was picked', async () => {
    const { state, events } = forSale()
    const before = render(<Table start={state} events={events} />)
    // Folded, the tracker draws nothing but its title.
    expect(screen.getByTestId('card-tracker').innerHTML).not.toContain('29')
    await userEvent.click(within(screen.getByTestId('card-tracker')).getByText('Card tracker'))
    const tracker = screen.getByTestId('card-tracker').innerHTML
    expect(tracker).toContain('29 for')
    before.unmount()
    const after = play(state, pick(0, 29))
    render(<Table start={after.state} events={[...events, ...after.events]} />)
    await userEvent.click(within(screen.getByTestId('card-tracker')).getByText('Card tracker'))
    expect(screen.getByTestId('card-tracker').innerHTML).toBe(tracker)
    // Outside the tracker, nothing reads 29.
    expect(document.body.innerHTML.replace(tracker, '')).not.toContain('29')
  })
})

describe('SaleScreen: languages', () => {
  it('speaks French', async () => {
    const { state, events } = forSale()
    act(() => useLocale.getState().setLocale('fr'))
    render(<Table start={state} events={events} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Passez l’appareil à Ann' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Je suis Ann' }))
    expect(screen.getByRole('button', { name: 'Maison 29' })).toBeInTheDocument()
  })
})
