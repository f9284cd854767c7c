/**
 * `npm run tournament`: seeded matches between the bot levels (and contenders kept only to measure
 * them: `strong-old`, an earlier design of the strong level, `heuristic`, a second design, the field,
 * and `strong-4x`, the strong level given four times the thinking), every ruleset, on worker threads
 * (one per core by default). Two kinds of table:
 *
 * - duplicate pairings `A-B`: two A and two B seats alternating, each deal played with the seats swapped;
 * - lone tables `A-B`: one A against three B, each deal played once with the lone A in every seat
 *   (par: 1 / players).
 *
 * By default: strong against normal and normal against easy in pairings; the lone strong against three
 * normal; for every member of the field (`cheapskate`, `spender`, `prudent`, `smart`, `dsearch`,
 * `exploiter`, `reader`) the lone strong against three of it and the reverse table; and what time buys,
 * the lone `strong-4x` against three strong. Prints win shares and average scores with 95% confidence
 * intervals, per ruleset too, a summary of the field against the bar, and each contender's decision
 * time (p50, p95, worst). Exit status 1 when strong does not clearly beat normal or normal easy in a
 * pairing, or the lone strong does not clearly beat par against normal.
 *
 *   npm run tournament -- [--games N] [--field cheapskate,reader|none] [--time-buys yes|no]
 *                         [--pairings strong-normal,normal-easy] [--lone strong-normal,strong-strong-old]
 *                         [--players 4] [--workers N] [--seed TEXT] [--think-ms 70] [--playouts N]
 *                         [--rulesets for-sale-scarce,sold]
 *
 * `--games` is per match (default 400). `--field` and `--time-buys` choose the field's lone tables and
 * the time table; `--lone` replaces every lone table at once. `--think-ms` gives the strong level (and
 * the searching members of the field) the app worker's time limit (default); 0 leaves only their
 * playout caps, so that a run is exactly reproducible whatever the machine's load. `--playouts N`
 * lowers the strong level's cap (it stops after about N playouts). `strong-4x` gets four times either.
 *
 * `--pairings none` or `--lone none` leaves that kind out. `--rulesets` deals only those rulesets (all
 * four by default), for a closer look at one of them.
 */
import { availableParallelism, loadavg } from 'node:os'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { CONTENDERS, FIELD, STRONG_4X, TIME_FACTOR, isContender, type Contender, type FieldMember } from '../bots/contenders.ts'
import { playMatch } from '../bots/match.ts'
import { sampleCap } from '../bots/sample-cap.ts'
import { STRONG_BUDGET } from '../bots/strong.ts'
import { THINK_MS } from '../bots/think-time.ts'
import {
  playLone,
  playPair,
  loneSchedule,
  schedule,
  summarize,
  summarizeLone,
  type Estimate,
  type LoneOutcome,
  type LoneTable,
  type PairGames,
  type PairOutcome,
} from '../bots/tournament.ts'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'

type Match = [Contender, Contender]

/** The win share the lone strong level must reach against three of a field member (par 25% at four): well clear of par, not merely above it. */
const FIELD_TARGET = 0.35
/** The lowest the 95% interval of that share may reach. */
const FIELD_FLOOR = 0.3
const isFieldMember = (c: Contender) => (FIELD as readonly string[]).includes(c)

interface Options {
  games: number
  pairings: Match[]
  lone: Match[]
  players: number
  workers: number
  seed: string
  /** The strong level's time to think per decision, as in the app's worker; 0: its playout cap only (reproducible). */
  thinkMs: number
  /** The strong level's playout cap when lower than its own (0: its own). */
  playouts: number
  /** Field members whose lone tables (both ways) are played. */
  field: FieldMember[]
  /** Whether the lone strong-4x plays three strong. */
  timeBuys: boolean
  /** Set by --lone: the lone tables as given, instead of normal's, the field's and the time table. */
  loneGiven: boolean
  /** The rulesets the deals are spread over. */
  rulesets: RulesetId[]
}

/** Per contender: every decision time with a real choice (ms). */
type Timing = Partial<Record<Contender, number[]>>
/** Per contender: seats played, and the sums of what they paid for the auctions they won and of their sale yield. */
type Figures = Partial<Record<Contender, { seats: number; paid: number; yield: number }>>

