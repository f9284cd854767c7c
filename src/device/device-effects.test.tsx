import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DeviceSettings } from './device-settings.tsx'
import { toAct } from '../engine/game.ts'
import { useDeviceStore } from '../store/device-store.ts'
import { useGameStore } from '../store/game-store.ts'
import { useLocale } from '../i18n/locale-store.ts'
import { DeviceEffects } from './device-effects.tsx'
import { PERSIST_ASKED_KEY } from './storage-persistence.ts'
import * as gameActions from '../game/game-actions.ts'

vi.mock('./service-worker.ts', () => ({ startServiceWorker: vi.fn(async () => {}), checkForUpdate: vi.fn() }))

const persist = vi.fn(async () => true)
const persisted = vi.fn(async () => false)

beforeEach(() => {
  localStorage.clear()
  persist.mockClear()
  persisted.mockClear()
  Object.defineProperty(navigator, 'storage', { value: { persist, persisted }, configurable: true })
  useDeviceStore.setState({ applyUpdate: null, offlineReady: false, storage: 'unknown', wakeLock: 'idle' })
  useLocale.setState({ locale: 'en' })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage')
  useGameStore.setState({ current: null })
})

describe('the new-version prompt', () => {
  it('never shows while a game is on screen, and shows between games', async () => {
    const applyUpdate = vi.fn(async () => {})
    useDeviceStore.setState({ applyUpdate })
    const { rerender } = render(<DeviceEffects gameOnScreen betweenGames={false} />)
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'New version' })).toBeNull()

    rerender(<DeviceEffects gameOnScreen={false} betweenGames />)
    const prompt = await screen.findByRole('region', { name: 'New version' })
    expect(prompt).toHaveTextContent('A new version of Gavel is ready.')
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }))
    expect(applyUpdate).toHaveBeenCalledTimes(1)
  })

  it('"Later" holds until the next game has been played', async () => {
    useDeviceStore.setState({ applyUpdate: async () => {} })
    const { rerender } = render(<DeviceEffects gameOnScreen={false} betweenGames />)
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('region', { name: 'New version' })).toBeNull()
    rerender(<DeviceEffects gameOnScreen betweenGames={false} />)
    rerender(<DeviceEffects gameOnScreen={false} betweenGames />)
    expect(await screen.findByRole('region', { name: 'New version' })).toBeInTheDocument()
  })

  it('speaks French and Spanish too', async () => {
    useDeviceStore.setState({ applyUpdate: async () => {} })
    useLocale.setState({ locale: 'fr' })
    render(<DeviceEffects gameOnScreen={false} betweenGames />)
    expect(await screen.findByRole('button', { name: 'Mettre à jour' })).toBeInTheDocument()
    act(() => useLocale.setState({ locale: 'es' }))
    expect(await screen.findByRole('button', { name: 'Actualizar ahora' })).toBeInTheDocument()
  })
})

describe('keeping saved games', () => {
  it('asks the browser once, when a game is first saved, and shows the answer in the settings', async () => {
    render(
      <>
        <DeviceEffects gameOnScreen={false} betweenGames />
        <DeviceSettings />
      </>,
    )
    await act(async () => {})
    expect(screen.getByText('Gavel will ask the browser to keep them once a game is saved.')).toBeInTheDocument()
    expect(persist).not.toHaveBeenCalled()

    await act(async () => {
      expect(gameActions.newGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0 })).toBeNull()
    })
    expect(useGameStore.getState().current).not.toBeNull()
    expect(persist).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).not.toBeNull()
    expect(await screen.findByText('Kept: the browser will not clear them to free up space.')).toBeInTheDocument()

    // Later saves ask nothing more.
    await act(async () => {
      const game = useGameStore.getState().current
      if (game === null) throw new Error('no game')
      expect(gameActions.dispatch({ type: 'pass', player: toAct(game.state)[0] ?? 0 })).toBeNull()
    })
    expect(persist).toHaveBeenCalledTimes(1)
  })

  it('offers to ask again when the browser may clear them', async () => {
    // Asked on an earlier visit, kept as plain text as it was then.
    localStorage.setItem(PERSIST_ASKED_KEY, '2026-01-02T03:04:05.678Z')
    persist.mockResolvedValueOnce(true)
    render(<DeviceSettings />)
    const ask = await screen.findByRole('button', { name: 'Ask the browser to keep them' })
    expect(screen.getByText('The browser may clear them if the device runs low on space.')).toBeInTheDocument()
    await userEvent.click(ask)
    expect(await screen.findByText('Kept: the browser will not clear them to free up space.')).toBeInTheDocument()
  })
})
