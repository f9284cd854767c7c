import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { actionsOf } from '../engine/game.ts'
import { useLocale } from '../i18n/i18n.ts'
import { useGameStore } from '../store/game-store.ts'
import { listSavedGames } from '../store/saved-games.ts'
import { LEARN_GAME_KEY, useLearnStore } from './learn-store.ts'
import { EDITIONS_SEEN_KEY, LEARN_KEY, beginLearn, endLearn, useLearnProgress } from './learn-progress.ts'
import { LEARN_SEATS, learnSetup } from './learn-deal.ts'
import { LearnHost } from './learn-host.tsx'
import { startLearnGame } from './learn-start-dialog.tsx'
import { playTour } from './learn-play.test-kit.ts'
import * as gameActions from '../game/game-actions.ts'

beforeEach(() => {
  localStorage.clear()
  act(() => {
    useLocale.getState().setLocale('en')
    gameActions.closeGame()
    endLearn()
  })
})

function host() {
  const onHome = vi.fn(() => gameActions.closeGame())
  const onSetup = vi.fn(() => gameActions.closeGame())
  render(<LearnHost active onHome={onHome} onSetup={onSetup} />)
  return { onHome, onSetup }
}

/** The guided game opened at `count` actions of a game played through the tour's prompts. */
function openAt(at: number | 'sale' | 'end') {
  const played = playTour('for-sale', 'host')
  const actions = actionsOf(played.state)
  // 'sale': one pick made in the first sale round.
  const count = at === 'sale' ? actions.findIndex((a) => a.type === 'pick') + 1 : at
  const error = gameActions.continueFrom({ setup: learnSetup('for-sale', 'en'), actions: count === 'end' ? actions : actions.slice(0, count) }, null, LEARN_SEATS)
  expect(error).toBeNull()
  beginLearn(useGameStore.getState().current?.id as string)
  useLearnProgress.getState().ack('welcome')
  useLearnProgress.getState().ack('offer')
}

describe('Learn to play: the tour over the open game', () => {
  it('starts with the welcome, holds the computer players while it is read, and goes on with a tap', async () => {
    act(() => void startLearnGame('for-sale', 'en'))
    host()
    expect(screen.getByText(/Welcome! You are Ann/)).toBeInTheDocument()
    expect(useLearnStore.getState().holdBots).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect(screen.getByText(/Each auction turns up one property per player: 2, 11, 19, and 28/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText(/The computer players bid first/)).toBeInTheDocument()
    expect(useLearnStore.getState().holdBots).toBe(false)
    // What was acknowledged is remembered with the game: a reload goes on from here.
    expect(JSON.parse(localStorage.getItem(LEARN_KEY) as string)).toMatchObject({ acks: ['welcome', 'offer'] })
  })

  for (const [moment, count] of [
    ['at the welcome', 0],
    ['mid-auction', 9],
    ['mid-sale', 'sale'],
  ] as const) {
    it(`Exit learn ${moment} leaves nothing behind: no saved game, no tour, Home`, async () => {
      if (count === 0) act(() => void startLearnGame('for-sale', 'en'))
      else act(() => openAt(count))
      if (count === 'sale') expect(useGameStore.getState().current?.state.phase).toBe('sale')
      const { onHome } = host()
      await userEvent.click(screen.getByRole('button', { name: 'Exit learn' }))
      expect(onHome).toHaveBeenCalledTimes(1)
      expect(useGameStore.getState().current).toBeNull()
      expect(listSavedGames()).toEqual([])
      expect(localStorage.getItem(LEARN_KEY)).toBeNull()
      expect(localStorage.getItem(LEARN_GAME_KEY)).toBeNull()
      expect(useLearnStore.getState()).toMatchObject({ gameId: null, holdBots: false })
    })
  }

  it('ends with the score explained, and a real game or Home', async () => {
    act(() => openAt('end'))
    const { onSetup } = host()
    // No scores screen here to point at: the score is said unanchored.
    expect(screen.getByText(/Your score is your checks plus the money you kept/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Exit learn' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Play a real game' }))
    expect(onSetup).toHaveBeenCalledTimes(1)
    // A finished guided game is a finished game like any other: it is kept.
    expect(listSavedGames()).toHaveLength(1)
    expect(localStorage.getItem(LEARN_KEY)).toBeNull()
  })

  it('speaks the learner’s language', () => {
    act(() => {
      useLocale.getState().setLocale('es')
      void startLearnGame('sold', 'es')
    })
    host()
    expect(screen.getByText(/Eres Ana/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Salir del tutorial' })).toBeInTheDocument()
  })
})

describe('an edition’s differences, the first time a table plays it', () => {
  const start = (ruleset: 'for-sale-gryphon' | 'for-sale' | 'sold') =>
    act(() => void gameActions.newGame({ ruleset, players: ['Ann', 'Ben', 'Cy'], startPlayer: 0 }))

  it('shows Gryphon’s once, remembered when dismissed', async () => {
    start('for-sale-gryphon')
    host()
    expect(screen.getByRole('dialog', { name: 'What is different in For Sale (Gryphon)' })).toBeInTheDocument()
    expect(screen.getByText(/rounded up/, { selector: 'li' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(EDITIONS_SEEN_KEY) as string)).toMatchObject({ format: 'gavel-editions-seen', version: 1, seen: ['for-sale-gryphon'] })
    start('for-sale-gryphon')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not show the classic game’s to a first-time table, but does once Sold! is known', () => {
    start('for-sale')
    host()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    localStorage.setItem(EDITIONS_SEEN_KEY, JSON.stringify(['sold']))
    start('for-sale')
    expect(screen.getByRole('dialog', { name: 'What is different in For Sale' })).toBeInTheDocument()
  })

  it('is not shown for the edition just learned', () => {
    act(() => void startLearnGame('sold', 'en'))
    act(() => gameActions.playAgain())
    host()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
