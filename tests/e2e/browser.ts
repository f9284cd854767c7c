// The end-to-end harness, in one module: what every spec needs and nothing a spec checks itself.
// - One Chromium for the whole run (global-setup.ts starts it with `launchServer`); each spec file
//   connects to it (`browser()`), and each test gets its own context (`newPage`: own storage).
// - The served production build (`baseUrl`), built once per run (or by .ci/run before it).
// - The page watch: console errors, page errors and requests off this machine, asserted empty after
//   every test for every watched page (a spec that causes some on purpose names them: `watch(page, { allow: /…/ })`).
// - The app's input pause (`__gavelTapGuardMs`, src/device/tap-guard.ts) and the moment before the next
//   auction's cards turn up (`__gavelCardsHeldMs`, src/game/game-actions.ts): off unless a spec asks for them
//   (read by the tests' entry to the app, app-entry.ts, which their server serves: the app itself reads
//   no such setting); so is an edition's first-time card (src/learn/edition-card.tsx: every edition stored as already shown).
// - The common waits: Home shown, the screen settled, animations done.
import type { AxeResults } from 'axe-core'
import { mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createRequire } from 'node:module'
import { chromium, type Browser, type BrowserContextOptions, type Download, type Locator, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { RULESET_IDS } from '../../src/engine/ruleset-ids.ts'
import { EDITIONS_SEEN_KEY } from '../../src/learn/learn-progress.ts'

let shared: Promise<Browser> | undefined

/**
 * The run's Chromium, connected once per spec file (the connection closes after the file; the
 * browser stays up for the other files). Closing what this returns only drops this file's connection.
 */
export function browser(): Promise<Browser> {
  shared ??= chromium.connect(inject('browserWsEndpoint'))
  return shared
}

/** After each spec file (setup.ts): this file's connection to the run's Chromium closes. */
export async function disconnect(): Promise<void> {
  const connection = shared
  shared = undefined
  // The next spec file in this worker watches pages of its own.
  watched.length = 0
  if (connection) await (await connection).close()
}

export interface PageOptions extends BrowserContextOptions {
  /**
   * Keep the real tap guard (src/device/tap-guard.ts). Off by default: the specs that play whole
   * games by keyboard would otherwise wait after every move; integrity.e2e.ts tests the guard.
   */
  readonly tapGuard?: boolean
  /**
   * Show an edition's differences the first time a game of it starts (src/learn/edition-card.tsx).
   * Off by default: specs that start many editions would meet a card before each first move.
   */
  readonly editionCards?: boolean
}

/**
 * A page in a fresh browser context (own storage, nothing shared with other pages), 1024×768,
 * without a service worker and asking for reduced motion unless told otherwise. Close it with
 * `page.context().close()`.
 *
 * Motion (`reducedMotion: 'no-preference'`) is for the specs that look at it or could be fooled
 * without it: the table's moves drawn as motion (table-play), teacher mode's, two of the whole games,
 * and the specs of secrets and of taps (integrity, hand-over, the phones' whole game), since the
 * motion layer draws copies of cards and holds the table still while they fly. The others check
 * where things come to rest, and every flight costs the shared machine compositing frames for nothing.
 */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const { tapGuard = false, editionCards = false, ...contextOptions } = options
  // No service worker unless a spec asks for one (`serviceWorkers: 'allow'`: the offline app, its
  // updates): installing it precaches every file of the build in each new context, work that only
  // the specs of the installed app look at.
  const context = await (await browser()).newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block', reducedMotion: 'reduce', ...contextOptions })
  // Generous for a busy 2-core machine running two specs at once; a step that never comes still fails.
  context.setDefaultTimeout(WAIT_MS)
  // With the pause off, the next auction's cards turn up at once too (game-store.ts `heldCards`).
  if (!tapGuard) await context.addInitScript(() => Object.assign(globalThis, { __gavelTapGuardMs: 0, __gavelCardsHeldMs: 0 }))
  // Without the cards, the page opens on a device that has shown every edition's (stored as the app stores it; a
  // page that clears storage gets it back when it loads again).
  if (!editionCards) {
    await context.addInitScript(
      ({ key, seen }) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, seen)
      },
      { key: EDITIONS_SEEN_KEY, seen: JSON.stringify(RULESET_IDS) },
    )
  }
  return context.newPage()
}

