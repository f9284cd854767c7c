import { ESLint } from 'eslint'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LAYERS } from '../../eslint.config.js'

// Keeps the layer rules (eslint.config.js) from rotting silently: lint snippets as if they were files
// of each layer, and check what is refused.
const root = fileURLToPath(new URL('../..', import.meta.url))
const engineCode = [
  "import { useState } from 'react'",
  "import { create } from 'zustand'",
  "import { t } from '../i18n/i18n.ts'",
  'export const roll = Math.random()',
  'export const now = Date.now()',
  'export const then = new Date()',
  'export const w = window.innerWidth',
  'export const used = [useState, create, t]',
  '',
].join('\n')

/**
 * The rules a check reads, alone: the import-cycle rule follows every import through the project and
 * the type-aware rules build its program, most of a lint's time and none of what the layer checks read.
 */
const only = (rule: RegExp) => new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => rule.test(ruleId) })
const layerRulesOnly = only(/^no-restricted-/)
const cycleRuleOnly = only(/^import-x\/no-cycle$/)
async function lint(text: string, filePath: string, linter: ESLint): Promise<string[]> {
  const [result] = await linter.lintText(text, { filePath })
  return (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId ?? 'fatal'}`)
}

/** Every folder and module of src/, by name. */
const srcEntries = readdirSync(new URL('../../src', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory() || /\.tsx?$/.test(e.name))
  .filter((e) => !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
  .map((e) => ({ name: e.name.replace(/\.tsx?$/, ''), file: e.isDirectory() ? null : e.name }))
const entryOf = (layer: string) => srcEntries.find((e) => e.name === layer) ?? { name: layer, file: null }
/** A file of `layer` to lint a snippet as. */
const fileIn = (layer: string) => {
  const entry = entryOf(layer)
  return entry.file === null ? `src/${layer}/x.ts` : `src/${entry.file}`
}
/** An import of `layer` as written from a file of `from`. */
const importOf = (layer: string, from: string) => {
  const entry = entryOf(layer)
  const up = entryOf(from).file === null ? '../' : './'
  return entry.file === null ? `${up}${layer}/x.ts` : `${up}${entry.file}`
}

describe('the layer rules', () => {
  it('know every folder and module of src/ (a new one is placed in a layer before anything can import it)', () => {
    expect(srcEntries.length).toBeGreaterThan(10)
    for (const entry of srcEntries) expect(LAYERS, entry.name).toContain(entry.name)
  })

  it('refuse React, zustand, i18n, Math.random, Date and the DOM in src/engine', async () => {
    expect(await lint(engineCode, 'src/engine/x.ts', layerRulesOnly)).toEqual(
      expect.arrayContaining([
        '1:no-restricted-imports',
        '2:no-restricted-imports',
        '3:no-restricted-imports',
        '4:no-restricted-properties',
        '5:no-restricted-globals',
        '6:no-restricted-globals',
        '6:no-restricted-syntax',
        '7:no-restricted-globals',
      ]),
    )
    // The same code is no break of a rule in the store (it may import i18n, below it).
    expect((await lint(engineCode, 'src/store/x.ts', layerRulesOnly)).filter((id) => id.includes('no-restricted'))).toEqual([])
  }, 60_000)

  it('refuse, in every layer, an import of any layer above it, at once or on demand, by a relative or a src/ path', async () => {
    for (const [i, layer] of LAYERS.entries()) {
      const higher = LAYERS.slice(i + 1)
      const paths = higher.flatMap((h) => [importOf(h, layer), `src/${entryOf(h).file ?? `${h}/x.ts`}`])
      const text = [
        ...paths.map((path, k) => `import { x${k} } from '${path}'`),
        ...paths.map((path) => `export const lazy${paths.indexOf(path)} = () => import('${path}')`),
        `export const all = [${paths.map((_, k) => `x${k}`).join(', ')}]`,
        '',
      ].join('\n')
      const ids = await lint(text, fileIn(layer), layerRulesOnly)
      const refused = new Set(ids.filter((id) => /:no-restricted-(imports|syntax)$/.test(id)).map((id) => Number(id.split(':')[0])))
      const lines = [...paths.keys()].flatMap((k) => [k + 1, paths.length + k + 1])
      expect(
        lines.filter((line) => !refused.has(line)),
        layer,
      ).toEqual([])
    }
  }, 120_000)

  it('let every layer import the layers below it', async () => {
    for (const [i, layer] of LAYERS.entries()) {
      const lower = LAYERS.slice(0, i).filter((l) => l !== 'cli')
      if (lower.length === 0) continue
      const paths = lower.map((l) => importOf(l, layer))
      const text = paths.map((path, k) => `import { y${k} } from '${path}'`).join('\n') + `\nexport const all = [${paths.map((_, k) => `y${k}`).join(', ')}]\n`
      const ids = (await lint(text, fileIn(layer), layerRulesOnly)).filter((id) => /no-restricted/.test(id))
      expect(ids, layer).toEqual([])
    }
  }, 120_000)

  it('refuse an import cycle: the store importing a module that imports it back', async () => {
    // src/store/coach-store.ts imports the game store: the game store importing it back closes a circle.
    const ids = await lint("import { useCoachStore } from './coach-store.ts'\nexport const c = useCoachStore\n", 'src/store/game-store.ts', cycleRuleOnly)
    expect(ids).toContain('1:import-x/no-cycle')
    // A type imported back is no circle at run time.
    expect(await lint("import type { useCoachStore } from './coach-store.ts'\nexport type C = typeof useCoachStore\n", 'src/store/game-store.ts', cycleRuleOnly)).not.toContain('1:import-x/no-cycle')
  }, 60_000)
})
