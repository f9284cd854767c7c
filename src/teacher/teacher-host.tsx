import { useEffect } from 'react'
import { PresenterScreen } from './presenter-screen.tsx'
import type { PresenterSource } from './presenter-source.ts'
import { isTeachEntry, leaveTeachEntryForGame, stepBack } from '../route.ts'
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
        if (isTeachEntry(history.state)) stepBack()
      }}
      onContinue={(record, dealCode, seats) => {
        const error = gameActions.continueFrom(record, dealCode, seats)
        if (error !== null) return error
        onClosed()
        leaveTeachEntryForGame()
        return null
      }}
    />
  )
}