/** How long any wait on a page lasts before it fails (every page made with `newPage`). */
export const WAIT_MS = 30_000

/** A download's text. The browser is the run's shared one, reached remotely: `download.path()` is not available. */
export async function downloadText(download: Download): Promise<string> {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The address of the served production build, or of `path` inside it. */
export function baseUrl(path = '/'): string {
  return new URL(path, inject('baseUrl')).href
}

export interface PageWatch {
  /** Console errors and uncaught page errors, in order. */
  readonly errors: string[]
  /** Requests (and web sockets) to any host other than this machine. */
  readonly offMachine: string[]
}

const local = new Set(['localhost', '[::1]'])

/** A request to another host than this machine: anything but localhost, [::1] and the loopback range 127.0.0.0/8. */
function leavesMachine(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return /^(https?|wss?):$/.test(protocol) && !local.has(hostname) && !/^127(\.\d{1,3}){3}$/.test(hostname)
}

/** Every watch of this spec file, with how much of it the last test end has already asserted. */
const watched: { seen: PageWatch; allow: RegExp | undefined; errorsDone: number; offDone: number }[] = []

/**
 * Starts recording console errors, page errors and off-machine requests; call before `goto`. At the
 * end of every test, whatever each watch recorded during it must be empty (errors but those matching
 * `allow`, which a spec causes on purpose; off-machine requests always), so no spec needs to say it.
 */
export function watch(page: Page, options: { readonly allow?: RegExp } = {}): PageWatch {
  const result: PageWatch = { errors: [], offMachine: [] }
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const where = message.location().url
    result.errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  page.on('pageerror', (error) => result.errors.push(`page error: ${error.message}`))
  page.on('request', (request) => {
    if (leavesMachine(request.url())) result.offMachine.push(`${request.method()} ${request.url()}`)
  })
  page.on('websocket', (socket) => {
    if (leavesMachine(socket.url())) result.offMachine.push(`websocket ${socket.url()}`)
  })
  watched.push({ seen: result, allow: options.allow, errorsDone: 0, offDone: 0 })
  return result
}

/** After each test (setup.ts): what every watch recorded during it is empty. */
export function expectWatchesClean(): void {
  const errors: string[] = []
  const offMachine: string[] = []
  for (const w of watched) {
    errors.push(...w.seen.errors.slice(w.errorsDone).filter((e) => !w.allow?.test(e)))
    offMachine.push(...w.seen.offMachine.slice(w.offDone))
    w.errorsDone = w.seen.errors.length
    w.offDone = w.seen.offMachine.length
  }
  expect(errors, 'console or page errors during this test').toEqual([])
  expect(offMachine, 'requests off this machine during this test').toEqual([])
}

/** Opens Home (or `path`) and waits until the app has drawn its first screen. */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(baseUrl(path))
  await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
}

/** Waits two frames and a little more: React has committed what the last input caused, and it is painted. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))))
}

/** Waits until the frame being drawn has been painted: a move's flights start then (table-motion.ts, `afterNextPaint`). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20))))
}

/** Waits until no animation is running (colours and positions as they end up, not halfway), the last move's flights included. */
export async function animationsDone(page: Page): Promise<void> {
  await painted(page)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/**
 * Waits until something changes on one of the pages (a node, an attribute or a text anywhere in the
 * document: a turn's controls, the input pause ending), or `ms` at the most: for a driver that looked
 * and found nothing to do. Looking again after a fixed short pause instead asks the same questions
 * several times a frame while a computer player thinks or a server turns the picks up: work for the
 * harness, the browser and the page, on cores the other specs share. A change missed between the last
 * look and the wait costs `ms`.
 */
export async function nextChange(pages: readonly Page[], ms = 250): Promise<void> {
  const changed = (page: Page) =>
    page
      .evaluate(
        (ms) =>
          new Promise<void>((resolve) => {
            const done = () => {
              observer.disconnect()
              clearTimeout(timer)
              resolve()
            }
            const observer = new MutationObserver(done)
            observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true })
            const timer = setTimeout(done, ms)
          }),
        ms,
      )
      .catch(() => {})
  await Promise.race(pages.map(changed))
}

/** A screen size, as `page.setViewportSize` takes it. */
export interface Size {
  readonly width: number
  readonly height: number
}

