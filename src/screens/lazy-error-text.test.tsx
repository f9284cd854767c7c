import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLocale } from '../i18n/locale-store.ts'
import { HomeScreen } from './home-screen.tsx'

afterEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

const props = {
  onDismissRestoreProblem: vi.fn(),
  onNewGame: vi.fn(),
  onResume: vi.fn(),
  onDelete: vi.fn(),
  onImport: vi.fn(() => null),
}

describe('a saved game that does not replay, on Home', () => {
  it('names the broken rule once the error messages (loaded on demand) are in', async () => {
    render(
      <HomeScreen
        {...props}
        games={[{ ok: false, id: 'x', reason: { kind: 'invalid', error: { code: 'BID_OVER_MONEY', message: 'x', action: 2 } } }]}
        restoreProblem={{ kind: 'invalid', error: { code: 'BID_TOO_LOW', message: 'y' } }}
      />,
    )
    expect(
      await screen.findByText(
        'Its game does not replay by the rules: Action 3 of the record is not allowed: the bid is more money than the player has.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('That is not allowed: the bid is not above the high bid.')
  })

  it('in French too', async () => {
    act(() => useLocale.getState().setLocale('fr'))
    render(
      <HomeScreen {...props} games={[{ ok: false, id: 'x', reason: { kind: 'invalid', error: { code: 'BID_OVER_MONEY', message: 'x' } } }]} restoreProblem={null} />,
    )
    expect(await screen.findByText(/^Sa partie ne se rejoue pas selon les règles : .*la mise dépasse l’argent du joueur/)).toBeInTheDocument()
  })
})
