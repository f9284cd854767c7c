import { render, screen, within } from '@testing-library/react'
import { gameTable } from '../engine/table-view.ts'
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { replayRecord } from '../engine/record.ts'
import type { GameEvent, GameState } from '../engine/types.ts'
import { ScoresScreen } from './scores-screen.tsx'

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ')

function replayed(file: string) {
  const r = replayRecord(readFileSync(`${process.cwd()}/${file}`, 'utf8'))
  if (!r.ok) throw new Error(r.error.message)
  return r
}

function show(state: GameState, events: readonly GameEvent[], play?: Parameters<typeof ScoresScreen>[0]['play']) {
  render(<ScoresScreen table={gameTable(state, events)} onPlayAgain={vi.fn()} onExport={vi.fn()} onCopyDealCode={null} onHome={vi.fn()} {...(play ? { play } : {})} />)
}

describe('scores that explain, and the story in pictures', () => {
  it('each player’s score as a sum, and the pictures with their text alternatives', () => {
    const { state, events } = replayed('tests/examples/for-sale-4p.json')
    show(state, [...events])
    const standings = within(screen.getByRole('region', { name: 'Scores, best first' }))
    const ben = standings.getByRole('listitem', { name: 'Rank 1: Ben' })
    expect(plain(within(ben).getByText(/^checks /).textContent)).toBe('checks $64,000 + money $1,000 = $65,000')
    expect(screen.getByRole('img', { name: /^Money through the buying phase, one line per player: Ann from \$/ })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Each property: the price paid against the check it sold for\./ })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: /Who sold which property for which check/ })).toBeInTheDocument()
    expect(screen.getByText(/^Best buy of the game: /)).toBeInTheDocument()
    const players = within(screen.getByRole('region', { name: 'Each player' }))
    expect(players.getAllByRole('listitem')).toHaveLength(4)
  })

  it('a place shared below the winner, said in words and marked', () => {
    const { state, events } = replayed('tests/examples/for-sale-4p.json')
    const seats = state.seats.map((s, i) => (i === 2 || i === 3 ? { ...s, checks: [15, 10], money: 2 } : s))
    show({ ...state, seats }, [...events])
    const places = screen.getByRole('list', { name: 'Places, and how ties were settled' })
    expect(plain(places.textContent)).toBe('Cy and Dee share 3rd: $27,000 each, $2,000 left each.')
    expect(screen.getAllByText('3rd, shared')).toHaveLength(2)
  })

  it('logs to BG Stats by a link the person taps, with the play in it', () => {
    const { state, events } = replayed('tests/examples/sold-3p.json')
    show(state, [...events], { id: 'abc123', createdAt: Date.UTC(2026, 11, 3, 8, 0), updatedAt: Date.UTC(2026, 11, 3, 8, 40) })
    const link = screen.getByRole('link', { name: /^Log to BG Stats/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const play = JSON.parse(new URL(link.getAttribute('href') ?? '').searchParams.get('data') ?? '{}')
    expect(play).toMatchObject({ sourceName: 'Gavel', sourcePlayId: 'abc123', playDate: '2026-12-03 08:00:00', durationMin: 40 })
    expect(play.players.map((p: { name: string }) => p.name)).toEqual(state.seats.map((s) => s.name))
  })

  it('no BG Stats link without the play’s id', () => {
    const { state, events } = replayed('tests/examples/sold-3p.json')
    show(state, [...events])
    expect(screen.queryByRole('link', { name: /BG Stats/ })).toBeNull()
  })
})