function addFigures(into: Figures, from: Figures): void {
  for (const [c, f] of Object.entries(from) as [Contender, { seats: number; paid: number; yield: number }][]) {
    const t = (into[c] ??= { seats: 0, paid: 0, yield: 0 })
    t.seats += f.seats
    t.paid += f.paid
    t.yield += f.yield
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number)
}

type Job =
  | { readonly kind: 'pair'; readonly match: number; readonly pair: PairGames }
  | { readonly kind: 'lone'; readonly match: number; readonly table: LoneTable }
type Reply =
  | { readonly kind: 'pair'; readonly match: number; readonly outcome: PairOutcome; readonly timing: Timing; readonly figures: Figures }
  | { readonly kind: 'lone'; readonly match: number; readonly outcome: LoneOutcome; readonly timing: Timing; readonly figures: Figures }

const now = () => performance.now()

/** Workers run this same file; they get tsx's TypeScript loader first (an `--import` flag does not reach them). */
const workerBoot = `
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}) })
`

const timedPlay = (timing: Timing, figures: Figures = {}) => (ruleset: Parameters<typeof playMatch>[0], levels: readonly Contender[], seed: string) => {
  const thinkMs = workerData.thinkMs as number
  const playouts = workerData.playouts as number
  const limit = (started: number, contender: Contender) => {
    const factor = contender === STRONG_4X ? TIME_FACTOR : 1
    const cap = playouts > 0 ? sampleCap(playouts * factor) : () => false
    return () => cap() || (thinkMs > 0 && now() - started > thinkMs * factor)
  }
  const r = playMatch(ruleset, levels, seed, { clock: now, ...(thinkMs > 0 || playouts > 0 ? { limit } : {}) })
  for (const d of r.decisions) (timing[d.level] ??= []).push(d.ms)
  r.seats.forEach((f, seat) => {
    const t = (figures[levels[seat] as Contender] ??= { seats: 0, paid: 0, yield: 0 })
    t.seats++
    t.paid += f.paidForWins
    t.yield += f.saleYield
  })
  return r
}

function workerMain(): void {
  const port = parentPort
  if (port === null) return
  // Warm the JIT up first (untimed), as a long-lived bot worker in the app is.
  const players = workerData.players as number
  for (let i = 0; i < 2; i++) playPair(schedule('strong', 'normal', 2, players, `warm-up:${i}`)[0] as PairGames, timedPlay({}))
  port.on('message', (job: Job | null) => {
    if (job === null) {
      port.close()
      return
    }
    const timing: Timing = {}
    const figures: Figures = {}
    const reply: Reply =
      job.kind === 'pair'
        ? { kind: 'pair', match: job.match, outcome: playPair(job.pair, timedPlay(timing, figures)).outcome, timing, figures }
        : { kind: 'lone', match: job.match, outcome: playLone(job.table, timedPlay(timing, figures)).outcome, timing, figures }
    port.postMessage(reply)
  })
  port.postMessage('ready')
}

/** "strong-normal" or "strong-old-strong": two contender names joined by a dash. */
function parseMatches(value: string): Match[] | string {
  if (value === 'none') return []
  const out: Match[] = []
  for (const item of value.split(',')) {
    let found: Match | null = null
    for (let i = item.indexOf('-'); i >= 0; i = item.indexOf('-', i + 1)) {
      const a = item.slice(0, i)
      const b = item.slice(i + 1)
      if (isContender(a) && isContender(b) && a !== b) found = [a, b]
    }
    if (found === null) return `"${item}" is not two different contenders joined by a dash (contenders: ${CONTENDERS.join(', ')})`
    out.push(found)
  }
  return out
}

