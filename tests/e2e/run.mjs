#!/usr/bin/env node
// `npm run test:e2e [-- vitest args]`: end-to-end tests in Debian's Chromium against the production build.
// The build, the static server and its shutdown live in global-setup.ts; this only checks for the
// browser and Redis first, so that a machine without them fails loudly instead of skipping.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const CHROMIUM = '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\``)
  process.exit(1)
}

// The two-process test (cluster.e2e.ts) starts Debian's redis-server of its own.
if (spawnSync('redis-server', ['--version']).error !== undefined) {
  console.error('redis-server not found: install it with `apt-get install -y redis-server`')
  process.exit(1)
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url))
const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
)
process.exit(run.status ?? 1)
