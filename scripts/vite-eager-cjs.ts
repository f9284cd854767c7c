// React, ReactDOM and the scheduler ship as CommonJS. Rolldown wraps each such module in a closure,
// `__commonJSMin(((exports, module) => { ... }))`, that runs when the module is first required: at
// start-up. V8 compiles an arrow function like that lazily, on the main thread, the moment it is
// called, which for ReactDOM means parsing some 190 KB while the page cannot respond. A function expression written straight after an opening parenthesis is V8's hint that
// it is called at once, so it is compiled eagerly, off the main thread while the file streams in.
// This plugin rewrites the wrappers into that form; nothing else about them changes (their bodies
// use neither `this` nor `arguments`, the only things an arrow and a function treat differently).
import type { Plugin } from 'vite'

/** Rolldown's wrapper opening, unminified: `__commonJSMin(((exports, module) => {`. */
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)?\) => \{/g

/** `code` with every CommonJS wrapper written as a parenthesised function expression. */
export function eagerCommonJs(code: string): { code: string; rewritten: number } {
  let rewritten = 0
  const out = code.replace(ARROW_WRAPPER, (_, params: string | undefined) => {
    rewritten++
    return `__commonJSMin((function(${params ?? ''}) {`
  })
  return { code: out, rewritten }
}

export function gavelEagerCjs(): Plugin {
  return {
    name: 'gavel-eager-cjs',
    apply: 'build',
    // Before minification, while Rolldown's helper still has its name.
    renderChunk(code) {
      if (!code.includes('__commonJSMin(')) return null
      const { code: out, rewritten } = eagerCommonJs(code)
      const calls = code.match(/__commonJSMin\(\(/g)?.length ?? 0
      // A Rolldown release that writes its wrappers differently must not slip through unnoticed.
      if (rewritten !== calls) this.error(`gavel-eager-cjs: rewrote ${rewritten} of ${calls} CommonJS wrappers; update ARROW_WRAPPER`)
      return { code: out, map: null }
    },
  }
}
