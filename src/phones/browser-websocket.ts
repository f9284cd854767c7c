/*
 * What the browser build of the table client gets for the `ws` package: the browser's own
 * WebSocket. colyseus.js's ES module build imports `ws` for Node and uses it only where there is no
 * global WebSocket; ws's own browser stub is CommonJS, whose interop helpers would land in the
 * chunk every first page loads (scripts/vite-table-client.ts aliases it to this module).
 */
export default globalThis.WebSocket
