import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RULESET_IDS } from '../engine/rulesets.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { Action } from '../engine/types.ts'
import type { GameRecord } from '../store/saved-games.ts'
import { lastReveal, undoStatus } from './undo.ts'

describe('undo status, worked out move by move', () => {
  it('is the same as a replay from the deal at every move of random games, undos between', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_IDS), fc.integer({ min: 3, max: 6 }), fc.string({ maxLength: 8 }), fc.array(fc.nat(), { maxLength: 6 }), (ruleset, players, seed, undos) => {
        const ps = ruleset === 'for-sale-scarce' ? Math.min(players, 4) : players
        const game = playRandomGame(ruleset, ps, seed, false)
        const setup = { ruleset, players: ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'].slice(0, ps), seed }
        const isPerson = (seat: number) => seat % 2 === 0
        // As the store keeps a game: one setup object, a new list of the same actions on every move,
        // now and then an undo (a shorter list) and the game going on from there.
        const byMove: { record: GameRecord; status: unknown; reveal: unknown }[] = []
        let actions: readonly Action[] = []
        const at = new Set(undos.map((u) => u % (game.actions.length + 1)))
        for (let i = 0; i < game.actions.length; i++) {
          actions = [...actions, game.actions[i] as Action]
          const record: GameRecord = { setup, actions }
          byMove.push({ record, status: undoStatus(record, isPerson), reveal: lastReveal(record) })
          if (at.has(i)) {
            const back: GameRecord = { setup, actions: actions.slice(0, Math.max(0, actions.length - 3)) }
            byMove.push({ record: back, status: undoStatus(back, isPerson), reveal: lastReveal(back) })
          }
        }
        // Each the same as a replay from the deal (a fresh setup object and list).
        for (const { record, status, reveal } of byMove) {
          const fresh: GameRecord = { setup: { ...setup }, actions: [...record.actions] }
          expect(status).toEqual(undoStatus(fresh, isPerson))
          expect(reveal).toEqual(lastReveal(fresh))
        }
      }),
      { numRuns: 12 },
    )
  })
})
