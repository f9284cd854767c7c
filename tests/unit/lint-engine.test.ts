import { ESLint } from 'eslint'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LAYERS_ABOVE_ENGINE } from '../../eslint.config.js'

// Keeps the engine's purity rule (eslint.config.js) from rotting silently: lint a snippet as if it
// were an engine file, and as if it were a store file, and compare.
const root = fileURLToPath(new URL('../..', import.meta.url))
const code = [
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

async function lint(text: string, filePath: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(text, { filePath })
  return (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId ?? 'fatal'}`)
}
const ruleIds = (filePath: string) => lint(code, filePath)

/** Every folder and module of src/ but the engine: each is a layer above it. */
const srcEntries = readdirSync(new URL('../../src', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory() || /\.tsx?$/.test(e.name))
  .filter((e) => !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
  .map((e) => ({ name: e.name.replace(/\.tsx?$/, ''), file: e.isDirectory() ? null : e.name }))
  .filter((e) => e.name !== 'engine')

/** An import of `entry` as written from src/engine/x.ts (one folder down, or a module beside src/engine). */
const importOf = (entry: { name: string; file: string | null }) => (entry.file === null ? `../${entry.name}/x.ts` : `../${entry.file}`)

describe('the engine purity lint rule', () => {
  it('reports React, zustand, i18n, Math.random, Date and the DOM in src/engine', async () => {
    const ids = await ruleIds('src/engine/x.ts')
    expect(ids).toEqual(
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
  }, 30_000)

  it('leaves the same code alone outside the engine', async () => {
    const ids = await ruleIds('src/store/x.ts')
    expect(ids.filter((id) => id.includes('no-restricted'))).toEqual([])
  }, 30_000)

  it('knows every layer of src/ (a new folder is placed above the engine before anything can import it)', () => {
    expect(srcEntries.length).toBeGreaterThan(10)
    for (const entry of srcEntries) expect(LAYERS_ABOVE_ENGINE, entry.name).toContain(entry.name)
  })

  it('fails an engine file that imports any layer above it, by a relative or a src/ path', async () => {
    const imports = srcEntries.flatMap((entry) => [importOf(entry), `src/${entry.file ?? `${entry.name}/x.ts`}`])
    const text = imports.map((path, i) => `import { x${i} } from '${path}'`).join('\n') + `\nexport const all = [${imports.map((_, i) => `x${i}`).join(', ')}]\n`
    const ids = await lint(text, 'src/engine/x.ts')
    const failed = new Set(ids.filter((id) => id.endsWith(':no-restricted-imports')).map((id) => Number(id.split(':')[0])))
    expect(imports.filter((_, i) => !failed.has(i + 1))).toEqual([])
    // The engine's own modules stay importable.
    expect(await lint("import { RULESETS } from './rulesets.ts'\nexport const r = RULESETS\n", 'src/engine/x.ts')).toEqual([])
  }, 30_000)

  it('lets a bot import the engine and nothing above the bots', async () => {
    const allowed = await lint("import { legalActions } from '../engine/game.ts'\nexport const l = legalActions\n", 'src/bots/x.ts')
    expect(allowed).toEqual([])
    for (const path of ['../store/x.ts', '../table-info/x.ts', '../history/x.ts', '../app.tsx']) {
      expect(await lint(`import { y } from '${path}'\nexport const z = y\n`, 'src/bots/x.ts'), path).toEqual(['1:no-restricted-imports'])
    }
  }, 30_000)
})
