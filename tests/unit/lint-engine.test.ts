import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

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

async function ruleIds(filePath: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId ?? 'fatal'}`)
}

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
})
