// The installed, offline app. A new version waits until no game is on screen; nothing is
// fetched from anywhere but this machine; the web app manifest and its icons are sound. That after one
// visit the built app starts and plays a whole game with no network is checked by one of the whole
// games of games.e2e.ts, so that no whole game is played twice for it.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtFiles, checkA11y, controlled, newPage, screenshot, watch } from './browser.ts'
import { serveStatic } from './static-server.ts'

const dist = fileURLToPath(new URL('../../dist', import.meta.url))

/**
 * A copy of the build on a server of its own: its service worker is this file's alone, and a
 * "new version" can be published to it without touching dist/.
 */
async function servedCopy(): Promise<{ dir: string; url: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'gavel-offline-'))
  await cp(dist, dir, { recursive: true })
  const server = await serveStatic(dir)
  return {
    dir,
    url: server.url,
    close: async () => {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Home → New game → a three-player "Not enough for everyone" table (the shortest game) → started. */
async function startGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await page.getByRole('radio', { name: /Not enough for everyone/ }).check()
  await page.getByRole('button', { name: 'Remove player 4', exact: true }).click()
  for (const [i, name] of ['Ann', 'Ben', 'Cy'].entries()) {
    await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name)
  }
  await page.getByRole('button', { name: 'Start the game', exact: true }).click()
  await turnSection(page).waitFor()
}

/** The part of the table that says whose turn it is. */
const turnSection = (page: Page) => page.locator('section[aria-label^="It is "][aria-label$="turn."]')

/** Which step of the game the screen is on, and the button that takes it. */
async function nextStep(page: Page): Promise<'pass' | 'iAm' | 'pick' | 'hide' | 'nextRound' | 'over'> {
  const handle = await page.waitForFunction(
    () => {
      const buttons = [...document.querySelectorAll('button:not([disabled])')]
      // Roughly the accessible name: its label, or that of the card drawn inside it, or its text.
      const name = (b: Element) =>
        (b.getAttribute('aria-label') ?? b.querySelector('[aria-label]')?.getAttribute('aria-label') ?? b.textContent ?? '').trim()
      const h1 = document.querySelector('h1')?.textContent ?? ''
      if (/wins!$|share the win!$/.test(h1)) return 'over'
      const inTurn = [...document.querySelectorAll('section[aria-label^="It is "] button:not([disabled])')]
      if (inTurn.some((b) => name(b).startsWith('Pass: '))) return 'pass'
      for (const [step, re] of [
        ['hide', /^Hide/],
        ['nextRound', /^(Next round|See the scores|Turn up the last properties)$/],
        ['iAm', /^I am /],
        ['pick', /^Property \d+$/],
      ] as const) {
        if (buttons.some((b) => re.test(name(b)))) return step
      }
      return false
    },
    null,
    { timeout: 10_000 },
  )
  return (await handle.jsonValue()) as Awaited<ReturnType<typeof nextStep>>
}

/**
 * Plays the open game to its end the quick way: every player passes in every auction (so nobody
 * pays anything), then each seller sells the first property shown. Returns the number of steps.
 */
async function playToTheEnd(page: Page, until?: (steps: number) => Promise<boolean>): Promise<number> {
  for (let steps = 0; steps < 500; steps++) {
    if (until !== undefined && (await until(steps))) return steps
    const step = await nextStep(page)
    if (step === 'over') return steps
    const button =
      step === 'pass'
        ? turnSection(page).getByRole('button', { name: /^Pass: / })
        : step === 'pick'
          ? page.getByRole('button', { name: /^Property \d+$/ }).first()
          : page.getByRole('button', {
              name: { hide: /^Hide/, nextRound: /^(Next round|See the scores|Turn up the last properties)$/, iAm: /^I am / }[step],
            })
    // The screen may change between the look and the press (a lazy screen coming in): look again.
    await button
      .first()
      .press('Enter', { timeout: 3000 })
      .catch(() => {})
  }
  throw new Error('the game did not end within 500 steps')
}

const updatePrompt = (page: Page) => page.getByRole('region', { name: 'New version', exact: true })

