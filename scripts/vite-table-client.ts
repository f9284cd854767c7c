// The table client (src/phones/, colyseus.js) as ES modules, so that the shared runtime chunk every
// first page loads gains no interop helper from it: the package's browser build is CommonJS, its ES
// build imports Node's `ws` (unused where the browser has a WebSocket) and reads @colyseus/httpie
// through a namespace object (rolldown's `__export` helper); each is replaced here.
import { fileURLToPath } from 'node:url'
import type { Alias, Plugin } from 'vite'

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

export const tableClientAliases: Alias[] = [
  { find: /^colyseus\.js$/, replacement: at('node_modules/colyseus.js/build/esm/index.mjs') },
  { find: /^@colyseus\/schema$/, replacement: at('node_modules/@colyseus/schema/build/esm/index.mjs') },
  { find: /^ws$/, replacement: at('src/phones/browser-websocket.ts') },
]

const NAMESPACE = "import * as httpie from '@colyseus/httpie';"

export function gavelTableClient(): Plugin {
  return {
    name: 'gavel-table-client',
    transform(code, id) {
      if (!/colyseus\.js[\\/]build[\\/]esm[\\/]HTTP\.mjs$/.test(id)) return null
      if (!code.includes(NAMESPACE)) throw new Error('gavel-table-client: colyseus.js no longer imports @colyseus/httpie as it did')
      return code.replace(NAMESPACE, "import { get, post, put, del } from '@colyseus/httpie';\nconst httpie = { get, post, put, del };")
    },
  }
}
