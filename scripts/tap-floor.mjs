#!/usr/bin/env node
// How much of a bid tap's time (npm run perf's "tap to next paint") is the app's own JavaScript, and
// how much is Chromium's work for the same change of the page, which no code of the app can remove.
// Not part of any test: a tool for reading the figure, as tap-trace.mjs is.
//
// It starts perf's game (For Sale, three people, 768×1024 at 4× CPU slowdown), takes a copy of the
// table as drawn (its DOM and the app's style sheet, without the app's scripts), and taps that copy's
// "Bid" button as perf taps the app's: once the input pause is over, Event Timing read the same way.
// On the copy a tap makes the page changes a bid makes, written directly (the action bar's words, the
// amount field, the names, the input pause on <html>, a save of the same size in localStorage), then
// runs FLOOR_JS_MS milliseconds (at no slowdown, a list: "0,1,2") of stand-in JavaScript, a plain
// loop, before them. Then the app itself is tapped the same way. Read: the copy at 0 ms is the floor
// Chromium sets for this change of this page on this machine; each stand-in figure shows what that
// much script adds; the app sits where its script puts it.
// Usage: node scripts/tap-floor.mjs [dist-dir]   (FLOOR_TAPS=n taps per figure, 50; FLOOR_JS_MS="0,1,2")
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { TURN, interactionAfter, lastInteraction, quantile, recordInteractions, startBidGame } from './bid-game.mjs'
import { serveDist } from './serve-dist.mjs'

const CHROMIUM = '/usr/bin/chromium'
const RATE = 4
const TAPS = Number(process.env.FLOOR_TAPS ?? 50)
const STAND_IN_MS = (process.env.FLOOR_JS_MS ?? '0,1,2').split(',').map(Number)
const dist = resolve(process.argv[2] ?? 'dist')
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html not found: run \`vite build\` first`)

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const server = await serveDist(dist)
const newPage = async () => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, hasTouch: true })
  const page = await context.newPage()
  await recordInteractions(page)
  return { context, page }
}

/** Taps `target()` TAPS times at 4× as perf does; returns the Event Timing durations of the taps that moved. */
async function tapAll(context, page, target) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
  const timed = []
  for (let taps = 0; timed.length < TAPS && taps < TAPS * 4; taps++) {
    await page.waitForFunction((section) => document.documentElement.dataset.tapGuard === undefined && document.querySelector(`${section} button`) !== null, TURN, { timeout: 10_000, polling: 50 })
    const { button, isBid } = await target()
    const box = await button.boundingBox()
    const last = await lastInteraction(page)
    const moves = await page.evaluate(() => window.__moves)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const duration = await interactionAfter(page, last)
    if (isBid && (await page.evaluate((before) => window.__moves > before, moves))) timed.push(duration)
    await page.waitForTimeout(80)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  return timed.sort((a, b) => a - b)
}
const line = (label, sorted) => console.log(`  ${label.padEnd(44)} p95 ${quantile(sorted, 0.95)} ms, median ${quantile(sorted, 0.5)} ms, worst ${sorted[sorted.length - 1]} ms (${sorted.length} taps)`)

try {
  // The copy: the table as the app drew it for its first bid, its scripts and their policy left out.
  const { context, page } = await newPage()
  await startBidGame(page, server.url)
  await page.waitForTimeout(500)
  const copy = await page.evaluate(() => {
    const doc = document.documentElement.cloneNode(true)
    for (const s of doc.querySelectorAll('script, link[rel=modulepreload], link[rel=manifest], meta[http-equiv]')) s.remove()
    delete doc.dataset.tapGuard
    const saved = Object.keys(localStorage).reduce((most, key) => Math.max(most, localStorage.getItem(key)?.length ?? 0), 0)
    return { html: `<!doctype html>${doc.outerHTML}`, saved }
  })
  await context.close()
  console.log(`tap to next paint at ${RATE}× CPU slowdown (768×1024), perf's game; Event Timing as perf reads it:`)
  for (const ms of STAND_IN_MS) {
    const { context, page } = await newPage()
    // Served at the app's own address, so its style sheet comes as it does for the app.
    await page.route(`${server.url}floor`, (route) => route.fulfill({ contentType: 'text/html', body: copy.html }))
    await page.addInitScript(({ standInMs, saved }) => {
      window.__moves = 0
      addEventListener('DOMContentLoaded', () => {
        // The stand-in's loop is sized at no slowdown, before the taps are throttled.
        const spin = (n) => { let x = 0; for (let i = 0; i < n; i++) x += Math.sqrt(i); return x }
        let perMs = 0
        for (let n = 1e4; ; n *= 2) { const t = performance.now(); spin(n); const took = performance.now() - t; if (took > 20) { perMs = n / took; break } }
        const record = 'x'.repeat(saved)
        let taps = 0
        const names = ['Ann', 'Ben', 'Cy']
        let guard = null
        const bar = document.querySelector('footer')
        bar.addEventListener('click', (e) => {
          if (!(e.target instanceof Element) || e.target.closest('[data-tour="bid"]') === null) return
          window.__sink = spin(Math.round(standInMs * perMs))
          taps++
          localStorage.setItem('gavel-floor', record)
          document.documentElement.dataset.tapGuard = 'on'
          clearTimeout(guard)
          guard = setTimeout(() => delete document.documentElement.dataset.tapGuard, 450)
          // The words a bid changes: the amounts on the buttons and in their names, the seat to play.
          for (const el of bar.querySelectorAll('button')) {
            const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.data))
            if (text !== undefined) text.data = text.data.replace(/\d+/, String(taps + 1))
            if (el.hasAttribute('aria-label')) el.setAttribute('aria-label', el.getAttribute('aria-label').replace(/\d+/, String(taps + 1)))
          }
          const [from, to] = [names[(taps - 1) % names.length], names[taps % names.length]]
          for (const el of bar.querySelectorAll('h1 bdi, h1 .sr-only, section[aria-label]')) {
            for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE) n.data = n.data.replace(from, to)
            if (el.hasAttribute('aria-label')) el.setAttribute('aria-label', el.getAttribute('aria-label').replace(from, to))
          }
          const field = bar.querySelector('input')
          if (field !== null) field.value = String(taps + 1)
          window.__moves++
        })
      })
    }, { standInMs: ms, saved: copy.saved })
    await page.goto(`${server.url}floor`, { waitUntil: 'load' })
    await page.waitForTimeout(500)
    const taps = await tapAll(context, page, async () => ({ button: page.locator('footer [data-tour="bid"]'), isBid: true }))
    line(`the copy, ${ms} ms of stand-in script a tap:`, taps)
    await context.close()
  }
  {
    const { context, page } = await newPage()
    await page.addInitScript(() => {
      window.__moves = 0
      addEventListener('gavel:turn-change', () => window.__moves++)
    })
    const turn = await startBidGame(page, server.url)
    const taps = await tapAll(context, page, async () => {
      const bid = turn.getByRole('button', { name: /, the next legal bid$/ })
      const isBid = (await bid.count()) > 0 && (await bid.isEnabled())
      return { button: isBid ? bid : turn.getByRole('button', { name: /^Pass: / }), isBid }
    })
    line('the app:', taps)
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
