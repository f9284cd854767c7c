import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { serveStatic } from './static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production build is served for this run, e.g. "http://127.0.0.1:41234/". */
    baseUrl: string
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Builds the app into dist/, serves it for the whole run, and stops the server afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url))
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: test what ships.
  const env = { ...process.env, NODE_ENV: 'production' }
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env })
  if (build.status !== 0) throw new Error(`vite build failed (exit status ${build.status ?? build.signal})`)
  const server = await serveStatic(fileURLToPath(new URL('../../dist', import.meta.url)))
  project.provide('baseUrl', server.url)
  return server.close
}
