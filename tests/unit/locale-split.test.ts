import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeModule, splitMessages } from '../../scripts/vite-locale-split.ts'

const DIR = join(import.meta.dirname, '../../src/i18n/messages')
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'))

/** A locale module's table, as the browser would read it. */
const tableOf = (code: string): unknown => new Function(`return ${code.replace(/^export default /, '')}`)()

describe('the build splits French and Spanish off each messages file (scripts/vite-locale-split.ts)', () => {
  it('keeps English inline and loads the other two on demand', () => {
    const file = join(DIR, 'home.ts')
    const split = splitMessages(file, readFileSync(file, 'utf8'))
    expect(split).not.toBeNull()
    expect(split).toContain("newGame: 'New game'")
    expect(split).not.toContain('Nouvelle partie')
    expect(split).not.toContain('Nueva partida')
    expect(split).toContain(`import(${JSON.stringify(`${file}?gavel-locale=fr&call=0`)})`)
    expect(split).toContain(`import(${JSON.stringify(`${file}?gavel-locale=es&call=0`)})`)
    expect(split).toMatch(/defineMessages\(await __gavelLocaleTables\(\{ en: \{/)
  })

  it('leaves a call it cannot split as written', () => {
    const code = "import { defineMessages } from '../i18n.ts'\nconst fr = { a: 'b' }\nexport const m = defineMessages({ en: { a: 'a' }, fr, es: { a: `c${1}` } })\n"
    expect(splitMessages('/x/src/i18n/messages/odd.ts', code)).toBeNull()
  })

  for (const name of files) {
    it(`${name}: each language split off is exactly the table written`, async () => {
      const file = join(DIR, name)
      const code = readFileSync(file, 'utf8')
      const written = Object.values((await import(file)) as Record<string, unknown>).filter(
        (v): v is Record<'en' | 'fr' | 'es', Record<string, string>> => typeof v === 'object' && v !== null && 'fr' in v,
      )
      const split = splitMessages(file, code)
      if (split === null) return
      const calls = [...split.matchAll(/gavel-locale=fr&call=(\d+)/g)].map((m) => Number(m[1]))
      expect(calls.length).toBeGreaterThan(0)
      for (const call of calls) {
        const fr = tableOf(localeModule(file, code, 'fr', call))
        const es = tableOf(localeModule(file, code, 'es', call))
        // The split tables are one of the file's own areas, French and Spanish of the same call.
        expect(written.some((m) => JSON.stringify(m.fr) === JSON.stringify(fr) && JSON.stringify(m.es) === JSON.stringify(es))).toBe(true)
      }
    })
  }
})
