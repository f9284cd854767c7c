#!/usr/bin/env node
// `npm run budget`: after `vite build`, the JavaScript the first page loads, gzipped, against a budget,
// measured twice: from the build's files (below), and as Chromium really fetches it on a first visit
// with no input (every JS response of the page, gzipped: the entry, and the chunks the page pulls in
// once it has loaded and gone idle), when /usr/bin/chromium is there.
// First-load JS = the module scripts, modulepreload links and the boot script's entry (`data-entry`,
// imported once Home has painted: scripts/vite-prerender.ts) in dist/index.html, plus everything they
// import statically, transitively. Lazy chunks (reached only through `import()`) do not count.
// Usage: node scripts/size-budget.mjs [dist-dir]
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Budget in KB (1 KB = 1000 bytes, as Vite prints sizes) for the first page's own JavaScript. The
 * engine and all but the shown language's messages load on demand; a change that brings them back
 * onto the first page fails here.
 */
const BUDGET_KB = 81
/**
 * Budget for what Chromium fetches on a first visit, in KB: the first page and what it loads once
 * settled (one chunk: the device's care and its panel). The engine loads on demand, only the shown
 * language's messages load, and the service worker registers with no library; the budget leaves a
 * little room over that, so a change that adds to every first visit has to say so here.
 */
const FETCHED_BUDGET_KB = 83.5

const dist = resolve(process.argv[2] ?? 'dist')
const indexFile = join(dist, 'index.html')
if (!existsSync(indexFile)) {
  console.error(`size-budget: ${relative(process.cwd(), indexFile)} not found: run \`vite build\` first`)
  process.exit(1)
}

/** Maps a URL in the built site (absolute or relative to `from`) to a file in dist/, or null if it leaves the site. */
function fileFor(url, from) {
  const site = 'http://site.invalid/'
  const target = new URL(url, new URL(from, site))
  if (target.origin !== new URL(site).origin) return null
  return join(dist, decodeURIComponent(target.pathname))
}

const html = readFileSync(indexFile, 'utf8')
const entries = []
for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
  const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1]
  const isModuleScript = /^<script/i.test(tag) && attr('type') === 'module' && attr('src')
  const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href')
  const bootEntry = /^<script/i.test(tag) && attr('data-entry')
  const url = isModuleScript ? attr('src') : isPreload ? attr('href') : bootEntry ? attr('data-entry') : null
  const file = url && fileFor(url, '/index.html')
  if (file) entries.push(file)
}
if (entries.length === 0) {
  console.error('size-budget: dist/index.html loads no module script')
  process.exit(1)
}

// Static `import ... from "x"`, `import "x"` and `export ... from "x"` in Vite's output; `import("x")` is lazy.
const staticImport = /(?:^|[\s;,})])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g

const seen = new Set()
const queue = [...entries]
while (queue.length > 0) {
  const file = queue.shift()
  if (seen.has(file) || !existsSync(file) || !file.endsWith('.js')) continue
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  const from = '/' + relative(dist, file).split('\\').join('/')
  for (const [, specifier] of code.matchAll(staticImport)) {
    if (!/^(\.{1,2})?\//.test(specifier)) continue
    const imported = fileFor(specifier, from)
    if (imported && !seen.has(imported)) queue.push(imported)
  }
}

const rows = [...seen].map((file) => {
  const bytes = readFileSync(file)
  return { name: relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
})
const kb = (bytes) => (bytes / 1000).toFixed(1)
const total = rows.reduce((sum, row) => sum + row.gzip, 0)

console.log(`first-load JS: ${kb(total)} KB gzipped (budget ${BUDGET_KB} KB)`)
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${row.name}: ${kb(row.gzip)} KB gzipped (${kb(row.raw)} KB raw)`)
}
if (total > BUDGET_KB * 1000) {
  console.error(`size-budget: over budget by ${kb(total - BUDGET_KB * 1000)} KB`)
  process.exit(1)
}

const CHROMIUM = '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  console.log(`fetched on a first visit: not measured (no ${CHROMIUM})`)
} else {
  const fetched = await measureFetched()
  const fetchedTotal = fetched.reduce((sum, row) => sum + row.gzip, 0)
  console.log(`fetched on a first visit: ${kb(fetchedTotal)} KB of JS gzipped (budget ${FETCHED_BUDGET_KB} KB)`)
  for (const row of fetched.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${row.name}: ${kb(row.gzip)} KB gzipped`)
  if (fetchedTotal > FETCHED_BUDGET_KB * 1000) {
    console.error(`size-budget: the first visit fetches ${kb(fetchedTotal - FETCHED_BUDGET_KB * 1000)} KB too much`)
    process.exit(1)
  }
}

/**
 * Serves dist/ on a free local port, opens it in Chromium with no input, waits until the network has
 * been idle and a moment more (the chunks loaded once the page has settled), and returns every
 * JavaScript response of the page, gzipped. The service worker's own precache downloads are not
 * the page's and do not count.
 */
async function measureFetched() {
  const { createServer } = await import('node:http')
  const { extname } = await import('node:path')
  const { chromium } = await import('playwright-core')
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png' }
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = join(dist, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(dist) || !existsSync(file)) file = indexFile
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
    const rows = []
    const reading = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return
      reading.push(
        response.body().then(
          (body) => rows.push({ name: url.pathname.slice(1), gzip: gzipSync(body, { level: 9 }).length }),
          () => {},
        ),
      )
    })
    await page.goto(`http://127.0.0.1:${address.port}/`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(3000)
    await Promise.all(reading)
    return rows
  } finally {
    await browser.close()
    server.close()
  }
}
