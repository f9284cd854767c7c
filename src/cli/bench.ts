/**
 * `npm run bench`: random complete games through the public engine API, on one core.
 * Prints `bench <ruleset> 4p: <N> games/s` per ruleset, then actions per second.
 * BENCH_SECONDS sets the time per ruleset (default 2).
 */
import { applyAction, createGame, legalActions } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { randomAction } from '../engine/random-play.ts'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'

// A reader that stops early (`npm run bench | head -4`) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0)
  throw e
})

const seconds = Number(process.env.BENCH_SECONDS ?? 2)
const players = ['Ann', 'Ben', 'Cy', 'Dee']

function playOne(ruleset: RulesetId, seed: string, rng: Rng): number {
  const created = createGame({ ruleset, players, seed })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  let actions = 0
  for (;;) {
    const action = randomAction(legalActions(state), rng)
    if (action === null) return actions
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.error.message)
    state = result.state
    actions++
  }
}

function bench(ruleset: RulesetId): { games: number; actions: number; elapsed: number } {
  const rng = new Rng(rngFromSeed(`bench:${ruleset}`))
  for (let i = 0; i < 2000; i++) playOne(ruleset, `warm${i}`, rng)
  let games = 0
  let actions = 0
  const start = process.hrtime.bigint()
  const limit = BigInt(Math.round(seconds * 1e9))
  let elapsed = 0n
  while (elapsed < limit) {
    for (let i = 0; i < 500; i++) actions += playOne(ruleset, `g${games++}`, rng)
    elapsed = process.hrtime.bigint() - start
  }
  return { games, actions, elapsed: Number(elapsed) / 1e9 }
}

const results = RULESET_IDS.map((id) => [id, bench(id)] as const)
for (const [id, r] of results) console.log(`bench ${id} 4p: ${Math.round(r.games / r.elapsed)} games/s`)
for (const [id, r] of results) {
  console.log(`bench ${id} 4p: ${Math.round(r.actions / r.elapsed)} actions/s (${(r.actions / r.games).toFixed(1)} actions/game)`)
}