function parseArgs(args: readonly string[]): Options | string {
  const o: Options = {
    games: 400,
    pairings: [
      ['normal', 'easy'],
      ['strong', 'normal'],
      ['strong', 'easy'],
    ],
    lone: [],
    players: 4,
    workers: Math.max(1, availableParallelism()),
    seed: 'gavel',
    thinkMs: THINK_MS,
    playouts: 0,
    field: [...FIELD],
    timeBuys: true,
    loneGiven: false,
    rulesets: [...RULESET_IDS],
  }
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i]
    const value = args[i + 1]
    if (value === undefined) return `missing value for ${key}`
    if (key === '--playouts') {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 0) return `${key} takes a whole number of playouts (0: the strong level's own cap)`
      o.playouts = n
    } else if (key === '--think-ms') {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 0) return `${key} takes a whole number of milliseconds (0: no clock)`
      o.thinkMs = n
    } else if (key === '--games' || key === '--players' || key === '--workers') {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 1) return `${key} takes a whole number`
      if (key === '--players' && (n < 3 || n > 6)) return '--players takes 3 to 6'
      if (key === '--games') o.games = n
      else if (key === '--players') o.players = n
      else o.workers = n
    } else if (key === '--field') {
      const names = value === 'none' ? [] : value.split(',')
      const wrong = names.find((f) => !(FIELD as readonly string[]).includes(f))
      if (wrong !== undefined) return `--field: "${wrong}" is not in the field (${FIELD.join(', ')})`
      o.field = names as FieldMember[]
    } else if (key === '--rulesets') {
      const ids = value.split(',')
      const wrong = ids.find((r) => !(RULESET_IDS as readonly string[]).includes(r))
      if (wrong !== undefined) return `--rulesets: "${wrong}" is not a ruleset (${RULESET_IDS.join(', ')})`
      o.rulesets = [...new Set(ids)] as RulesetId[]
    } else if (key === '--time-buys') {
      if (value !== 'yes' && value !== 'no') return '--time-buys takes yes or no'
      o.timeBuys = value === 'yes'
    } else if (key === '--seed') o.seed = value
    else if (key === '--pairings' || key === '--lone') {
      const matches = parseMatches(value)
      if (typeof matches === 'string') return `${key}: ${matches}`
      if (key === '--pairings') o.pairings = matches
      else {
        o.lone = matches
        o.loneGiven = true
      }
    } else return `unknown option ${key}`
  }
  if (!o.loneGiven) {
    o.lone = [['strong', 'normal'], ...o.field.flatMap((f): Match[] => [['strong', f], [f, 'strong']])]
    if (o.timeBuys) o.lone.push([STRONG_4X, 'strong'])
  }
  return o
}

