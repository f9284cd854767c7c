/**
 * `npm run tournament`: seeded duplicate matches between the bot levels at 4-player tables, every
 * ruleset, on worker threads (one per core by default). Prints each pairing's win shares and
 * average scores with 95% confidence intervals, per ruleset too, and each level's mean and worst
 * decision time. Exit status 1 when strong does not clearly beat normal or normal easy.
 *
 *   npm run tournament -- [--games N] [--pairings strong-normal,normal-easy,strong-easy] [--players 4]
 *                         [--workers N] [--seed TEXT]
 */
import { availableParallelism, loadavg } from 'node:os'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/levels.ts'
import { playMatch } from '../bots/match.ts'
import { STRONG_PLAYOUTS } from '../bots/strong.ts'
import { playPair, schedule, summarize, type Estimate, type PairGames, type PairOutcome } from '../bots/tournament.ts'
import { RULESET_IDS } from '../engine/rulesets.ts'

interface Options {
  games: number
  pairings: [BotLevel, BotLevel][]
  players: number
  workers: number
  seed: string
}

/** Per level: decisions with a real choice, their total and worst time in ms, and every time (for percentiles). */
type Timing = Record<BotLevel, { n: number; total: number; worst: number; all: number[] }>

const emptyTiming = (): Timing => ({
  easy: { n: 0, total: 0, worst: 0, all: [] },
  normal: { n: 0, total: 0, worst: 0, all: [] },
  strong: { n: 0, total: 0, worst: 0, all: [] },
})

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number)
}

interface Job {
  readonly pairing: number
  readonly index: number
  readonly pair: PairGames
}
type Reply = { readonly pairing: number; readonly index: number; readonly outcome: PairOutcome; readonly timing: Timing }

const now = () => performance.now()

/** Workers run this same file; they get tsx's TypeScript loader first (an `--import` flag does not reach them). */
const workerBoot = `
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}) })
`

function runPair(pair: PairGames, timing: Timing): PairOutcome {
  const { outcome, results } = playPair(pair, (ruleset, levels, seed) => playMatch(ruleset, levels, seed, now))
  for (const r of results) {
    for (const d of r.decisions) {
      const t = timing[d.level]
      t.n++
      t.total += d.ms
      t.all.push(d.ms)
      if (d.ms > t.worst) t.worst = d.ms
    }
  }
  return outcome
}

function workerMain(): void {
  const port = parentPort
  if (port === null) return
  // Warm the JIT up first (untimed), as a long-lived bot worker in the app is.
  for (let i = 0; i < 2; i++) runPair(schedule('strong', 'normal', 2, workerData.players as number, `warm-up:${i}`)[0] as PairGames, emptyTiming())
  port.on('message', (job: Job | null) => {
    if (job === null) {
      port.close()
      return
    }
    const timing = emptyTiming()
    const outcome = runPair(job.pair, timing)
    port.postMessage({ pairing: job.pairing, index: job.index, outcome, timing } satisfies Reply)
  })
  port.postMessage('ready')
}

