// V8 compiles a function the first time it is called, on the main thread, unless told otherwise. A
// game's first bid calls for the first time much of the code a move runs (React's update of a
// mounted tree, the move, its save, the store's listeners): traced at 1× CPU, up to 1.8 ms of lazy
// compiling inside that tap, in one traced game of three (the others compiled 0.1 ms there: how much
// of a chunk is compiled before that tap depends on when and from where it loaded on a first visit).
// The magic comment `//# allFunctionsCalledOnLoad` at the top of a file (Chrome 136's explicit
// compile hints) has Chrome compile all its functions as the file loads, off the main thread while it
// streams in. It goes on the chunks a game table runs (the page's own chunk, the table's screens and
// what they import), which warm-up.ts loads before they are opened; not on the rest (the rules,
// teacher mode, the phones' pages, the computer players' worker), whose code runs a little at a time.
// Other browsers read the line as the comment it is.
import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The modules whose chunks make a game's table, besides the page's own: the screens and what loads with them. */
const TABLE_MODULES = ['src/screens/table-screen.tsx', 'src/screens/sale-screen.tsx', 'src/screens/scores-screen.tsx', 'src/game/game-actions.ts', 'src/device/tap-guard.ts']

/** The chunks a game's table runs: the page's entry, the table's lazy chunks, and every chunk they import (transitively). */
export function tableChunks(bundle: OutputBundle, entry = 'index'): OutputChunk[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const isTable = (c: OutputChunk) =>
    (c.isEntry && c.name === entry) || TABLE_MODULES.some((m) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(m) === true)
  const found = new Set<OutputChunk>()
  const visit = (c: OutputChunk | undefined) => {
    if (c === undefined || found.has(c)) return
    found.add(c)
    for (const f of c.imports) visit(byFile.get(f))
  }
  for (const c of chunks) if (isTable(c)) visit(c)
  return [...found]
}

export function gavelCompileHints(): Plugin {
  return {
    name: 'gavel-compile-hints',
    apply: 'build',
    generateBundle(_, bundle) {
      const hinted = tableChunks(bundle as unknown as OutputBundle)
      // A build whose chunks are named or split otherwise must not lose the hints unnoticed.
      const named = hinted.map((c) => c.name)
      for (const must of ['index', 'table-screen', 'game-actions']) if (!named.includes(must)) this.error(`gavel-compile-hints: no ${must} chunk among the table's (${named.join(', ')})`)
      for (const c of hinted) if (!c.code.startsWith(COMPILE_HINT)) c.code = COMPILE_HINT + c.code
    },
  }
}
