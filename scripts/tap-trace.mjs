#!/usr/bin/env node
// Where a bid tap's main-thread time goes, from a Chromium trace: the same game and taps as
// `npm run perf`'s tap to paint (For Sale, three players, 768×1024), recorded with the Performance
// panel's categories and the JS sampler, then each bid tap read apart: the press and click tasks, the
// frame that answers them (style, layout, paint, commit), the work after that frame, and what each
// costs in CPU (thread time, which other work on a busy machine does not inflate) and wall time; the
// JS sampled in each part, by function; the tiles rastered and the frame drawn off the main thread.
// Not part of any test: a tool for reading where the time goes, before and after a change.
// At TRACE_RATE=1 (no slowdown) thread time is a task's CPU cost. At 4, as npm run perf, Chromium's
// throttling shows in thread time too (several times the 1× cost, more with the sampler on), so read
// CPU at 1× and the order of things at 4×. Function names need a build that keeps them:
// `npx vite build --minify false --outDir /tmp/dist-named`, then `node scripts/tap-trace.mjs /tmp/dist-named`.
// Usage: node scripts/tap-trace.mjs [dist-dir]
//   TRACE_TAPS=n bid taps (20), TRACE_RATE=1 no CPU slowdown (4), TRACE_PROFILE=0 no JS sampler,
//   TRACE_OUT=file.json keeps the trace, TRACE_IN=file.json reads one kept instead of playing,
//   TRACE_TREE=tap (or frame, after) prints that part's JS as a call tree (TRACE_TREE_MIN ms, 0.1),
//   TRACE_ONLY=0,1 reads only those bid taps' JS (0 is the game's first), TRACE_TOP=n functions listed,
//   TRACE_CATEGORIES=blink,… more trace categories, TRACE_PACE=person taps as npm run perf does (as soon
//   as the last move's input pause is over, 80 ms on, instead of 700 ms after the last tap: what the
//   last move left running then lands beside the tap), TRACE_SLOWEST=n taps listed with what held them up (8).
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { TURN, interactionAfter, lastInteraction, recordInteractions, startBidGame } from './bid-game.mjs'
import { serveDist } from './serve-dist.mjs'

const TAPS = Number(process.env.TRACE_TAPS ?? 20)
/** The CPU slowdown while tracing: 4 as npm run perf; at 1 a task's thread time is its CPU cost. */
const RATE = Number(process.env.TRACE_RATE ?? 4)
/** The wait after a tap before the next: npm run perf's (`person`), or a long one that lets the last move's work end first. */
const PAUSE_MS = process.env.TRACE_PACE === 'person' ? 80 : 700
const dist = resolve(process.argv[2] ?? 'dist')

/** Plays the taps in Chromium while tracing: the trace, whether each tap was a bid, and each tap's Event Timing. */
async function record() {
  const server = await serveDist(dist)
  const url = server.url

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, hasTouch: true })
  const page = await context.newPage()
  await recordInteractions(page)
  const turn = await startBidGame(page, url)
  await turn.getByRole('button', { name: /, the next legal bid$/ }).boundingBox()
  await page.waitForFunction(() => true, null, { polling: 50 })

  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
  await browser.startTracing(page, {
    // The Performance panel's categories, the frames' pipeline, and (TRACE_PROFILE=0 leaves it out, it costs time) the JS sampler.
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'blink.user_timing', 'v8.execute', 'cc', 'benchmark', 'latencyInfo', ...(process.env.TRACE_PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']), ...(process.env.TRACE_CATEGORIES?.split(',') ?? [])],
  })
  let bids = 0
  /** Whether each tap was a bid (the rest are passes, where no bid was possible): the figures are the bids'. */
  const tapKinds = []
  const eventTimings = []
  /** Whether each tap ended an auction: the next cards are then held a moment (the bar says so), and the felt shows the result. */
  const auctionEnds = []
  for (let taps = 0; bids < TAPS && taps < TAPS * 4; taps++) {
    await page.waitForFunction((section) => document.documentElement.dataset.tapGuard === undefined && document.querySelector(`${section} button`) !== null, TURN, { timeout: 10_000, polling: 50 })
    const bid = turn.getByRole('button', { name: /, the next legal bid$/ })
    const isBid = (await bid.count()) > 0 && (await bid.isEnabled())
    const button = isBid ? bid : turn.getByRole('button', { name: /^Pass: / })
    const box = await button.boundingBox()
    const last = await lastInteraction(page)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const timed = await interactionAfter(page, last)
    eventTimings.push(timed)
    auctionEnds.push(await page.evaluate(() => document.querySelector('footer .held-timer') !== null))
    if (isBid) bids++
    tapKinds.push(isBid)
    await page.waitForTimeout(PAUSE_MS)
  }
  const trace = JSON.parse((await browser.stopTracing()).toString())
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await browser.close()
  await server.close()
  return { trace, tapKinds, eventTimings, auctionEnds, rate: RATE }
}

