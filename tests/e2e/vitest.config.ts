import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { LongestFirst } from './sequencer.ts'

// End-to-end tests: real Chromium against the production build (see global-setup.ts and the harness,
// browser.ts). Run through `npm run test:e2e`, which checks for the browser first.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    // A worker keeps what it has loaded (playwright-core, the engine, the harness) from one spec file
    // to the next instead of loading it all again for each: every file still gets its own hooks
    // (setup.ts), contexts and storage.
    isolate: false,
    // Three spec files at a time, each in its own contexts of the run's one Chromium. CI has two cores,
    // but a spec spends much of its time waiting on the browser (a frame, a page load, a round trip of
    // the protocol): two workers leave the cores idle in those waits, three keep them busy, a fourth
    // only adds work (README, "CI", has the figures). No spec shares state with another (each test has
    // its own browser context and storage; offline.e2e.ts serves its own copy of the build).
    // GAVEL_E2E_WORKERS tries another count.
    fileParallelism: true,
    maxWorkers: Number(process.env.GAVEL_E2E_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
  },
})
