// The last table remembered, the coach per table and abandoning a game, in a file of their own:
// apart from the storage-full and play-again tests of app.test.tsx, whose lazy screens and stores
// stay loaded in that file, so that each test here starts from a shell in its first state.
import { act, configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from './app.tsx'
import { useGameStore } from './store/game-store.ts'
import { SESSION_KEY } from './storage/session-pointer.ts'
import { useLocale } from './i18n/locale-store.ts'
import { RULESET_IDS } from './engine/ruleset-ids.ts'
import { EDITIONS_SEEN_KEY } from './learn/learn-progress.ts'
import { useCoachStore } from './store/coach-store.ts'

const store = () => useGameStore.getState()

function reset() {
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
  // These tests start many editions: an edition's first-time card (src/learn/edition-card.tsx) would
  // stand before each first move, so this device has shown them all. learn-host.test.tsx tests the card.
  localStorage.setItem(EDITIONS_SEEN_KEY, JSON.stringify(RULESET_IDS))
  history.replaceState(null, '')
}

/** Lazy screens and dialogs load their module on first use: slow on a busy machine. */
const LOADING = { timeout: 8000 }
configure({ asyncUtilTimeout: LOADING.timeout })

async function setUpGame() {
  await userEvent.click(await screen.findByRole('button', { name: 'New game' }))
  for (const [i, name] of ['Ann', 'Ben', 'Cy', 'Dee'].entries()) {
    await userEvent.type(await screen.findByRole('textbox', { name: `Player ${i + 1}` }, LOADING), name)
  }
  await userEvent.click(await screen.findByRole('button', { name: 'Start the game' }))
  await screen.findByRole('button', { name: /Menu/ }, LOADING)
}

/**
 * With the coach on, open the game menu once the coach has read the position: its reading changes
 * the screen, and the input pause that follows (src/device/tap-guard.ts) would take a tap made
 * meanwhile.
 */
async function openMenuAfterCoach() {
  // A computer player may be first to act (no coach for it): then there is no reading to wait for.
  await screen.findAllByText(/chance/, {}, { timeout: 3000 }).catch(() => [])
  await act(() => new Promise((r) => setTimeout(r, 600)))
  await userEvent.click(await screen.findByRole('button', { name: /Menu/ }, LOADING))
}

/** Press the browser's Back button and let the popstate land. */
async function back() {
  await act(async () => {
    history.back()
    await new Promise((r) => setTimeout(r, 20))
  })
}

beforeEach(reset)
afterEach(() => {
  vi.restoreAllMocks()
  act(() => useLocale.getState().setLocale('en'))
  reset()
})

describe('App: the last table and abandoning a game', () => {
  it('starts the same table again from Home in one tap, the coach with it', { timeout: 30_000 }, async () => {
    render(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'New game' }, LOADING))
    for (const [i, name] of ['Ann', 'Ben', 'Cy'].entries()) {
      await userEvent.type(await screen.findByRole('textbox', { name: `Player ${i + 1}` }, LOADING), name)
    }
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 4' }), 'Computer: easy')
    await userEvent.click(screen.getByRole('radio', { name: 'For Sale, Gryphon edition' }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Learners’ table/ }))
    await userEvent.click(screen.getByRole('radio', { name: /^As the box/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Start the game' }))
    const first = store().current!
    expect(useCoachStore.getState().tables).toContain(first.id)
    await openMenuAfterCoach()
    await userEvent.click(await screen.findByRole('button', { name: 'Home (the game stays saved)' }, LOADING))
    await act(() => new Promise((r) => setTimeout(r, 100)))

    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^Same table again For Sale \\(Gryphon\\) with Ann, Ben, Cy, and ${first.state.seats[3]?.name}$`) }, LOADING))
    await screen.findByRole('button', { name: /Menu/ }, LOADING)
    const next = store().current!
    expect(next.id).not.toBe(first.id)
    expect(next.state.ruleset).toBe('for-sale-gryphon')
    expect(next.state.seats.map((s) => s.name)).toEqual(first.state.seats.map((s) => s.name))
    expect(next.seats).toEqual([{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'bot', level: 'easy' }])
    expect(next.tableInfo).toBe('box')
    expect(next.dealCode).not.toBe(first.dealCode)
    expect(useCoachStore.getState().tables).toContain(next.id)
    expect((history.state as { gavel: string }).gavel).toBe('game')
  })

  it('Setup opens on the last table, with the coach off: it is chosen for each table', { timeout: 30_000 }, async () => {
    render(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'New game' }, LOADING))
    for (const [i, name] of ['Ann', 'Ben', 'Cy', 'Dee'].entries()) {
      await userEvent.type(await screen.findByRole('textbox', { name: `Player ${i + 1}` }, LOADING), name)
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Sold!, played with ordinary packs of cards' }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Learners’ table/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Start the game' }))
    await openMenuAfterCoach()
    await userEvent.click(await screen.findByRole('button', { name: 'Home (the game stays saved)' }, LOADING))
    await act(() => new Promise((r) => setTimeout(r, 100)))

    await userEvent.click(await screen.findByRole('button', { name: 'New game' }, LOADING))
    expect(await screen.findByRole('textbox', { name: 'Player 4' }, LOADING)).toHaveValue('Dee')
    expect(screen.getByRole('radio', { name: 'Sold!, played with ordinary packs of cards' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Learners’ table/ })).not.toBeChecked()
  })

  it('abandons a game: Home, no save, no coach mark, nothing in the history', { timeout: 30_000 }, async () => {
    render(<App />)
    await setUpGame()
    const id = store().current!.id
    useCoachStore.getState().setCoach(id, true)
    await openMenuAfterCoach()
    await userEvent.click(await screen.findByRole('button', { name: 'Abandon this game' }, LOADING))
    await userEvent.click(await screen.findByRole('button', { name: 'Abandon and delete it' }, LOADING))
    await act(() => new Promise((r) => setTimeout(r, 100)))
    expect(await screen.findByRole('heading', { name: 'Saved games' }, LOADING)).toBeInTheDocument()
    expect(store().current).toBeNull()
    expect(screen.queryByRole('button', { name: /^Resume/ })).toBeNull()
    expect(Object.keys(localStorage).filter((k) => k.startsWith('gavel:game:') || k.startsWith('gavel:history:'))).toEqual([])
    expect((JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { state?: { currentId?: unknown } } | null)?.state?.currentId ?? null).toBeNull()
    expect(useCoachStore.getState().tables).not.toContain(id)
    expect((history.state as { gavel: string }).gavel).toBe('home')
    // Back does not lead into the abandoned game.
    await back()
    expect(store().current).toBeNull()
  })
})
