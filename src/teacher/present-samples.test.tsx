import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { replayActions } from '../engine/record.ts'
import { PresentRecordDialog } from '../screens/present-record-dialog.tsx'
import type { PresenterSource } from './presenter-source.ts'

describe('present a game with no file at hand', () => {
  it('offers the sample games, each a finished game played by the bots from its deal code', async () => {
    const onOpen = vi.fn<(source: PresenterSource) => void>()
    render(<PresentRecordDialog onOpen={onOpen} onClose={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'Sample games for teachers' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Present the sample / })).toHaveLength(8)
    await userEvent.click(screen.getByRole('button', { name: 'Present the sample Sold! game with 4 players' }))
    const source = onOpen.mock.calls[0]![0]
    expect(source).toMatchObject({ dealCode: 'TEACH4SD', startAt: 'start' })
    const replayed = replayActions(source.record.setup, source.record.actions)
    expect(replayed.ok && replayed.state.phase).toBe('over')
  })
})
