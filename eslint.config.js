// Flat config for ESLint 10 + typescript-eslint 8 (syntax-only: no type information, so lint stays fast).
import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'

/**
 * The layers of src/, from the ground up: a folder (or a module beside them) may import only from its
 * own layer and those below it, never from one above, so imports run one way. The engine is pure
 * rules; the bots and the table's information stand on it alone; storage is the only code that
 * touches the browser's storage; i18n has the words; the stores hold state; the game's actions
 * change it; then the React layers, and the shell on top. The tools (cli) stand apart at the top.
 */
export const LAYERS = [
  'engine',
  'bots',
  'table-info',
  'boot',
  'route',
  'storage',
  'i18n',
  'store',
  'history',
  'device',
  'game',
  'story',
  'rules',
  'components',
  'teacher',
  'learn',
  'screens',
  'nav',
  'phones',
  'app',
  'main',
  'prerender',
  'cli',
]
/** Every layer above `layer`. */
const above = (layer) => LAYERS.slice(LAYERS.indexOf(layer) + 1)
/** The layers that stand on the engine (kept for the engine's own test). */
export const LAYERS_ABOVE_ENGINE = above('engine')

/** The layers that are a module beside the folders of src/ rather than a folder (they import `./x`). */
const MODULE_LAYERS = ['route', 'nav', 'app', 'main', 'prerender']

/**
 * `../store`, `../../screens/x.tsx`, `src/i18n/…`, `../app.tsx`: an import of one of `layers`, as written
 * from a file of `from` (from a module beside the folders, `./screens/x.tsx` too).
 */
const layerImport = (layers, from) =>
  `(^(\\.\\./)+|(^|/)src/${MODULE_LAYERS.includes(from) ? '|^\\./' : ''})(${layers.join('|')})(/|\\.tsx?$|$)`

const oneWay = (layer) => `Imports run one way (eslint.config.js LAYERS): ${layer} may not import ${above(layer).join(', ')}.`
/** An `import()` whose path matches `pattern`, as a selector: a module loaded on demand is imported all the same. */
const dynamicImportOf = (pattern, message) => ({
  selector: `ImportExpression[source.value=/${pattern.replaceAll('/', '\\/')}/]`,
  message,
})

/** The import rule of a layer that is not pure: nothing from the layers above it, loaded at once or on demand. */
const layerRule = (layer) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: layerImport(above(layer), layer), message: oneWay(layer) }] }],
  'no-restricted-syntax': ['error', dynamicImportOf(layerImport(above(layer), layer), oneWay(layer))],
})

/** The files of a layer: a folder of src/, or a module beside them. */
const filesOf = (layer) => [`src/${layer}/**/*.{ts,tsx,js}`, `src/${layer}.{ts,tsx}`]

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
    dynamicImportOf(layerImport(layersAbove), `${who} knows nothing of the layers above it.`),
  ],
})

const engineRules = pureRules(above('engine'), 'The engine')
const botRules = pureRules(above('bots'), 'A bot')

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
  ...LAYERS.filter((layer) => layer !== 'engine' && layer !== 'bots').map((layer) => ({
    files: filesOf(layer),
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-kit.ts'],
    rules: layerRule(layer),
  })),
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
    // No import cycle anywhere in src: a module that needs one above it in a circle is a layer out of place.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'], 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The boot script runs as written, before any module loads, and reads the few keys it needs itself.
    files: ['src/**/*.{ts,tsx,js}'],
    ignores: ['src/storage/**', 'src/engine/**', 'src/bots/**', 'src/boot/boot-script.js', 'src/**/*.test.{ts,tsx}', 'src/**/*.test-kit.ts', 'src/engine/test-kit.ts'],
    rules: storageGlobals,
  },
)
