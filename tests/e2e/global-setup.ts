import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, CHROMIUM_ARGS, missingDisabledFeatures } from './chromium.ts'
import { serveStatic } from './static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production build is served for this run, e.g. "http://127.0.0.1:41234/". */
    baseUrl: string
    /** The run's one Chromium, for `chromium.connect` (browser.ts). */
    browserWsEndpoint: string
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = fileURLToPath(new URL('../../dist', import.meta.url))

/**
 * Builds the app into dist/ (unless GAVEL_DIST_FRESH=1 says the caller has just built it from this
 * tree: .ci/run builds once for the budget and these tests), serves it, starts the run's one
 * Chromium, and stops both afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.GAVEL_DIST_FRESH === '1' && existsSync(`${dist}/index.html`)) {
    console.log('e2e: testing the build already in dist/ (GAVEL_DIST_FRESH=1)')
  } else {
    const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url))
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: test what ships.
    const env = { ...process.env, NODE_ENV: 'production' }
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env })
    if (build.status !== 0) throw new Error(`vite build failed (exit status ${build.status ?? build.signal})`)
  }
  const server = await serveStatic(dist)
  const chromiumServer = await chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] })
  const pid = chromiumServer.process().pid
  const commandLine = pid === undefined ? [] : readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  const missing = missingDisabledFeatures(commandLine)
  if (missing.length > 0) {
    await chromiumServer.close()
    await server.close()
    throw new Error(`Playwright now turns off ${missing.join(', ')} too: add them to PLAYWRIGHT_DISABLED in tests/e2e/chromium.ts`)
  }
  project.provide('baseUrl', server.url)
  project.provide('browserWsEndpoint', chromiumServer.wsEndpoint())
  return async () => {
    await chromiumServer.close()
    await server.close()
  }
}