describe('offline, installable, and nothing off the device', () => {
  let site: Awaited<ReturnType<typeof servedCopy>>
  beforeAll(async () => {
    site = await servedCopy()
  })
  afterAll(async () => {
    await site?.close()
  })

  it('offers a new version on Home, never in the middle of a game, not even after a reload', async () => {
    // A copy of its own, since a "new version" is published to it.
    const { dir, url, close } = await servedCopy()
    const page = await newPage({ serviceWorkers: 'allow' })
    watch(page)
    try {
      await page.goto(url, { waitUntil: 'load' })
      await controlled(page)
      const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
      await startGame(page)
      await playToTheEnd(page, async (steps) => steps === 4)

      // Publish a new version and let the browser find it, as it does on its own.
      const sw = join(dir, 'sw.js')
      await writeFile(sw, (await readFile(sw, 'utf8')) + '\n// the next version\n')
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, {
        timeout: 20_000,
      })
      await page.waitForTimeout(500)
      expect(await updatePrompt(page).count()).toBe(0)

      // A reload mid-game keeps the old version and still offers nothing.
      await page.reload({ waitUntil: 'load' })
      await turnSection(page).waitFor()
      await page.waitForTimeout(1000)
      expect(await updatePrompt(page).count()).toBe(0)
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(true)
      await playToTheEnd(page, async (steps) => steps === 2)
      expect(await updatePrompt(page).count()).toBe(0)

      // Between games: Home offers it.
      await page.getByRole('button', { name: /Menu$/ }).click()
      await page.getByRole('button', { name: 'Home (the game stays saved)', exact: true }).click()
      await updatePrompt(page).waitFor()
      await checkA11y(page)
      await screenshot(page, 'update-prompt')
      await Promise.all([
        page.waitForEvent('load'),
        updatePrompt(page).getByRole('button', { name: 'Update now', exact: true }).click(),
      ])
      await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting == null)
      expect(await updatePrompt(page).count()).toBe(0)
      // The game played before the update is still there to resume.
      await page.getByRole('button', { name: /^Resume/ }).first().waitFor()
      // The new version is the one in charge now, and nothing is left waiting.
      expect(
        await page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration()
          return { active: r?.active?.state, waiting: r?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null }
        }),
      ).toEqual({ active: 'activated', waiting: null, controlled: true })
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker)
    } finally {
      await page.context().close()
      await close()
    }
  })

  it('requests nothing that is not on this machine, under a policy that allows nothing else', async () => {
    const page = await newPage({ serviceWorkers: 'allow' })
    // The image refused on purpose at the end: Chromium reports the violation in the console.
    // (Chromium's wording: "Refused to load the image '…'", or "Loading the image '…' violates…").
    const seen = watch(page, { allow: /(Refused to load|Loading) the image 'http:\/\/127\.0\.0\.2:9\// })
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] }
      w.violations = []
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
    await page.goto(site.url, { waitUntil: 'networkidle' })
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/)
    expect(policy).not.toMatch(/https?:|\*|'unsafe-inline'|'unsafe-eval'|data:|blob:/)
    // Every screen and lazy chunk: setup, a game, its menu, the rules reference.
    await startGame(page)
    await playToTheEnd(page, async (steps) => steps === 3)
    await page.getByRole('button', { name: /Menu$/ }).click()
    await page.getByRole('button', { name: 'Home (the game stays saved)', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
    await page.getByRole('button', { name: 'Import a game record', exact: true }).click()
    await page.keyboard.press('Escape')
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
    expect(seen.offMachine).toEqual([])
    expect(seen.errors).toEqual([])

    // The policy is enforced: an image from another origin (still this machine) is refused.
    await page.evaluate(() => {
      const img = new Image()
      img.src = 'http://127.0.0.2:9/pixel.png'
      document.body.append(img)
    })
    await page.waitForFunction(() => (window as unknown as { violations: string[] }).violations.length > 0)
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([
      'img-src http://127.0.0.2:9/pixel.png',
    ])
    // No font, script or style in the build names another host.
    const files = builtFiles(site.dir).filter((f) => /\.(html|css|webmanifest)$/.test(f))
    for (const file of files) {
      const text = await readFile(join(site.dir, file), 'utf8')
      expect(text.match(/(?:src|href)=["']?(?:https?:)?\/\/[^"' >]+|url\((?:["']?)(?:https?:)?\/\/[^)]+\)|@import\s+["']?https?:/gi) ?? [], file).toEqual([])
    }
    await page.context().close()
  })

  it('has a valid web app manifest whose icons exist at the sizes it names', async () => {
    const page = await newPage({ serviceWorkers: 'allow' })
    await page.goto(site.url, { waitUntil: 'load' })
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).not.toBeNull()
    const manifestUrl = new URL(href as string, page.url()).href
    const response = await page.request.get(manifestUrl)
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      start_url: string
      display: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(manifest.name).toBe('Gavel')
    expect(manifest.short_name).toBe('Gavel')
    expect(manifest.display).toBe('standalone')
    expect(new URL(manifest.start_url, manifestUrl).origin).toBe(new URL(manifestUrl).origin)
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content')
    expect(manifest.theme_color.toLowerCase()).toBe(themeColor?.toLowerCase())
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

    const png = manifest.icons.filter((i) => i.type === 'image/png')
    const has = (size: string, purpose: string) => png.some((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose))
    expect(has('192x192', 'any')).toBe(true)
    expect(has('512x512', 'any')).toBe(true)
    expect(has('512x512', 'maskable')).toBe(true)

    // Each icon loads and is the size the manifest says.
    for (const icon of manifest.icons) {
      const src = new URL(icon.src, manifestUrl).href
      const size = await page.evaluate(async (url) => {
        const img = new Image()
        img.src = url
        await img.decode()
        return `${img.naturalWidth}x${img.naturalHeight}`
      }, src)
      if (icon.sizes === 'any') expect(icon.type).toBe('image/svg+xml')
      else expect(size, icon.src).toBe(icon.sizes)
    }
    // The page's own icons load too.
    for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
      const iconHref = await page.locator(selector).getAttribute('href')
      expect((await page.request.get(new URL(iconHref as string, page.url()).href)).ok(), selector).toBe(true)
    }
    await page.context().close()
  })
})
