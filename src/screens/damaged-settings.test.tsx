import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocale } from '../i18n/locale-store.ts'
import { KEY_BOT_PACE, KEY_RECENT_NAMES, KEY_SOUNDS } from '../storage/storage-keys.ts'
import { rememberNames } from '../store/recent-names.ts'
import { HomeScreen } from './home-screen.tsx'

function renderHome() {
  render(
    <HomeScreen games={[]} restoreProblem={null} onDismissRestoreProblem={vi.fn()} onNewGame={vi.fn()} onResume={vi.fn()} onDelete={vi.fn()} onImport={vi.fn(() => null)} />,
  )
}

const notice = (name: RegExp) => screen.findByRole('region', { name }, { timeout: 5000 })

beforeEach(() => localStorage.clear())
afterEach(() => act(() => useLocale.getState().setLocale('en')))

describe('damaged settings on Home', () => {
  it('tells which settings could not be read and the default each uses, keeps the rest, and forgets them on request', async () => {
    localStorage.setItem(KEY_SOUNDS, '{"format":"gavel-sounds","version":1,"on":"loud"}')
    localStorage.setItem(KEY_BOT_PACE, 'x'.repeat(5000))
    rememberNames(['Ann', 'Ben'])
    renderHome()
    const region = within(await notice(/Some settings could not be read/))
    expect(region.getByText('Sounds on or off: sounds are on.')).toBeInTheDocument()
    expect(region.getByText('The computer players’ pace: the normal pace.')).toBeInTheDocument()
    expect(region.getByText(/your saved games, history and other settings are kept/)).toBeInTheDocument()
    expect(region.getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(region.getByRole('button', { name: 'Forget the damaged settings' }))
    expect(screen.queryByRole('region', { name: /Some settings could not be read/ })).toBeNull()
    expect(localStorage.getItem(KEY_SOUNDS)).toBeNull()
    expect(localStorage.getItem(KEY_BOT_PACE)).toBeNull()
    expect(localStorage.getItem(KEY_RECENT_NAMES)).not.toBeNull()
  })

  it('is said in French and Spanish', async () => {
    localStorage.setItem(KEY_RECENT_NAMES, '[oops')
    act(() => useLocale.getState().setLocale('fr'))
    renderHome()
    expect(within(await notice(/Certains réglages n’ont pas pu être lus/)).getByText(/Les noms des joueurs récents/)).toBeInTheDocument()
    cleanup()
    act(() => useLocale.getState().setLocale('es'))
    renderHome()
    expect(within(await notice(/Algunos ajustes no se han podido leer/)).getByText(/Los nombres de los jugadores recientes/)).toBeInTheDocument()
  })

  it('says nothing when every setting reads', async () => {
    localStorage.setItem(KEY_SOUNDS, 'off')
    rememberNames(['Ann'])
    renderHome()
    await act(async () => {
      await import('./damaged-settings.tsx')
      await new Promise((r) => setTimeout(r, 300))
    })
    expect(screen.queryByRole('region', { name: /Some settings/ })).toBeNull()
  })
})