const recorded = process.env.TRACE_IN ? JSON.parse(readFileSync(process.env.TRACE_IN, 'utf8')) : await record()
if (process.env.TRACE_OUT && !process.env.TRACE_IN) writeFileSync(process.env.TRACE_OUT, JSON.stringify(recorded))
const { trace, tapKinds = null, eventTimings = [], auctionEnds = [], rate = RATE } = recorded
const kinds = tapKinds ?? []
const events = trace.traceEvents ?? trace
const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
if (clicks.length === 0) throw new Error('no click in the trace')
const mainPid = clicks[0].pid
const mainTid = clicks[0].tid
const onMain = events.filter((e) => e.pid === mainPid && e.tid === mainTid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur)
/** Top-level tasks: events on the main thread inside no other. */
const tasks = []
for (const e of onMain) {
  const last = tasks[tasks.length - 1]
  if (last === undefined || e.ts >= last.ts + last.dur) tasks.push(e)
}
const pointerdowns = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown')
const mainClicks = clicks.filter((c) => c.pid === mainPid && c.tid === mainTid)

// The V8 sampling profiler's samples on the main thread: [time, node id], and each node's frame and parent.
const nodes = new Map()
const samples = []
const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === mainPid && e.tid === mainTid).map((e) => e.id))
for (const e of events.filter((e) => e.name === 'ProfileChunk' && e.pid === mainPid && profileIds.has(e.id)).sort((a, b) => a.ts - b.ts)) {
  const profile = e.args?.data?.cpuProfile
  for (const n of profile?.nodes ?? []) nodes.set(n.id, n)
  let t = samples.length > 0 ? samples[samples.length - 1][0] : (events.find((p) => p.name === 'Profile' && p.id === e.id)?.args?.data?.startTime ?? e.ts)
  const deltas = e.args?.data?.timeDeltas ?? []
  ;(profile?.samples ?? []).forEach((id, i) => {
    t += deltas[i] ?? 0
    samples.push([t, id])
  })
}
const frameName = (n) => {
  const f = n?.callFrame
  if (f === undefined) return '?'
  const file = (f.url ?? '').split('/').pop().replace(/-[\w-]{8}\.js$/, '')
  return `${f.functionName || '(anon)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`
}
/** Sampled self and total (inclusive) time per function inside [from, to), in ms (each sample counts its interval). */
function profileOf(from, to) {
  const self = new Map()
  const total = new Map()
  for (let i = 0; i < samples.length; i++) {
    const [t, id] = samples[i]
    if (t < from || t >= to) continue
    const dt = ((samples[i + 1]?.[0] ?? t) - t) / 1000
    const node = nodes.get(id)
    const name = frameName(node)
    if (name.startsWith('(idle)') || name.startsWith('(program)')) continue
    self.set(name, (self.get(name) ?? 0) + dt)
    const seen = new Set()
    for (let n = node; n !== undefined; n = nodes.get(n.parent)) {
      const k = frameName(n)
      if (seen.has(k)) continue
      seen.add(k)
      total.set(k, (total.get(k) ?? 0) + dt)
    }
  }
  return { self, total }
}

