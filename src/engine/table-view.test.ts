import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from './game.ts'
import { playRandomGame } from './random-play.ts'
import type { GameEvent, GameState } from './types.ts'
import { gameTable, tableView } from './table-view.ts'
import { logInView, playerView } from './view.ts'

describe('tableView: what a viewer may know of the table', () => {
  for (const ruleset of ['for-sale', 'sold', 'for-sale-gryphon', 'for-sale-scarce'] as const) {
    it(`${ruleset}: the seat to act reads the game's own legal moves; every viewer its own view and log`, () => {
      const played = playRandomGame(ruleset, 4, `table-view-${ruleset}`)
      for (let i = 0; i < played.states.length; i += 3) {
        const state = played.states[i] as GameState
        const events: readonly GameEvent[] = played.events.slice(0, i).flat()
        for (const seat of toAct(state)) expect(tableView(state, events, seat).legal).toEqual(legalActions(state))
        for (const viewer of [null, 0, 1, 2, 3] as const) {
          const table = tableView(state, events, viewer)
          expect(table.view).toEqual(playerView(state, viewer))
          expect(table.log).toEqual(logInView(events, table.view))
        }
      }
    })
  }
})

describe('gameTable: a game as a screen receives it', () => {
  it('is the same value for the same moment, makes each seat view once, and has scores only once the game is over', () => {
    const played = playRandomGame('for-sale', 3, 'game-table')
    const last = played.states.length - 1
    for (const i of [0, Math.floor(last / 2), last]) {
      const state = played.states[i] as GameState
      const events: readonly GameEvent[] = played.events.slice(0, i).flat()
      const table = gameTable(state, events)
      expect(gameTable(state, events)).toBe(table)
      expect(gameTable(state, [...events])).not.toBe(table)
      expect(table.onlookers).toEqual(tableView(state, events, null))
      expect(table.seat(1)).toBe(table.seat(1))
      expect(table.seat(1)).toEqual(tableView(state, events, 1))
      expect(table.onlookers.scores === null).toBe(state.phase !== 'over')
    }
    expect(gameTable(played.states[last] as GameState, played.events.flat()).onlookers.scores?.lines).toHaveLength(3)
  })
})