/**
 * Resizes the page's viewport and waits until the layout has settled at the new size: the window
 * reports the size, the re-render it caused is painted, and any animation it started has ended. A
 * spec that checks a screen at several sizes opens it once and walks the sizes with this, instead of
 * a fresh context, page load and import per size.
 */
export async function resizeTo(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size)
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size)
  await settled(page)
  await animationsDone(page)
}

/** axe-core's own script, read once per spec file, put into a page the first time it is checked. */
let axeSource: string | undefined

/**
 * Runs axe on the page as it is now; throws listing every serious or critical violation. axe goes
 * into the page once per document and is asked for the violations only, which is several times
 * quicker than @axe-core/playwright's builder: that also gathers every pass and finishes in a page of
 * its own. Only the rules that can find a serious or critical problem run (every rule, as axe's
 * defaults have it, but those whose checks are all moderate or minor: landmarks, heading order and
 * the like, which this check would never fail on): a third less of each run, and a run is the
 * costliest step of many tests. axe keeps its rules' impacts in `_audit`, not in its public API; if a
 * later axe moves them, every rule runs again.
 */
export async function checkA11y(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
    await page.evaluate(axeSource)
  }
  const violations = await page.evaluate(async () => {
    interface Rule {
      readonly id: string
      readonly impact?: string
      readonly any: readonly (string | { id: string })[]
      readonly all: readonly (string | { id: string })[]
      readonly none: readonly (string | { id: string })[]
    }
    const axe = (window as unknown as {
      axe: {
        run: (context: Document, options: object) => Promise<AxeResults>
        _audit?: { rules?: readonly Rule[]; data?: { checks?: Record<string, { impact?: string } | undefined> } }
      }
    }).axe
    // A rule is left out only if its own impact and each of its checks' is known and below serious.
    const mild = (impact: string | undefined) => impact === 'moderate' || impact === 'minor'
    const audit = axe._audit
    const quiet = (audit?.rules ?? []).filter(
      (rule) => mild(rule.impact) && [...rule.any, ...rule.all, ...rule.none].every((c) => mild(audit?.data?.checks?.[typeof c === 'string' ? c : c.id]?.impact)),
    )
    const rules = Object.fromEntries(quiet.map((rule) => [rule.id, { enabled: false }]))
    const { violations } = await axe.run(document, { resultTypes: ['violations'], rules })
    return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
  })
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (bad.length === 0) return
  const lines = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`)
  throw new Error(`accessibility violations on ${page.url()}:\n${lines.join('\n')}`)
}

/**
 * Saves a PNG of the whole page (or only what is on screen, `fullPage: false`), or of one element, as
 * test-results/screens/NAME.png, for a person to look at; returns its path. No test reads them, so a
 * run that nobody looks at skips them: with GAVEL_SCREENSHOTS=0 (.ci/run) nothing is saved; each one
 * costs about half a second of a busy 2-core machine.
 */
export async function screenshot(target: Page | Locator, name: string, options: { readonly fullPage?: boolean } = {}): Promise<string> {
  const dir = 'test-results/screens'
  const path = `${dir}/${name}.png`
  if (process.env.GAVEL_SCREENSHOTS === '0') return path
  mkdirSync(dir, { recursive: true })
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? true })
  else await target.screenshot({ path })
  return path
}

/**
 * Waits until a service worker controls the page (the app's first install claims it at once). The
 * install precaches every file of the build while other specs share the cores: it gets the harness's
 * one wait (`WAIT_MS`), as every other step does; a worker that never takes control still fails it.
 */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: WAIT_MS })
}

/** Every file of a build in `dir`, as site paths ("/assets/table-screen-….js"). */
export function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => '/' + relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
}

/** The files of the build in `dir` that the page's service worker has not cached (its own script and workbox's apart). */
export async function uncached(page: Page, dir: string): Promise<string[]> {
  const files = builtFiles(dir).filter((f) => f !== '/sw.js' && !/^\/workbox-[\w-]+\.js$/.test(f))
  return page.evaluate(async (paths) => {
    const out: string[] = []
    for (const path of paths) if ((await caches.match(path, { ignoreSearch: true })) === undefined) out.push(path)
    return out
  }, files)
}
