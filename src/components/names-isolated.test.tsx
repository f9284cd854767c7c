import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createGame } from '../engine/game.ts'
import { playerView } from '../engine/view.ts'
import { SeatPanel } from './seat-panel.tsx'

const HEBREW = '\u05d3\u05e0\u05d4'

describe('a name shown on its own', () => {
  it('is isolated from the words and numbers beside it (a seat panel)', () => {
    const created = createGame({ ruleset: 'for-sale', players: [HEBREW, 'Ben', 'Cy'], seed: 'bdi', startPlayer: 0 })
    if (!created.ok) throw new Error(created.error.message)
    const view = playerView(created.value, null)
    const { container } = render(<SeatPanel ruleset="for-sale" seat={0} view={view.seats[0]!} auction={view.auction} isTurn />)
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toContain(HEBREW)
  })
})
