// Only the current language's messages on the first load (the first visit's budget cannot carry all
// three languages, scripts/size-budget.mjs). Messages are written with their
// three languages side by side (`defineMessages({ en: {...}, fr: {...}, es: {...} })` in
// src/i18n/messages/*.ts) and stay so: this build-only step splits each file's French and Spanish
// into modules of their own, loaded on demand, and keeps English inline (the keys' source and the
// fallback). The call becomes
//   defineMessages(await localeTables({ en: {...} }, { fr: () => import('…?gavel-locale=fr&call=0'), es: … }))
// and src/i18n/locale-tables.ts loads the language being shown before the module finishes (top-level
// await), so nothing draws in the wrong language. A call it does not recognise (texts that are not
// plain string literals, a spread, a shared table) is left as written: all three languages inline.
// The dev server, the prerender (scripts/vite-prerender.ts) and the tests read the files as written.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import type { Plugin } from 'vite'

const MESSAGES_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+\.ts$/
const QUERY = '?gavel-locale='
const SPLIT = ['fr', 'es'] as const
const TABLES = fileURLToPath(new URL('../src/i18n/locale-tables.ts', import.meta.url))

/** A `defineMessages` call whose three tables are object literals of plain strings. */
interface SplittableCall {
  readonly call: ts.CallExpression
  readonly tables: { readonly [L in 'en' | 'fr' | 'es']: ts.ObjectLiteralExpression }
}

const isPlainTable = (node: ts.Expression): node is ts.ObjectLiteralExpression =>
  ts.isObjectLiteralExpression(node) &&
  node.properties.every(
    (p) => ts.isPropertyAssignment(p) && (ts.isStringLiteral(p.initializer) || ts.isNoSubstitutionTemplateLiteral(p.initializer)),
  )

/** The file's `defineMessages(...)` calls, in source order, each splittable or null. */
export function messagesCalls(source: ts.SourceFile): (SplittableCall | null)[] {
  const calls: (SplittableCall | null)[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineMessages') {
      calls.push(splittable(node))
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
}

function splittable(call: ts.CallExpression): SplittableCall | null {
  const [arg] = call.arguments
  if (call.arguments.length !== 1 || arg === undefined || !ts.isObjectLiteralExpression(arg)) return null
  const found: Partial<Record<string, ts.ObjectLiteralExpression>> = {}
  for (const p of arg.properties) {
    if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name) || !isPlainTable(p.initializer)) return null
    found[p.name.text] = p.initializer
  }
  const { en, fr, es } = found
  if (en === undefined || fr === undefined || es === undefined || arg.properties.length !== 3) return null
  return { call, tables: { en, fr, es } }
}

const parse = (file: string, code: string) => ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)

/** The module with its French and Spanish split off, or null when nothing in it can be split. */
export function splitMessages(file: string, code: string): string | null {
  const source = parse(file, code)
  const calls = messagesCalls(source)
  if (!calls.some((c) => c !== null)) return null
  let out = ''
  let at = 0
  calls.forEach((c, index) => {
    if (c === null) return
    const loaders = SPLIT.map((l) => `${l}: () => import(${JSON.stringify(`${file}${QUERY}${l}&call=${index}`)})`).join(', ')
    const [arg] = c.call.arguments as unknown as [ts.Expression]
    out += code.slice(at, arg.getStart(source))
    out += `await __gavelLocaleTables({ en: ${c.tables.en.getText(source)} }, { ${loaders} })`
    at = arg.getEnd()
  })
  out += code.slice(at)
  return `import { localeTables as __gavelLocaleTables } from ${JSON.stringify(TABLES)}\n${out}`
}

/** One language's table of one call, as a module of its own. */
export function localeModule(file: string, code: string, locale: string, index: number): string {
  const call = messagesCalls(parse(file, code))[index]
  const table = call?.tables[locale as 'fr' | 'es']
  if (table === undefined) throw new Error(`gavel-locale-split: ${file} has no splittable call ${index} with ${locale}`)
  return `export default ${table.getText()}\n`
}

export function gavelLocaleSplit(): Plugin {
  return {
    name: 'gavel-locale-split',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.includes(QUERY) ? source : null
    },
    load(id) {
      const at = id.indexOf(QUERY)
      if (at < 0) return null
      const file = id.slice(0, at)
      const params = new URLSearchParams(id.slice(at + 1))
      return localeModule(file, readFileSync(file, 'utf8'), params.get('gavel-locale') ?? '', Number(params.get('call')))
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !MESSAGES_FILE.test(id)) return null
      const split = splitMessages(id, code)
      return split === null ? null : { code: split, map: null }
    },
  }
}