const pct = (e: Estimate) => `${(e.mean * 100).toFixed(1)}% ± ${(e.half * 100).toFixed(1)}`
const pts = (e: Estimate) => `${e.mean.toFixed(1)} ± ${e.half.toFixed(1)}`
const flip = (e: Estimate): Estimate => ({ ...e, mean: 1 - e.mean })
const pad = (s: string, n: number) => s.padEnd(n)

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2))
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`)
    return 2
  }
  const o = parsed
  const jobs: Job[] = [
    ...o.pairings.flatMap(([a, b], match) => schedule(a, b, o.games, o.players, o.seed, o.rulesets).map((pair): Job => ({ kind: 'pair', match, pair }))),
    ...o.lone.flatMap(([a, b], match) => loneSchedule(a, b, o.games, o.players, o.seed, o.rulesets).map((table): Job => ({ kind: 'lone', match, table }))),
  ]
  const pairOutcomes: PairOutcome[][] = o.pairings.map(() => [])
  const loneOutcomes: LoneOutcome[][] = o.lone.map(() => [])
  const loneFigures: Figures[] = o.lone.map(() => ({}))
  /** The same, ruleset by ruleset. */
  const loneFiguresBy: Partial<Record<RulesetId, Figures>>[] = o.lone.map(() => ({}))
  const timing: Timing = {}
  const started = now()
  const totalGames = jobs.reduce((n, j) => n + (j.kind === 'pair' ? 2 : j.table.seatings.length), 0)
  console.log(
    `Gavel bot tournament: ${o.players}-player tables, seed "${o.seed}", about ${o.games} games per match, the deals spread over ` +
      `${o.rulesets.length === RULESET_IDS.length ? `${RULESET_IDS.length} rulesets` : `only ${o.rulesets.join(', ')}`}; ${o.workers} worker threads; strong = up to ${STRONG_BUDGET.playouts} playouts and ` +
      `${STRONG_BUDGET.moves} simulated moves per decision${o.playouts > 0 ? ` (here capped at ${o.playouts} playouts)` : ''}${o.thinkMs > 0 ? `, or ${o.thinkMs} ms (the app worker's limit)` : ' (no clock)'}; load average at start ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  )
  let next = 0
  let games = 0
  await Promise.all(
    Array.from({ length: Math.min(o.workers, jobs.length) }, () => {
      const worker = new Worker(workerBoot, { eval: true, workerData: { players: o.players, thinkMs: o.thinkMs, playouts: o.playouts } })
      return new Promise<void>((resolve, reject) => {
        const feed = () => worker.postMessage(next < jobs.length ? jobs[next++] : null)
        worker.on('message', (m: Reply | 'ready') => {
          if (m !== 'ready') {
            if (m.kind === 'pair') (pairOutcomes[m.match] as PairOutcome[]).push(m.outcome)
            else {
              ;(loneOutcomes[m.match] as LoneOutcome[]).push(m.outcome)
              addFigures(loneFigures[m.match] as Figures, m.figures)
              addFigures(((loneFiguresBy[m.match] as Partial<Record<RulesetId, Figures>>)[m.outcome.ruleset] ??= {}), m.figures)
            }
            for (const [c, times] of Object.entries(m.timing) as [Contender, number[]][]) for (const ms of times) (timing[c] ??= []).push(ms)
            const before = games
            games += m.kind === 'pair' ? 2 : m.outcome.games
            if (Math.floor(games / 50) > Math.floor(before / 50)) {
              process.stderr.write(`  ${games}/${totalGames} games, ${((now() - started) / 1000).toFixed(0)} s\r`)
            }
          }
          feed()
        })
        worker.on('error', reject)
        worker.on('exit', () => resolve())
      })
    }),
  )
  process.stderr.write('\n')

  let ok = true
  o.pairings.forEach(([a, b], i) => {
    const s = summarize(a, b, pairOutcomes[i] as PairOutcome[])
    const clear = s.winA.mean - s.winA.half > 0.5
    console.log(`\n${a} vs ${b}: ${s.games} games (two ${a} and two ${b} seats per table, alternating)`)
    console.log(`  win share      ${pad(a, 10)} ${pad(pct(s.winA), 16)} ${pad(b, 10)} ${pct(flip(s.winA))}`)
    console.log(`  average score  ${pad(a, 10)} ${pad(pts(s.scoreA), 16)} ${pad(b, 10)} ${pts(s.scoreB)}`)
    for (const r of s.byRuleset) {
      console.log(`    ${pad(r.ruleset, 17)} ${r.winA.n * 2} games: win ${pad(a, 10)} ${pad(pct(r.winA), 15)} score ${pts(r.scoreA)} vs ${pts(r.scoreB)}`)
    }
    console.log(`  ${a} clearly beats ${b} (95% interval of its win share above 50%): ${clear ? 'yes' : 'NO'}`)
    const required = (a === 'strong' && b === 'normal') || (a === 'normal' && b === 'easy')
    if (required && !clear) ok = false
  })

  o.lone.forEach(([a, b], i) => {
    const s = summarizeLone(a, b, o.players, loneOutcomes[i] as LoneOutcome[])
    const clear = s.win.mean - s.win.half > s.par
    const parText = `${(s.par * 100).toFixed(0)}%`
    console.log(`\n1 ${a} vs ${o.players - 1} ${b}: ${s.games} games (each deal played with the lone ${a} in every seat; par ${parText})`)
    console.log(`  lone ${pad(a, 10)} win share ${pad(pct(s.win), 16)} average score ${pts(s.scoreA)} (the others ${pts(s.scoreB)})`)
    const per = (x: number, n: number) => (x / n).toFixed(1)
    for (const r of s.byRuleset) {
      const ra = loneFiguresBy[i]?.[r.ruleset]?.[a]
      const rb = loneFiguresBy[i]?.[r.ruleset]?.[b]
      const paidYield = ra !== undefined && rb !== undefined && ra.seats > 0 && rb.seats > 0 ? `  paid ${per(ra.paid, ra.seats)} vs ${per(rb.paid, rb.seats)}, yield ${per(ra.yield, ra.seats)} vs ${per(rb.yield, rb.seats)}` : ''
      console.log(`    ${pad(r.ruleset, 17)} ${r.win.n * o.players} games: win ${pad(pct(r.win), 15)} score ${pts(r.scoreA)} vs ${pts(r.scoreB)}${paidYield}`)
    }
    const fa = loneFigures[i]?.[a]
    const fb = loneFigures[i]?.[b]
    if (fa !== undefined && fb !== undefined && fa.seats > 0 && fb.seats > 0) {
      console.log(
        `  per seat a game: paid for auctions won ${a} ${per(fa.paid, fa.seats)} vs ${b} ${per(fb.paid, fb.seats)}; ` +
          `sale yield (checks got minus the checks its properties' ranks would get) ${a} ${per(fa.yield, fa.seats)} vs ${b} ${per(fb.yield, fb.seats)}`,
      )
    }
    console.log(`  the lone ${a} clearly beats par (95% interval above ${parText}): ${clear ? 'yes' : 'NO'}`)
    if (a === 'strong' && b === 'normal' && !clear) ok = false
    // Against the field, strong alone wins at least 35%, and no field member alone beats par: players it has never met do not find a weakness.
    if (a === 'strong' && isFieldMember(b)) {
      const pass = s.win.mean >= FIELD_TARGET && s.win.mean - s.win.half > FIELD_FLOOR
      console.log(`  the lone strong wins at least ${(FIELD_TARGET * 100).toFixed(0)}% against ${b}, its whole interval above ${(FIELD_FLOOR * 100).toFixed(0)}%: ${pass ? 'yes' : 'NO'}`)
    }
    if (b === 'strong' && isFieldMember(a)) console.log(`  the lone ${a} stays at or under par against strong: ${s.win.mean <= s.par ? 'yes' : 'NO'}`)
    if (a === STRONG_4X && b === 'strong') console.log(`  what time buys: the strong level given ${TIME_FACTOR}× the time wins ${pct(s.win)} against three of itself (par ${parText}): a figure to read, not a bar`)
  })

  // The field against the bar, one line a member: the lone strong against three of it, and the reverse.
  const lone = (a: Contender, b: Contender) => {
    const i = o.lone.findIndex(([x, y]) => x === a && y === b)
    return i < 0 ? null : summarizeLone(a, b, o.players, loneOutcomes[i] as LoneOutcome[])
  }
  const members = FIELD.filter((f) => lone('strong', f) !== null || lone(f, 'strong') !== null)
  if (members.length > 0) {
    console.log(`
The field, ${o.players}-player tables over every ruleset, lone seat rotated (bar: strong ≥ ${(FIELD_TARGET * 100).toFixed(0)}% with the interval above ${(FIELD_FLOOR * 100).toFixed(0)}%; each member ≤ par):`)
    console.log(`  ${pad('member', 11)} ${pad('1 strong vs 3 of them', 34)} 1 of them vs 3 strong`)
    for (const f of members) {
      const there = lone('strong', f)
      const back = lone(f, 'strong')
      const cell = (x: ReturnType<typeof lone>) => (x === null ? '—' : `${pct(x.win)} (${x.games} games)`)
      console.log(`  ${pad(f, 11)} ${pad(cell(there), 34)} ${cell(back)}`)
    }
  }

  const load = loadavg().map((l) => l.toFixed(1))
  console.log(
    `\nDecision time (wall clock, decisions with a real choice, timed in the workers after a warm-up; ` +
      `load average now ${load.join(' / ')} on ${availableParallelism()} cores: a busy machine inflates the times):`,
  )
  for (const c of CONTENDERS) {
    const all = timing[c]
    if (all === undefined || all.length === 0) continue
    const sorted = all.slice().sort((x, y) => x - y)
    const mean = sorted.reduce((t, x) => t + x, 0) / sorted.length
    console.log(
      `  ${pad(c, 10)} ${String(sorted.length).padStart(8)} decisions   mean ${mean.toFixed(2).padStart(7)} ms   p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms   ` +
        `p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms   ` +
        `worst ${(sorted[sorted.length - 1] as number).toFixed(1).padStart(7)} ms`,
    )
  }
  const strong = timing.strong
  if (strong !== undefined && strong.length > 0) {
    const sorted = strong.slice().sort((x, y) => x - y)
    const over = strong.filter((ms) => ms > 300).length
    console.log(
      `  strong within budget (p95 <= 150 ms, worst <= 300 ms): p95 ${percentile(sorted, 0.95) <= 150 ? 'yes' : 'NO'}, ` +
        `${over === 0 ? 'every decision within 300 ms' : `${over} of ${strong.length} decisions over 300 ms`}`,
    )
  }
  console.log(`\nTotal ${((now() - started) / 1000).toFixed(0)} s.`)
  return ok ? 0 : 1
}

if (isMainThread) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`${(e as Error).stack ?? String(e)}\n`)
      process.exit(1)
    },
  )
} else {
  workerMain()
}
