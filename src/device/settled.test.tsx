import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

describe('work that waits until the page has settled', () => {
  it('comes once the page has loaded and been idle, and is there at once for what mounts later', async () => {
    vi.resetModules()
    const { useSettled } = await import('./settled.ts')
    function Panel(props: { readonly name: string }) {
      return <p>{`${props.name}: ${useSettled() ? 'shown' : 'waiting'}`}</p>
    }
    const first = render(<Panel name="home" />)
    expect(screen.getByText('home: waiting')).toBeInTheDocument()
    expect(await screen.findByText('home: shown')).toBeInTheDocument()
    first.unmount()
    // Home opened again after a game: no wait, no panel popping in.
    render(<Panel name="again" />)
    expect(screen.getByText('again: shown')).toBeInTheDocument()
  })
})