const KINDS = {
  js: ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'v8.callFunction', 'RunMicrotasks', 'V8.Execute', 'EvaluateScript'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  hitTest: ['HitTest', 'LayoutView::HitTest'],
  prePaint: ['PrePaint'],
  paint: ['Paint'],
  layerize: ['Layerize'],
  commit: ['Commit'],
  gc: ['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GC_MC_BACKGROUND', 'BlinkGC.AtomicPhase', 'V8.GCFinalizeMC', 'V8.GCIncrementalMarking'],
}
/** The time (CPU: thread time, or wall) of each kind of work in [from, to): outermost occurrences only. */
function breakdown(from, to, clock) {
  const inside = onMain.filter((e) => e.ts >= from && e.ts < to)
  const time = (e) => (clock === 'cpu' ? (e.tdur ?? e.dur) : e.dur) / 1000
  const out = {}
  for (const [kind, names] of Object.entries(KINDS)) {
    const of = inside.filter((e) => names.includes(e.name))
    let sum = 0
    let end = -Infinity
    for (const e of of) {
      if (e.ts < end) continue
      sum += time(e)
      end = e.ts + e.dur
    }
    out[kind] = sum
  }
  const taskList = tasks.filter((t) => t.ts >= from && t.ts < to)
  out.all = taskList.reduce((s, t) => s + time(t), 0)
  out.tasks = taskList.length
  return out
}

if (pointerdowns.length !== kinds.length) console.log(`(${pointerdowns.length} presses traced for ${kinds.length} taps: all are counted)`)
const rows = []
for (const [i, down] of pointerdowns.entries()) {
  if (pointerdowns.length === kinds.length && !kinds[i]) continue
  const click = mainClicks.find((c) => c.ts > down.ts && c.ts - down.ts < 300_000)
  if (click === undefined) continue
  const downTask = tasks.find((t) => t.ts <= down.ts && t.ts + t.dur >= down.ts + down.dur) ?? down
  const clickTask = tasks.find((t) => t.ts <= click.ts && t.ts + t.dur >= click.ts + click.dur) ?? click
  const afterClick = clickTask.ts + clickTask.dur
  // The tap's frame: the first main frame after the click's task (its commit ends it).
  const commit = onMain.find((e) => e.name === 'Commit' && e.ts >= afterClick)
  if (commit === undefined) continue
  const frameTask = tasks.find((t) => t.ts <= commit.ts && t.ts + t.dur >= commit.ts + commit.dur) ?? commit
  const frameEnd = frameTask.ts + frameTask.dur
  const commit2 = onMain.find((e) => e.name === 'Commit' && e.ts >= frameEnd)
  const frame2Task = commit2 && (tasks.find((t) => t.ts <= commit2.ts && t.ts + t.dur >= commit2.ts + commit2.dur) ?? commit2)
  const frame2End = frame2Task ? frame2Task.ts + frame2Task.dur : frameEnd
  const parts = {
    down: [downTask.ts, downTask.ts + downTask.dur],
    tap: [clickTask.ts, afterClick],
    between: [afterClick, frameTask.ts],
    frame: [frameTask.ts, frameEnd],
    after: [frameEnd, frame2End],
  }
  const row = { tap: i, wallToFrameEnd: (frameEnd - down.ts) / 1000, parts, downTs: down.ts, eventTiming: pointerdowns.length === kinds.length ? eventTimings[i] : NaN, endsAuction: auctionEnds[i] === true }
  for (const [k, [a, b]] of Object.entries(parts)) row[k] = { cpu: breakdown(a, b, 'cpu'), wall: breakdown(a, b, 'wall') }
  // Off the main thread, after the frame's commit and before the next one's: its tiles rastered, and the frame drawn.
  const offMain = (name) => events.filter((e) => e.name === name && e.ph === 'X' && e.ts >= frameEnd && e.ts < (commit2?.ts ?? frameEnd + 50_000))
  row.raster = offMain('RasterTask').reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0)
  row.tiles = offMain('RasterTask').length
  row.draw = offMain('DirectRenderer::DrawFrame').reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0)
  rows.push(row)
}
/** TRACE_ONLY=0,1: the call tree and samples of these bid taps only (0 is the first). */
const only = process.env.TRACE_ONLY?.split(',').map(Number)
const picked = only === undefined ? rows : rows.filter((_, i) => only.includes(i))
const f = (n) => n.toFixed(1).padStart(5)
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const cols = ['all', ...Object.keys(KINDS)]
console.log(`bid taps traced: ${rows.length} at ${rate}× CPU slowdown; main-thread time per part of a tap, ms (median over taps, then max)`)
for (const clock of ['cpu', 'wall']) {
  console.log(`${clock === 'cpu' ? 'CPU (thread time)' : 'wall'}:`)
  for (const part of ['down', 'tap', 'between', 'frame', 'after']) {
    console.log(`  ${part.padEnd(8)} ${cols.map((c) => `${c} ${f(med(rows.map((r) => r[part][clock][c])))}`).join(' ')}  tasks ${med(rows.map((r) => r[part][clock].tasks))}`)
    console.log(`  ${'  max'.padEnd(8)} ${cols.map((c) => `${c} ${f(Math.max(...rows.map((r) => r[part][clock][c])))}`).join(' ')}`)
  }
}
const walls = rows.map((r) => r.wallToFrameEnd).sort((a, b) => a - b)
console.log(`press to the end of the tap's frame (wall): median ${f(med(walls))}, max ${f(walls[walls.length - 1])}`)
const sameTask = (r) => r.parts.down[0] === r.parts.tap[0]
console.log(`per bid tap: CPU of press + tap + frame / wall from press to the frame's end / Event Timing:`)
console.log('  ' + rows.map((r) => `${((sameTask(r) ? 0 : r.down.cpu.all) + r.tap.cpu.all + r.between.cpu.all + r.frame.cpu.all).toFixed(1)}/${r.wallToFrameEnd.toFixed(0)}/${r.eventTiming}`).join(' '))
console.log(`the tap's frame off the main thread, CPU (median / max): raster ${f(med(rows.map((r) => r.raster)))} / ${f(Math.max(...rows.map((r) => r.raster)))} in ${med(rows.map((r) => r.tiles))} tiles, draw ${f(med(rows.map((r) => r.draw)))} / ${f(Math.max(...rows.map((r) => r.draw)))}`)
const wallOf = (r, part) => (r.parts[part][1] - r.parts[part][0]) / 1000
const stages = rows.map((r) => ({
  delay: (r.parts.down[0] - r.downTs) / 1000,
  input: sameTask(r) ? wallOf(r, 'tap') : (r.parts.tap[1] - r.parts.down[0]) / 1000,
  wait: wallOf(r, 'between'),
  frame: wallOf(r, 'frame'),
  present: r.eventTiming - r.wallToFrameEnd,
}))
console.log(`wall per stage (median / max): ${Object.keys(stages[0] ?? {}).map((k) => `${k} ${f(med(stages.map((x) => x[k])))} / ${f(Math.max(...stages.map((x) => x[k])))}`).join(', ')}`)
console.log('  (delay: press to its task; input: the press and click tasks; wait: to the frame; frame: its main-thread work; present: Event Timing less press to the frame\'s end, Event Timing rounded to 8 ms)')
const ets = rows.map((r) => r.eventTiming).sort((a, b) => a - b)
console.log(`Event Timing over these bids: median ${med(ets)}, p95 ${ets[Math.min(ets.length - 1, Math.ceil(0.95 * ets.length) - 1)]}, worst ${ets[ets.length - 1]}`)

