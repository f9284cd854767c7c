import { describe, expect, it, vi } from 'vitest'
import { applyAction, createGame, legalActions } from '../engine/game.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { Action, GameEvent, GameState } from '../engine/types.ts'
import { cuesFor, soundWatcher } from './sound-cues.ts'

/** A game as the store holds it, after `count` actions of a random 4-player game. */
function gameAt(seed: string, count: number, id = 'g1') {
  const played = playRandomGame('for-sale', 4, seed)
  const created = createGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy', 'Dee'], seed })
  if (!created.ok) throw new Error(created.error.message)
  let state: GameState = created.value
  const events: GameEvent[] = []
  const actions: Action[] = []
  for (const action of played.actions.slice(0, count)) {
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.code)
    state = result.state
    events.push(...result.events)
    actions.push(action)
  }
  return { id, record: { setup: { ruleset: 'for-sale' as const, players: ['Ann', 'Ben', 'Cy', 'Dee'], seed }, actions }, events, state }
}

describe('sound cues', () => {
  it('a bid, a pass, a sale turned up and the end of the game each have their sound', () => {
    expect(cuesFor([{ type: 'bid', player: 0, amount: 3, previous: 0 }])).toEqual(['bid'])
    const whole = gameAt('cues-1', playRandomGame('for-sale', 4, 'cues-1').actions.length)
    const cues = cuesFor(whole.events)
    expect(cues).toContain('pass')
    expect(cues).toContain('turn-up')
    expect(cues.at(-1)).toBe('game-over')
    // Each at most once per move.
    expect(new Set(cues).size).toBe(cues.length)
  })

  it('a pick makes no sound, whoever picks and whatever is picked', () => {
    const played = playRandomGame('for-sale', 4, 'cues-2')
    const firstPick = played.actions.findIndex((a) => a.type === 'pick')
    const state = played.states[firstPick] as GameState
    const legal = legalActions(state)
    if (legal.phase !== 'sale') throw new Error('expected a sale')
    const picker = legal.pickers[0]
    if (picker === undefined) throw new Error('expected a seller')
    const seller = picker.player
    const heard = picker.properties.map((property) => {
      const result = applyAction(state, { type: 'pick', player: seller, property })
      if (!result.ok) throw new Error(result.error.code)
      return cuesFor(result.events)
    })
    expect(heard.length).toBeGreaterThan(1)
    for (const cues of heard) expect(cues).toEqual([])
  })
})

describe('the sound watcher', () => {
  it('plays the cues of a move made on the open game, and nothing on opening, switching or undoing', () => {
    const play = vi.fn()
    const watch = soundWatcher(play, () => true)
    watch(gameAt('w', 3))
    expect(play).not.toHaveBeenCalled()
    const next = gameAt('w', 4)
    watch(next)
    expect(play).toHaveBeenCalledTimes(1)
    expect(play.mock.calls[0]?.[0]).toEqual(cuesFor(next.events.slice(gameAt('w', 3).events.length)))
    watch(gameAt('w', 2))
    watch(gameAt('w', 5, 'other'))
    watch(null)
    watch(gameAt('w', 6, 'other'))
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('is silent while sounds are off or the tab is hidden', () => {
    const play = vi.fn()
    let on = false
    const watch = soundWatcher(play, () => on)
    watch(gameAt('s', 1))
    watch(gameAt('s', 2))
    expect(play).not.toHaveBeenCalled()
    on = true
    watch(gameAt('s', 3))
    expect(play).toHaveBeenCalledTimes(1)
  })
})
