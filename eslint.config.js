// Flat config for ESLint 10 + typescript-eslint 8 (syntax-only: no type information, so lint stays fast).
import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * The layers that stand on the engine, by their folder (or file) under src/. The bots stand on the
 * engine alone; table-info on the engine and the bots; everything else higher still.
 */
export const LAYERS_ABOVE_ENGINE = [
  'bots',
  'storage',
  'table-info',
  'store',
  'history',
  'story',
  'teacher',
  'rules',
  'device',
  'i18n',
  'components',
  'screens',
  'learn',
  'route',
  'cli',
  'boot',
  'app',
  'main',
  'prerender',
]
/** The layers above the bots: all of the above but the bots themselves. */
const LAYERS_ABOVE_BOTS = LAYERS_ABOVE_ENGINE.filter((layer) => layer !== 'bots')

/** `../store`, `../../screens/x.tsx`, `src/i18n/…`, `../app.tsx`: an import of one of `layers`. */
const layerImport = (layers) => `(^(\\.\\./)+|(^|/)src/)(${layers.join('|')})(/|\\.tsx?$|$)`

/** What a pure layer may not reach: React, zustand, the layers above it, the DOM, time, and unseeded randomness. */
const pureRules = (layersAbove, who) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'react', message: `${who} is pure: no React.` },
        { name: 'react-dom', message: `${who} is pure: no React.` },
        { name: 'zustand', message: `${who} is pure: state lives in src/store.` },
      ],
      patterns: [
        { regex: '^(react|react-dom|zustand)/', message: `${who} is pure: no React or zustand.` },
        {
          regex: layerImport(layersAbove),
          message: `${who} knows nothing of the layers above it (${layersAbove.join(', ')}).`,
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map((name) => ({
      name,
      message: 'The engine knows nothing of the DOM.',
    })),
    ...['Date', 'performance', 'setTimeout', 'setInterval', 'requestAnimationFrame'].map((name) => ({
      name,
      message: 'The engine knows nothing of time: pass what it needs in the state or the action.',
    })),
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Use the seeded PRNG in src/engine/random.ts.' },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date']", message: 'The engine knows nothing of time.' },
  ],
})

const engineRules = pureRules(LAYERS_ABOVE_ENGINE, 'The engine')

/** Storage sits just above the engine: it may import the engine, and nothing of the layers above. */
const LAYERS_ABOVE_STORAGE = LAYERS_ABOVE_ENGINE.filter((layer) => layer !== 'storage')
const storageRules = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'react', message: 'Storage knows nothing of React.' },
        { name: 'react-dom', message: 'Storage knows nothing of React.' },
      ],
      patterns: [
        {
          regex: layerImport(LAYERS_ABOVE_STORAGE),
          message: `Storage sits just above the engine and knows nothing of the layers above it (${LAYERS_ABOVE_STORAGE.join(', ')}).`,
        },
      ],
    },
  ],
}

/** Only the storage layer touches the browser's storage: everything else goes through src/storage. */
const storageGlobals = {
  'no-restricted-globals': [
    'error',
    ...['localStorage', 'sessionStorage'].map((name) => ({
      name,
      message: 'Only src/storage touches the browser\'s storage: read and write through it.',
    })),
  ],
}
const botRules = pureRules(LAYERS_ABOVE_BOTS, 'A bot')

export default defineConfig(
  {
    // *.tmp.* are local scratch files, never committed.
    ignores: ['dist/', 'coverage/', 'test-results/', 'node_modules/', '**/*.tmp.*'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The hooks rules (React Compiler's analysis, most of lint's time) where React is: not in the pure
    // layers, which may not import it (below), nor in the end-to-end specs, which drive a browser.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/engine/**', 'src/bots/**', 'src/cli/**', 'tests/e2e/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The bots are as pure as the engine: what they may know comes in their arguments, chance from a seeded Rng.
    files: ['src/engine/**'],
    rules: engineRules,
  },
  {
    files: ['src/bots/**'],
    rules: botRules,
  },
  {
    files: ['src/storage/**'],
    ignores: ['src/storage/**/*.test.{ts,tsx}'],
    rules: storageRules,
  },
  {
    // The boot script runs as written, before any module loads, and reads the few keys it needs itself.
    files: ['src/**/*.{ts,tsx,js}'],
    ignores: ['src/storage/**', 'src/engine/**', 'src/bots/**', 'src/boot/boot-script.js', 'src/**/*.test.{ts,tsx}', 'src/**/*.test-kit.ts', 'src/engine/test-kit.ts'],
    rules: storageGlobals,
  },
)
