/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { gavelCsp } from './scripts/vite-csp.ts'
import { gavelPwa } from './scripts/vite-pwa.ts'
import { gavelEagerCjs } from './scripts/vite-eager-cjs.ts'
import { gavelPrerender } from './scripts/vite-prerender.ts'
import { gavelLocaleSplit } from './scripts/vite-locale-split.ts'
import { gavelTableClient, tableClientAliases } from './scripts/vite-table-client.ts'
import { gavelCompileHints } from './scripts/vite-compile-hints.ts'

export default defineConfig({
  plugins: [gavelLocaleSplit(), react(), tailwindcss(), gavelEagerCjs(), gavelPwa(), gavelPrerender(), gavelCsp(), gavelTableClient(), gavelCompileHints()],
  resolve: { alias: tableClientAliases },

  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // No preload helper around import(): for each lazy chunk it appends <link rel=modulepreload>
    // tags for its imports, script that runs while the first screen settles (the lazy "This device"
    // panel and the service worker's code). A chunk's imports load when it does, from the service
    // worker's cache after the first visit; warm-up.ts has them ready before they are opened.
    modulePreload: false,
    sourcemap: false,
    // Everything the first page loads in one chunk (one gzip stream, no round trips between small
    // shared chunks); what is reached only through import() is split as usual.
    rolldownOptions: {
      // The end-to-end tests' entry (tests/e2e/app-entry.ts): their server serves it in place of the
      // page's own; nothing a person's page loads refers to it.
      // phones.html: the pages of a table with phones (src/phones/entry.ts), served by the table server.
      input: { index: 'index.html', phones: 'phones.html', e2e: 'tests/e2e/app-entry.ts' },
      output: {
        codeSplitting: {
          groups: [
            // (The tests' entry, and phones.html's, stay chunks of their own, which import this one.)
            { name: 'index', tags: ['$initial'], test: (id: string) => !/[\\/]tests[\\/]e2e[\\/]|[\\/](?:phones\.html$|src[\\/]phones[\\/]entry\.ts$)/.test(id) },
            // src/device/device-chunk.ts, which every first visit loads once the page has settled, as one
            // response with its messages (which the lazy update prompt shares).
            { name: 'device', test: /src[\\/](device[\\/]device-chunk\.ts|i18n[\\/]messages[\\/]device\.ts)$/ },
          ],
        },
        // A language's messages split off by scripts/vite-locale-split.ts are named for it: home.fr-….js.
        chunkFileNames: (chunk) => {
          const locale = /[?&]gavel-locale=(\w+)/.exec(chunk.facadeModuleId ?? '')?.[1]
          return locale === undefined ? 'assets/[name]-[hash].js' : `assets/[name].${locale}-[hash].js`
        },
      },
    },
  },
  test: {
    // Both cores: Vitest's default leaves one free (cores - 1 = one worker on the 2-core CI machine).
    // The projects share the two workers, so engine and UI files run side by side.
    maxWorkers: 2,
    // Worker threads start faster than forked processes, once per test file: the whole unit run is shorter so.
    pool: 'threads',
    // Vitest's 5 s per test is less than what the CLI tests (a tsx process each) and the UI tests of
    // whole screens take on the shared 2-core machine under load (22 of them ran out on a fresh-clone
    // CI run at load average 25): a limit for a hung test, not a speed check.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          // Pure modules with no state a file could leave behind: a worker keeps what it has loaded from
          // one file to the next instead of loading the engine and the bots again for each (a sixth less
          // of this project's CPU). The UI project keeps a fresh context per file: its stores and
          // storage are module state.
          isolate: false,
          include: ['src/engine/**/*.test.ts', 'src/bots/**/*.test.ts', 'src/cli/**/*.test.ts', 'src/table-info/**/*.test.ts', 'src/teacher/**/*.test.ts', 'src/learn/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          pool: 'vmThreads',
          include: ['src/**/*.test.tsx', 'src/store/**/*.test.ts', 'src/game/**/*.test.ts', 'src/i18n/**/*.test.ts', 'src/rules/**/*.test.ts', 'src/boot/**/*.test.ts', 'src/device/**/*.test.ts', 'src/history/**/*.test.ts', 'src/storage/**/*.test.ts', 'src/story/**/*.test.ts', 'tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
  },
})
