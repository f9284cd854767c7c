import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const examples = join(root, 'tests/examples')
const tsx = join(root, 'node_modules/.bin/tsx')
const run = (args: string[], input?: string) =>
  spawnSync(tsx, [join(root, 'src/cli/replay.ts'), ...args], { encoding: 'utf8', input, cwd: root })

describe('the replay command', () => {
  it('prints the expected JSON for a complete record, and nothing else', () => {
    const out = run([join(examples, 'sold-3p.json')])
    expect(out.status).toBe(0)
    expect(JSON.parse(out.stdout)).toEqual(JSON.parse(readFileSync(join(examples, 'sold-3p.expected.json'), 'utf8')))
  })

  it('reads standard input with "-"', () => {
    const out = run(['-'], readFileSync(join(examples, 'for-sale-scarce-5p.json'), 'utf8'))
    expect(out.status).toBe(0)
    expect(JSON.parse(out.stdout).winners).toEqual([3])
  })

  it('exits 1 with the error JSON and the action index for an illegal action', () => {
    const out = run([join(examples, 'for-sale-4p-illegal.json')])
    expect(out.status).toBe(1)
    expect(JSON.parse(out.stdout)).toMatchObject({ error: { code: 'WRONG_PHASE', action: 14 } })
  })

  it('exits 1 for a malformed record, with no action index', () => {
    const out = run(['-'], '{"format":"gavel/1","ruleset":"chess"}')
    expect(out.status).toBe(1)
    const error = JSON.parse(out.stdout).error
    expect(error.code).toBe('UNKNOWN_RULESET')
    expect(error).not.toHaveProperty('action')
  })

  it('runs as documented through npm', () => {
    const out = execFileSync('npm', ['run', '--silent', 'replay', '--', join(examples, 'for-sale-4p.json')], { cwd: root, encoding: 'utf8' })
    expect(JSON.parse(out).winners).toEqual([1])
  })
})
