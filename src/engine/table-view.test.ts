import { describe, expect, it } from 'vitest'
import { legalActions, toAct } from './game.ts'
import { playRandomGame } from './random-play.ts'
import type { GameEvent, GameState } from './types.ts'
import { tableView } from './table-view.ts'
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
