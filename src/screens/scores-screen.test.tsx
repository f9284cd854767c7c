import { act, render, screen, within } from '@testing-library/react'
import { gameTable } from '../engine/table-view.ts'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { legalActions } from '../engine/game.ts'
import { replayRecord } from '../engine/record.ts'
import { rankStandings } from '../engine/score.ts'
import { gameWith, pass, pick, play } from '../engine/test-kit.ts'
import type { GameEvent, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { explainResult } from '../i18n/score-explanation.ts'
import { ScoresScreen } from './scores-screen.tsx'

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

/** A whole For Sale game where everyone always passes and sells their lowest property. */
function playedOut(start: GameState): { state: GameState; events: GameEvent[] } {
  let state = start
  const events: GameEvent[] = []
  for (let guard = 0; state.phase !== 'over' && guard < 500; guard++) {
    const legal = legalActions(state)
    const action =
      legal.phase === 'auction'
        ? pass(legal.player)
        : legal.phase === 'sale'
          ? pick(legal.pickers[0]!.player, legal.pickers[0]!.properties[0]!)
          : null
    if (action === null) throw new Error(`unexpected phase ${legal.phase}`)
    const next = play(state, action)
    state = next.state
    events.push(...next.events)
  }
  return { state, events }
}

/**
 * The end of a real game, with seats' checks and money set to a chosen end position
 * (a tie is hard to reach by play alone; the screen only reads seats).
 */
function ending(ruleset: 'for-sale' | 'for-sale-gryphon', seats: { checks: number[]; money: number }[]) {
  const { state, events } = playedOut(gameWith(ruleset, 3, { options: { secretMoney: true } }))
  const changed: GameState = {
    ...state,
    seats: state.seats.map((s, i) => ({ ...s, checks: seats[i]!.checks, money: seats[i]!.money })),
  }
  return { state: changed, events }
}

function show(state: GameState, events: GameEvent[], copy: (() => void) | null = vi.fn()) {
  const handlers = { onPlayAgain: vi.fn(), onExport: vi.fn(), onHome: vi.fn() }
  render(<ScoresScreen table={gameTable(state, events)} onCopyDealCode={copy} {...handlers} />)
  return handlers
}

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('ScoresScreen', () => {
  it('lists each player’s checks, money and total with ranks, and says who won', () => {
    const text = readFileSync(`${process.cwd()}/tests/examples/for-sale-4p.json`, 'utf8')
    const replay = replayRecord(text)
    if (!replay.ok) throw new Error(replay.error.message)
    show(replay.state, [...replay.events])
    expect(screen.getByRole('heading', { level: 1, name: /Ben wins!/ })).toBeInTheDocument()
    expect(screen.getByText('Ben wins with $65,000.')).toBeInTheDocument()
    const standings = within(screen.getByRole('region', { name: 'Scores, best first' }))
    const rows = standings.getAllByRole('listitem', { name: /^Rank/ })
    expect(rows.map((r) => r.getAttribute('aria-labelledby') && within(r).getByRole('heading').textContent)).toEqual([
      'Rank 1: Ben',
      'Rank 2: Ann',
      'Rank 3: Cy',
      'Rank 4: Dee',
    ])
    expect(rows[0]).toHaveTextContent('$65,000')
    expect(rows[0]).toHaveTextContent('Winner')
    expect(rows[0]).toHaveTextContent('Money left:$1,000')
    // 4 players: 2 properties and 2 checks were set aside, now revealed.
    const aside = screen.getByRole('region', { name: 'Set aside, never played' })
    expect(within(aside).getAllByRole('img', { name: /^Property/ })).toHaveLength(2)
    expect(within(aside).getAllByRole('img', { name: /^(Check|Refused)/ })).toHaveLength(2)
  })

  it('explains a tie-break in words', () => {
    const { state, events } = ending('for-sale', [
      { checks: [15, 15, 13], money: 5 },
      { checks: [15, 14, 14, 3], money: 2 },
      { checks: [2], money: 1 },
    ])
    show(state, events)
    expect(screen.getByRole('heading', { level: 1, name: /Ann wins!/ })).toBeInTheDocument()
    expect(screen.getByText('Ann and Ben both scored $48,000; Ann wins with more money left: $5,000 to $2,000.')).toBeInTheDocument()
  })

  it('says a shared win as such', () => {
    const { state, events } = ending('for-sale', [
      { checks: [15, 15, 13], money: 5 },
      { checks: [15, 14, 14], money: 5 },
      { checks: [2], money: 1 },
    ])
    show(state, events)
    expect(screen.getByRole('heading', { level: 1, name: /Ann and Ben share the win!/ })).toBeInTheDocument()
    expect(
      screen.getByText('Ann and Ben both scored $48,000 and have the same money left ($5,000 each): they share the win.'),
    ).toBeInTheDocument()
    const winners = within(screen.getByRole('region', { name: 'Scores, best first' })).getAllByText('Winner')
    expect(winners).toHaveLength(2)
  })

  it('shows Sold! money cards and the last sale', () => {
    const replay = replayRecord(readFileSync(`${process.cwd()}/tests/examples/sold-3p.json`, 'utf8'))
    if (!replay.ok) throw new Error(replay.error.message)
    show(replay.state, [...replay.events])
    expect(screen.getByRole('heading', { level: 1, name: /Ann wins!/ })).toBeInTheDocument()
    const cy = screen.getByRole('listitem', { name: 'Rank 3: Cy' })
    expect(within(cy).getByRole('img', { name: 'Money card: 3 of squares, worth 3' })).toBeInTheDocument()
    expect(within(cy).getByText('money cards left: 2 (1 point each)')).toBeInTheDocument()
    // The game's last sale round, with its picks.
    expect(screen.getByRole('heading', { level: 2, name: 'Sale round 8: the picks' })).toBeInTheDocument()
  })

  it('plays again, exports, copies the deal code and goes home', async () => {
    const { state, events } = playedOut(gameWith('for-sale', 3))
    const copy = vi.fn()
    const handlers = show(state, events, copy)
    await userEvent.click(screen.getByRole('button', { name: 'Play again with the same players' }))
    await userEvent.click(screen.getByRole('button', { name: 'Export the game record' }))
    await userEvent.click(screen.getByRole('button', { name: 'Copy the deal code' }))
    await userEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(handlers.onPlayAgain).toHaveBeenCalledOnce()
    expect(handlers.onExport).toHaveBeenCalledOnce()
    expect(copy).toHaveBeenCalledOnce()
    expect(handlers.onHome).toHaveBeenCalledOnce()
    expect(screen.getByText('No cards were set aside in this game.')).toBeInTheDocument()
  })

  it('offers no deal code when there is none', () => {
    const { state, events } = playedOut(gameWith('for-sale', 3))
    show(state, events, null)
    expect(screen.queryByRole('button', { name: 'Copy the deal code' })).toBeNull()
  })

  it('speaks French', () => {
    const { state, events } = ending('for-sale', [
      { checks: [15, 15, 13], money: 5 },
      { checks: [15, 14, 14, 3], money: 2 },
      { checks: [2], money: 1 },
    ])
    act(() => useLocale.getState().setLocale('fr'))
    show(state, events)
    expect(plain(screen.getByText(/gagne avec plus d’argent restant/).textContent ?? '')).toBe(
      'Ann et Ben ont marqué tous les deux 48 000 $ ; Ann gagne avec plus d’argent restant : 5000 $ contre 2000 $.'
        .replace('5000', '5 000')
        .replace('2000', '2 000'),
    )
  })
})

describe('explainResult', () => {
  const standing = (name: string, checkTotal: number, moneyLeft: number) => ({ name, checkTotal, moneyLeft })

  it('three level on score, one ahead on money', () => {
    const scores = rankStandings([standing('Ann', 40, 8), standing('Ben', 45, 3), standing('Cy', 46, 2), standing('Dee', 10, 0)])
    expect(explainResult('en', 'for-sale', scores).why).toBe(
      'Ann, Ben, and Cy all scored $48,000; Ann wins with more money left: $8,000 to $3,000 and $2,000.',
    )
  })

  it('two share after a tie-break that left a third behind', () => {
    const scores = rankStandings([standing('Ann', 40, 8), standing('Ben', 40, 8), standing('Cy', 46, 2)])
    const result = explainResult('en', 'for-sale', scores)
    expect(result.headline).toBe('Ann and Ben share the win!')
    expect(result.why).toBe(
      'Ann, Ben, and Cy all scored $48,000; Ann and Ben share the win with the most money left ($8,000 each), to $2,000.',
    )
  })

  it('Sold!: the tie-break is money cards left', () => {
    const scores = rankStandings([standing('Ann', 40, 4), standing('Ben', 42, 2), standing('Cy', 30, 1)])
    expect(explainResult('en', 'sold', scores).why).toBe('Ann and Ben both scored 44; Ann wins with more money cards left: 4 to 2.')
    expect(explainResult('es', 'sold', scores).why).toBe(
      'Ann y Ben han sumado 44 los dos; gana Ann, que tiene más cartas de dinero restantes: 4 frente a 2.',
    )
  })
})