/*
 * The tail. Event Timing by kind of bid (a game's first two, whose code runs for the first time; those
 * that end an auction; the rest), then the slowest bids, each with its stages and what the main thread
 * ran from the end of its frame to its paint on screen: work that competed with the frame's raster and
 * compositing for the cores.
 */
const nearest = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
const kindOf = (r, n) => (n < 2 ? 'the first two' : r.endsAuction ? 'ending an auction' : 'the other bids')
const byKind = new Map()
rows.forEach((r, n) => byKind.set(kindOf(r, n), [...(byKind.get(kindOf(r, n)) ?? []), r]))
console.log('Event Timing by kind of bid (median / p90, ms; present: Event Timing less press to the frame\'s end):')
for (const [kind, rs] of byKind) {
  const sorted = (f) => rs.map(f).sort((a, b) => a - b)
  const et = sorted((r) => r.eventTiming)
  const toFrame = sorted((r) => r.wallToFrameEnd)
  const present = sorted((r) => r.eventTiming - r.wallToFrameEnd)
  console.log(`  ${kind.padEnd(18)} ${String(rs.length).padStart(3)} bids: Event Timing ${nearest(et, 0.5)} / ${nearest(et, 0.9)}, press to the frame's end ${f(nearest(toFrame, 0.5))} / ${f(nearest(toFrame, 0.9))}, present ${f(nearest(present, 0.5))} / ${f(nearest(present, 0.9))}`)
}
/** A top-level task in a few words: what started it, and its largest part of rendering work. */
function taskLabel(t) {
  const inside = onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
  const call = inside.find((e) => e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'EventDispatch' || e.name === 'FireAnimationFrame')
  const what =
    call === undefined
      ? inside.some((e) => e.name === 'Commit')
        ? 'frame'
        : t.name
      : call.name === 'EventDispatch'
        ? `input ${call.args?.data?.type}`
        : call.name === 'TimerFire'
          ? 'timer'
          : call.name === 'FireAnimationFrame'
            ? 'frame (requestAnimationFrame)'
            : `${call.args?.data?.functionName || 'script'}`
  const heavy = ['Layout', 'UpdateLayoutTree', 'Paint', 'MinorGC', 'MajorGC']
    .map((name) => [name, inside.filter((e) => e.name === name).reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0)])
    .filter(([, ms]) => ms >= 0.5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
  return `${what} ${((t.tdur ?? t.dur) / 1000).toFixed(1)} ms CPU${heavy.length > 0 ? ` (${heavy.join(', ')})` : ''}`
}
const slowest = rows
  .map((r, n) => ({ r, n }))
  .sort((a, b) => b.r.eventTiming - a.r.eventTiming)
  .slice(0, Number(process.env.TRACE_SLOWEST ?? 8))
