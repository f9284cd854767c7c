import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { applyAction, createGame, legalActions } from '../engine/game.ts'
import { randomAction } from '../engine/random-play.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { Action, GameState, TableSetup } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { PresenterScreen } from './presenter-screen.tsx'

/** A Gryphon game at 4 players, played at random into its third auction, after that auction's first move. */
function liveGame(): { setup: TableSetup; actions: Action[]; state: GameState } {
  const setup: TableSetup = { ruleset: 'for-sale-gryphon', players: ['Ann', 'Ben', 'Cy', 'Dee'], seed: 'BOXLIVE' }
  const created = createGame(setup)
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const actions: Action[] = []
  const rng = new Rng(rngFromSeed('box-live'))
  const started = (s: GameState) => s.auction !== null && (s.auction.bids.some((b) => b > 0) || s.auction.inAuction.some((x) => !x))
  while (!((state.auction?.number ?? 0) >= 2 && started(state))) {
    const action = randomAction(legalActions(state), rng)
    if (action === null) throw new Error('the game ended first')
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.message)
    actions.push(action)
    state = result.state
  }
  return { setup, actions, state }
}

describe('PresenterScreen: a live game played as the box', () => {
  it('shows bought properties face down and goes back no further than the auction on the table', () => {
    act(() => useLocale.getState().setLocale('en'))
    const { setup, actions, state } = liveGame()
    render(
      <PresenterScreen
        source={{ record: { setup, actions }, dealCode: null, startAt: 'end', live: true, tableInfo: 'box' }}
        onClose={vi.fn()}
        onContinue={vi.fn(() => null)}
      />,
    )
    const onTable = new Set(state.auction?.revealed ?? [])
    const earlier = state.seats.flatMap((s) => s.properties).filter((c) => !onTable.has(c))
    expect(earlier.length).toBeGreaterThan(0)
    for (const card of earlier) expect(screen.queryByRole('img', { name: `Property ${card}` })).toBeNull()
    // Each seat's bought properties, counted face down.
    expect(screen.getAllByText(/^\d+ face down$/).map((e) => e.textContent)).toEqual(state.seats.map((s) => `${s.properties.length} face down`))
    // Going back stops at the move that turned up this auction: the earlier ones are not shown again.
    const back = screen.getByRole('button', { name: 'Step back (left arrow)' })
    for (let i = 0; i < actions.length && !(back as HTMLButtonElement).disabled; i++) act(() => back.click())
    expect(back).toBeDisabled()
    for (const card of earlier) expect(screen.queryByRole('img', { name: `Property ${card}` })).toBeNull()
  })
})
