import { describe, expect, it } from 'vitest'
import type { OutputBundle, OutputChunk } from 'rolldown'
import { COMPILE_HINT, tableChunks } from '../../scripts/vite-compile-hints.ts'
import { eagerCommonJs } from '../../scripts/vite-eager-cjs.ts'
import { withPrerenderedHome } from '../../scripts/vite-prerender.ts'

const page = `<!doctype html><html><head><title>Gavel</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head><body>
    <div id="root"></div>
  </body></html>`
const homes = { en: '<main>Home</main>', fr: '<main>Accueil</main>', es: '<main>Inicio<!-- -->!</main>' }

describe('the prerendered Home in index.html', () => {
  it('draws Home in #root, inert until the app takes over, with the other languages as data', () => {
    const html = withPrerenderedHome(page, homes, 'boot()')
    expect(html).toContain('<div id="root"><div id="prerendered" lang="en" inert aria-hidden="true"><main>Home</main></div></div>')
    expect(html).toContain('<script type="text/html" id="prerendered-fr"><main>Accueil</main></script>')
    expect(html).toContain('<script type="text/html" id="prerendered-es"><main>Inicio<!-- -->!</main></script>')
  })

  it('leaves the entry to the boot script, to run after the first paint', () => {
    const html = withPrerenderedHome(page, homes, '  boot()\n')
    expect(html).not.toMatch(/<script type="module"/)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<script data-entry="/assets/index-abc.js">boot()</script>')
    // The boot script comes after #root, so that it finds what it fits.
    expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf('id="prerendered"'))
  })

  it('refuses a page it does not know how to change, or markup that would break out of its block', () => {
    expect(() => withPrerenderedHome(page.replace(/<script type="module"[^>]*><\/script>/, ''), homes, 'boot()')).toThrow(/no module entry/)
    expect(() => withPrerenderedHome(page.replace('<div id="root"></div>', '<div id="app"></div>'), homes, 'boot()')).toThrow(/#root/)
    expect(() => withPrerenderedHome(page, { ...homes, fr: '<main></script></main>' }, 'boot()')).toThrow(/<\/script/)
  })
})

describe('CommonJS wrappers written for eager compilation', () => {
  it('turns each arrow wrapper into a parenthesised function and touches nothing else', () => {
    const code = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '  exports.x = () => 1',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '  module.exports = require_a()',
      '}));',
      'var require_c = __commonJSMin((() => {}));',
    ].join('\n')
    const { code: out, rewritten } = eagerCommonJs(code)
    expect(rewritten).toBe(3)
    expect(out).toContain('__commonJSMin((function(exports) {\n  exports.x = () => 1')
    expect(out).toContain('__commonJSMin((function(exports, module) {')
    expect(out).toContain('__commonJSMin((function() {}))')
    // Running both gives the same modules.
    const load = (text: string) => {
      const run = new Function(`var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);\n${text}\nreturn require_b()`)
      return (run() as { x: () => number }).x()
    }
    expect(load(out)).toBe(load(code))
  })
})

describe('compile hints on the chunks of a game table', () => {
  const chunk = (fileName: string, name: string, imports: string[], extra: Partial<OutputChunk> = {}) =>
    ({ type: 'chunk', fileName, name, imports, isEntry: false, facadeModuleId: null, code: '', ...extra }) as unknown as OutputChunk
  it('takes the page entry, the table screens and every chunk they import, and nothing else', () => {
    const bundle = {
      a: chunk('index.js', 'index', ['runtime.js'], { isEntry: true }),
      b: chunk('runtime.js', 'runtime', []),
      c: chunk('table-screen.js', 'table-screen', ['table-bands.js', 'runtime.js'], { facadeModuleId: '/w/src/screens/table-screen.tsx' }),
      d: chunk('table-bands.js', 'table-bands', ['motion.js']),
      e: chunk('motion.js', 'motion', []),
      f: chunk('rules-dialog.js', 'rules-dialog', ['rules-text.js'], { facadeModuleId: '/w/src/rules/rules-dialog.tsx' }),
      g: chunk('rules-text.js', 'rules-text', []),
      h: chunk('phones.js', 'phones', ['index.js'], { isEntry: true }),
      i: { type: 'asset', fileName: 'index.css' },
    } as unknown as OutputBundle
    expect(tableChunks(bundle).map((c) => c.fileName).sort()).toEqual(['index.js', 'motion.js', 'runtime.js', 'table-bands.js', 'table-screen.js'])
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})
