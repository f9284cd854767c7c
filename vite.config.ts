/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { gavelCsp } from './scripts/vite-csp.ts'
import { gavelPwa } from './scripts/vite-pwa.ts'
import { gavelEagerCjs } from './scripts/vite-eager-cjs.ts'
import { gavelPrerender } from './scripts/vite-prerender.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), gavelEagerCjs(), gavelPwa(), gavelPrerender(), gavelCsp()],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Everything the first page loads in one chunk (one gzip stream, no round trips between small
    // shared chunks); what is reached only through import() is split as usual.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['src/engine/**/*.test.ts', 'src/bots/**/*.test.ts', 'src/cli/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'src/store/**/*.test.ts', 'src/i18n/**/*.test.ts', 'src/rules/**/*.test.ts', 'src/boot/**/*.test.ts', 'src/device/**/*.test.ts', 'tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
  },
})
