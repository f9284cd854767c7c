/**
 * `npm run bench:bots`: how much the strong level thinks in one decision. Plays seeded 4-player
 * games (one strong seat on a small counted budget, three normal ones; every ruleset) to collect the
 * strong seat's decisions, then reads each of them again:
 *
 * - on the app worker's clock (`THINK_MS`), counting the playouts it fits in (what a decision reads on a device like this one);
 * - on a fixed budget of playouts, timing them (milliseconds per 100 playouts: the search's speed,
 *   whatever the clock).
 *
 *   npm run bench:bots -- [--decisions 120] [--think-ms 70] [--playouts 400] [--seed bench]
 *
 * Profile a decision with `node --cpu-prof --import tsx src/cli/bench-bots.ts`.
 */
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import { RULESET_IDS } from '../engine/rulesets.ts'
import type { GameEvent, LegalActions, PlayerView, Seat } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { normalAuction, normalPayment, normalSale } from '../bots/normal.ts'
import { factsOfView } from '../bots/facts.ts'
import { knowledgeOf } from '../bots/knowledge.ts'
import { choiceOf, type SeatChoice } from '../bots/policy.ts'
import { readChoice } from '../bots/strong-search.ts'
import { STRONG_BUDGET } from '../bots/strong.ts'
import { chosenMove } from '../bots/strong.ts'
import { sampleCap } from '../bots/sample-cap.ts'
import { THINK_MS } from '../bots/think-time.ts'

interface Decision {
  readonly view: PlayerView
  readonly choice: SeatChoice
  readonly seat: Seat
  readonly log: readonly GameEvent[]
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name)
  const n = i < 0 ? fallback : Number(process.argv[i + 1])
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} takes a whole number`)
  return n
}
const seedArg = process.argv.indexOf('--seed')
const seed = seedArg < 0 ? 'bench' : (process.argv[seedArg + 1] ?? 'bench')
const wanted = option('--decisions', 120)
const thinkMs = option('--think-ms', THINK_MS)
const fixed = option('--playouts', 400)

function hasChoice(choice: SeatChoice): boolean {
  if (choice.phase === 'auction') return choice.bid !== null
  if (choice.phase === 'payment') return choice.options.length > 1
  return choice.properties.length > 1
}

/** The strong seat's decisions in seeded games against three normal seats. */
function collect(): Decision[] {
  const out: Decision[] = []
  for (let g = 0; out.length < wanted; g++) {
    const ruleset = RULESET_IDS[g % RULESET_IDS.length] as (typeof RULESET_IDS)[number]
    const created = createGame({ ruleset, players: ['A', 'B', 'C', 'D'], seed: `${seed}:${g}`, startPlayer: 0 })
    if (!created.ok) throw new Error(created.error.message)
    let state = created.value
    const log: GameEvent[] = [...openingEvents(state)]
    const strongSeat = g % 4
    const rng = new Rng(rngFromSeed(`${seed}:${g}:bots`))
    for (;;) {
      const legal: LegalActions = legalActions(state)
      if (legal.phase === 'over') break
      const seat = toAct(state)[0] as Seat
      const view = playerView(state, seat)
      const choice = choiceOf(legal, seat)
      if (choice === null) throw new Error('nothing to do')
      let action
      if (seat === strongSeat) {
        if (hasChoice(choice) && out.length < wanted) out.push({ view, choice, seat, log: log.slice() })
        action = chosenMove(readChoice(view, choice, seat, rng, log, { ...STRONG_BUDGET, timeUp: sampleCap(150) }), choice, rng)
      } else {
        const f = factsOfView(view, knowledgeOf(view, log))
        action = choice.phase === 'auction' ? normalAuction(f, choice) : choice.phase === 'payment' ? normalPayment(choice) : normalSale(f, seat, choice.properties)
      }
      const r = applyAction(state, action)
      if (!r.ok) throw new Error(r.error.message)
      state = r.state
      log.push(...r.events)
    }
  }
  return out
}

const decisions = collect()
const now = () => performance.now()
// Warm the JIT up, as the app's worker does.
for (const d of decisions.slice(0, 20)) readChoice(d.view, d.choice, d.seat, new Rng(rngFromSeed('warm')), d.log, { ...STRONG_BUDGET, timeUp: sampleCap(100) })

const byPhase = new Map<string, { n: number; playouts: number; ms: number; fixedMs: number }>()
let totalPlayouts = 0
/** Playouts that fit in the clock with no cap on them. */
let totalOpen = 0
let totalFixedMs = 0
let totalFixedPlayouts = 0
/** A hash of every fixed-budget reading: the same before and after a change that only makes the search faster. */
let fingerprint = 0
const hashText = (t: string) => {
  let h = 0
  for (let i = 0; i < t.length; i++) h = (h * 33 + t.charCodeAt(i)) % 1_000_000_007
  return h
}
const times: number[] = []
for (const d of decisions) {
  const started = now()
  const clocked = readChoice(d.view, d.choice, d.seat, new Rng(rngFromSeed('clock')), d.log, { ...STRONG_BUDGET, timeUp: () => now() - started > thinkMs })
  const ms = now() - started
  times.push(ms)
  const u0 = now()
  const open = readChoice(d.view, d.choice, d.seat, new Rng(rngFromSeed('clock')), d.log, { playouts: 1e9, moves: 1e12, timeUp: () => now() - u0 > thinkMs })
  totalOpen += open.playouts
  const t0 = now()
  const counted = readChoice(d.view, d.choice, d.seat, new Rng(rngFromSeed('fixed')), d.log, { playouts: fixed, moves: 10_000_000 })
  const fixedMs = now() - t0
  totalPlayouts += clocked.playouts
  totalFixedMs += fixedMs
  totalFixedPlayouts += counted.playouts
  fingerprint = (fingerprint * 31 + hashText(JSON.stringify(counted.candidates.map((c) => c.win)))) % 1_000_000_007
  const p = byPhase.get(d.choice.phase) ?? { n: 0, playouts: 0, ms: 0, fixedMs: 0 }
  byPhase.set(d.choice.phase, { n: p.n + 1, playouts: p.playouts + clocked.playouts, ms: p.ms + ms, fixedMs: p.fixedMs + fixedMs })
}
times.sort((a, b) => a - b)
console.log(`bench strong: ${decisions.length} decisions (seed "${seed}"), clock ${thinkMs} ms, cap ${STRONG_BUDGET.playouts} playouts`)
console.log(
  `  playouts per decision on the clock: ${(totalPlayouts / decisions.length).toFixed(0)}; ` +
    `time p95 ${(times[Math.floor(times.length * 0.95)] ?? NaN).toFixed(1)} ms, worst ${(times[times.length - 1] ?? NaN).toFixed(1)} ms`,
)
console.log(`  playouts that fit in ${thinkMs} ms with no cap: ${(totalOpen / decisions.length).toFixed(0)} per decision`)
console.log(`  fixed budget of ${fixed} playouts: ${((totalFixedMs / totalFixedPlayouts) * 100).toFixed(2)} ms per 100 playouts`)
console.log(`  readings' fingerprint: ${fingerprint}`)
for (const [phase, p] of byPhase) {
  console.log(`    ${phase.padEnd(8)} ${String(p.n).padStart(4)} decisions: ${(p.playouts / p.n).toFixed(0)} playouts on the clock, ${(p.ms / p.n).toFixed(1)} ms; fixed ${(p.fixedMs / p.n).toFixed(1)} ms`)
}
