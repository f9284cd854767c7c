import type { GameEvent } from '../engine/types.ts'
import type { LoadedGame } from '../store/saved-games.ts'

/** The sounds Gavel can make: each one public, never telling anything the table does not see. */
export type SoundCue = 'bid' | 'pass' | 'win' | 'turn-up' | 'game-over'

/**
 * The sounds for a move's events, in order, each at most once. A pick is silent, whoever picks
 * and whatever they pick: during a hidden hand-over a sound must not tell one pick from another.
 */
export function cuesFor(events: readonly GameEvent[]): SoundCue[] {
  const cues: SoundCue[] = []
  const add = (cue: SoundCue) => {
    if (!cues.includes(cue)) cues.push(cue)
  }
  for (const event of events) {
    if (event.type === 'bid') add('bid')
    else if (event.type === 'passed') add('pass')
    else if (event.type === 'won') add('win')
    else if (event.type === 'sale-revealed') add('turn-up')
    else if (event.type === 'game-over') add('game-over')
  }
  return cues
}

type Watched = Pick<LoadedGame, 'id' | 'record' | 'events'>

/**
 * Follows the open game and calls `play` with the cues of each move made on it. Opening a game,
 * switching games and undoing make no sound; nor does anything while `enabled()` says no (sounds
 * off, or the tab hidden).
 */
export function soundWatcher(play: (cues: readonly SoundCue[]) => void, enabled: () => boolean): (game: Watched | null) => void {
  let seen: { id: string; actions: number; events: number } | null = null
  return (game) => {
    const before = seen
    seen = game === null ? null : { id: game.id, actions: game.record.actions.length, events: game.events.length }
    if (game === null || before === null || before.id !== game.id) return
    if (game.record.actions.length <= before.actions || game.events.length <= before.events) return
    if (!enabled()) return
    const cues = cuesFor(game.events.slice(before.events))
    if (cues.length > 0) play(cues)
  }
}