console.log('the slowest bids (wall ms from the press):')
for (const { r, n } of slowest) {
  const frameEnd = r.parts.frame[1]
  const painted = r.downTs + r.eventTiming * 1000
  const after = tasks.filter((t) => t.ts >= frameEnd && t.ts < painted && t.dur >= 300)
  const at = (ts) => ((ts - r.downTs) / 1000).toFixed(0)
  console.log(
    `  bid ${n} (${kindOf(r, n)}): Event Timing ${r.eventTiming}, its frame ${at(r.parts.frame[0])}–${at(frameEnd)} (CPU: press and tap ${((sameTask(r) ? 0 : r.down.cpu.all) + r.tap.cpu.all).toFixed(1)}, frame ${r.frame.cpu.all.toFixed(1)})` +
      (after.length === 0 ? '; nothing on the main thread until its paint' : `; then until its paint: ${after.map((t) => `${at(t.ts)} ${taskLabel(t)}`).join('; ')}`),
  )
}
if (samples.length > 0) {
  for (const part of ['tap', 'frame', 'after']) {
    const self = new Map()
    const total = new Map()
    for (const r of picked) {
      const p = profileOf(...r.parts[part])
      for (const [k, v] of p.self) self.set(k, (self.get(k) ?? 0) + v / picked.length)
      for (const [k, v] of p.total) total.set(k, (total.get(k) ?? 0) + v / picked.length)
    }
    const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${v.toFixed(2).padStart(6)} ${k}`).join('\n')
    console.log(`sampled JS in '${part}', mean ms per tap, self:\n${top(self, Number(process.env.TRACE_TOP ?? 15))}\n  total:\n${top(total, 25)}`)
  }
}

/** A part's JS as a call tree (mean ms per tap, paths under 0.1 ms left out): TRACE_TREE=tap (or frame, after). */
if (process.env.TRACE_TREE && samples.length > 0) {
  const part = process.env.TRACE_TREE
  const root = { name: '', ms: 0, kids: new Map() }
  for (const r of picked) {
    const [from, to] = r.parts[part]
    for (let i = 0; i < samples.length; i++) {
      const [t, id] = samples[i]
      if (t < from || t >= to) continue
      const dt = ((samples[i + 1]?.[0] ?? t) - t) / 1000 / picked.length
      const path = []
      for (let n = nodes.get(id); n !== undefined; n = nodes.get(n.parent)) path.unshift(frameName(n))
      if (path.some((p) => p.startsWith('(idle)') || p.startsWith('(program)'))) continue
      let at = root
      at.ms += dt
      for (const name of path) {
        if (!at.kids.has(name)) at.kids.set(name, { name, ms: 0, kids: new Map() })
        at = at.kids.get(name)
        at.ms += dt
      }
    }
  }
  const print = (n, depth) => {
    for (const k of [...n.kids.values()].sort((a, b) => b.ms - a.ms)) {
      if (k.ms < Number(process.env.TRACE_TREE_MIN ?? 0.1)) continue
      // A chain of single callees is printed on one line each, but not indented further when nothing branches.
      console.log(`${k.ms.toFixed(2).padStart(6)} ${'  '.repeat(depth)}${k.name}`)
      print(k, depth + 1)
    }
  }
  console.log(`call tree of '${part}' (mean ms per tap):`)
  print(root, 0)
}
