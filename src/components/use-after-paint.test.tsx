import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAfterPaint } from './use-after-paint.ts'

function Follower(props: { readonly value: number }) {
  const later = useAfterPaint(props.value)
  return (
    <p>
      now {props.value}, later {later}
    </p>
  )
}

describe('a value that follows a change once the frame for it has been painted', () => {
  it('shows the old value in the render that answers the change, and the new one after the paint', async () => {
    const { rerender } = render(<Follower value={1} />)
    expect(screen.getByText('now 1, later 1')).toBeInTheDocument()
    rerender(<Follower value={2} />)
    expect(screen.getByText('now 2, later 1')).toBeInTheDocument()
    expect(await screen.findByText('now 2, later 2')).toBeInTheDocument()
  })

  it('skips values that were replaced before they were shown', async () => {
    const { rerender } = render(<Follower value={1} />)
    await act(async () => {
      rerender(<Follower value={2} />)
      rerender(<Follower value={3} />)
    })
    expect(await screen.findByText('now 3, later 3')).toBeInTheDocument()
  })
})
