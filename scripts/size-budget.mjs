#!/usr/bin/env node
// `npm run budget`: after `vite build`, the JavaScript the first page loads, gzipped, against a budget.
// First-load JS = the module scripts, modulepreload links and the boot script's entry (`data-entry`,
// imported once Home has painted: scripts/vite-prerender.ts) in dist/index.html, plus everything they
// import statically, transitively. Lazy chunks (reached only through `import()`) do not count.
// Usage: node scripts/size-budget.mjs [dist-dir]
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Budget in KB (1 KB = 1000 bytes, as Vite prints sizes). */
const BUDGET_KB = 90

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
