// What every end-to-end spec needs: Debian's Chromium, the served build, and the checks each page must pass.
import { AxeBuilder } from '@axe-core/playwright'
import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject } from 'vitest'

/** Playwright drives the system browser; it never downloads one. */
export const CHROMIUM = '/usr/bin/chromium'

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/**
 * A page in a fresh browser context (own storage, nothing shared with other pages): what
 * `checkA11y` needs, since axe refuses pages from `browser.newPage()`. Close it with
 * `page.context().close()`.
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions & {
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
  } = {},
): Promise<Page> {
  const { tapGuard = false, editionCards = false, ...contextOptions } = options
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, ...contextOptions })
  if (!tapGuard) await context.addInitScript(() => Object.assign(globalThis, { __gavelTapGuardMs: 0 }))
  if (!editionCards) await context.addInitScript(() => Object.assign(globalThis, { __gavelEditionCards: false }))
  return context.newPage()
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

const local = new Set(['127.0.0.1', 'localhost', '[::1]'])

function leavesMachine(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return /^(https?|wss?):$/.test(protocol) && !local.has(hostname)
}

/** Starts recording console errors, page errors and off-machine requests; call before `goto`. */
export function watch(page: Page): PageWatch {
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
  return result
}

/** Runs axe on the page (made with `newPage`) as it is now; throws listing every serious or critical violation. */
export async function checkA11y(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (bad.length === 0) return
  const lines = bad.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  throw new Error(`accessibility violations on ${page.url()}:\n${lines.join('\n')}`)
}

/** Saves a full-page PNG as test-results/screens/NAME.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = 'test-results/screens'
  mkdirSync(dir, { recursive: true })
  const path = `${dir}/${name}.png`
  await page.screenshot({ path, fullPage: true })
  return path
}
