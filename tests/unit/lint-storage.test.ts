import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Keeps the storage layer's rules (eslint.config.js) from rotting silently: storage imports only the
// engine, and nothing else touches the browser's storage.
const root = fileURLToPath(new URL('../..', import.meta.url))

// The restriction rules alone: what these checks read, without the project-wide rules (import cycles,
// type-aware rules) that take most of a lint's time.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-') })
async function lint(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath })
  return (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId ?? 'fatal'}`)
}

describe('the storage layer lint rules', () => {
  it('lets storage import the engine and nothing above it', async () => {
    expect(await lint("import { RULESETS } from '../engine/rulesets.ts'\nexport const r = RULESETS\n", 'src/storage/x.ts')).toEqual([])
    for (const path of ['../store/x.ts', '../i18n/x.ts', '../screens/x.tsx', '../history/x.ts', 'src/app.tsx']) {
      expect(await lint(`import { y } from '${path}'\nexport const z = y\n`, 'src/storage/x.ts'), path).toEqual(['1:no-restricted-imports'])
    }
  }, 30_000)

  it('refuses localStorage and sessionStorage outside src/storage, and allows them inside it and in tests', async () => {
    const code = 'export const a = localStorage.getItem("k")\nexport const b = sessionStorage.length\n'
    for (const file of ['src/store/x.ts', 'src/screens/x.tsx', 'src/history/x.ts', 'src/app.tsx']) {
      expect(await lint(code, file), file).toEqual(['1:no-restricted-globals', '2:no-restricted-globals'])
    }
    expect(await lint(code, 'src/storage/x.ts')).toEqual([])
    expect(await lint(code, 'src/store/x.test.ts')).toEqual([])
  }, 30_000)
})
