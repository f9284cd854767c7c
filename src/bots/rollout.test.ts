import { describe, expect, it } from 'vitest'
import { applyAction, createGame, legalActions } from '../engine/game.ts'
import { randomAction } from '../engine/random-play.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { PLAYER_COUNTS, RULESET_IDS } from '../engine/rulesets.ts'
import type { GameState } from '../engine/types.ts'
import { easySale } from './easy.ts'
import { factsOfState } from './facts.ts'
import { PICK_STYLES, stylePickInState } from './pick-styles.ts'
import { playOut, type Style } from './rollout.ts'

/** The sale played through the engine, move by move, with the playouts' picks: what `playOut` must agree with. */
function saleThroughEngine(start: GameState, styles: readonly Style[], rng: Rng, counter: { moves: number }): GameState {
  let state = start
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over') return state
    if (legal.phase !== 'sale') throw new Error(`not a sale: ${legal.phase}`)
    const picker = legal.pickers[0] as (typeof legal.pickers)[number]
    const style = styles[picker.player] as Style
    const f = factsOfState(state)
    const action =
      style.kind === 'careless'
        ? easySale(f, picker.player, picker.properties, rng)
        : { type: 'pick' as const, player: picker.player, property: stylePickInState(style.pick, f, state, picker.player, picker.properties, rng) }
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(next.error.code)
    state = next.state
    counter.moves++
  }
}

describe('playOut in the sale', () => {
  it('ends every game as the engine does, drawing the same chances and counting the same moves', () => {
    let compared = 0
    for (const ruleset of RULESET_IDS) {
      for (const players of PLAYER_COUNTS) {
        for (let g = 0; g < 6; g++) {
          const created = createGame({ ruleset, players: Array.from({ length: players }, (_, i) => `P${i}`), seed: `sale-${ruleset}-${players}-${g}`, startPlayer: 0 })
          if (!created.ok) throw new Error(created.error.message)
          let state = created.value
          const rng = new Rng(rngFromSeed(`moves-${g}`))
          // Random moves up to the sale, and some way into it (picks made, rounds gone).
          const into = g % 3
          while (state.phase !== 'over' && !(state.phase === 'sale' && (state.sale?.round ?? 0) >= into && rng.nextInt(3) === 0)) {
            const action = randomAction(legalActions(state), rng)
            const next = action === null ? null : applyAction(state, action)
            if (next === null || !next.ok) throw new Error('random play failed')
            state = next.state
          }
          if (state.phase !== 'sale') continue
          const styles = Array.from({ length: players }, (_, s): Style => ({
            kind: (s + g) % 4 === 0 ? 'careless' : 'sound',
            keenness: 1,
            pick: PICK_STYLES[(s + g) % PICK_STYLES.length] as Style['pick'],
          }))
          const a = { moves: 0 }
          const b = { moves: 0 }
          const fast = playOut(state, styles, new Rng(rngFromSeed(`play-${g}`)), a)
          const slow = saleThroughEngine(state, styles, new Rng(rngFromSeed(`play-${g}`)), b)
          expect(fast.phase).toBe('over')
          expect(fast.seats).toEqual(slow.seats)
          expect(fast.checksDealt).toBe(slow.checksDealt)
          expect(a.moves).toBe(b.moves)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(60)
  })
})
