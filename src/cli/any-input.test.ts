import fc from 'fast-check'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerAntiques } from '../engine/antiques-request.ts'
import { runJsonCommand } from './json-command.ts'
import { answerReplay } from './replay-answer.ts'

/*
 * The commands answer anything with one JSON document: random JSON, JSON nested at random depths,
 * random text in any script. None of it may throw, and whatever comes back must print as JSON.
 */

const deep = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('[', '{"a":'), fc.constantFrom('format', 'ruleset', 'players', 'actions', 'deal', 'value', 'count'))
  .map(([levels, open, field]) => {
    const close = open === '[' ? ']' : '}'
    return `{"format":"gavel/1","${field}":${open.repeat(levels)}1${close.repeat(levels)}}`
  })

const inputs = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  deep,
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.record({ format: fc.constant('gavel/1'), ruleset: fc.constantFrom('for-sale', 'sold', 'x'), players: fc.array(fc.string({ unit: 'binary' }), { maxLength: 7 }), seed: fc.string(), actions: fc.array(fc.jsonValue(), { maxLength: 20 }) }).map((r) => JSON.stringify(r)),
)

describe('the commands, on any input', () => {
  it('replay and antiques never throw, and always answer something JSON can print', () => {
    fc.assert(
      fc.property(inputs, (text) => {
        for (const answer of [answerReplay(text), answerAntiques(text)]) {
          expect(() => JSON.stringify(answer)).not.toThrow()
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('the JSON command wrapper', () => {
  afterEach(() => vi.restoreAllMocks())

  it('prints one JSON error, and no stack, when an answer throws', () => {
    const out: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out.push(String(chunk))
      return true
    })
    const status = runJsonCommand('replay', [join(import.meta.dirname, 'replay.ts')], () => {
      throw new RangeError('Maximum call stack size exceeded')
    })
    write.mockRestore()
    expect(status).toBe(1)
    expect(JSON.parse(out.join(''))).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.stringMatching(/could not be answered/) } })
    expect(out.join('')).not.toMatch(/\n\s+at /)
  })

  it('the replay command itself answers 200,000 levels of nesting with one JSON error on stdout, nothing on stderr', () => {
    const root = join(import.meta.dirname, '../..')
    const input = `{"format":"gavel/1","ruleset":${'['.repeat(200_000)}${']'.repeat(200_000)}}`
    const out = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/cli/replay.ts'), '-'], { encoding: 'utf8', input, cwd: root })
    expect(out.stderr).toBe('')
    expect(out.status).toBe(1)
    expect(JSON.parse(out.stdout)).toMatchObject({ error: { code: 'BAD_JSON' } })
  }, 60_000)
})