function parseArgs(args: readonly string[]): Options | string {
  const o: Options = {
    games: 1000,
    pairings: [
      ['normal', 'easy'],
      ['strong', 'normal'],
      ['strong', 'easy'],
    ],
    players: 4,
    workers: Math.max(1, availableParallelism()),
    seed: 'gavel',
  }
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i]
    const value = args[i + 1]
    if (value === undefined) return `missing value for ${key}`
    if (key === '--games' || key === '--players' || key === '--workers') {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 1) return `${key} takes a whole number`
      if (key === '--players' && (n < 3 || n > 6)) return '--players takes 3 to 6'
      if (key === '--games') o.games = n
      else if (key === '--players') o.players = n
      else o.workers = n
    } else if (key === '--seed') o.seed = value
    else if (key === '--pairings') {
      const pairs = value.split(',').map((p) => p.split('-'))
      if (!pairs.every((p) => p.length === 2 && isBotLevel(p[0]) && isBotLevel(p[1]) && p[0] !== p[1])) {
        return `--pairings takes e.g. strong-normal,normal-easy (levels: ${BOT_LEVELS.join(', ')})`
      }
      o.pairings = pairs as [BotLevel, BotLevel][]
    } else return `unknown option ${key}`
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
  const jobs: Job[] = o.pairings.flatMap(([a, b], pairing) =>
    schedule(a, b, o.games, o.players, o.seed).map((pair, index) => ({ pairing, index, pair })),
  )
  const outcomes: PairOutcome[][] = o.pairings.map(() => [])
  const timing = emptyTiming()
  const started = now()
  const perRuleset = Math.ceil(o.games / 2 / RULESET_IDS.length) * 2
  console.log(
    `Gavel bot tournament: ${o.players}-player tables, seed "${o.seed}", ${o.games} games per pairing ` +
      `(~${perRuleset} per ruleset, each deal played twice with the seats swapped), ${o.workers} worker threads, ` +
      `strong = ${STRONG_PLAYOUTS} playouts per decision; load average at start ${loadavg()[0]?.toFixed(1)}`,
  )
  let next = 0
  let done = 0
  await Promise.all(
    Array.from({ length: Math.min(o.workers, jobs.length) }, () => {
      const worker = new Worker(workerBoot, { eval: true, workerData: { players: o.players } })
      return new Promise<void>((resolve, reject) => {
        const feed = () => worker.postMessage(next < jobs.length ? jobs[next++] : null)
        worker.on('message', (m: Reply | 'ready') => {
          if (m !== 'ready') {
            ;(outcomes[m.pairing] as PairOutcome[]).push(m.outcome)
            for (const level of BOT_LEVELS) {
              const t = timing[level]
              const u = m.timing[level]
              t.n += u.n
              t.total += u.total
              t.worst = Math.max(t.worst, u.worst)
              for (const ms of u.all) t.all.push(ms)
            }
            done++
            if (done % 50 === 0) process.stderr.write(`  ${done * 2}/${jobs.length * 2} games, ${((now() - started) / 1000).toFixed(0)} s\r`)
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
    const s = summarize(a, b, outcomes[i] as PairOutcome[])
    const clear = s.winA.mean - s.winA.half > 0.5
    console.log(`\n${a} vs ${b}: ${s.games} games (two ${a} and two ${b} seats per table, alternating)`)
    console.log(`  win share      ${pad(a, 7)} ${pad(pct(s.winA), 16)} ${pad(b, 7)} ${pct(flip(s.winA))}`)
    console.log(`  average score  ${pad(a, 7)} ${pad(pts(s.scoreA), 16)} ${pad(b, 7)} ${pts(s.scoreB)}`)
    for (const r of s.byRuleset) {
      console.log(
        `    ${pad(r.ruleset, 17)} ${r.winA.n * 2} games: win ${pad(a, 7)} ${pad(pct(r.winA), 15)} score ${pts(r.scoreA)} vs ${pts(r.scoreB)}`,
      )
    }
    console.log(`  ${a} clearly beats ${b} (95% interval of its win share above 50%): ${clear ? 'yes' : 'NO'}`)
    const required = (a === 'strong' && b === 'normal') || (a === 'normal' && b === 'easy')
    if (required && !clear) ok = false
  })

  const load = loadavg().map((l) => l.toFixed(1))
  console.log(
    `\nDecision time per level (wall clock, decisions with a real choice, timed in the workers after a warm-up; ` +
      `load average now ${load.join(' / ')} on ${availableParallelism()} cores: a busy machine inflates the worst times):`,
  )
  for (const level of BOT_LEVELS) {
    const t = timing[level]
    if (t.n === 0) continue
    const sorted = t.all.slice().sort((x, y) => x - y)
    console.log(
      `  ${pad(level, 7)} ${String(t.n).padStart(8)} decisions   mean ${(t.total / t.n).toFixed(2).padStart(7)} ms   ` +
        `p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms   p99.9 ${percentile(sorted, 0.999).toFixed(1).padStart(6)} ms   ` +
        `worst ${t.worst.toFixed(1).padStart(7)} ms`,
    )
  }
  const strong = timing.strong
  if (strong.n > 0) {
    const over = strong.all.filter((ms) => ms > 300).length
    console.log(`  strong within its 300 ms budget: ${over === 0 ? 'yes, every decision' : `${over} of ${strong.n} decisions over 300 ms`}`)
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
