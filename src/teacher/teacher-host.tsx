import { useEffect } from 'react'
import { PresenterScreen } from './presenter-screen.tsx'
import type { PresenterSource } from './presenter-source.ts'
import { isTeachEntry } from './teach-history.ts'
import * as gameActions from '../game/game-actions.ts'

/**
 * Teacher mode over the app. The app pushed a history entry marked `teach` when it opened this,
 * so Back closes the presenter and lands where it was opened from; so does Close.
 * "Continue from here" and "Deal this again" start a new saved game and close onto it.
 */
export function TeacherHost(props: { readonly source: PresenterSource; readonly onClosed: () => void }) {
  const { onClosed } = props

  useEffect(() => {
    const onPopState = (e: PopStateEvent) => {
      if (!isTeachEntry(e.state)) onClosed()
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [onClosed])

  return (
    <PresenterScreen
      source={props.source}
      onClose={() => {
        onClosed()
        if (isTeachEntry(history.state)) history.back()
      }}
      onContinue={(record, dealCode, seats) => {
        const error = gameActions.continueFrom(record, dealCode, seats)
        if (error !== null) return error
        onClosed()
        const state: unknown = history.state
        if (isTeachEntry(state)) {
          // Opened over a game: step back onto that game's entry. Opened over Home: this entry becomes the game's.
          if ((state as { gavel?: unknown }).gavel === 'game') history.back()
          else history.replaceState({ gavel: 'game' }, '')
        }
        return null
      }}
    />
  )
}
