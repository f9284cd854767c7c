import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// End-to-end tests: real Chromium against the production build (see global-setup.ts). Run through
// `npm run test:e2e`, which checks for the browser first.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One browser at a time: CI has two cores, and whole games take a while.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
  },
})
