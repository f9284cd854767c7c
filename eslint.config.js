// Flat config for ESLint 10 + typescript-eslint 8 (syntax-only: no type information, so lint stays fast).
import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/** What the pure rules engine may not reach: the UI layers, the DOM, time, and unseeded randomness. */
const engineRules = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'react', message: 'The engine is pure: no React.' },
        { name: 'react-dom', message: 'The engine is pure: no React.' },
        { name: 'zustand', message: 'The engine is pure: state lives in src/store.' },
      ],
      patterns: [
        { regex: '^(react|react-dom|zustand)/', message: 'The engine is pure: no React or zustand.' },
        {
          // ../store, ../../screens/x.tsx, src/i18n/... : the layers that stand on the engine.
          regex: '(^(\\.\\./)+|(^|/)src/)(store|screens|components|i18n)(/|$)',
          message: 'The engine knows nothing of the store, screens, components or i18n.',
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
}

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
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The bots are as pure as the engine: what they may know comes in their arguments, chance from a seeded Rng.
    files: ['src/engine/**', 'src/bots/**'],
    rules: engineRules,
  },
)
