import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RULESET_IDS } from '../engine/rulesets.ts'
import { createGame, legalActions } from '../engine/game.ts'
import { randomAction, playRandomGame } from '../engine/random-play.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { Action } from '../engine/types.ts'
import type { GameRecord } from '../store/saved-games.ts'
import { playMove } from './forced-moves.ts'
import { lastReveal, notePlayed, undoStatus } from './undo.ts'

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

  it('goes on from each move as played (its passes nobody could choose, the cards it turned up) as a replay from the deal does', () => {
    // Moves that took passes the table played with them, over all the games: a game of public money
    // may have none, but the property would say nothing of them if no game had any.
    let withPasses = 0
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_IDS), fc.integer({ min: 3, max: 6 }), fc.string({ maxLength: 8 }), fc.boolean(), (ruleset, players, seed, secretMoney) => {
        const ps = ruleset === 'for-sale-scarce' ? Math.min(players, 4) : players
        const setup = { ruleset, players: ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo'].slice(0, ps), seed, options: { secretMoney } }
        const created = createGame(setup)
        if (!created.ok) throw new Error(created.error.message)
        const rng = new Rng(rngFromSeed(`moves ${seed}`))
        const isPerson = (seat: number) => seat !== 1
        // As dispatch plays a move: the move played with the passes the table plays after it, noted
        // on the record so far (checked after the last move: the undo button), the longer record checked.
        let state = created.value
        let record: GameRecord = { setup, actions: [] }
        undoStatus(record, isPerson)
        const byMove: { record: GameRecord; status: unknown; reveal: unknown }[] = []
        for (let action = randomAction(legalActions(state), rng); action !== null; action = randomAction(legalActions(state), rng)) {
          const played = playMove(state, [action])
          if (!played.ok) throw new Error(played.error.message)
          const next: GameRecord = { setup, actions: [...record.actions, ...played.actions] }
          // Every move goes on from the last one's check, none is replayed.
          expect(notePlayed(record, next, played.state, played.steps)).toBe(true)
          byMove.push({ record: next, status: undoStatus(next, isPerson), reveal: lastReveal(next) })
          if (played.actions.length > 1) withPasses++
          state = played.state
          record = next
        }
        for (const { record: r, status, reveal } of byMove) {
          const fresh: GameRecord = { setup: { ...setup }, actions: [...r.actions] }
          expect(status).toEqual(undoStatus(fresh, isPerson))
          expect(reveal).toEqual(lastReveal(fresh))
        }
      }),
      { numRuns: 12 },
    )
    expect(withPasses).toBeGreaterThan(0)
  })
})
