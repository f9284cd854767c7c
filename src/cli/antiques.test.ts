import { execFileSync, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const tsx = join(root, 'node_modules/.bin/tsx')
const run = (args: string[], input?: string) =>
  spawnSync(tsx, [join(root, 'src/cli/antiques.ts'), ...args], { encoding: 'utf8', input, cwd: root })

describe('the antiques command', () => {
  it('answers a value request from standard input', () => {
    const out = run(['-'], '{ "value": { "category": "glass", "face": 1000, "special": "rare3", "damaged": true, "events": { "doubles": 1, "halves": 0 } } }')
    expect(out.status).toBe(0)
    expect(JSON.parse(out.stdout)).toEqual({ value: 3000 })
  })

  it('exits 1 with the error JSON on a malformed request', () => {
    const out = run(['-'], '{ "count": [ { "name": "Ann", "cash": -50, "items": [] } ] }')
    expect(out.status).toBe(1)
    expect(JSON.parse(out.stdout)).toEqual({ error: { code: 'BAD_CASH', message: expect.any(String) } })
  })

  it('exits 1 when the file cannot be read', () => {
    const out = run([join(root, 'no-such-file.json')])
    expect(out.status).toBe(1)
    expect(JSON.parse(out.stdout).error.code).toBe('UNREADABLE_FILE')
  })

  it('runs as documented through npm', () => {
    const out = execFileSync('npm', ['run', '--silent', 'antiques', '--', '-'], {
      cwd: root,
      encoding: 'utf8',
      input: '{ "count": [ { "name": "Ann", "cash": 4250, "items": [ { "category": "games", "face": 4000, "special": "rare2", "damaged": false } ] } ] }',
    })
    expect(JSON.parse(out)).toEqual({
      dealers: [{ name: 'Ann', cash: 4250, damaged: 0, collections: { games: { items: 1, sum: 8000, rounded: 8000, factor: 1, value: 8000 } }, total: 12250 }],
      winners: ['Ann'],
    })
  })
})
